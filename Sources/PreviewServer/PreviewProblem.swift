import SceneLanguage

/// What went wrong with the scene, as the page's overlay shows it: the one-line header
/// (`file:line:col: error: message` for scene errors) and the caret-annotated excerpt.
struct PreviewProblem: Codable, Equatable, Sendable, Error {
  var header: String
  /// `file:line:col`, when the error has a place in the source.
  var location: String?
  var excerpt: String
  /// The full text a terminal would print (all diagnostics).
  var message: String

  init(_ error: Error) {
    if let scene = error as? SceneError, let first = scene.diagnostics.first {
      header = first.header
      location = "\(first.fileName):\(first.line):\(first.column)"
      excerpt = first.annotatedSource
      message = scene.description
    } else {
      var text = String(describing: error)
      if !text.hasPrefix("error: ") { text = "error: " + text }
      header = text.split(separator: "\n").first.map(String.init) ?? text
      location = nil
      excerpt = ""
      message = text
    }
  }

  init(message: String) {
    header = message; location = nil; excerpt = ""; self.message = message
  }
}
