/// A scene closure (an action, a transaction edit, a value-to-animation function), called back later.
struct SceneClosure: SceneArgument {
  let function: Value

  static var sceneType: SceneType { .function }
  static func decode(_ value: Value, in call: HostCall) throws -> SceneClosure {
    guard case .function = value else { throw ArgumentMismatch(found: value.sceneType, expected: .function) }
    return SceneClosure(function: value)
  }
}

/// A result-builder closure (`@ViewBuilder`, `@KeyframesBuilder` content): run to get its components.
struct BuilderClosure: SceneArgument {
  let function: Value

  static var sceneType: SceneType { .function }
  static var isBuilder: Bool { true }
  static func decode(_ value: Value, in call: HostCall) throws -> BuilderClosure {
    guard case .function = value else { throw ArgumentMismatch(found: value.sceneType, expected: .function) }
    return BuilderClosure(function: value)
  }
}

/// A parameter typed as a protocol only views satisfy (`clipShape(_ shape: some Shape)`): the scene value,
/// lowered to a view node by the binding.
struct ShapeArgument: SceneArgument {
  let value: Value

  static var sceneType: SceneType { .named("Shape") }
  static func decode(_ value: Value, in call: HostCall) throws -> ShapeArgument {
    // `.circle`, `.rect(cornerRadius: 8)`: shorthands resolve against `Shape`.
    ShapeArgument(value: try call.context.resolve(value, as: sceneType))
  }
}
