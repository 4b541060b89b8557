/// A scene value as `AnyHashable`, for the runtime's `@State` slots, triggers and `.id`s.
///
/// Equality is the language's `==`; values that cannot be compared (closures) are equal only to
/// themselves by identity of their description, which never matters for state.
public struct SceneHashable: Hashable, @unchecked Sendable {
  // @unchecked: held by the runtime on the scene's thread only.
  public let value: Value

  public init(_ value: Value) { self.value = value }

  public static func == (lhs: SceneHashable, rhs: SceneHashable) -> Bool {
    lhs.value.isEqual(to: rhs.value) ?? false
  }

  public func hash(into hasher: inout Hasher) {
    Self.hash(value, into: &hasher)
  }

  private static func hash(_ value: Value, into hasher: inout Hasher) {
    switch value {
    case .int(let i): hasher.combine(Double(i))  // 1 == 1.0 in the language, so hash alike
    case .double(let d): hasher.combine(d)
    case .bool(let b): hasher.combine(b)
    case .string(let s): hasher.combine(s)
    case .array(let a):
      hasher.combine(a.count)
      for v in a { hash(v, into: &hasher) }
    case .enumCase(let e):
      hasher.combine(e.definition.name)
      hasher.combine(e.name)
    case .instance(let i): hasher.combine(i.definition.name)
    case .binding(let c): hash(c.value, into: &hasher)
    case .null: hasher.combine(0)
    default: hasher.combine(value.description)
    }
  }

  /// Back from the runtime's storage.
  static func value(of stored: AnyHashable?) -> Value? {
    guard let stored else { return nil }
    if let h = stored.base as? SceneHashable { return h.value }
    return nil
  }
}
