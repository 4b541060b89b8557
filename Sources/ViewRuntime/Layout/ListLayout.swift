import Foundation
import Graphics

/// SwiftUI's list styles: `.automatic` and `.insetGrouped` draw rounded groups on the grouped background
/// (iOS's default for `List` and `Form`), `.grouped` full-width groups, `.plain` rows edge to edge on the
/// system background.
public enum ListStyleKind: String, Hashable, Sendable {
  case automatic, insetGrouped, grouped, plain, sidebar

  var isGrouped: Bool { self != .plain }
  var isInset: Bool { self == .automatic || self == .insetGrouped || self == .sidebar }
}

/// `List { … }` and `Form { … }` at rest (scrolled to the top): sections of rows in groups, separators
/// between rows, section headers and footers, over the grouped background. Views outside a `Section`
/// form groups of their own.
///
/// Metrics, from UIKit's inset-grouped table view (iOS 17/18) and Apple's HIG "Lists and tables", stated
/// as choices where Apple publishes none: groups are inset 20 pt from the screen edges on screens at least
/// 390 pt wide, 16 pt on narrower ones, with 10 pt corners; rows are at least 44 pt tall with 11 pt above
/// and below their content and 16 pt (20 pt in inset groups on wide screens) before it; separators are a
/// hairline (0.5 pt) from the content's leading edge to the group's trailing edge; 35 pt separates groups
/// without a header; a header is footnote text in the secondary label colour, upper-cased, 7 pt above its
/// group; a footer is footnote text 7 pt below it.
public struct ListNode: ViewEffect, ResolvableEffect {
  public var content: ViewNode
  /// `Form` is always grouped; a `List` follows `.listStyle`.
  public var isForm: Bool
  public init(content: ViewNode, isForm: Bool = false) { self.content = content; self.isForm = isForm }

  /// The scene value `listSectionSpacing(_:)` on the list sets: the points between its groups (a
  /// `Double`; the default is ``Drawer/groupGap``).
  public static let sectionSpacingKey = "listSectionSpacing"

  func resolve(_ r: EffectResolution) throws -> ResolvedView {
    var style = r.environment.layoutContainer.listStyle
    if isForm && !style.isGrouped { style = .insetGrouped }
    var c = r.context.child("/rows")
    c.environment.stackAxis = nil
    c.environment.layoutContainer.inList = true
    let stacked = try r.resolver.resolve(.stack(StackNode(axis: .vertical, children: [content])), c)
    let all: [ResolvedView] = if case .stack(_, _, _, let k) = stacked.kind { k } else { [stacked] }
    let kids = all.filter { !$0.isEmpty }
    // A row whose `if` just turned false takes no space but is still drawn leaving (its boundary's
    // removed views, at the frames they had), as in a stack. A removed section has no frame of its own
    // (its rows are drawn as the list's), so it goes at once.
    let leaving = all.filter { view in
      guard case .boundary(let current, let removed) = view.kind else { return false }
      return current.isEmpty && !removed.isEmpty && removed.allSatisfy { $0.frame != nil }
    }
    var sections: [SectionNode.Drawer] = []
    var groups: [ResolvedView] = []
    var loose: [ResolvedView] = []
    // Each group's fill is a view of its own identity (the section's, or the place of a run of loose
    // rows), so its frame animates with the rows when rows come and go, as SwiftUI's list moves the
    // section (background, separators and rows) as one.
    func group(_ key: ViewIdentity) -> ResolvedView {
      let g = ResolvedView(.empty)
      r.resolver.identify(g, c, key: key.child("/group"))
      return g
    }
    func flushLoose() {
      guard !loose.isEmpty else { return }
      sections.append(SectionNode.Drawer(header: nil, footer: nil, rows: loose))
      groups.append(group(c.identity.child("/loose\(sections.count)")))
      loose = []
    }
    for k in kids {
      if case .effect(_, let e) = k.kind, let s = e as? SectionNode.Drawer {
        flushLoose()
        sections.append(s)
        groups.append(group(k.key ?? c.identity.child("/section\(sections.count)")))
      } else {
        loose.append(k)
      }
    }
    flushLoose()
    let scheme = r.environment.colorScheme
    func color(_ name: String) -> RGBAColor { Color.system[name]!.resolved(scheme) }
    return ResolvedView(.effect(.empty, Drawer(
      sections: sections, groups: groups, style: style, container: r.environment.layoutContainer,
      background: color(style.isGrouped ? "systemGroupedBackground" : "systemBackground"),
      groupFill: color(style.isGrouped ? "secondarySystemGroupedBackground" : "systemBackground"),
      separator: color("separator"),
      sectionSpacing: r.environment.sceneValues[Self.sectionSpacingKey]?.base as? Double, leaving: leaving)))
  }

  struct Drawer: DrawnEffect, DrawerWithViews {
    let sections: [SectionNode.Drawer]
    /// Each section's group fill, whose geometry animates (see `resolve`).
    let groups: [ResolvedView]
    let style: ListStyleKind
    let container: LayoutContainer
    let background: RGBAColor
    let groupFill: RGBAColor
    let separator: RGBAColor
    /// `listSectionSpacing(_:)`: the gap between groups in place of ``groupGap``; the space above a
    /// header scales with it (17 of the default 35 points are above the header).
    var sectionSpacing: Double? = nil
    /// Rows removed in an animation, drawn where they were while they transition out (see `resolve`).
    var leaving: [ResolvedView] = []

    var views: [ResolvedView] { sections.flatMap { $0.rows } }
    var isTransparentToLayout: Bool { false }

    static let rowMinHeight = 44.0
    static let rowVertical = 11.0
    static let cornerRadius = 10.0
    static let groupGap = 35.0
    static let headerGap = 7.0
    static let hairline = 0.5

    /// Horizontal metrics for a list `width` wide: the group's inset from the edges and the row content's from the group.
    func margins(_ width: Double) -> (group: Double, row: Double) {
      guard style.isInset else { return (0, width >= 390 ? 20 : 16) }
      return width >= 390 ? (20, 20) : (16, 16)
    }

    /// Every piece's frame, relative to the list's top-left corner, for a list `width` wide.
    struct Piece {
      enum Kind { case header, footer, row, group, separator, rowBackground }
      var kind: Kind
      /// The piece's view, or a group's fill view.
      var view: ResolvedView?
      var frame: CGRect
      /// A row background's group, whose corners clip it; a separator's `listRowSeparatorTint`.
      var group: CGRect? = nil
      var tint: RGBAColor? = nil
      /// A separator's row (the one above it) or a row background's, and its frame: the piece moves as
      /// that row is drawn moving.
      var row: ResolvedView? = nil
      var rowFrame: CGRect? = nil
      /// A row background's group fill view.
      var groupView: ResolvedView? = nil
    }

    func pieces(_ width: Double) -> (pieces: [Piece], height: Double) {
      let (g, rp) = margins(width)
      let groupWidth = max(0, width - 2 * g)
      let contentWidth = max(0, groupWidth - 2 * rp)
      var out: [Piece] = []
      var y = 0.0
      for (n, s) in sections.enumerated() {
        if let h = s.header {
          y += n == 0 ? 10 : 17 * (sectionSpacing ?? Self.groupGap) / Self.groupGap
          let hs = h.sizeThatFits(ProposedViewSize(width: contentWidth, height: nil))
          out.append(Piece(kind: .header, view: h, frame: CGRect(x: g + rp, y: y, width: Double(hs.width), height: Double(hs.height))))
          y += Double(hs.height) + Self.headerGap
        } else {
          y += n == 0 ? 20 : sectionSpacing ?? Self.groupGap
        }
        let top = y, first = out.count
        let settings = s.rows.map(ListRowEffect.Marker.settings(of:))
        var backgrounds: [Piece] = []
        for (i, row) in s.rows.enumerated() {
          // `listRowInsets` replace the margins and the padding above and below the content.
          let inset = settings[i].insets ?? EdgeInsets(top: Self.rowVertical, leading: rp, bottom: Self.rowVertical, trailing: rp)
          let width = max(0, groupWidth - inset.leading - inset.trailing)
          let rs = row.sizeThatFits(ProposedViewSize(width: width, height: nil))
          let h = max(Self.rowMinHeight, Double(rs.height) + inset.top + inset.bottom)
          let contentTop = y + inset.top + (h - inset.top - inset.bottom - Double(rs.height)) / 2
          let rowFrame = CGRect(x: g + inset.leading, y: contentTop, width: width, height: Double(rs.height))
          if let background = settings[i].background {
            backgrounds.append(Piece(kind: .rowBackground, view: background, frame: CGRect(x: g, y: y, width: groupWidth, height: h),
                                     row: row, rowFrame: rowFrame, groupView: groups[n]))
          }
          out.append(Piece(kind: .row, view: row, frame: rowFrame))
          y += h
          let hidden = settings[i].hiddenSeparators.contains(.bottom) || (i + 1 < s.rows.count && settings[i + 1].hiddenSeparators.contains(.top))
          if i < s.rows.count - 1 && !hidden {
            // From the row content's leading edge to the group's trailing edge, at the bottom of the row.
            out.append(Piece(kind: .separator, view: nil, frame: CGRect(x: g + inset.leading, y: y - Self.hairline,
                                                                        width: groupWidth - inset.leading, height: Self.hairline),
                             tint: settings[i].separatorTint, row: row, rowFrame: rowFrame))
          }
        }
        let group = CGRect(x: g, y: top, width: groupWidth, height: y - top)
        // The group's fill first, then the rows' own backgrounds over it, clipped to its corners.
        out.insert(contentsOf: [Piece(kind: .group, view: groups[n], frame: group)] + backgrounds.map { var b = $0; b.group = group; return b },
                   at: first)
        if let f = s.footer {
          y += Self.headerGap
          let fs = f.sizeThatFits(ProposedViewSize(width: contentWidth, height: nil))
          out.append(Piece(kind: .footer, view: f, frame: CGRect(x: g + rp, y: y, width: Double(fs.width), height: Double(fs.height))))
          y += Double(fs.height)
        }
      }
      return (out, y + 20)
    }

    func sizeThatFits(_ empty: ResolvedView, _ p: ProposedViewSize) -> CGSize {
      let w = p.width.flatMap { $0.isFinite ? $0 : nil } ?? 375
      let h = p.height.flatMap { $0.isFinite ? $0 : nil } ?? pieces(w).height
      return CGSize(width: w, height: h)
    }

    func draw(_ empty: ResolvedView, _ place: EffectPlacement, _ out: inout DisplayListBuilder) throws {
      let b = place.laidOut
      if !container.hidesScrollContentBackground {
        out.emit(.fill(path: Path { $0.addRect(container.extended(b, .all)) }, paint: .solid(background), rule: .nonZero, transform: place.ctm))
      }
      out.emit(.beginLayer(LayerEffect(clip: Path { $0.addRect(container.extended(b, .all)) }, clipTransform: place.ctm)))
      for piece in pieces(Double(b.width)).pieces {
        var f = piece.frame.offsetBy(dx: b.minX, dy: b.minY)
        // A separator or row background moves as its row is drawn moving (the row animates its frame).
        if let row = piece.row, let model = piece.rowFrame {
          let laidOut = model.offsetBy(dx: b.minX, dy: b.minY), shown = out.geometry(row, laidOut)
          f = f.offsetBy(dx: 0, dy: shown.maxY - laidOut.maxY)
        }
        switch piece.kind {
        case .group:
          if let fill = piece.view { f = out.geometry(fill, f) }
          let r = style.isInset ? Self.cornerRadius : 0
          out.emit(.fill(path: Path { $0.addRoundedRect(in: f, cornerRadius: r) }, paint: .solid(groupFill), rule: .nonZero, transform: place.ctm))
          out.record(InspectNode(kind: .shape, shape: "ListGroup", cornerRadius: r, bounds: [], modifiers: []), with(place, f))
        case .separator:
          out.emit(.fill(path: Path { $0.addRect(f) }, paint: .solid(piece.tint ?? separator), rule: .nonZero, transform: place.ctm))
        case .rowBackground:
          var group = (piece.group ?? piece.frame).offsetBy(dx: b.minX, dy: b.minY)
          if let fill = piece.groupView { group = out.geometry(fill, group) }
          let r = style.isInset ? Self.cornerRadius : 0
          out.emit(.beginLayer(LayerEffect(clip: Path { $0.addRoundedRect(in: group, cornerRadius: r) }, clipTransform: place.ctm)))
          if let v = piece.view {
            var c = place
            c.laidOut = f
            try out.draw(v, c)
          }
          out.emit(.endLayer)
        default:
          if let v = piece.view {
            var c = place
            c.laidOut = f
            try out.draw(v, c)
          }
        }
      }
      for view in leaving { try out.draw(view, place) }
      out.emit(.endLayer)
    }

    private func with(_ place: EffectPlacement, _ frame: CGRect) -> EffectPlacement {
      var p = place
      p.frame = frame
      return p
    }
  }
}

/// `.listStyle(_:)`: the style of the lists below.
public struct ListStyleModifier: ViewEffect, ResolvableEffect {
  public var style: ListStyleKind
  public init(_ style: ListStyleKind) { self.style = style }
  func resolve(_ r: EffectResolution) throws -> ResolvedView {
    try r.content { $0.environment.layoutContainer.listStyle = style }
  }
}
