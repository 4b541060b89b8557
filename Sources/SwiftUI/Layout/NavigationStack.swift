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
