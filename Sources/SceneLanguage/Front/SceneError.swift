/// The error thrown for a scene that cannot be parsed, checked or evaluated.
///
/// Its description is exactly the diagnostics, one `file:line:col: error: message` header each followed by
/// the caret-annotated source, in source order.
public struct SceneError: Error, Sendable, CustomStringConvertible {
  public var diagnostics: [SceneDiagnostic]

  public init(diagnostics: [SceneDiagnostic]) { self.diagnostics = diagnostics }

  public var description: String { diagnostics.map(\.description).joined(separator: "\n") }

  /// The header lines only, handy for one-line logs and tests.
  public var headers: [String] { diagnostics.map(\.header) }
}
