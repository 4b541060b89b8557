import Foundation
import ViewRuntime

/// SwiftUI's `List` (https://developer.apple.com/documentation/swiftui/list): rows in groups, drawn at
/// rest; a selection binding is accepted and not drawn.
public struct List<SelectionValue: Hashable, Content: View>: View, _PrimitiveView {
  public typealias Body = Never
  let content: ViewNode
  public var _node: ViewNode { .primitive(ListNode(content: content)) }

  public init(@ViewBuilder content: () -> Content) where SelectionValue == Never { self.content = _makeNode(content()) }

  public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) { self.content = _makeNode(content()) }

  public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) { self.content = _makeNode(content()) }

  public init<Data, RowContent>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
  where SelectionValue == Never, Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection,
        RowContent: View, Data.Element: Identifiable {
    content = ForEach(data, content: rowContent)._node
  }

  public init<Data, ID, RowContent>(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
  where SelectionValue == Never, Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable, RowContent: View {
    content = ForEach(data, id: id, content: rowContent)._node
  }

  public init<RowContent>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
  where SelectionValue == Never, Content == ForEach<Range<Int>, Int, RowContent>, RowContent: View {
    content = ForEach(data, content: rowContent)._node
  }
}
