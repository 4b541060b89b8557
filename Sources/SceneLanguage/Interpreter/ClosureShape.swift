import SwiftSyntax

/// What a closure's signature says (parameter names and types, result type), read once per closure
/// expression so calling it reads no syntax.
struct ClosureShape {
  var names: [String?] = []
  var types: [SceneType?] = []
  var declaredReturn: SceneType?
  var hasSignature = false
  var hasParameterClause = false
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
      }
      shape.declaredReturn = signature.returnClause.map { sceneType($0.type, in: captured) }
    }
    closureShapes[closure.id] = shape
    return shape
  }
}
