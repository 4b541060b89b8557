// AnimationEngineTests: tests arrive with their issue.
