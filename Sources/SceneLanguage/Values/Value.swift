/// A value of the scene language.
///
/// Optionals: `.null` is `nil` (`Optional.none` at any level) and `.some(x)` is a present optional
/// stored where the scene declares an optional type (`let name: String? = "a"`), so `name.map` maps the
/// optional, not the string, and `Int??` keeps its two levels. Host code may hand back a present
/// optional unwrapped (`[1].first` is `.int(1)`); the interpreter accepts both, and host functions only
/// ever see unwrapped values (`asDouble`, `host(_:)` look through `.some`).
public enum Value {
  case void
  case null
  /// `Optional.some(wrapped)`.
  indirect case some(Value)
  case int(Int)
  case double(Double)
  case bool(Bool)
  case string(String)
  case array([Value])
  /// A dictionary, kept in insertion order (deterministic iteration; Swift's order is unspecified).
  case dictionary([DictionaryEntry])
  case tuple([Value], labels: [String?])
  /// A half-open integer range; `a...b` is stored as `a..<b+1`.
  case range(Range<Int>)
  /// A user-declared struct value.
  case instance(Instance)
  case enumCase(EnumCaseValue)
  case function(FunctionValue)
  case keyPath(KeyPathValue)
  case host(HostValue)
  case type(TypeReference)
  /// `$state`, or an `@State`/`@Binding` property's storage inside an instance.
  case binding(StateCell)
  /// `.name` or `.name(args)` met where no type was known yet; resolved when it reaches a typed slot.
  case implicitMember(ImplicitMember)
}

public struct DictionaryEntry {
  public var key: Value
  public var value: Value
}

/// A struct instance. `fields` hold stored properties; `@State`/`@Binding` ones hold `.binding(cell)`.
public struct Instance {
  public let definition: TypeDefinition
  public var fields: [String: Value]
  /// Set on `super`'s view of an object: the object's own class. Members are looked up in `definition`
  /// (the superclass) but run with `self` as the whole object, so overrides still dispatch dynamically.
  var ownClass: TypeDefinition? = nil

  /// The object a `super` view stands for (itself otherwise): the `self` its members run with.
  var dispatchReceiver: Value {
    guard let ownClass else { return .instance(self) }
    return .instance(Instance(definition: ownClass, fields: fields))
  }

  /// The state cells of this instance, by property name.
  public var stateCells: [String: StateCell] {
    var cells: [String: StateCell] = [:]
    for property in definition.storedProperties where property.wrapper == .state {
      if case .binding(let cell)? = fields[property.name] { cells[property.name] = cell }
    }
    return cells
  }

  /// A copy whose `@State` properties use `cells` (by name) — how the runtime keeps state across re-creation.
  public func adoptingState(_ cells: [String: StateCell]) -> Instance {
    var copy = self
    for (name, cell) in cells where copy.fields[name] != nil { copy.fields[name] = .binding(cell) }
    return copy
  }
}

public struct EnumCaseValue {
  public let definition: TypeDefinition
  public let name: String
  public var associated: [Value]
}

public struct KeyPathValue: Hashable, Sendable {
  /// The root type when written (`\Values.scale`), else nil (`\.scale`).
  public var root: String?
  public var components: [String]
}

public struct ImplicitMember {
  public var name: String
  /// nil for `.name`; the evaluated arguments (with labels) for `.name(…)`.
  public var arguments: [(label: String?, value: Value)]?
}

/// A type used as a value: `AnimationPhase.allCases`, `Angle.degrees(16)`, `AvatarTappedKey.self`.
public enum TypeReference {
  case user(TypeDefinition)
  case host(String)

  public var name: String {
    switch self {
    case .user(let d): d.name
    case .host(let n): n
    }
  }
}

extension Value {
  /// The entry index of `key` in a dictionary's entries.
  static func index(of key: Value, in entries: [DictionaryEntry]) -> Int? {
    entries.firstIndex { $0.key.isEqual(to: key) == true }
  }

  /// The dynamic type, as the checker and diagnostics spell it.
  public var sceneType: SceneType {
    switch self {
    case .void: .void
    case .null: .optional(.any)
    case .some(let wrapped): .optional(wrapped.sceneType)
    case .int: .int
    case .double: .double
    case .bool: .bool
    case .string: .string
    case .array(let elements): .array(elements.first?.sceneType ?? .any)
    case .dictionary(let entries): .dictionary(entries.first?.key.sceneType ?? .any, entries.first?.value.sceneType ?? .any)
    case .tuple(let values, let labels): .tuple(values.map(\.sceneType), labels: labels)  // keeps labels on reassignment
    case .range: .range
    case .instance(let i): .named(i.definition.name)
    case .enumCase(let e): .named(e.definition.name)
    case .function: .function
    case .keyPath: .named("KeyPath")
    case .host(let h): .named(h.typeName)
    case .type(let t): .named("\(t.name).Type")
    case .binding(let cell): cell.value.sceneType
    case .implicitMember: .any
    }
  }

  /// Numeric value as `Double` (Int widened), for host bindings that take any number.
  public var asDouble: Double? {
    switch self {
    case .double(let d): d
    case .int(let i): Double(i)
    case .binding(let c): c.value.asDouble
    case .some(let w): w.asDouble
    default: nil
    }
  }

  public var asInt: Int? {
    if case .int(let i) = self { return i }
    if case .binding(let c) = self { return c.value.asInt }
    if case .some(let w) = self { return w.asInt }
    return nil
  }

  public var asBool: Bool? {
    if case .bool(let b) = self { return b }
    if case .binding(let c) = self { return c.value.asBool }
    if case .some(let w) = self { return w.asBool }
    return nil
  }

  public var asString: String? {
    if case .string(let s) = self { return s }
    if case .some(let w) = self { return w.asString }
    return nil
  }

  public var asArray: [Value]? {
    switch self {
    case .array(let a): a
    case .range(let r): r.map { .int($0) }
    case .some(let w): w.asArray
    default: nil
    }
  }

  /// The payload of a host value of type `T`.
  public func host<T>(_ type: T.Type = T.self) -> T? {
    if case .host(let h) = self { return h.payload as? T }
    if case .some(let w) = self { return w.host(T.self) }
    return nil
  }

  /// An optional's wrapped value one level down: nil for `.null`, `x` for `.some(x)`, and any other value
  /// itself (a present optional a host returned unwrapped).
  public var optionalPayload: Value? {
    switch self {
    case .null: nil
    case .some(let w): w
    case .binding(let c): c.value.optionalPayload
    default: self
    }
  }

  /// The value with every `.some` level removed (`.null` stays): what host code is handed.
  public var flattenedOptional: Value {
    if case .some(let w) = self { return w.flattenedOptional }
    return self
  }

  /// Structural equality as Swift's `==` would give it; nil when the values are not comparable.
  public func isEqual(to other: Value) -> Bool? {
    switch (self, other) {
    case (.null, .null): return true
    case (.null, _), (_, .null): return false
    case (.some(let a), .some(let b)): return a.isEqual(to: b)
    // A non-optional compared with an optional is promoted, as Swift does for `==` on `Optional`.
    case (.some(let a), _): return a.isEqual(to: other)
    case (_, .some(let b)): return isEqual(to: b)
    case (.int(let a), .int(let b)): return a == b
    case (.double(let a), .double(let b)): return a == b
    case (.int(let a), .double(let b)): return Double(a) == b
    case (.double(let a), .int(let b)): return a == Double(b)
    case (.bool(let a), .bool(let b)): return a == b
    case (.string(let a), .string(let b)): return a == b
    case (.range(let a), .range(let b)): return a == b
    case (.keyPath(let a), .keyPath(let b)): return a == b
    case (.array(let a), .array(let b)):
      guard a.count == b.count else { return false }
      for (x, y) in zip(a, b) {
        guard let e = x.isEqual(to: y) else { return nil }
        if !e { return false }
      }
      return true
    case (.dictionary(let a), .dictionary(let b)):
      guard a.count == b.count else { return false }
      for entry in a {
        guard let other = b.first(where: { $0.key.isEqual(to: entry.key) == true }) else { return false }
        guard let e = entry.value.isEqual(to: other.value) else { return nil }
        if !e { return false }
      }
      return true
    case (.tuple(let a, _), .tuple(let b, _)):
      return Value.array(a).isEqual(to: .array(b))
    case (.enumCase(let a), .enumCase(let b)):
      guard a.definition === b.definition else { return false }
      guard a.name == b.name else { return false }
      return Value.array(a.associated).isEqual(to: .array(b.associated))
    case (.instance(let a), .instance(let b)):
      // Objects (class instances) are equal only to themselves, as for `===`.
      if case .int(let x)? = a.fields["$id"], case .int(let y)? = b.fields["$id"] { return x == y }
      guard a.definition === b.definition else { return false }
      for property in a.definition.storedProperties {
        guard let x = a.fields[property.name], let y = b.fields[property.name] else { continue }
        guard let e = x.isEqual(to: y) else { return nil }
        if !e { return false }
      }
      return true
    case (.host(let a), .host(let b)): return a.isEqual(to: b)
    case (.binding(let c), _): return c.value.isEqual(to: other)
    case (_, .binding(let c)): return isEqual(to: c.value)
    default: return nil
    }
  }
}

extension Value: CustomStringConvertible {
  /// What `print` and string interpolation show, following Swift's `String(describing:)`.
  public var description: String {
    switch self {
    case .void: "()"
    case .null: "nil"
    case .some(let w): "Optional(\(w.debugText))"
    case .int(let i): String(i)
    case .double(let d): String(d)
    case .bool(let b): String(b)
    case .string(let s): s
    case .array(let a): "[" + a.map(\.debugText).joined(separator: ", ") + "]"
    case .dictionary(let entries):
      entries.isEmpty ? "[:]" : "[" + entries.map { "\($0.key.debugText): \($0.value.debugText)" }.joined(separator: ", ") + "]"
    case .tuple(let values, let labels):
      "(" + zip(values, labels).map { v, l in (l.map { "\($0): " } ?? "") + v.debugText }.joined(separator: ", ") + ")"
    case .range(let r): "\(r.lowerBound)..<\(r.upperBound)"
    case .instance(let i):
      i.definition.name + "("
        + i.definition.storedProperties.compactMap { p in i.fields[p.name].map { "\(p.name): \($0.debugText)" } }
        .joined(separator: ", ") + ")"
    case .enumCase(let e):
      e.associated.isEmpty ? e.name : e.name + Value.tuple(e.associated, labels: e.associated.map { _ in nil }).description
    case .function: "(Function)"
    case .keyPath(let k): "\\" + (k.root ?? "") + "." + k.components.joined(separator: ".")
    case .host(let h): String(describing: h.payload)
    case .type(let t): t.name
    case .binding(let c): c.value.description
    case .implicitMember(let m): "." + m.name
    }
  }

  /// Elements inside collections print strings quoted, as Swift does.
  var debugText: String {
    if case .string(let s) = self { return "\"" + s + "\"" }
    return description
  }
}
