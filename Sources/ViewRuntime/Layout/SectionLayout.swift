import Foundation
import Graphics

/// `Section(header:footer:content:)` (and `Section("Title") { … }`): in a `List` or `Form`, a group of
/// rows with its header and footer (see ``ListNode``). Elsewhere its header, rows and footer stack
/// vertically. Headers are footnote text in the secondary label colour, upper-cased as SwiftUI's grouped
/// lists show them (`textCase(.uppercase)`); footers the same, in their own case.
public struct SectionNode: ViewEffect, ResolvableEffect {
  public var header: ViewNode?
  public var footer: ViewNode?
  public var content: ViewNode
  public init(header: ViewNode? = nil, footer: ViewNode? = nil, content: ViewNode) {
    self.header = header; self.footer = footer; self.content = content
  }

  /// The scene value `headerProminence(.increased)` sets (`true`): the header is drawn as UIKit's
  /// prominent inset-grouped header, in the bold title 3 style and the label colour, as written (not
  /// upper-cased). https://developer.apple.com/documentation/swiftui/view/headerprominence(_:)
  public static let increasedProminenceKey = "headerProminence"

  func resolve(_ r: EffectResolution) throws -> ResolvedView {
    let secondary = AnyShapeStyle(Color.system["secondaryLabel"]!)
    let prominent = r.environment.sceneValues[Self.increasedProminenceKey] == AnyHashable(true)
    func styled(_ node: ViewNode, upper: Bool, _ suffix: String) throws -> ResolvedView {
      if prominent && upper {
        let label = AnyShapeStyle(Color.system["label"]!)
        return try r.resolve(.modified(.modified(node, .font(Font.title3.weight(.bold))), .foregroundStyle([label])), suffix)
      }
      // Upper case through the environment, as SwiftUI's grouped headers set `textCase(.uppercase)`: it
      // reaches texts inside custom views and button labels, and `.textCase(nil)` on the header wins.
      let n: ViewNode = upper ? .modified(node, .textCase(.uppercase)) : node
      return try r.resolve(.modified(.modified(n, .font(.footnote)), .foregroundStyle([secondary])), suffix)
    }
    var rows = r.context.child("/rows")
    rows.environment.stackAxis = nil
    let stacked = try r.resolver.resolve(.stack(StackNode(axis: .vertical, children: [content])), rows)
    let all: [ResolvedView] = if case .stack(_, _, _, let k) = stacked.kind { k } else { [stacked] }
    let inList = r.environment.layoutContainer.inList
    // In a list, a row removed in an animation is drawn leaving where it was (the list draws it).
    let leaving = inList ? all.filter { view in
      guard case .boundary(let current, let removed) = view.kind else { return false }
      return current.isEmpty && !removed.isEmpty && removed.allSatisfy { $0.frame != nil }
    } : []
    return ResolvedView(.effect(.empty, Drawer(
      header: try header.map { try styled($0, upper: true, "/header") }, footer: try footer.map { try styled($0, upper: false, "/footer") },
      rows: all.filter { !$0.isEmpty }, leaving: leaving,
      list: inList ? ListNode.Drawer.styled(r.environment.layoutContainer.listStyle, r.environment) : nil)))
  }

  struct Drawer: DrawnEffect, DrawerWithViews {
    let header: ResolvedView?
    let footer: ResolvedView?
    let rows: [ResolvedView]
    /// In a list, rows removed in an animation (the list draws them where they were).
    var leaving: [ResolvedView] = []
    /// In a list, the list's drawer (its style and colours): a section removed in an animation is drawn
    /// alone as the list drew it, in the extent it had, while it transitions out.
    var list: ListNode.Drawer? = nil
    /// The section's own view, once the list holds it: the list records its extent as its frame.
    var view: ResolvedView? = nil
    /// The section's view under its insertion transition's modifiers, while it transitions in: the list
    /// draws it (the section alone, in its extent) in place of its pieces.
    var transitioning: ResolvedView? = nil

    var views: [ResolvedView] { [header].compactMap { $0 } + rows + [footer].compactMap { $0 } }
    var isTransparentToLayout: Bool { false }
    private var stack: StackLayout { StackLayout(axis: .vertical, spacing: 8, children: views) }

    func sizeThatFits(_ empty: ResolvedView, _ p: ProposedViewSize) -> CGSize { stack.size(for: p) }

    func draw(_ empty: ResolvedView, _ place: EffectPlacement, _ out: inout DisplayListBuilder) throws {
      if var alone = list {
        var section = self
        section.list = nil
        section.transitioning = nil
        alone.sections = [section]
        alone.groups = [ResolvedView(.empty)]
        try alone.drawPieces(in: place.laidOut, lead: false, place, &out)
        return
      }
      for (v, f) in zip(views, stack.frames(in: place.laidOut, alignment: .leading)) {
        var c = place
        c.laidOut = f
        try out.draw(v, c)
      }
    }
  }
}

/// `NavigationLink`: in a `List` or `Form`, a row with its label and a disclosure chevron at the trailing
/// edge (a 7 × 12 pt chevron stroked 2 pt in the tertiary label colour, UIKit's disclosure indicator);
/// elsewhere its label in the accent colour, like a button. Following the link is not modelled.
public struct NavigationLinkNode: ViewEffect, ResolvableEffect {
  public var label: ViewNode
  public init(label: ViewNode) { self.label = label }

  func resolve(_ r: EffectResolution) throws -> ResolvedView {
    let scheme = r.environment.colorScheme
    guard r.environment.layoutContainer.inList else {
      var c = r.context.child("/label")
      if c.environment.foregroundStyles.isEmpty { c.environment.foregroundStyles = [.solid(Color.accentColor.resolved(scheme))] }
      return try r.resolver.resolve(label, c)
    }
    var c = r.context.child("/label")
    c.environment.stackAxis = .horizontal
    let content = try r.resolver.resolve(label, c)
    return ResolvedView(.effect(content, Drawer(color: Color.system["tertiaryLabel"]!.resolved(scheme))))
  }

  struct Drawer: DrawnEffect {
    let color: RGBAColor
    static let chevron = CGSize(width: 7, height: 12)
    static let gap = 8.0

    var isTransparentToLayout: Bool { false }

    func sizeThatFits(_ content: ResolvedView, _ p: ProposedViewSize) -> CGSize {
      let extra = Self.chevron.width + Self.gap
      let c = content.sizeThatFits(ProposedViewSize(width: p.width.map { max(0, $0 - extra) }, height: p.height))
      let w = p.width.flatMap { $0.isFinite ? $0 : nil } ?? Double(c.width) + extra
      return CGSize(width: w, height: max(Double(c.height), Self.chevron.height))
    }

    func draw(_ content: ResolvedView, _ place: EffectPlacement, _ out: inout DisplayListBuilder) throws {
      let b = place.laidOut
      let extra = Self.chevron.width + Self.gap
      let room = CGRect(x: b.minX, y: b.minY, width: max(0, b.width - extra), height: b.height)
      var c = place
      c.laidOut = aligned(content.sizeThatFits(ProposedViewSize(room.size)), in: room, .leading)
      try out.draw(content, c)
      let box = CGRect(x: b.maxX - Self.chevron.width, y: b.midY - Self.chevron.height / 2, width: Self.chevron.width, height: Self.chevron.height)
      var path = Path()
      path.move(to: CGPoint(x: box.minX + 1, y: box.minY + 1))
      path.addLine(to: CGPoint(x: box.maxX - 1, y: box.midY))
      path.addLine(to: CGPoint(x: box.minX + 1, y: box.maxY - 1))
      out.emit(.stroke(path: path, paint: .solid(color), style: StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round), transform: place.ctm))
      var p = place
      p.frame = box
      out.record(InspectNode(kind: .image, symbol: "chevron.right", bounds: [], modifiers: []), p)
    }
  }
}
