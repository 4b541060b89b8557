/// A Swift type (or protocol) made available to scenes: `Angle`, `Color`, `Animation`, `View`, `ShapeStyle`.
///
/// Methods registered on a protocol (e.g. `View`'s modifiers) apply to every host type listing the protocol
/// in `conformances` and to every scene struct declaring it (`struct Card: View`).
public struct HostType {
  public var name: String
  public var conformances: Set<String> {
    didSet { sortedConformances = conformances.sorted() }
  }
  /// `conformances` in a fixed order, for member lookup through protocols (kept, not sorted per lookup).
  private(set) var sortedConformances: [String]
  public var initializers: [HostFunction] = []
  /// `Angle.zero`, `Color.red`, `Animation.bouncy`: evaluated on each use.
  public var staticProperties: [String: (HostContext) throws -> Value] = [:]
  public var staticMethods: [String: [HostFunction]] = [:]
  public var properties: [String: HostProperty] = [:]
  public var methods: [String: [HostFunction]] = [:]
  /// `transaction[Key.self]`: get and set by a single index value.
  public var subscriptGetter: ((Value, Value) throws -> Value)?
  public var subscriptSetter: ((inout Value, Value, Value) throws -> Void)?

  public init(_ name: String, conformances: Set<String> = []) {
    self.name = name
    self.conformances = conformances
    self.sortedConformances = conformances.sorted()
  }

  public mutating func addInit(_ function: HostFunction) { initializers.append(function) }
  public mutating func addStatic(_ name: String, _ value: @escaping (HostContext) throws -> Value) { staticProperties[name] = value }
  public mutating func addStaticMethod(_ name: String, _ function: HostFunction) { staticMethods[name, default: []].append(function) }
  public mutating func addMethod(_ name: String, _ function: HostFunction) { methods[name, default: []].append(function) }
  public mutating func addProperty(_ name: String, _ property: HostProperty) { properties[name] = property }
}

/// A readable (optionally writable) property of a host value.
public struct HostProperty {
  public var get: (Value) throws -> Value
  public var set: ((inout Value, Value) throws -> Void)?
  public var type: SceneType

  public init(type: SceneType = .any, get: @escaping (Value) throws -> Value, set: ((inout Value, Value) throws -> Void)? = nil) {
    self.get = get
    self.set = set
    self.type = type
  }
}
