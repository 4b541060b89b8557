// ViewRuntimeTests: tests arrive with their issue.
