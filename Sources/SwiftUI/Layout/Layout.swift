import Foundation
import ViewRuntime

/// SwiftUI's `Layout` protocol (https://developer.apple.com/documentation/swiftui/layout): a container
/// whose scene code sizes it and places its subviews. `MyLayout { … }` lowers to the runtime's
/// `CustomLayoutNode`, which calls `sizeThatFits` and `placeSubviews` as layout needs them. The cache
/// is made afresh for each call (SwiftUI may keep it between calls; a cache is derived from the
/// subviews, so the answers are the same). Subviews carry layout values (`LayoutValueKey.swift`), and a
/// stack with default spacing keeps the spacing `spacing(subviews:cache:)` reports around the layout.
/// Not supported: animating a layout's own `animatableData`.
public protocol Layout: Animatable {
  static var layoutProperties: LayoutProperties { get }
  associatedtype Cache = Void
  typealias Subviews = LayoutSubviews
  func makeCache(subviews: Self.Subviews) -> Self.Cache
  func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews)
  func sizeThatFits(proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGSize
  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache)
  func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing
  func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                         subviews: Self.Subviews, cache: inout Self.Cache) -> CGFloat?
  func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                         subviews: Self.Subviews, cache: inout Self.Cache) -> CGFloat?
}

extension Layout {
  public static var layoutProperties: LayoutProperties { LayoutProperties() }
  public func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews) { cache = makeCache(subviews: subviews) }
  /// The documented default: the union of all the subviews' preferences on all edges
  /// (https://developer.apple.com/documentation/swiftui/layout/spacing(subviews:cache:)).
  public func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing {
    subviews.reduce(into: ViewSpacing()) { $0.formUnion($1.spacing) }
  }
  public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                subviews: Self.Subviews, cache: inout Self.Cache) -> CGFloat? { nil }
  public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                subviews: Self.Subviews, cache: inout Self.Cache) -> CGFloat? { nil }

  /// The layout as a container view: `FlowLayout(spacing: 8) { … }`.
  @MainActor @preconcurrency public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
    _LayoutContainer(node: .primitive(CustomLayoutNode(logic: LayoutAdapter(layout: self), content: _makeNode(content()))))
  }
}

extension Layout where Self.Cache == () {
  public func makeCache(subviews: Self.Subviews) -> Self.Cache { () }
}

/// SwiftUI's `LayoutProperties`: the stack orientation a layout reports (read by `Spacer`s in SwiftUI;
/// kept for the signature).
public struct LayoutProperties: Sendable {
  public var stackOrientation: Axis?
  public init() { stackOrientation = nil }
}

/// The view `callAsFunction` returns: the runtime's custom layout node.
public struct _LayoutContainer: View, _PrimitiveView {
  public typealias Body = Never
  let node: ViewNode
  public var _node: ViewNode { node }
}

/// Runs a scene's layout for the runtime: subviews over the runtime's children, placements collected.
struct LayoutAdapter<L: Layout>: CustomLayoutLogic {
  let layout: L

  func sizeThatFits(_ proposal: ProposedViewSize, _ children: [LayoutChild]) -> CGSize {
    let subviews = LayoutSubviews(children: children, placements: LayoutPlacements(count: children.count))
    var cache = layout.makeCache(subviews: subviews)
    return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
  }

  func placements(in bounds: CGRect, _ proposal: ProposedViewSize, _ children: [LayoutChild]) -> [LayoutChild.Placement?] {
    let placements = LayoutPlacements(count: children.count)
    let subviews = LayoutSubviews(children: children, placements: placements)
    var cache = layout.makeCache(subviews: subviews)
    layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    return placements.entries
  }

  func spacing(_ children: [LayoutChild]) -> ViewSpacing {
    let subviews = LayoutSubviews(children: children, placements: LayoutPlacements(count: children.count))
    var cache = layout.makeCache(subviews: subviews)
    return layout.spacing(subviews: subviews, cache: &cache)
  }
}

/// SwiftUI's `ProposedViewSize` (https://developer.apple.com/documentation/swiftui/proposedviewsize).
public typealias ProposedViewSize = ViewRuntime.ProposedViewSize

extension ProposedViewSize {
  /// SwiftUI's `replacingUnspecifiedDimensions(by:)`: nil dimensions become `size`'s (10 × 10 by default).
  public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
    CGSize(width: width.map { CGFloat($0) } ?? size.width, height: height.map { CGFloat($0) } ?? size.height)
  }
}
