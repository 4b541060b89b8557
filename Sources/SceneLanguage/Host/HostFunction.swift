/// One parameter of a host function, as Swift declares it.
public struct HostParameter {
  /// The argument label; nil for `_`.
  public var label: String?
  /// The expected type: drives literal typing and implicit members (`.degrees(16)` for `.named("Angle")`).
  public var type: SceneType
  /// May be omitted; the host body then sees `nil` for it and applies its own default.
  public var hasDefault: Bool
  /// A closure parameter whose body is a result builder (`@ViewBuilder`, `@KeyframesBuilder`).
  public var isBuilder: Bool
  public var isVariadic: Bool

  public init(_ label: String?, _ type: SceneType = .any, default hasDefault: Bool = false, builder: Bool = false, variadic: Bool = false) {
    self.label = label
    self.type = type
    self.hasDefault = hasDefault
    self.isBuilder = builder
    self.isVariadic = variadic
  }
}

/// A Swift closure registered under a Swift-like signature: an initialiser, static or instance method,
/// modifier or free function.
public struct HostFunction {
  public var parameters: [HostParameter] {
    didSet { signature = Self.signature(parameters) }
  }
  /// The parameters as the call matcher reads them, built once (calls match overloads every frame).
  private(set) var signature: Signature
  public var returnType: SceneType
  public var body: (HostCall) throws -> Value
  /// Set for mutating methods (`toggle()`, `append(_:)`): receives the receiver `inout`.
  public var mutatingBody: ((inout Value, HostCall) throws -> Value)?

  public init(_ parameters: [HostParameter] = [], returns returnType: SceneType = .any, _ body: @escaping (HostCall) throws -> Value) {
    self.parameters = parameters
    self.signature = Self.signature(parameters)
    self.returnType = returnType
    self.body = body
  }

  /// A mutating method.
  public init(mutating parameters: [HostParameter], returns returnType: SceneType = .void, _ body: @escaping (inout Value, HostCall) throws -> Value) {
    self.parameters = parameters
    self.signature = Self.signature(parameters)
    self.returnType = returnType
    self.body = { _ in .void }
    self.mutatingBody = body
  }

  static func signature(_ parameters: [HostParameter]) -> Signature {
    Signature(parameters: parameters.map { .init(label: $0.label, type: $0.type, hasDefault: $0.hasDefault, isVariadic: $0.isVariadic) })
  }

  var mutates: Bool { mutatingBody != nil }

  var labels: [String?] { parameters.map(\.label) }
}

/// What a host function receives.
public struct HostCall {
  /// The receiver for methods, properties and modifiers; nil for free functions, initialisers, statics.
  public let receiver: Value?
  /// One entry per declared parameter, in order; nil where a defaulted argument was omitted. Variadic
  /// parameters arrive as `.array`.
  public let arguments: [Value?]
  /// The type the call site expects, if known.
  public let expectedType: SceneType?
  /// Calls back into the interpreter (closures, builders, implicit members).
  public let context: HostContext

  public subscript(_ index: Int) -> Value? { index < arguments.count ? arguments[index] : nil }

  /// Argument `index` as a Double (Int widened), or `fallback` when omitted.
  public func double(_ index: Int, default fallback: Double? = nil) throws -> Double {
    guard let value = self[index] else {
      if let fallback { return fallback }
      throw HostError("missing argument \(index + 1)")
    }
    guard let d = value.asDouble else { throw HostError("expected a number, got \(value.sceneType)") }
    return d
  }

  /// Argument `index` as a host payload of type `T`, resolving an unresolved implicit member against `typeName`.
  public func host<T>(_ index: Int, _ typeName: String, as type: T.Type = T.self) throws -> T? {
    guard let value = self[index] else { return nil }
    // `nil` where an optional is taken (`withAnimation(nil)`, `.animation(nil, value:)`).
    if case .null = value { return nil }
    let resolved = try context.resolve(value, as: .named(typeName))
    guard let payload = resolved.host(T.self) else {
      throw HostError("cannot convert value of type '\(resolved.sceneType)' to expected argument type '\(typeName)'")
    }
    return payload
  }
}

/// An error raised by a host function; reported at the call site.
public struct HostError: Error, Sendable, CustomStringConvertible {
  public var message: String
  public init(_ message: String) { self.message = message }
  public var description: String { message }
}
