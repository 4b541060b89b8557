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
    // The style as drawn (a form's is inset grouped): a section leaving draws its group in it.
    c.environment.layoutContainer.listStyle = style
    let stacked = try r.resolver.resolve(.stack(StackNode(axis: .vertical, children: [content])), c)
    let all: [ResolvedView] = if case .stack(_, _, _, let k) = stacked.kind { k } else { [stacked] }
    var sections: [SectionNode.Drawer] = []
    var groups: [ResolvedView] = []
    var loose: [ResolvedView] = []
    var leaving: [Leaving] = []
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
    for (i, k) in all.enumerated() {
      // Views removed in an animation take no space but are still drawn leaving (a boundary's removed
      // views, at the frames they had), as in a stack: a row in an `if` fades out where it was, and so
      // does a section (it records its frame as the list draws it).
      var view = k
      if case .boundary(let current, let removed) = k.kind, current.isEmpty || Self.section(ListLeavingCell.content(current)) != nil {
        if !removed.isEmpty, removed.allSatisfy({ $0.frame != nil }) {
          leaving.append(Leaving(view: ResolvedView(.boundary(.empty, removed: removed)), ownsGroup: !Self.besideLooseRow(i, all)))
        }
        view = current
      }
      if view.isEmpty { continue }
      let inner = ListLeavingCell.content(view)
      if var s = Self.section(inner) {
        flushLoose()
        s.view = inner
        // A section inserted in an animation is drawn under its transition's modifiers.
        if inner !== view { s.transitioning = view }
        sections.append(s)
        groups.append(group(inner.key ?? c.identity.child("/section\(sections.count)")))
      } else {
        loose.append(k)
      }
    }
    flushLoose()
    return ResolvedView(.effect(.empty, Drawer.styled(style, r.environment, sections: sections, groups: groups, leaving: leaving)))
  }

  /// A section's drawer, if `view` is a section.
  static func section(_ view: ResolvedView) -> SectionNode.Drawer? {
    if case .effect(_, let e) = view.kind { return e as? SectionNode.Drawer }
    return nil
  }

  /// Whether the list child at `i` has a row still shown beside it (not a section, nor leaving): the
  /// group the two were in stays, so the leaving row's fill is that group's, which shrinks.
  private static func besideLooseRow(_ i: Int, _ all: [ResolvedView]) -> Bool {
    func shownLoose(_ j: Int) -> Bool? {
      guard all.indices.contains(j) else { return false }
      var v = all[j]
      if case .boundary(let current, _) = v.kind { v = current }
      if v.isEmpty { return nil }
      return section(v) == nil
    }
    func look(_ step: Int) -> Bool {
      var j = i + step
      while true {
        if let found = shownLoose(j) { return found }
        j += step
      }
    }
    return look(-1) || look(1)
  }

  /// Views leaving the list: a removed row whose group went with it (`ownsGroup`) is drawn on its
  /// group's fill, which transitions with it (``ListLeavingCell``).
  struct Leaving {
    var view: ResolvedView
    var ownsGroup: Bool
  }

  struct Drawer: DrawnEffect, DrawerWithViews {
    var sections: [SectionNode.Drawer]
    /// Each section's group fill, whose geometry animates (see `resolve`).
    var groups: [ResolvedView]
    let style: ListStyleKind
    let container: LayoutContainer
    let background: RGBAColor
    let groupFill: RGBAColor
    let separator: RGBAColor
    /// `listSectionSpacing(_:)`: the gap between groups in place of ``groupGap``; the space above a
    /// header scales with it (17 of the default 35 points are above the header).
    var sectionSpacing: Double? = nil
    /// Rows and sections removed in an animation, drawn where they were while they transition out (see `resolve`).
    var leaving: [Leaving] = []

    /// The list's drawer in `style`, with the colours of the environment's scheme.
    static func styled(_ style: ListStyleKind, _ environment: EnvironmentValues, sections: [SectionNode.Drawer] = [],
                       groups: [ResolvedView] = [], leaving: [Leaving] = []) -> Drawer {
      let scheme = environment.colorScheme
      func color(_ name: String) -> RGBAColor { Color.system[name]!.resolved(scheme) }
      return Drawer(
        sections: sections, groups: groups, style: style, container: environment.layoutContainer,
        background: color(style.isGrouped ? "systemGroupedBackground" : "systemBackground"),
        groupFill: color(style.isGrouped ? "secondarySystemGroupedBackground" : "systemBackground"),
        separator: color("separator"),
        sectionSpacing: environment.sceneValues[ListNode.sectionSpacingKey]?.base as? Double, leaving: leaving)
    }

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
      /// `section`: a section's whole extent (header to footer, the list's width), where its view's
      /// frame is recorded, so that the section fades out there when it is removed.
      enum Kind { case header, footer, row, group, separator, rowBackground, section }
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
      /// The index of the piece's section.
      var section = 0
    }

    /// - Parameter lead: whether the first section has the space above it (a leaving section is drawn
    ///   alone in the extent it had, without it).
    func pieces(_ width: Double, lead: Bool = true) -> (pieces: [Piece], height: Double) {
      let (g, rp) = margins(width)
      let groupWidth = max(0, width - 2 * g)
      let contentWidth = max(0, groupWidth - 2 * rp)
      var out: [Piece] = []
      var y = 0.0
      for (n, s) in sections.enumerated() {
        if !lead && n == 0 {
        } else if s.header != nil {
          y += n == 0 ? 10 : 17 * (sectionSpacing ?? Self.groupGap) / Self.groupGap
        } else {
          y += n == 0 ? 20 : sectionSpacing ?? Self.groupGap
        }
        let extent = (top: y, index: out.count)
        if let h = s.header {
          let hs = h.sizeThatFits(ProposedViewSize(width: contentWidth, height: nil))
          out.append(Piece(kind: .header, view: h, frame: CGRect(x: g + rp, y: y, width: Double(hs.width), height: Double(hs.height))))
          y += Double(hs.height) + Self.headerGap
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
        if let view = s.view {
          out.insert(Piece(kind: .section, view: view, frame: CGRect(x: 0, y: extent.top, width: width, height: y - extent.top)),
                     at: extent.index)
        }
        for i in extent.index..<out.count { out[i].section = n }
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
      try drawPieces(in: b, place, &out)
      let (g, _) = margins(Double(b.width))
      for item in leaving {
        let cell = item.ownsGroup ? ListLeavingCell(groupX: b.minX + g, groupWidth: max(0, b.width - 2 * g), fill: groupFill,
                                                    cornerRadius: style.isInset ? Self.cornerRadius : 0) : nil
        try out.draw(cell?.wrap(item.view) ?? item.view, place)
      }
      out.emit(.endLayer)
    }

    /// Draws the sections' pieces in `b` (the list's bounds, or a leaving section's extent) and the rows
    /// leaving them.
    func drawPieces(in b: CGRect, lead: Bool = true, _ place: EffectPlacement, _ out: inout DisplayListBuilder) throws {
      for piece in pieces(Double(b.width), lead: lead).pieces {
        // A section transitioning in draws itself, alone in its extent, under its transition.
        let transitioning = sections[piece.section].transitioning
        if transitioning != nil && piece.kind != .section { continue }
        var f = piece.frame.offsetBy(dx: b.minX, dy: b.minY)
        // A separator or row background moves as its row is drawn moving (the row animates its frame).
        if let row = piece.row, let model = piece.rowFrame {
          let laidOut = model.offsetBy(dx: b.minX, dy: b.minY), shown = out.geometry(row, laidOut)
          f = f.offsetBy(dx: 0, dy: shown.maxY - laidOut.maxY)
        }
        switch piece.kind {
        case .section:
          if let v = piece.view { _ = out.geometry(v, f) }
          if let v = transitioning {
            var c = place
            c.laidOut = f
            try out.draw(v, c)
          }
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
      for s in sections { for view in s.leaving { try out.draw(view, place) } }
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
