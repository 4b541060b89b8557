import Foundation
import ViewRuntime

/// SwiftUI's `NavigationStack` (https://developer.apple.com/documentation/swiftui/navigationstack): its
/// root view under a navigation bar with the root's `navigationTitle` and `toolbar`. A render shows the
/// root: nothing is pushed, so a path is accepted and not read.
public struct NavigationStack<Data, Root: View>: View, _PrimitiveView {
  public typealias Body = Never
  let root: Root
  public init(@ViewBuilder root: () -> Root) where Data == NavigationPath { self.root = root() }
  public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) where Data == NavigationPath { self.root = root() }
  public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
  where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {
    self.root = root()
  }
  public var _node: ViewNode { .primitive(NavigationStackNode(content: _makeNode(root))) }
}

/// SwiftUI's `NavigationView`, deprecated for `NavigationStack`, drawn as one.
public struct NavigationView<Content: View>: View, _PrimitiveView {
  public typealias Body = Never
  let content: Content
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
  public var _node: ViewNode { .primitive(NavigationStackNode(content: _makeNode(content))) }
}

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
