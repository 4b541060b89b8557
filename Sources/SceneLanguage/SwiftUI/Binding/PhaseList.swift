/// The phases of a phase animator: any array, with the element type taken from its typed elements.
///
/// Swift types `[Step.rest, .up, .down]` as `[Step]` from its first element, so `.up` is `Step.up`. The
/// interpreter evaluates an array literal met without an element type (the generic `phases` parameter)
/// element by element, which leaves `.up` an unresolved implicit member; it is resolved here against the
/// type of the array's first typed element, so `switch phase { case .up: … }` matches it.
struct PhaseList: SceneArgument {
  let phases: [Value]

  static var sceneType: SceneType { .array(.any) }

  static func decode(_ value: Value, in call: HostCall) throws -> PhaseList {
    guard let items = value.asArray else { throw ArgumentMismatch(found: value.sceneType, expected: sceneType) }
    guard items.contains(where: \.isImplicitMember), let type = items.lazy.compactMap(\.namedType).first else {
      return PhaseList(phases: items)
    }
    return PhaseList(phases: try items.map { try call.context.resolve($0, as: type) })
  }
}

extension Value {
  fileprivate var isImplicitMember: Bool {
    if case .implicitMember = self { return true }
    return false
  }

  /// The named type of an enum case, struct instance or host value; nil for literals and unresolved members.
  fileprivate var namedType: SceneType? {
    switch self {
    case .enumCase, .instance, .host: sceneType
    default: nil
    }
  }
}
