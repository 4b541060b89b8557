import SwiftSyntax

extension Interpreter {
  /// An array literal has one element type: the context's, else the first element of a named type
  /// (`[Step.rest, .up, .down]` is `[Step]`), else Double when a float literal is among Int ones; implicit
  /// members anywhere in the literal resolve against it. Lowered: the elements' closures and positions
  /// are taken once (the caller counts the literal's step).
  func lowerArray(_ e: ArrayExprSyntax) -> LoweredExpression {
    let elements = e.elements.map { (value: lowered($0.expression), position: $0.position) }
    let hasFloatLiteral = e.elements.contains { $0.expression.is(FloatLiteralExprSyntax.self) }
    return { [unowned self] scope, hint in
      var elementHint: SceneType? = nil
      if case .array(let el)? = hint?.unwrapped, el != .any { elementHint = el }
      if elementHint == nil, hasFloatLiteral { elementHint = .double }  // `[10, 20.5]` is [Double], as Swift infers
      try checkCollection(elements.count, e)
      var values: [Value] = []
      values.reserveCapacity(elements.count)
      var unresolved: [Int] = []
      for element in elements {
        let v = deref(try element.value(scope, elementHint))
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
        for index in unresolved { values[index] = try coerce(values[index], to: elementHint, position: elements[index].position) }
      }
      return .array(values)
    }
  }
}
