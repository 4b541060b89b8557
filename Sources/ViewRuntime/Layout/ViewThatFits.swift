import Foundation

/// `ViewThatFits(in:)`: shows the first child whose ideal size fits the proposal on the chosen axes
/// (the last child when none fits), sized as that child answers.
/// https://developer.apple.com/documentation/swiftui/viewthatfits
public struct ViewThatFitsNode: ViewEffect, ResolvableEffect {
  public var axes: Edge.Set
  public var content: ViewNode
  public init(axes: Edge.Set = [.horizontal, .vertical], content: ViewNode) { self.axes = axes; self.content = content }

  func resolve(_ r: EffectResolution) throws -> ResolvedView {
    ResolvedView(.effect(.empty, Drawer(children: try r.children(content, "/options"),
                                        horizontal: !axes.isDisjoint(with: .horizontal), vertical: !axes.isDisjoint(with: .vertical))))
  }

  struct Drawer: DrawnEffect, DrawerWithViews {
    let children: [ResolvedView]
    let horizontal: Bool
    let vertical: Bool
    var views: [ResolvedView] { children }
    var isTransparentToLayout: Bool { false }

    /// The first child whose ideal size (its size for nil on the constrained axes) is within the proposal.
    func choice(_ p: ProposedViewSize) -> ResolvedView? {
      let probe = ProposedViewSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height)
      return children.first { c in
        let s = c.sizeThatFits(probe)
        let fitsW = !horizontal || p.width.map { Double(s.width) <= $0 + 1e-6 } ?? true
        let fitsH = !vertical || p.height.map { Double(s.height) <= $0 + 1e-6 } ?? true
        return fitsW && fitsH
      } ?? children.last
    }

    func sizeThatFits(_ empty: ResolvedView, _ p: ProposedViewSize) -> CGSize {
      choice(p)?.sizeThatFits(p) ?? .zero
    }

    func draw(_ empty: ResolvedView, _ place: EffectPlacement, _ out: inout DisplayListBuilder) throws {
      guard let c = choice(ProposedViewSize(place.laidOut.size)) else { return }
      try out.draw(c, place)
    }
  }
}
