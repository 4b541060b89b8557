import Foundation
import ViewRuntime

/// SwiftUI's `ViewSpacing` (https://developer.apple.com/documentation/swiftui/viewspacing): the runtime's
/// per-edge model (see ``ViewRuntime/ViewSpacing``), with SwiftUI's axis-taking API.
public typealias ViewSpacing = ViewRuntime.ViewSpacing

extension ViewSpacing {
  /// SwiftUI's `union(_:edges:)`: a copy with `other`'s preferences merged on `edges`.
  public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
    var s = self
    s.formUnion(other, edges: edges)
    return s
  }

  /// SwiftUI's `distance(to:along:)`: the distance from this view to `next` after it along `axis`.
  public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
    CGFloat(distance(to: next, horizontal: axis == .horizontal))
  }
}

extension LayoutSubview {
  /// SwiftUI's `spacing` (https://developer.apple.com/documentation/swiftui/layoutsubview/spacing): the
  /// subview's spacing preferences, for a layout that spaces its subviews as stacks do.
  public var spacing: ViewSpacing { child.spacing }
}
