import Foundation

/// SwiftUI's `ForEach`: one view per element, each identified by its `id`, so state and
/// animations follow elements rather than positions.
public struct ForEach: PrimitiveView {
  public let _node: ViewNode

  public init<Data: Sequence, ID: Hashable>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                           @ViewBuilder content: @escaping (Data.Element) -> some View) {
    _node = .group(data.map { element in .modified(content(element)._node, .id(AnyHashable(element[keyPath: id]))) })
  }

  public init<Data: Sequence>(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> some View)
  where Data.Element: Identifiable {
    _node = .group(data.map { element in .modified(content(element)._node, .id(AnyHashable(element.id))) })
  }

  public init(_ range: Range<Int>, @ViewBuilder content: @escaping (Int) -> some View) {
    self.init(range, id: \.self, content: content)
  }
}
