import SwiftDiagnostics
import SwiftSyntax

/// One problem found in a scene file, anchored at a source position.
///
/// The message follows the compiler's wording where Swift has one ("cannot find 'x' in scope"), so a Swift
/// developer recognises it; `line`/`column` are 1-based, as printed.
public struct SceneDiagnostic: Sendable, Hashable, CustomStringConvertible {
  public enum Severity: String, Sendable, Hashable { case error, warning, note }

  public var fileName: String
  public var line: Int
  public var column: Int
  public var severity: Severity
  public var message: String
  /// The caret-annotated source excerpt rendered by `DiagnosticsFormatter`, without the header line.
  public var annotatedSource: String

  /// `file:line:col: error: message`, the header a compiler prints.
  public var header: String { "\(fileName):\(line):\(column): \(severity.rawValue): \(message)" }

  public var description: String {
    annotatedSource.isEmpty ? header : header + "\n" + annotatedSource
  }
}

/// The `DiagnosticMessage` used to feed our own messages through swift-syntax's formatter.
struct InterpreterMessage: DiagnosticMessage {
  let message: String
  let severity: DiagnosticSeverity
  var diagnosticID: MessageID { MessageID(domain: "animrender", id: "scene") }
}
