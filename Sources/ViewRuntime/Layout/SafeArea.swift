import Foundation
import Graphics

/// What views below know of the screen they are on: the device's screen and its safe area (both in
/// the root's coordinates, which the root fills), and the container `containerRelativeFrame` measures.
///
/// A plain canvas has no screen here: zero insets, so `ignoresSafeArea` changes nothing.
struct LayoutContainer {
  var screen: CGRect?
  var safeArea = EdgeInsets()
  /// Filled by the nearest scroll view when it is drawn (its visible size); nil: the screen's safe area.
  var scrollBox: ContainerBox?
  /// What a `ScrollViewReader`'s proxy last scrolled to, for the scroll views below.
  var scrollTarget: ScrollViewNode.Target?
  /// Inside a scroll view that scrolls to a target: a `ForEach` marks where each of its rows is laid
  /// out, so `scrollTo` finds a row by its element's id as by an explicit `.id`.
  var marksIdentities = false
  /// `contentMargins(_:_:for:)` for the scroll views below: their content is inset by these.
  var scrollContentMargins = EdgeInsets()
  /// `scrollContentBackground(.hidden)`: lists and forms below leave out their own background.
  var hidesScrollContentBackground = false
  /// The `safeAreaInset` regions around this position, innermost last (filled in when they are drawn),
  /// each with the edges an `ignoresSafeArea` between it and this position ignores.
  var insets: [InsetEntry] = []
  /// Edges an enclosing `ignoresSafeArea` ignores: views below see no device safe area there.
  var ignoredEdges: Edge.Set = []
  /// Inside a `List` or `Form` row: navigation links draw as rows with a chevron.
  var inList = false
  /// `.listStyle(_:)` for the lists below.
  var listStyle: ListStyleKind = .automatic
  /// On an iPad's full screen: SwiftUI's horizontal size class is `.regular` (an iPhone's is `.compact`).
  var regularWidth = false
  /// In a page of a page-style `TabView` that is off screen (`PagerNode`): its lifecycle events wait
  /// until it scrolls in.
  var offscreenPage = false

  var safeRect: CGRect? {
    screen.map {
      CGRect(x: $0.minX + safeArea.leading, y: $0.minY + safeArea.top,
             width: max(0, $0.width - safeArea.leading - safeArea.trailing), height: max(0, $0.height - safeArea.top - safeArea.bottom))
    }
  }

  /// `frame` grown into the screen's insets on each of `edges` where it touches the safe area's edge,
  /// as SwiftUI extends a view that ignores the safe area (a view in the middle of the screen does not
  /// move; one at the top edge grows under the status bar).
  /// https://developer.apple.com/documentation/swiftui/view/ignoressafearea(_:edges:)
  func extended(_ frame: CGRect, _ edges: Edge.Set) -> CGRect {
    // A `safeAreaInset` shrinks its content's safe area: a view reaching the edge of the content's
    // region grows under the inset view first, then on to the screen's edge.
    var frame = frame
    for entry in insets.reversed() {
      guard let inner = entry.region.inner, let outer = entry.region.outer else { continue }
      frame = Self.grow(frame, edges, from: inner, to: outer)
    }
    guard let screen, let safe = safeRect else { return frame }
    return Self.grow(frame, edges, from: safe, to: screen)
  }

  /// What `GeometryProxy.safeAreaInsets` reports for a view laid out in `frame`: on each edge the view
  /// touches (or reaches past) the safe area's edge, how far it could extend into the unsafe area, as
  /// SwiftUI reports the insets a view could extend into. The unsafe area is the enclosing
  /// `safeAreaInset` views' regions (a view touching a bar's content region gets the bar's height plus
  /// its spacing, and on through further bars) and then the device's insets; zero on edges it does not
  /// touch, on edges an enclosing `ignoresSafeArea` ignores (SwiftUI's content there sees no safe area),
  /// and on a plain canvas without bars.
  /// https://developer.apple.com/documentation/swiftui/geometryproxy/safeareainsets
  /// https://developer.apple.com/documentation/swiftui/view/safeareainset(edge:alignment:spacing:content:)-6gwby
  func safeAreaInsets(of frame: CGRect) -> EdgeInsets {
    var grown = frame
    for entry in insets.reversed() {
      guard let inner = entry.region.inner, let outer = entry.region.outer else { continue }
      grown = Self.grow(grown, Edge.Set.all.subtracting(entry.ignored), from: inner, to: outer)
    }
    var result = EdgeInsets(top: Double(frame.minY - grown.minY), leading: Double(frame.minX - grown.minX),
                            bottom: Double(grown.maxY - frame.maxY), trailing: Double(grown.maxX - frame.maxX))
    guard screen != nil, let safe = safeRect else { return result }
    let tolerance = 0.5
    func inset(_ edge: Edge.Set, _ touches: Bool, _ value: Double) -> Double {
      !ignoredEdges.contains(edge) && touches ? value : 0
    }
    result.top += inset(.top, Double(grown.minY) <= Double(safe.minY) + tolerance, safeArea.top)
    result.leading += inset(.leading, Double(grown.minX) <= Double(safe.minX) + tolerance, safeArea.leading)
    result.bottom += inset(.bottom, Double(grown.maxY) >= Double(safe.maxY) - tolerance, safeArea.bottom)
    result.trailing += inset(.trailing, Double(grown.maxX) >= Double(safe.maxX) - tolerance, safeArea.trailing)
    return result
  }

  private static func grow(_ frame: CGRect, _ edges: Edge.Set, from safe: CGRect, to screen: CGRect) -> CGRect {
    let tolerance = 0.5
    var minX = Double(frame.minX), minY = Double(frame.minY), maxX = Double(frame.maxX), maxY = Double(frame.maxY)
    if edges.contains(.top), minY <= Double(safe.minY) + tolerance { minY = min(minY, Double(screen.minY)) }
    if edges.contains(.bottom), maxY >= Double(safe.maxY) - tolerance { maxY = max(maxY, Double(screen.maxY)) }
    if edges.contains(.leading), minX <= Double(safe.minX) + tolerance { minX = min(minX, Double(screen.minX)) }
    if edges.contains(.trailing), maxX >= Double(safe.maxX) - tolerance { maxX = max(maxX, Double(screen.maxX)) }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}

/// A `safeAreaInset` region seen from a view inside its content, with the edges an `ignoresSafeArea`
/// between the two ignores (one outside the `safeAreaInset` ignores only what lies beyond the bar).
struct InsetEntry {
  let region: InsetRegion
  var ignored: Edge.Set = []
}

/// The region a `safeAreaInset`'s content is laid out in (`inner`) and the inset view's whole frame (`outer`),
/// known once it is drawn.
final class InsetRegion {
  var inner: CGRect?
  var outer: CGRect?
}

/// A size a container fills in while it is drawn (the visible size of a scroll view).
final class ContainerBox {
  var size: CGSize?
  /// A scroll view's offset to its target, found once for a visible size.
  var targetOffset: (viewport: CGSize, offset: CGSize?)?
  /// A scroll view's geometry as it was last drawn (``GeometryChangeEffect`` reads it for `onScrollGeometryChange`).
  var scrollGeometry: ScrollGeometryReading?
}

/// `.ignoresSafeArea(_:edges:)` and `.edgesIgnoringSafeArea(_:)`: the view is laid out as usual, then
/// grown into the screen's insets on the chosen edges it touches (see ``LayoutContainer/extended(_:_:)``)
/// and its content laid out again in the larger frame. On a plain canvas (no device) it changes nothing.
/// Choice: the keyboard region is not modelled, so only the container region counts.
public struct IgnoresSafeAreaEffect: ViewEffect, ResolvableEffect {
  public var edges: Edge.Set
  public init(edges: Edge.Set = .all) { self.edges = edges }

  func resolve(_ r: EffectResolution) throws -> ResolvedView {
    // The container's inset regions are filled in as they are drawn, before this view is.
    let container = r.environment.layoutContainer
    let content = try r.content {
      $0.environment.layoutContainer.ignoredEdges.formUnion(edges)
      for i in $0.environment.layoutContainer.insets.indices { $0.environment.layoutContainer.insets[i].ignored.formUnion(edges) }
    }
    return ResolvedView(.effect(content, Drawer(container: container, edges: edges)))
  }

  struct Drawer: DrawnEffect {
    let container: LayoutContainer
    let edges: Edge.Set

    func draw(_ content: ResolvedView, _ place: EffectPlacement, _ out: inout DisplayListBuilder) throws {
      var p = place
      let grown = container.extended(place.laidOut, edges)
      p.laidOut = grown
      p.frame = grown.offsetBy(dx: place.frame.minX - place.laidOut.minX, dy: place.frame.minY - place.laidOut.minY)
      try out.draw(content, p)
    }
  }
}

/// `.safeAreaInset(edge:alignment:spacing:content:)`: the inset view sits at `edge`, and the content is
/// laid out in what is left (SwiftUI shrinks the content's safe area by the inset view's size plus
/// `spacing`). Choices: `spacing` nil is 0 (SwiftUI's default is system spacing, which is 0 next to the
/// screen edge in practice); the content is laid out in the smaller region, and views in it that ignore
/// the safe area grow under the inset view (a scroll view's content is clipped at the bar, where SwiftUI
/// would let it scroll under).
/// https://developer.apple.com/documentation/swiftui/view/safeareainset(edge:alignment:spacing:content:)-6gwby
public struct SafeAreaInsetEffect: ViewEffect, ResolvableEffect {
  public var edge: Edge
  /// The inset view's alignment across the edge: horizontal for top/bottom, vertical for leading/trailing.
  public var alignment: Alignment
  public var spacing: Double?
  public var inset: ViewNode

  public init(edge: Edge, alignment: Alignment = .center, spacing: Double? = nil, inset: ViewNode) {
    self.edge = edge; self.alignment = alignment; self.spacing = spacing; self.inset = inset
  }

  func resolve(_ r: EffectResolution) throws -> ResolvedView {
    let region = InsetRegion()
    let content = try r.content { $0.environment.layoutContainer.insets.append(InsetEntry(region: region)) }
    return ResolvedView(.effect(content, Drawer(edge: edge, alignment: alignment, spacing: spacing ?? 0,
                                                inset: try r.resolve(inset, "/safeAreaInset"), region: region)))
  }

  struct Drawer: DrawnEffect {
    let edge: Edge
    let alignment: Alignment
    let spacing: Double
    let inset: ResolvedView
    let region: InsetRegion

    var isTransparentToLayout: Bool { false }
    private var vertical: Bool { edge == .top || edge == .bottom }

    /// The inset view's size for the view's proposal: the full extent across the edge, its ideal along it.
    private func insetSize(_ p: ProposedViewSize) -> CGSize {
      inset.sizeThatFits(vertical ? ProposedViewSize(width: p.width, height: nil) : ProposedViewSize(width: nil, height: p.height))
    }

    private func contentProposal(_ p: ProposedViewSize, _ b: CGSize) -> ProposedViewSize {
      vertical
        ? ProposedViewSize(width: p.width, height: p.height.map { max(0, $0 - Double(b.height) - spacing) })
        : ProposedViewSize(width: p.width.map { max(0, $0 - Double(b.width) - spacing) }, height: p.height)
    }

    func sizeThatFits(_ content: ResolvedView, _ p: ProposedViewSize) -> CGSize {
      let b = insetSize(p)
      let c = content.sizeThatFits(contentProposal(p, b))
      return vertical
        ? CGSize(width: max(c.width, b.width), height: c.height + b.height + spacing)
        : CGSize(width: c.width + b.width + spacing, height: max(c.height, b.height))
    }

    func draw(_ content: ResolvedView, _ place: EffectPlacement, _ out: inout DisplayListBuilder) throws {
      let r = place.laidOut
      let p = ProposedViewSize(r.size)
      let b = insetSize(p)
      let bw = Double(b.width), bh = Double(b.height)
      let contentRect: CGRect, barRect: CGRect
      switch edge {
      case .top:
        barRect = CGRect(x: r.minX, y: r.minY, width: r.width, height: bh)
        contentRect = CGRect(x: r.minX, y: r.minY + bh + spacing, width: r.width, height: max(0, r.height - bh - spacing))
      case .bottom:
        barRect = CGRect(x: r.minX, y: r.maxY - bh, width: r.width, height: bh)
        contentRect = CGRect(x: r.minX, y: r.minY, width: r.width, height: max(0, r.height - bh - spacing))
      case .leading:
        barRect = CGRect(x: r.minX, y: r.minY, width: bw, height: r.height)
        contentRect = CGRect(x: r.minX + bw + spacing, y: r.minY, width: max(0, r.width - bw - spacing), height: r.height)
      case .trailing:
        barRect = CGRect(x: r.maxX - bw, y: r.minY, width: bw, height: r.height)
        contentRect = CGRect(x: r.minX, y: r.minY, width: max(0, r.width - bw - spacing), height: r.height)
      }
      region.inner = contentRect
      region.outer = r
      var c = place
      c.laidOut = aligned(content.sizeThatFits(ProposedViewSize(contentRect.size)), in: contentRect, .center)
      try out.draw(content, c)
      var i = place
      i.laidOut = aligned(b, in: barRect, alignment)
      try out.draw(inset, i)
    }
  }
}
