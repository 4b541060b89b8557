import ViewRuntime

/// What a binding's body receives: the host call, read by parameter declaration instead of position.
struct BindingCall {
  let call: HostCall
  /// Where each declared parameter's argument sits in `call.arguments`, by the parameter's name.
  let slots: [String: Int]

  /// The decoded argument for `parameter` (its default when omitted).
  subscript<T>(_ parameter: Param<T>) -> T {
    get throws {
      let index = try slot(parameter.name)
      return try parameter.decode(call[index], index: index, in: call)
    }
  }

  subscript<Element>(_ parameter: VariadicParam<Element>) -> [Element] {
    get throws {
      let index = try slot(parameter.name)
      return try parameter.decode(call[index], index: index, in: call)
    }
  }

  private func slot(_ name: String) throws -> Int {
    // Only reachable through a binding that reads a parameter it did not declare: a bug in the binding.
    guard let index = slots[name] else { throw HostError("internal error: the binding reads undeclared parameter '\(name)'") }
    return index
  }

  var receiver: Value? { call.receiver }
  var context: HostContext { call.context }
  var interpreter: Interpreter { call.context.interpreter }

  /// The receiver (the modified view) as a view node.
  func receiverNode() throws -> ViewNode { try interpreter.viewNode(receiver ?? .void) }

  /// The receiver's host payload, for methods on host values (`Color.opacity(_:)`, `rect.insetBy(…)`).
  func receiver<T>(_ type: T.Type, _ method: String) throws -> T {
    guard let payload = receiver?.host(T.self) else { throw HostError("\(method) needs a \(T.self)") }
    return payload
  }

  /// Runs a `@ViewBuilder` closure (with `arguments`) and lowers its components to one view node; `if` and
  /// `switch` branches keep their identity.
  func viewNode(_ builder: BuilderClosure?, _ arguments: [Value] = []) throws -> ViewNode {
    guard let builder else { return .empty }
    return try interpreter.viewNode(.array(context.callBuilder(builder.function, arguments, keepingBranches: true)))
  }
}

extension HostFunction {
  /// A host function whose parameters are `parameters` and whose body reads them by declaration.
  /// Parameter names must be unique within one function (checked when the registry is built).
  static func binding(_ parameters: any BindingParameter..., returns returnType: SceneType = .any, _ body: @escaping (BindingCall) throws -> Value) -> HostFunction {
    binding(parameters, returns: returnType, body)
  }

  static func binding(_ parameters: [any BindingParameter], returns returnType: SceneType = .any, _ body: @escaping (BindingCall) throws -> Value) -> HostFunction {
    let slots = slots(parameters)
    return HostFunction(parameters.map(\.hostParameter), returns: returnType) { call in try body(BindingCall(call: call, slots: slots)) }
  }

  /// A mutating method (`path.move(to:)`) whose body reads its parameters by declaration.
  static func mutatingBinding(_ parameters: [any BindingParameter], returns returnType: SceneType = .void, _ body: @escaping (inout Value, BindingCall) throws -> Value) -> HostFunction {
    let slots = slots(parameters)
    return HostFunction(mutating: parameters.map(\.hostParameter), returns: returnType) { receiver, call in
      try body(&receiver, BindingCall(call: call, slots: slots))
    }
  }

  private static func slots(_ parameters: [any BindingParameter]) -> [String: Int] {
    var slots: [String: Int] = [:]
    for (index, parameter) in parameters.enumerated() {
      precondition(slots[parameter.name] == nil, "binding declares parameter '\(parameter.name)' twice")
      slots[parameter.name] = index
    }
    return slots
  }
}
