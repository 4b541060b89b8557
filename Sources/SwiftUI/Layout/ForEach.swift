import Foundation
import ViewRuntime

/// SwiftUI's `ForEach` (https://developer.apple.com/documentation/swiftui/foreach): one view per element,
/// spliced into the enclosing container.
///
/// Rows are identified by position, as the scene interpreter identifies them, so compiled and
/// interpreted scenes keep state and animate alike; `id:` is accepted and type-checked as SwiftUI's.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
  public var data: Data
  let rows: @MainActor () -> [ViewNode]
}

extension ForEach: View, _PrimitiveView where Content: View {
  public typealias Body = Never
  public var _node: ViewNode { .group(rows()) }

  public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.data = data
    rows = { data.map { _ImplicitTags.tagged(_makeNode(content($0)), $0[keyPath: id]) } }
  }

  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) where ID == Data.Element.ID, Data.Element: Identifiable {
    self.data = data
    rows = { data.map { _ImplicitTags.tagged(_makeNode(content($0)), $0.id) } }
  }

  /// A constant range (https://developer.apple.com/documentation/swiftui/foreach/init(_:content:)-2ppcp).
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) where Data == Range<Int>, ID == Int {
    self.data = data
    rows = { data.map { _ImplicitTags.tagged(_makeNode(content($0)), $0) } }
  }

  /// `ForEach($items) { $item in … }`: each row gets a binding to its element.
  public init<C>(_ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content)
  where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, ID == C.Element.ID,
        C: MutableCollection, C: RandomAccessCollection, C.Element: Identifiable, C.Index: Hashable {
    let collection = data.wrappedValue
    self.data = collection.indices.lazy.map { ($0, collection[$0].id) }
    rows = { collection.indices.map { _ImplicitTags.tagged(_makeNode(content(Self.element(of: data, at: $0))), collection[$0].id) } }
  }

  public init<C>(_ data: Binding<C>, id: KeyPath<C.Element, ID>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content)
  where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, C: MutableCollection, C: RandomAccessCollection, C.Index: Hashable {
    let collection = data.wrappedValue
    self.data = collection.indices.lazy.map { ($0, collection[$0][keyPath: id]) }
    rows = { collection.indices.map { _ImplicitTags.tagged(_makeNode(content(Self.element(of: data, at: $0))), collection[$0][keyPath: id]) } }
  }

  /// A binding to one element; reads and writes past the current end are ignored, as a row whose
  /// element was removed may still run an action.
  private static func element<C: MutableCollection>(of data: Binding<C>, at i: C.Index) -> Binding<C.Element> {
    let fallback = data.wrappedValue[i]
    return Binding(get: { data.wrappedValue.indices.contains(i) ? data.wrappedValue[i] : fallback },
                   set: { if data.wrappedValue.indices.contains(i) { data.wrappedValue[i] = $0 } })
  }
}
