import Foundation
import ViewRuntime

extension View {
  /// SwiftUI's `onAppear(perform:)`: runs when the view appears (the scene's start, or its insertion)
  /// (https://developer.apple.com/documentation/swiftui/view/onappear(perform:)).
  public func onAppear(perform action: (() -> Void)? = nil) -> some View {
    _transformed { node in action.map { .modified(node, .onAppear($0)) } ?? node }
  }

  /// SwiftUI's `onDisappear(perform:)`: runs when the view is removed.
  public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
    _transformed { node in action.map { .modified(node, .onDisappear($0)) } ?? node }
  }

  /// SwiftUI's `onChange(of:initial:_:)` with the old and new values
  /// (https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)-4psgg).
  public func onChange<V: Equatable>(of value: V, initial: Bool = false,
                                     _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some View {
    _transformed { node in ChangeValue.observe(value, initial: initial, in: node, action) }
  }

  /// SwiftUI's `onChange(of:initial:_:)` without the values.
  public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
    _transformed { node in ChangeValue.observe(value, initial: initial, in: node) { _, _ in action() } }
  }

  /// SwiftUI's deprecated `onChange(of:perform:)`, given the new value.
  @available(*, deprecated, message: "Use `onChange` with a two or zero parameter action closure instead.")
  public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View {
    _transformed { node in ChangeValue.observe(value, initial: false, in: node) { _, new in action(new) } }
  }
}

/// A watched value as the runtime compares it between updates: a `Hashable` value as itself, any
/// other `Equatable` value in a box comparing with `==`.
enum ChangeValue {
  private struct Box<V: Equatable>: Hashable {
    let value: V
    static func == (a: Box, b: Box) -> Bool { a.value == b.value }
    func hash(into hasher: inout Hasher) {}
  }

  static func wrap<V: Equatable>(_ value: V) -> AnyHashable {
    if let hashable = value as? AnyHashable { return hashable }
    return AnyHashable(Box(value: value))
  }

  static func unwrap<V: Equatable>(_ stored: AnyHashable, as type: V.Type) -> V? {
    if let box = stored.base as? Box<V> { return box.value }
    return stored.base as? V
  }

  /// `node` running `action` when `value` changes between updates, and with `initial` also when it
  /// appears (with the value as both old and new, as SwiftUI does).
  static func observe<V: Equatable>(_ value: V, initial: Bool, in node: ViewNode,
                                    _ action: @escaping (V, V) -> Void) -> ViewNode {
    let changed = ViewNode.modified(node, .onChange(value: wrap(value)) { old, new in
      guard let old = unwrap(old, as: V.self), let new = unwrap(new, as: V.self) else { return }
      action(old, new)
    })
    return initial ? .modified(changed, .onAppear { action(value, value) }) : changed
  }
}
