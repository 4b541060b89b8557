import Foundation
import ViewRuntime

/// SwiftUI's `NavigationPath` (https://developer.apple.com/documentation/swiftui/navigationpath): the
/// values pushed on a stack, kept so path-driven code compiles; a render draws the root only.
public struct NavigationPath: Equatable {
  var elements: [AnyHashable] = []
  public init() {}
  public init<S: Sequence>(_ elements: S) where S.Element: Hashable { self.elements = elements.map(AnyHashable.init) }
  public var count: Int { elements.count }
  public var isEmpty: Bool { elements.isEmpty }
  public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }
  public mutating func removeLast(_ k: Int = 1) { elements.removeLast(k) }
}
