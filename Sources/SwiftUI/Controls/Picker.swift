import Foundation
import ViewRuntime

/// SwiftUI's `Picker` (https://developer.apple.com/documentation/swiftui/picker): the views of its
/// content that carry a `.tag` are its options; the one whose tag equals the selection is selected.
/// A scene tap selects the next option (a scene tap has no position on the control).
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View, _PrimitiveView {
  public typealias Body = Never
  let node: ViewNode

  public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    node = Self.lower(label: _makeNode(label()), selection: selection, content: _ImplicitTags.lowering(content()))
  }

  public var _node: ViewNode { node }

  static func lower(label: ViewNode, selection: Binding<SelectionValue>, content: ViewNode) -> ViewNode {
    let options = taggedOptions(content)
    let current = _TagValue.normalized(selection.wrappedValue)
    let tags = options.map(\.tag)
    let selected = tags.firstIndex { $0 == current }
    return .primitive(PickerControl(label: label, options: options.map(\.view), selected: selected) { i in
      if let value = tags[i].base as? SelectionValue { selection.wrappedValue = value }
    })
  }

  /// The content's views carrying a `.tag`, in order (the groups of `ForEach` and blocks flattened).
  static func taggedOptions(_ node: ViewNode) -> [(view: ViewNode, tag: AnyHashable)] {
    switch node {
    case .group(let nodes): return nodes.flatMap(taggedOptions)
    case .forEach(let rows): return rows.flatMap { taggedOptions($0.node) }
    case .conditional(_, let inner): return taggedOptions(inner)
    default: return tag(of: node).map { [(node, $0)] } ?? []
    }
  }

  private static func tag(of node: ViewNode) -> AnyHashable? {
    guard case .modified(let inner, let modifier) = node else { return nil }
    if case .effect(let e) = modifier, let t = e as? TagEffect { return t.tag }
    return tag(of: inner)
  }
}

extension Picker where Label == Text {
  public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
    node = Self.lower(label: _StringLookup.node(titleKey), selection: selection, content: _ImplicitTags.lowering(content()))
  }

  @_disfavoredOverload public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
    node = Self.lower(label: .text(String(title)), selection: selection, content: _ImplicitTags.lowering(content()))
  }
}
