import Foundation

/// What went wrong with the scene, as the page's overlay shows it: the one-line header
/// (`file:line:col: error: message` for scene errors) and the caret-annotated excerpt.
public struct PreviewProblem: Codable, Equatable, Sendable, Error {
  public var header: String
  /// `file:line:col`, when the error has a place in the source.
  public var location: String?
  public var excerpt: String
  /// The full text a terminal would print (all diagnostics).
  public var message: String

  public init(_ error: Error) {
    if let problem = error as? PreviewProblem {
      self = problem
    } else {
      var text = String(describing: error)
      if !text.hasPrefix("error: ") && Self.place(in: text) == nil { text = "error: " + text }
      self.init(message: text)
    }
  }

  /// A message as a terminal shows it. Compiler output (`file:line:col: error: …` followed by the
  /// source excerpt, one block per diagnostic) is split into the first error's header, place and excerpt.
  public init(message: String) {
    let lines = message.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let first = lines.firstIndex { Self.place(in: $0) != nil && $0.contains(": error: ") } ?? 0
    header = lines.isEmpty ? message : lines[first]
    location = Self.place(in: header)
    var block: [String] = []
    if location != nil {
      // The excerpt runs to the next diagnostic's own header line.
      for line in lines.dropFirst(first + 1) {
        if Self.place(in: line) != nil && (line.contains(": error: ") || line.contains(": warning: ")) { break }
        block.append(line)
      }
    }
    excerpt = block.joined(separator: "\n").trimmingCharacters(in: .newlines)
    self.message = message
  }

  /// `file:line:col` at the start of a diagnostic line (`file:line:col: error: …`), if it is one.
  static func place(in line: String) -> String? {
    guard let colon = line.range(of: ": error: ") ?? line.range(of: ": warning: ") ?? line.range(of: ": note: ") else { return nil }
    let parts = line[..<colon.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count >= 3, Int(parts[parts.count - 1]) != nil, Int(parts[parts.count - 2]) != nil,
          !parts[0..<(parts.count - 2)].joined(separator: ":").isEmpty else { return nil }
    return String(line[..<colon.lowerBound])
  }
}
