import SwiftSyntax

/// Bindings to collection elements: `$items[i]`, `$model.items[i].isOn` and `ForEach($items) { $item in … }`
/// (SwiftUI's `Binding` subscripts and its `ForEach` over a binding to a collection, which hands each
/// row a binding to its element: https://developer.apple.com/documentation/swiftui/foreach).
extension Interpreter {
  /// A binding that reads `parent.value[index]` and writes the element back through the parent, so a
  /// write is a change of the parent's state (in the current transaction) like any other.
  func elementBinding(_ parent: StateCell, _ index: Value, node: SubscriptCallExprSyntax) throws -> Value {
    _ = try subscriptValue(deref(parent.value), index, keyPathLabel: false, node: node)  // out of range: report it here
    return .binding(StateCell(name: parent.name + "[]", initial: .null, backing: (
      get: { [unowned self] in
        guarded(.null) { try subscriptValue(deref(parent.value), index, keyPathLabel: false, node: node) }
      },
      set: { [unowned self] newValue in
        guarded(()) {
          var whole = parent.value
          try setSubscript(&whole, index: index, label: nil, node: node) { $0 = newValue }
          parent.value = whole
        }
      }
    )))
  }

  /// `ForEach`'s data: a sequence, or for a binding to an array (`ForEach($items)`) one element binding
  /// per position.
  func forEachItems(_ data: Value, _ node: some SyntaxProtocol) throws -> [Value] {
    guard case .binding(let cell) = data, case .array(let elements) = deref(cell.value) else { return try sequence(data, node) }
    return elements.indices.map { i in
      .binding(StateCell(name: cell.name + "[]", initial: .null, backing: (
        get: {
          guard case .array(let now) = cell.value, now.indices.contains(i) else { return .null }
          return now[i]
        },
        set: { newValue in
          guard case .array(var now) = cell.value, now.indices.contains(i) else { return }
          now[i] = newValue
          cell.value = .array(now)
        }
      )))
    }
  }
}
