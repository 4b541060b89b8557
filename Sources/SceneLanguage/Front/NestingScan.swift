import Foundation

/// A linear pass over a scene's text that finds bracket nesting deeper than the parser takes.
///
/// swift-syntax stops descending at its nesting limit (`Parser.maximumNestingLevel`, 256 by default)
/// and reports the rest as unexpected text; generating diagnostics for thousands of levels of that
/// takes time quadratic in the text. Refusing such text first, at the bracket that crosses the limit,
/// keeps a hostile scene to one quick located error.
enum NestingScan {
  /// The deepest bracket nesting accepted: the parser's own default limit.
  static let limit = 256

  /// The UTF-8 offset of the first `(`, `[` or `{` nested deeper than `limit`, outside strings and
  /// comments; nil if there is none.
  static func firstTooDeep(in text: String, limit: Int = limit) -> Int? {
    let bytes = Array(text.utf8)
    var depth = 0
    var i = 0
    let n = bytes.count
    func at(_ k: Int) -> UInt8 { k < n ? bytes[k] : 0 }
    while i < n {
      let c = bytes[i]
      switch c {
      case UInt8(ascii: "/") where at(i + 1) == UInt8(ascii: "/"):
        while i < n && bytes[i] != UInt8(ascii: "\n") { i += 1 }
      case UInt8(ascii: "/") where at(i + 1) == UInt8(ascii: "*"):
        var level = 1
        i += 2
        while i < n && level > 0 {
          if bytes[i] == UInt8(ascii: "/") && at(i + 1) == UInt8(ascii: "*") { level += 1; i += 2 }
          else if bytes[i] == UInt8(ascii: "*") && at(i + 1) == UInt8(ascii: "/") { level -= 1; i += 2 }
          else { i += 1 }
        }
        continue
      case UInt8(ascii: "\""):
        // A string literal (single- or triple-quoted); its contents are not code we count.
        let triple = at(i + 1) == UInt8(ascii: "\"") && at(i + 2) == UInt8(ascii: "\"")
        i += triple ? 3 : 1
        while i < n {
          if bytes[i] == UInt8(ascii: "\\") { i += 2; continue }
          if bytes[i] == UInt8(ascii: "\"") && (!triple || (at(i + 1) == UInt8(ascii: "\"") && at(i + 2) == UInt8(ascii: "\""))) {
            i += triple ? 3 : 1
            break
          }
          if !triple && bytes[i] == UInt8(ascii: "\n") { break }
          i += 1
        }
        continue
      case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
        depth += 1
        if depth > limit { return i }
      case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
        depth = max(0, depth - 1)
      default:
        break
      }
      i += 1
    }
    return nil
  }

  /// The located error for the bracket at `offset` (found without parsing, so located by hand).
  static func diagnostic(at offset: Int, in text: String, fileName: String) -> SceneDiagnostic {
    SceneDiagnostic.cut(at: offset, in: text, fileName: fileName, message: "nesting too deep: more than \(limit) levels of brackets")
  }
}

extension SceneDiagnostic {
  /// A diagnostic whose excerpt is the line cut to 80 characters around `offset`, so a one-line scene
  /// of any length stays readable (and swift-syntax's formatter never walks a huge line).
  static func cut(at offset: Int, in text: String, fileName: String, message: String, severity: Severity = .error) -> SceneDiagnostic {
    let bytes = Array(text.utf8)
    let offset = min(max(0, offset), bytes.count)
    let lineStart = bytes[..<offset].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
    let line = bytes[..<offset].count { $0 == UInt8(ascii: "\n") } + 1
    let lineEnd = bytes[offset...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
    let column = offset - lineStart + 1
    let from = max(lineStart, offset - 40), to = min(lineEnd, offset + 40)
    let excerpt = String(decoding: bytes[from..<to], as: UTF8.self)
    let caret = String(repeating: " ", count: offset - from) + "`- \(severity.rawValue): " + message
    return SceneDiagnostic(fileName: fileName, line: line, column: column, severity: severity, message: message,
                           annotatedSource: "\(line) | " + excerpt + "\n" + String(repeating: " ", count: "\(line)".count) + " | " + caret)
  }
}
