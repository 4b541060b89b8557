/// The asset catalog one loaded scene reads, `--strict`, and the warnings already printed for it
/// (missing assets and unknown symbols).
final class SceneAssetState {
  var library: (any AssetLibrary)?
  var strict = false
  var warn: (String) -> Void = { _ in }
  /// Warning lines already printed: a body evaluated every frame warns once per place and name.
  private var warned: Set<String> = []

  /// A missing colour or image: an error under `--strict`, else one warning per place, and the caller
  /// draws a placeholder.
  func missing(_ kind: String, _ name: String, _ interpreter: Interpreter) throws {
    let names = kind == "color" ? library?.colorNames ?? [] : library?.imageNames ?? []
    let place = library.map { "the asset catalog \($0.path)" }
      ?? "any asset catalog (none found: pass --assets PATH, write Scene(assets:) or put Assets.xcassets beside the scene)"
    try unknown("no \(kind) named '\(name)' in \(place)" + Suggestions.hint(for: name, among: names),
                suffix: "drawing a placeholder", interpreter)
  }

  /// Something the scene names that animrender lacks (an asset, a symbol): under `--strict` the error
  /// `message`, else one warning per place saying what is drawn instead (`suffix`).
  func unknown(_ message: String, suffix: String, _ interpreter: Interpreter) throws {
    if strict { throw HostError(message) }
    let line = interpreter.source.diagnostic(at: interpreter.currentPosition, message: message + "; " + suffix, severity: .warning).header
    if warned.insert(line).inserted { warn(line) }
  }
}
