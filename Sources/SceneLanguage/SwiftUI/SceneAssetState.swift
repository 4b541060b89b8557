/// The asset catalog one loaded scene reads, and the warnings already printed for it.
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
    let message = "no \(kind) named '\(name)' in \(place)" + Suggestions.hint(for: name, among: names)
    if strict { throw HostError(message) }
    let line = interpreter.source.diagnostic(at: interpreter.currentPosition, message: message + "; drawing a placeholder", severity: .warning).header
    if warned.insert(line).inserted { warn(line) }
  }
}
