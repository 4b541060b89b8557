import SwiftSyntax

/// An evaluation failure at a source position; becomes a `SceneDiagnostic`.
struct EvalError: Error {
  let position: AbsolutePosition
  let message: String

  init(_ node: some SyntaxProtocol, _ message: String) {
    self.position = node.positionAfterSkippingLeadingTrivia
    self.message = message
  }

  init(position: AbsolutePosition, _ message: String) {
    self.position = position
    self.message = message
  }
}

/// How a statement finished.
enum Flow {
  case normal
  case returned(Value)
  case broke(String?)
  case continued(String?)
}
