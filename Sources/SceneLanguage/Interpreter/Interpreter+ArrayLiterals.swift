import SwiftSyntax

extension Interpreter {
  /// An array literal has one element type: the context's, else the first element of a named type
  /// (`[Step.rest, .up, .down]` is `[Step]`), else Double when a float literal is among Int ones; implicit
  /// members anywhere in the literal resolve against it.
  func evaluateArray(_ e: ArrayExprSyntax, in scope: Scope, hint: SceneType?) throws -> Value {
    var elementHint: SceneType? = nil
    if case .array(let el)? = hint?.unwrapped, el != .any { elementHint = el }
    if elementHint == nil, e.elements.contains(where: { $0.expression.is(FloatLiteralExprSyntax.self) }) {
      elementHint = .double  // `[10, 20.5]` is [Double], as Swift infers
    }
    try checkCollection(e.elements.count, e)
    var values: [Value] = []
    values.reserveCapacity(e.elements.count)
    var unresolved: [Int] = []
    for element in e.elements {
      let v = deref(try evaluate(element.expression, in: scope, hint: elementHint))
      if case .implicitMember = v { unresolved.append(values.count) }
      if elementHint == nil {
        switch v {
        case .enumCase, .instance, .host: elementHint = v.sceneType
        default: break
        }
      }
      values.append(v)
    }
    if let elementHint, !unresolved.isEmpty, let typeName = elementHint.typeName, canResolve(typeName) {
      for index in unresolved {
        values[index] = try coerce(values[index], to: elementHint, position: e.elements[e.elements.index(e.elements.startIndex, offsetBy: index)].position)
      }
    }
    return .array(values)
  }
}
