import ArgumentParser

/// What a writing command prints and whether it may replace its output (`render`, `merge`): one
/// declaration, so the two cannot drift apart.
struct ReportingOptions: ParsableArguments {
  @Flag(name: [.short, .long], help: "Print nothing but errors.")
  var quiet = false

  @Option(help: "Print a report of what was written (or of the error): json.")
  var report: String?

  @Flag(help: "Refuse to replace an existing file or folder at --out.")
  var noOverwrite = false

  func validate() throws {
    if let report, report != "json" { throw ValidationError("--report takes 'json'") }
  }
}
