import AnimationEngine
import Foundation

/// A Swift type a binding can take as an argument: what the call matcher should expect (`sceneType`, which
/// also types literals and resolves implicit members such as `.degrees(16)`) and how the evaluated scene value
/// becomes the Swift value.
///
/// Decoders throw `ArgumentMismatch` (just the found and expected types); `Param` adds which parameter it was.
protocol SceneArgument {
  static var sceneType: SceneType { get }
  /// The parameter takes a result-builder closure (`@ViewBuilder`, `@KeyframesBuilder`).
  static var isBuilder: Bool { get }
  static func decode(_ value: Value, in call: HostCall) throws -> Self
}

extension SceneArgument {
  static var isBuilder: Bool { false }
}

/// A value of the wrong type for a parameter; `Param` turns it into the located, named error.
struct ArgumentMismatch: Error {
  var found: SceneType
  var expected: SceneType

  /// The compiler's wording, plus which parameter (`'label'`, or `#n` for `_`).
  func error(parameter: String) -> HostError {
    HostError("cannot convert value of type '\(found)' to expected argument type '\(expected)' (parameter \(parameter))")
  }
}

extension Double: SceneArgument {
  static var sceneType: SceneType { .double }
  static func decode(_ value: Value, in call: HostCall) throws -> Double {
    guard let d = value.asDouble else { throw ArgumentMismatch(found: value.sceneType, expected: .double) }
    return d
  }
}

extension Int: SceneArgument {
  static var sceneType: SceneType { .int }
  static func decode(_ value: Value, in call: HostCall) throws -> Int {
    guard let i = value.asInt else { throw ArgumentMismatch(found: value.sceneType, expected: .int) }
    return i
  }
}

extension Bool: SceneArgument {
  static var sceneType: SceneType { .bool }
  static func decode(_ value: Value, in call: HostCall) throws -> Bool {
    guard let b = value.asBool else { throw ArgumentMismatch(found: value.sceneType, expected: .bool) }
    return b
  }
}

extension String: SceneArgument {
  static var sceneType: SceneType { .string }
  static func decode(_ value: Value, in call: HostCall) throws -> String {
    guard let s = value.asString else { throw ArgumentMismatch(found: value.sceneType, expected: .string) }
    return s
  }
}

/// An untyped parameter (`id:`, `value:`, a keyframe's target): the scene value as it came.
extension Value: SceneArgument {
  static var sceneType: SceneType { .any }
  static func decode(_ value: Value, in call: HostCall) throws -> Value { value }
}

/// `nil` decodes to `nil`; anything else to the wrapped type.
extension Optional: SceneArgument where Wrapped: SceneArgument {
  static var sceneType: SceneType { .optional(Wrapped.sceneType) }
  static var isBuilder: Bool { Wrapped.isBuilder }
  static func decode(_ value: Value, in call: HostCall) throws -> Wrapped? {
    if case .null = value { return nil }
    return try Wrapped.decode(value, in: call)
  }
}

extension Array: SceneArgument where Element: SceneArgument {
  static var sceneType: SceneType { .array(Element.sceneType) }
  static func decode(_ value: Value, in call: HostCall) throws -> [Element] {
    guard let items = value.asArray else { throw ArgumentMismatch(found: value.sceneType, expected: sceneType) }
    // Elements are resolved one by one: `[.red, .blue]` arrives as implicit members when typed loosely.
    return try items.map { try Element.decode(try call.context.resolve($0, as: Element.sceneType), in: call) }
  }
}

/// A host type whose scene values carry the Swift value as their payload (`Angle`, `Color`, `UnitPoint`).
protocol HostPayloadArgument: SceneArgument {
  static var hostTypeName: String { get }
}

extension HostPayloadArgument {
  static var sceneType: SceneType { .named(hostTypeName) }
  static func decode(_ value: Value, in call: HostCall) throws -> Self {
    // Implicit members met without a type (`.center` in an untyped position) resolve here.
    let resolved = try call.context.resolve(value, as: sceneType)
    guard let payload = resolved.host(Self.self) else { throw ArgumentMismatch(found: resolved.sceneType, expected: sceneType) }
    return payload
  }
}
