// CairoRendererTests: tests arrive with their issue.
