// SceneLanguageTests: tests arrive with their issue.
