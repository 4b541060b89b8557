import Foundation
import ViewRuntime

/// SwiftUI's `ForEach` (https://developer.apple.com/documentation/swiftui/foreach): one view per element,
/// spliced into the enclosing container, each identified by its element's id: a row keeps its state
/// when elements are inserted, removed or moved, and in an animated update the inserted and removed
/// rows transition while the others move (see ``ForEachRow``).
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
  public var data: Data
  let rows: @MainActor () -> [ForEachRow]
  /// Each element's content when it is not a view: the `Charts` module's marks
  /// (https://developer.apple.com/documentation/charts/chartcontent), read there per element.
  @_spi(AnimRender) public var _content: ((Data.Element) -> Content)? = nil

  /// A `ForEach` of another module's content (Charts' `ForEach(…) { BarMark(…) }`): no view rows.
  @_spi(AnimRender) public init(_data data: Data, content: @escaping (Data.Element) -> Content) {
    self.data = data
    rows = { [] }
    _content = content
  }
}

extension ForEach: View, _PrimitiveView where Content: View {
  public typealias Body = Never
  public var _node: ViewNode { .forEach(rows()) }

  public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.data = data
    rows = { data.map { Self.row($0[keyPath: id], content($0)) } }
  }

  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) where ID == Data.Element.ID, Data.Element: Identifiable {
    self.data = data
    rows = { data.map { Self.row($0.id, content($0)) } }
  }

  /// A constant range (https://developer.apple.com/documentation/swiftui/foreach/init(_:content:)-2ppcp).
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) where Data == Range<Int>, ID == Int {
    self.data = data
    rows = { data.map { Self.row($0, content($0)) } }
  }

  /// `ForEach($items) { $item in … }`: each row gets a binding to its element.
  public init<C>(_ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content)
  where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, ID == C.Element.ID,
        C: MutableCollection, C: RandomAccessCollection, C.Element: Identifiable, C.Index: Hashable {
    let collection = data.wrappedValue
    self.data = collection.indices.lazy.map { ($0, collection[$0].id) }
    rows = { collection.indices.map { Self.row(collection[$0].id, content(Self.element(of: data, at: $0))) } }
  }

  public init<C>(_ data: Binding<C>, id: KeyPath<C.Element, ID>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content)
  where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, C: MutableCollection, C: RandomAccessCollection, C.Index: Hashable {
    let collection = data.wrappedValue
    self.data = collection.indices.lazy.map { ($0, collection[$0][keyPath: id]) }
    rows = { collection.indices.map { Self.row(collection[$0][keyPath: id], content(Self.element(of: data, at: $0))) } }
  }

  /// One row: its view, tagged with the id where a picker or tab view asks for tags, under that id.
  @MainActor private static func row<RowID: Hashable>(_ id: RowID, _ content: Content) -> ForEachRow {
    ForEachRow(id: id, _ImplicitTags.tagged(_makeNode(content), id))
  }

  /// A binding to one element; reads and writes past the current end are ignored, as a row whose
  /// element was removed may still run an action.
  private static func element<C: MutableCollection>(of data: Binding<C>, at i: C.Index) -> Binding<C.Element> {
    let fallback = data.wrappedValue[i]
    return Binding(get: { data.wrappedValue.indices.contains(i) ? data.wrappedValue[i] : fallback },
                   set: { if data.wrappedValue.indices.contains(i) { data.wrappedValue[i] = $0 } })
  }
}
