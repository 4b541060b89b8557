import Foundation

/// A container laid out by code written in the scene (SwiftUI's `Layout` protocol, which the SwiftUI
/// module lowers to this): the logic sizes the container and says where each child goes; the runtime
/// resolves, measures and draws the children as a stack's, so their geometry animates as a stack's.
/// A child the logic does not place is drawn centred in the container at its ideal size, as
/// SwiftUI does. https://developer.apple.com/documentation/swiftui/layout
public struct CustomLayoutNode: ViewEffect, ResolvableEffect {
  public var logic: any CustomLayoutLogic
  public var content: ViewNode
  public init(logic: any CustomLayoutLogic, content: ViewNode) { self.logic = logic; self.content = content }

  func resolve(_ r: EffectResolution) throws -> ResolvedView {
    let children = try r.children(content, "/subviews").map(LayoutChild.init)
    return ResolvedView(.effect(.empty, Drawer(logic: logic, children: children)))
  }

  struct Drawer: DrawnEffect, DrawerWithViews {
    let logic: any CustomLayoutLogic
    let children: [LayoutChild]

    var views: [ResolvedView] { children.map(\.view) }
    var isTransparentToLayout: Bool { false }

    func sizeThatFits(_ empty: ResolvedView, _ p: ProposedViewSize) -> CGSize {
      logic.sizeThatFits(p, children)
    }

    func draw(_ empty: ResolvedView, _ place: EffectPlacement, _ out: inout DisplayListBuilder) throws {
      let bounds = place.laidOut
      let placements = logic.placements(in: bounds, ProposedViewSize(bounds.size), children)
      for (i, child) in children.enumerated() {
        let p = i < placements.count ? placements[i] : nil
        let proposal = p?.proposal ?? .unspecified
        var size = child.sizeThatFits(proposal)
        // Placed with an infinite proposal, a child that grows answers infinity: it takes its ideal
        // size in that dimension instead (SwiftUI draws no frame without bounds either).
        if !Double(size.width).isFinite || !Double(size.height).isFinite {
          let ideal = child.sizeThatFits(.unspecified)
          if !Double(size.width).isFinite { size.width = ideal.width }
          if !Double(size.height).isFinite { size.height = ideal.height }
        }
        let anchor = p?.anchor ?? UnitPoint(x: 0.5, y: 0.5)
        let point = p?.position ?? CGPoint(x: bounds.midX, y: bounds.midY)
        var c = place
        c.laidOut = CGRect(x: Double(point.x) - anchor.x * Double(size.width), y: Double(point.y) - anchor.y * Double(size.height),
                           width: Double(size.width), height: Double(size.height))
        try out.draw(child.view, c)
      }
    }
  }
}

/// What a scene's layout answers: its size for a proposal, and each child's place in its bounds.
public protocol CustomLayoutLogic {
  func sizeThatFits(_ proposal: ProposedViewSize, _ children: [LayoutChild]) -> CGSize
  /// One entry per child, in order; nil for a child not placed.
  func placements(in bounds: CGRect, _ proposal: ProposedViewSize, _ children: [LayoutChild]) -> [LayoutChild.Placement?]
  /// The spacing the container prefers around it (SwiftUI's `spacing(subviews:cache:)`), which a
  /// stack with default spacing keeps between it and its neighbours.
  func spacing(_ children: [LayoutChild]) -> ViewSpacing
}

extension CustomLayoutLogic {
  /// No preference: the standard distance to any neighbour.
  public func spacing(_ children: [LayoutChild]) -> ViewSpacing { ViewSpacing() }
}

/// One child of a ``CustomLayoutNode``, as the layout's code measures it.
public struct LayoutChild {
  let view: ResolvedView

  /// The child's size for `proposal`.
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { view.sizeThatFits(proposal) }
  /// Its `layoutPriority`.
  public var priority: Double { view.layoutPriority }
  /// Its spacing preferences (see ``ViewSpacing``): a custom layout's own, or none.
  public var spacing: ViewSpacing { view.viewSpacing ?? ViewSpacing() }
  /// Its value for a layout value key (the key type's identifier); nil when it sets none.
  public func layoutValue(_ key: ObjectIdentifier) -> Any? { view.layoutValue(key) }

  /// Where a child goes: `anchor` (a unit point of its frame) at `position`, sized for `proposal`.
  public struct Placement {
    public var position: CGPoint
    public var anchor: UnitPoint
    public var proposal: ProposedViewSize
    public init(position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize) {
      self.position = position; self.anchor = anchor; self.proposal = proposal
    }
  }
}

/// The stacks' own algorithm as a layout's logic: what `HStackLayout`, `VStackLayout` and
/// `ZStackLayout` (and `AnyLayout` holding one) answer, so a container switched between a stack and a
/// custom layout keeps its children and animates them from one arrangement to the other.
public struct StackLayoutLogic: CustomLayoutLogic {
  public var axis: StackNode.Axis
  public var alignment: Alignment
  public var spacing: Double
  public init(axis: StackNode.Axis, alignment: Alignment, spacing: Double) {
    self.axis = axis; self.alignment = alignment; self.spacing = spacing
  }

  private func stack(_ children: [LayoutChild]) -> StackLayout {
    StackLayout(axis: axis, spacing: StackSpacing(spacing), children: children.map(\.view), alignment: alignment)
  }

  public func sizeThatFits(_ proposal: ProposedViewSize, _ children: [LayoutChild]) -> CGSize {
    stack(children).size(for: proposal)
  }

  public func placements(in bounds: CGRect, _ proposal: ProposedViewSize, _ children: [LayoutChild]) -> [LayoutChild.Placement?] {
    stack(children).frames(in: bounds, alignment: alignment).map {
      LayoutChild.Placement(position: $0.origin, anchor: UnitPoint(x: 0, y: 0), proposal: ProposedViewSize($0.size))
    }
  }
}
