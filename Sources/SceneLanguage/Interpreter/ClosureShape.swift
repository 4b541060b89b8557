import SwiftSyntax

/// What a closure's signature says (parameter names and types, result type), read once per closure
/// expression so calling it reads no syntax.
struct ClosureShape {
  var names: [String?] = []
  var types: [SceneType?] = []
  var declaredReturn: SceneType?
  var hasSignature = false
  var hasParameterClause = false
  /// Without a signature: how many anonymous parameters (`$0`, `$1`, …) the body itself uses.
  var anonymousCount = 0
}

extension Interpreter {
  func closureShape(_ closure: ClosureExprSyntax, captured: Scope) -> ClosureShape {
    if let known = closureShapes[closure.id] { return known }
    var shape = ClosureShape()
    if let signature = closure.signature {
      shape.hasSignature = true
      shape.hasParameterClause = signature.parameterClause != nil
      switch signature.parameterClause {
      case .simpleInput(let list)?:
        shape.names = list.map { $0.name.text == "_" ? nil : $0.name.text }
        shape.types = shape.names.map { _ in nil }
      case .parameterClause(let clause)?:
        shape.names = clause.parameters.map { p in
          let n = (p.secondName ?? p.firstName).text
          return n == "_" ? nil : n
        }
        shape.types = clause.parameters.map { $0.type.map { sceneType($0, in: captured) } }
      case nil:
        break
      @unknown default: break  // the toolchain's swift-syntax is resilient
      }
      shape.declaredReturn = signature.returnClause.map { sceneType($0.type, in: captured) }
    } else {
      for token in closure.statements.tokens(viewMode: .sourceAccurate) where token.text.hasPrefix("$") {
        guard let n = Int(token.text.dropFirst()) else { continue }
        var owner = token.parent
        while let o = owner, !o.is(ClosureExprSyntax.self) { owner = o.parent }
        if owner?.id == closure.id { shape.anonymousCount = max(shape.anonymousCount, n + 1) }
      }
    }
    closureShapes[closure.id] = shape
    return shape
  }
}
