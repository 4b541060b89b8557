import Foundation

/// A typed handle on one `@State` slot of a ``Component``: a name and an initial value.
public struct StateKey<Value: Hashable> {
  public var name: String
  public var initialValue: Value
  public init(_ name: String, _ initialValue: Value) { self.name = name; self.initialValue = initialValue }
}

/// One `@State` slot of a component as a value: a name and an initial value.
public struct StateSlot {
  public var name: String
  public var initialValue: AnyHashable
  public init(name: String, initialValue: AnyHashable) { self.name = name; self.initialValue = initialValue }
  public init<V: Hashable>(_ key: StateKey<V>) { name = key.name; initialValue = AnyHashable(key.initialValue) }
}

/// A custom view with state: stored properties captured by the body closure, `@State` slots
/// the runtime keeps per instance (by structural identity), and a body evaluated after each change.
public struct ComponentNode {
  public var name: String
  public var state: [StateSlot]
  /// May throw (an interpreter's runtime error); the error ends the render with its message.
  public var body: (StateAccess) throws -> ViewNode

  public init(name: String, state: [StateSlot], body: @escaping (StateAccess) throws -> ViewNode) {
    self.name = name; self.state = state; self.body = body
  }
}

/// A stateful view built in Swift, the counterpart of a `struct … : View` with `@State` properties.
///
/// ```swift
/// let offset = StateKey("offset", 0.0)
/// Component("SimpleAnimationView", state: offset) { s in
///   Text("🙂").offset(y: s[offset]).onTapGesture { withAnimation(.bouncy) { s[offset] = -40 } }
/// }
/// ```
public struct Component: PrimitiveView {
  public let node: ComponentNode
  public var _node: ViewNode { .component(node) }

  public init(_ name: String, state: [StateSlot], @ViewBuilder body: @escaping (StateAccess) -> some View) {
    node = ComponentNode(name: name, state: state, body: { body($0)._node })
  }

  public init<A: Hashable>(_ name: String, state a: StateKey<A>, @ViewBuilder body: @escaping (StateAccess) -> some View) {
    self.init(name, state: [StateSlot(a)], body: body)
  }

  public init<A: Hashable, B: Hashable>(_ name: String, state a: StateKey<A>, _ b: StateKey<B>,
                                        @ViewBuilder body: @escaping (StateAccess) -> some View) {
    self.init(name, state: [StateSlot(a), StateSlot(b)], body: body)
  }
}
