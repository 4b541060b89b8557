// EndToEndTests: tests arrive with their issue.
