// RenderPipelineTests: tests arrive with their issue.
