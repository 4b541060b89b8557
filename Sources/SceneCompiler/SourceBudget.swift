/// Limits a scene's source is checked against before it is parsed or compiled, by one linear scan,
/// so that text no render could use ends in one located error within a second instead of hours of
/// type-checking or a parser's stack overflow.
///
/// - Brackets (`(`, `[`, `{`) nested more than ``maxNesting`` deep: swift-syntax's parser stops at the
///   same depth (its default `maximumNestingLevel`).
/// - A chain of more than ``maxChain`` member accesses and calls in one expression
///   (`Text("x").padding(1).padding(1)…`): swiftc's type-checking time grows quickly with the chain
///   (400 chained `.padding(0)` took 17 s on the project's 2-core machine, 5,000 did not finish in
///   200 s), and a chain of view modifiers longer than the runtime's depth budget (200 levels) cannot
///   render anyway; the limit is five times that budget.
///
/// Comments and string literals are skipped; the scan is approximate only where it cannot matter
/// (an interpolation's code is not counted).
struct SourceBudget {
  static let maxNesting = 256
  static let maxChain = 1_000

  /// Throws at the first place the text goes past a limit.
  static func check(_ text: String, fileName: String) throws(ScenePrepassError) {
    let bytes = Array(text.utf8)
    var line = 1, lineStart = 0
    var i = 0
    var depth = 0
    var chains: [Int] = [0]
    var previous: UInt8 = 0  // the last significant byte (not space, not comment)
    func place(_ at: Int) -> (Int, Int) { (line, at - lineStart + 1) }
    func isIdentifierStart(_ c: UInt8) -> Bool { (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c == 95 || c >= 0x80 }
    func isIdentifier(_ c: UInt8) -> Bool { isIdentifierStart(c) || (c >= 48 && c <= 57) }
    while i < bytes.count {
      let c = bytes[i]
      switch c {
      case 10:
        line += 1; lineStart = i + 1
        // A newline ends the chain unless the next line continues it with `.member`.
        var j = i + 1
        while j < bytes.count, bytes[j] == 32 || bytes[j] == 9 || bytes[j] == 13 { j += 1 }
        if j < bytes.count, bytes[j] != 46 { chains[chains.count - 1] = 0 }
        i += 1
        continue
      case 32, 9, 13:
        i += 1
        continue
      case 47 where i + 1 < bytes.count && bytes[i + 1] == 47:  // `//` to the end of the line
        while i < bytes.count, bytes[i] != 10 { i += 1 }
        continue
      case 47 where i + 1 < bytes.count && bytes[i + 1] == 42:  // `/* … */`, nested
        var level = 0
        while i < bytes.count {
          if bytes[i] == 10 { line += 1; lineStart = i + 1 }
          if bytes[i] == 47, i + 1 < bytes.count, bytes[i + 1] == 42 { level += 1; i += 2; continue }
          if bytes[i] == 42, i + 1 < bytes.count, bytes[i + 1] == 47 { level -= 1; i += 2; if level == 0 { break }; continue }
          i += 1
        }
        continue
      case 34:  // a string literal: `"…"` or `"""…"""`, escapes skipped
        let triple = i + 2 < bytes.count && bytes[i + 1] == 34 && bytes[i + 2] == 34
        i += triple ? 3 : 1
        while i < bytes.count {
          if bytes[i] == 92 { i += 2; continue }
          if bytes[i] == 10 {
            if !triple { break }  // an unterminated string: the parser's error; the newline is counted above
            line += 1; lineStart = i + 1
          }
          if bytes[i] == 34 {
            if !triple { i += 1; break }
            if i + 2 < bytes.count, bytes[i + 1] == 34, bytes[i + 2] == 34 { i += 3; break }
          }
          i += 1
        }
        previous = 34
        continue
      case 40, 91, 123:
        depth += 1
        if depth > maxNesting {
          let (l, col) = place(i)
          throw ScenePrepassError(file: fileName, line: l, column: col,
                                  message: "brackets nested more than \(maxNesting) deep; split the expression or the view into smaller ones")
        }
        chains.append(0)
      case 41, 93, 125:
        depth = max(0, depth - 1)
        if chains.count > 1 { chains.removeLast() }
      case 44, 59, 61:
        chains[chains.count - 1] = 0
      case 46 where i + 1 < bytes.count && isIdentifierStart(bytes[i + 1])
        && (previous == 41 || previous == 93 || previous == 125 || previous == 34 || isIdentifier(previous)):
        chains[chains.count - 1] += 1
        if chains[chains.count - 1] > maxChain {
          let (l, col) = place(i)
          throw ScenePrepassError(file: fileName, line: l, column: col,
                                  message: "more than \(maxChain) chained member accesses and calls in one expression; swiftc could not type-check it in reasonable time (split it, e.g. into views of their own)")
        }
      default:
        break
      }
      previous = c
      i += 1
    }
  }
}
