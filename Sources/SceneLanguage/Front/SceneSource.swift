import SwiftDiagnostics
import SwiftOperators
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// A parsed scene file: the operator-folded syntax tree plus what is needed to point at it.
///
/// Binary operators arrive from the parser as flat sequences; they are folded with the standard Swift
/// operator table so `a + b * c` and `x ? y : z` become proper trees before anything else looks at them.
public final class SceneSource: @unchecked Sendable {
  // @unchecked: all stored properties are immutable after init; SwiftSyntax trees are immutable values.
  public let fileName: String
  public let text: String
  public let tree: SourceFileSyntax
  let converter: SourceLocationConverter

  init(fileName: String, text: String, tree: SourceFileSyntax) {
    self.fileName = fileName
    self.text = text
    self.tree = tree
    self.converter = SourceLocationConverter(fileName: fileName, tree: tree)
  }

  /// Renders one diagnostic at `position` in this file.
  func diagnostic(
    at position: AbsolutePosition, message: String, severity: SceneDiagnostic.Severity = .error
  ) -> SceneDiagnostic {
    let location = converter.location(for: position)
    if lineLength(containing: position) > 160 {
      return SceneDiagnostic.cut(at: position.utf8Offset, in: text, fileName: fileName, message: message, severity: severity)
    }
    let node = tree.token(at: position).map(Syntax.init) ?? Syntax(tree)
    let swiftSeverity: DiagnosticSeverity =
      switch severity {
      case .error: .error
      case .warning: .warning
      case .note: .note
      }
    let diag = Diagnostic(
      node: node, position: position, message: InterpreterMessage(message: message, severity: swiftSeverity))
    let excerpt = DiagnosticsFormatter(contextSize: 0).annotatedSource(tree: tree, diags: [diag])
    return SceneDiagnostic(
      fileName: fileName, line: location.line, column: location.column, severity: severity,
      message: message, annotatedSource: excerpt.trimmingTrailingNewlines())
  }

  /// The length in bytes of the source line holding `position`.
  private func lineLength(containing position: AbsolutePosition) -> Int {
    let utf8 = text.utf8
    let offset = min(max(0, position.utf8Offset), utf8.count)
    let at = utf8.index(utf8.startIndex, offsetBy: offset)
    let start = utf8[..<at].lastIndex(of: UInt8(ascii: "\n")).map { utf8.index(after: $0) } ?? utf8.startIndex
    let end = utf8[at...].firstIndex(of: UInt8(ascii: "\n")) ?? utf8.endIndex
    return utf8.distance(from: start, to: end)
  }

  func diagnostic(from diag: Diagnostic) -> SceneDiagnostic {
    let severity: SceneDiagnostic.Severity =
      switch diag.diagMessage.severity {
      case .error: .error
      case .warning: .warning
      default: .note
      }
    return diagnostic(at: diag.position, message: diag.message, severity: severity)
  }
}

/// Source text + file name → folded syntax tree, or the parse errors.
public enum SceneParser {
  /// Parses `text`. Syntax errors (from `ParseDiagnosticsGenerator`) and operator-folding errors are thrown
  /// together as one `SceneError`.
  public static func parse(_ text: String, fileName: String = "scene.swift-dsl") throws(SceneError) -> SceneSource {
    if let offset = NestingScan.firstTooDeep(in: text) {
      throw SceneError(diagnostics: [NestingScan.diagnostic(at: offset, in: text, fileName: fileName)])
    }
    var raw = Parser.parse(source: text)
    var text = text
    if let active = CompilationConditions.activeText(of: text, tree: raw) {  // `#if os(iOS)` … as an iOS build
      text = active
      raw = Parser.parse(source: text)
    }
    let rawSource = SceneSource(fileName: fileName, text: text, tree: raw)
    var diagnostics = ParseDiagnosticsGenerator.diagnostics(for: raw)
      .filter { $0.diagMessage.severity == .error }
      .map(rawSource.diagnostic(from:))
    var foldErrors: [OperatorError] = []
    let folded = OperatorTable.standardOperators.foldAll(raw) { foldErrors.append($0) }
    for error in foldErrors {
      diagnostics.append(rawSource.diagnostic(from: error.asDiagnostic))
    }
    if !diagnostics.isEmpty { throw SceneError(diagnostics: diagnostics) }
    guard let tree = folded.as(SourceFileSyntax.self) else {
      throw SceneError(diagnostics: [rawSource.diagnostic(at: raw.position, message: "could not fold operators")])
    }
    return SceneSource(fileName: fileName, text: text, tree: tree)
  }
}

extension String {
  func trimmingTrailingNewlines() -> String {
    var s = self
    while s.last == "\n" { s.removeLast() }
    return s
  }
}
