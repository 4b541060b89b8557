// MediaIOTests: tests arrive with their issue.
