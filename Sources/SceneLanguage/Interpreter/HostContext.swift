/// The interpreter as host functions see it: call closures, run builders, resolve implicit members.
public struct HostContext {
  let interpreter: Interpreter

  /// Calls a scene closure or function with positional arguments. Arguments the closure mutated
  /// (`inout`-style, like `.transaction { $0.animation = … }`) are written back into `arguments`.
  public func call(_ function: Value, _ arguments: inout [Value], expecting type: SceneType? = nil) throws -> Value {
    try interpreter.callValue(function, arguments: &arguments, hint: type, position: interpreter.currentPosition)
  }

  public func call(_ function: Value, _ arguments: [Value], expecting type: SceneType? = nil) throws -> Value {
    var args = arguments
    return try call(function, &args, expecting: type)
  }

  /// Runs a builder closure and returns its components (flattened through `if`/`for`/`switch`).
  /// `keepingBranches` keeps `if`/`switch` results as branch markers (for view identity).
  public func callBuilder(_ function: Value, _ arguments: [Value], elementType: SceneType? = nil, keepingBranches: Bool = false) throws -> [Value] {
    try interpreter.callBuilder(function, arguments: arguments, hint: elementType, position: interpreter.currentPosition, keepingBranches: keepingBranches)
  }

  /// Resolves `.name`/`.name(…)` written without type context against `type`; other values pass through
  /// (an Int becomes a Double where `.double` is expected).
  public func resolve(_ value: Value, as type: SceneType) throws -> Value {
    try interpreter.coerce(value, to: type, position: interpreter.currentPosition)
  }

  /// Reads `keyPath` on `value` (stored and computed properties, host properties).
  public func get(_ keyPath: KeyPathValue, on value: Value) throws -> Value {
    try interpreter.read(keyPath: keyPath, on: value, position: interpreter.currentPosition)
  }

  /// Writes `newValue` at `keyPath` inside `value`.
  public func set(_ keyPath: KeyPathValue, on value: inout Value, to newValue: Value) throws {
    try interpreter.write(keyPath: keyPath, on: &value, newValue: newValue, position: interpreter.currentPosition)
  }

  /// Whether `value`'s type declares `protocolName` (user types) or lists it (host types).
  public func conforms(_ value: Value, to protocolName: String) -> Bool {
    interpreter.conforms(value, to: protocolName)
  }

  /// The limits of the running evaluation; host functions that build collections or strings check them.
  public var budget: Budget { interpreter.budget }

  /// Writes a line to the registry's print sink.
  public func print(_ line: String) { interpreter.registry.printSink(line) }
}
