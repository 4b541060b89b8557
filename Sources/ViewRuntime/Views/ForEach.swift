import Foundation

/// SwiftUI's `ForEach`: one view per element, each identified by its `id`, so state and
/// animations follow elements rather than positions.
public struct ForEach: PrimitiveView {
  public let _node: ViewNode

  public init<Data: Sequence, ID: Hashable>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                           @ViewBuilder content: @escaping (Data.Element) -> some View) {
    _node = .forEach(data.map { ForEachRow(id: $0[keyPath: id], content($0)._node) })
  }

  public init<Data: Sequence>(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> some View)
  where Data.Element: Identifiable {
    self.init(data, id: \.id, content: content)
  }

  public init(_ range: Range<Int>, @ViewBuilder content: @escaping (Int) -> some View) {
    self.init(range, id: \.self, content: content)
  }
}

/// One view of a `ForEach` with its element's id. The id, not the position, names the row among its
/// siblings (https://developer.apple.com/documentation/swiftui/foreach: "SwiftUI uses the id to
/// identify views"), so inserting an element keeps the others' state, and the new row transitions in
/// while the rest move.
public struct ForEachRow {
  public var id: AnyHashable
  public var node: ViewNode
  public init(id: some Hashable, _ node: ViewNode) {
    self.id = AnyHashable(id)
    self.node = node
  }
}
