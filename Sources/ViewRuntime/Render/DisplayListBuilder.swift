import Foundation
import AnimationEngine
import Graphics

/// Places a resolved tree in the canvas and flattens it into display items and inspect nodes,
/// in paint order, in one pass.
struct DisplayListBuilder {
  private(set) var items: [DisplayItem] = []
  private(set) var nodes: [InspectNode] = []
  /// The frame to draw a view at, given its laid-out frame: the runtime animates view geometry.
  var geometry: (ResolvedView, CGRect) -> CGRect = { $1 }
  /// Where a geometry identity is drawn now while it animates, whatever the layout (nil: at rest): a
  /// matched view leaving flies along with the view that replaced it.
  var sharedGeometry: (ViewIdentity) -> CGRect? = { _ in nil }
  /// In a right-to-left subtree the transform mirrors positions; leaves are mirrored back about
  /// their own frame, so text and images read as usual (see ``LayoutDirectionEffect``).
  private(set) var unflipsLeaves = false
  /// The innermost scroll view around the views being drawn (set while it draws its content).
  var scrollViewport: ScrollViewNode.Viewport?
  /// The named coordinate spaces around the views being drawn, by name: their frames in canvas points
  /// (see ``CoordinateSpaceEffect``), for the geometry proxies built while drawing.
  var coordinateSpaces: [AnyHashable: CGRect] = [:]
  /// Where the views with an `.id` were laid out, when a scroll view is looking for one (nil: not collected).
  var identityFrames: [AnyHashable: CGRect]?
  /// Preference values passed up while the tree is drawn, and the readers that saw them.
  var preferences = PreferenceCollector()
  /// Whether to record inspect nodes (`inspect`, hit-testing). A frame that is only drawn skips them:
  /// building a modifier's named values for every view was a fifth of a many-view frame.
  let inspects: Bool
  /// Where the views a kept frame may rewrite are drawn (nil: not recorded; see ``DrawSites``).
  var sites: DrawSites?
  /// A view was drawn away from its laid-out frame (its geometry animates), so the next frame draws it
  /// elsewhere: this drawing cannot be kept in parts (``DrawSites``).
  private(set) var movedGeometry = false

  init(inspects: Bool = true) { self.inspects = inspects }

  /// Room for `capacity` items (the last frame's count): a many-view frame's list grew by doubling,
  /// copying itself a dozen times per frame. Only before a whole drawing: a frame drawn in parts
  /// (``KeptDrawing``) needs room for its parts alone.
  mutating func reserve(_ capacity: Int) { items.reserveCapacity(capacity) }

  /// Views presented over the canvas (an alert, a sheet) and the area each is laid out in (nil: the
  /// canvas), drawn after the tree, in the order met.
  private var presented: [(view: ResolvedView, area: CGRect?)] = []

  /// Lays out `root` with the canvas as proposal and centres it, as a window does; then draws what is
  /// presented over it, each filling the canvas.
  mutating func build(_ root: ResolvedView, canvas: CGSize) throws {
    let size = root.sizeThatFits(ProposedViewSize(canvas))
    let frame = aligned(size, in: CGRect(origin: .zero, size: canvas), .center)
    try draw(root, frame, .zero, .identity, [])
    var drawn = 0
    while drawn < presented.count {
      let (view, area) = presented[drawn]
      drawn += 1
      try draw(view, area ?? CGRect(origin: .zero, size: canvas), .zero, .identity, [])
    }
    presented = []
  }

  /// Draws `view` over the canvas once the tree is drawn, laid out in `area` (nil: the whole canvas;
  /// see ``PresentationEffect``).
  mutating func present(_ view: ResolvedView, in area: CGRect?) { presented.append((view, area)) }

  /// Lays out and draws one subtree in the frame layout gave it before (a phase step's content
  /// whose layout answers did not change).
  mutating func place(_ view: ResolvedView, in frame: CGRect) throws {
    try draw(view, frame, .zero, .identity, [])
  }

  /// - Parameters:
  ///   - laidOut: the view's layout frame, in the coordinate space `ctm` maps to the canvas.
  ///   - shift: offsets from modifiers around the view: they move its drawing, not its layout.
  ///   - modifiers: inspectable modifiers around this view, outermost first.
  @inline(__always)
  private mutating func draw(_ view: ResolvedView, _ laidOut: CGRect, _ shift: CGSize, _ ctm: Transform2D,
                             _ modifiers: [InspectModifier]) throws {
    guard let sites, sites.opens(view) else { return try drawView(view, laidOut, shift, ctm, modifiers) }
    let shown = presented.count
    sites.begin(.init(view: view, laidOut: laidOut, shift: shift, ctm: ctm, surroundings: surroundings, items: items.count..<items.count))
    try drawView(view, laidOut, shift, ctm, modifiers)
    sites.end(items: items.count, presents: presented.count > shown)
  }

  /// Draws a site's view again where the whole tree's drawing drew it (``KeptDrawing``), appending its items.
  mutating func redraw(_ view: ResolvedView, _ laidOut: CGRect, _ shift: CGSize, _ ctm: Transform2D, in surroundings: DrawSites.Surroundings?) throws {
    if let s = surroundings {
      (unflipsLeaves, scrollViewport, coordinateSpaces) = (s.unflipsLeaves, s.scrollViewport, s.coordinateSpaces)
    } else if unflipsLeaves || scrollViewport != nil || !coordinateSpaces.isEmpty {
      (unflipsLeaves, scrollViewport, coordinateSpaces) = (false, nil, [:])
    }
    try drawView(view, laidOut, shift, ctm, [])
  }

  /// The state a view's drawing depends on besides its frame and transform (nil: the canvas's own).
  private var surroundings: DrawSites.Surroundings? {
    guard unflipsLeaves || scrollViewport != nil || !coordinateSpaces.isEmpty else { return nil }
    return .init(unflipsLeaves: unflipsLeaves, scrollViewport: scrollViewport, coordinateSpaces: coordinateSpaces)
  }

  private mutating func drawView(_ view: ResolvedView, _ laidOut: CGRect, _ shift: CGSize, _ ctm: Transform2D,
                                 _ modifiers: [InspectModifier]) throws {
    // `base` is where the view is (its animated geometry), `frame` where it is drawn (plus offsets).
    // Children are laid out in the model frame `laidOut`: each animates its own geometry.
    let base = geometry(view, laidOut)
    // Component by component: CGRect's `==` is an out-of-line call, and this runs for every view drawn.
    if base.origin.x != laidOut.origin.x || base.origin.y != laidOut.origin.y || base.size.width != laidOut.size.width
      || base.size.height != laidOut.size.height { movedGeometry = true }
    let frame = base.offsetBy(dx: shift.width, dy: shift.height)
    switch view.kind {
    case .empty, .spacer:
      break

    case .text(var run, var layout, let style):
      // A text that may shrink to fit (`minimumScaleFactor`) is drawn at the scale its width allows.
      let fitted = layout.fitted(for: Double(laidOut.width))
      if fitted !== layout { (layout, run.font) = (fitted, fitted.font) }
      // Lines break at the laid-out width (the model's proposal), never at the animated frame's:
      // SwiftUI lays a changed text out at its new size at once while its frame animates, so an
      // animating frame narrower than the new text must not wrap it. The block is centred in the
      // animated frame (they coincide at rest), each line aligned within the block.
      let lines = layout.lines(for: Double(laidOut.width))
      let fraction = layout.alignment == .leading ? 0 : layout.alignment == .center ? 0.5 : 1
      let block = lines.map(\.width).max() ?? 0
      let blockX = Double(frame.minX) + (Double(frame.width) - Double(laidOut.width)) / 2
      let decorations = layout.decorations
      for (i, line) in lines.enumerated() where !line.text.isEmpty {
        var r = run
        r.text = line.text
        r.spans = line.spans
        let x = blockX + (block - line.width) * fraction
        let y = Double(frame.minY) + Double(i) * layout.linePitch
        if decorations.isPlaceholder {
          let bar = ResolvedTextDecorations.placeholderBar(x: x, y: y, width: line.width, lineHeight: layout.lineHeight)
          items.append(.fill(path: Path { $0.addRoundedRect(in: bar.rect, cornerRadius: bar.radius) }, paint: style.paint(in: frame),
                             rule: .nonZero, transform: ctm))
          continue
        }
        // A gradient spans the whole text frame; the run's space starts at the line's corner.
        r.paint = style.paint(in: frame.offsetBy(dx: -x, dy: -y))
        let place = Transform2D.translation(x: x, y: y).concatenating(ctm)
        items.append(.text(run: r, transform: unflipsLeaves ? Self.mirror(about: line.width / 2).concatenating(place) : place))
        let thickness = run.font.size * ResolvedTextDecorations.thicknessPerSize
        for (paint, centre) in [(decorations.strikethrough, ResolvedTextDecorations.strikethroughCentre),
                                (decorations.underline, ResolvedTextDecorations.underlineCentre)] {
          guard let paint else { continue }
          let lineY = y + layout.ascent + centre * run.font.size - thickness / 2
          let rect = CGRect(x: x, y: lineY, width: line.width, height: thickness)
          items.append(.fill(path: Path { $0.addRect(rect) }, paint: paint.paint(in: frame), rule: .nonZero, transform: ctm))
        }
      }
      record(InspectNode(kind: .text, text: run.text, bounds: Self.bounds(frame, ctm), modifiers: []), modifiers)

    case .shape(let kind, let fill, let stroke):
      let ctm = leafTransform(frame, ctm)
      let path: Path
      if case .outline(frame, let kept)? = view.drawn {
        path = kept
      } else {
        path = try kind.outline(in: frame)
        // Kept only for the first frame it is drawn in: a shape whose frame moves every frame (an
        // animated offset) would otherwise box a new outline each frame on top of building it.
        if view.drawn == nil { view.drawn = .outline(bounds: frame, path) }
      }
      if let fill { items.append(.fill(path: path, paint: fill.paint(in: frame), rule: .nonZero, transform: ctm)) }
      if let stroke {
        items.append(.stroke(path: path, paint: stroke.paint.paint(in: frame), style: StrokeStyle(lineWidth: stroke.lineWidth),
                             transform: ctm))
      }
      record(InspectNode(kind: .shape, shape: kind.name, cornerRadius: kind.cornerRadius, bounds: Self.bounds(frame, ctm), modifiers: []), modifiers)

    case .symbol(let name, _, _, let parts):
      // Directional arrows (`arrow.uturn.forward`, `arrow.up.forward`) follow the layout direction, as
      // iOS's do; media symbols (`forward.end`) do not.
      let components = name.split(separator: ".")
      let directional = components.contains { $0 == "forward" || $0 == "backward" } && components.contains { $0 == "arrow" || $0 == "chevron" }
      let ctm = directional ? ctm : leafTransform(frame, ctm)
      let toFrame = Transform2D.scale(x: frame.width, y: frame.height)
        .concatenating(.translation(x: frame.minX, y: frame.minY))
      for part in parts {
        items.append(.fill(path: part.path.applying(toFrame), paint: .solid(part.color), rule: part.rule, transform: ctm))
      }
      record(InspectNode(kind: .image, symbol: name, bounds: Self.bounds(frame, ctm), modifiers: []), modifiers)

    case .color(let c):
      items.append(.fill(path: Path { $0.addRect(frame) }, paint: c.paint(in: frame), rule: .nonZero, transform: ctm))
      record(InspectNode(kind: .shape, shape: "Color", bounds: Self.bounds(frame, ctm), modifiers: []), modifiers)

    case .stack(let axis, let alignment, let spacing, let children):
      let placement: ResolvedView.StackPlacement
      if case .stack(let kept)? = view.drawn, kept.bounds == laidOut {
        placement = kept
      } else {
        let frames = StackLayout(axis: axis, spacing: spacing, children: children)
          .frames(in: laidOut, alignment: alignment, proposal: view.placementProposal(for: laidOut.size))
        // Paint order: source order, raised by `.zIndex` (a stable sort keeps ties in source order).
        let order = children.indices.sorted { (children[$0].zIndex, $0) < (children[$1].zIndex, $1) }
        placement = .init(bounds: laidOut, frames: frames, order: order)
        view.drawn = .stack(placement)
      }
      for i in placement.order { try draw(children[i], placement.frames[i], shift, ctm, modifiers) }

    case .frame(let child, _, _, let alignment):
      if case .content(laidOut, let kept)? = view.drawn { try draw(child, kept, shift, ctm, modifiers); return }
      let s = child.sizeThatFits(ProposedViewSize(laidOut.size))
      try draw(child, keep(child.framed(size: s, in: laidOut, alignment), of: child, in: laidOut, by: view, alignment), shift, ctm, modifiers)

    case .flexibleFrame(let child, let f):
      if case .content(laidOut, let kept)? = view.drawn { try draw(child, kept, shift, ctm, modifiers); return }
      let s = child.sizeThatFits(FlexibleFrameLayout(frame: f).childProposal(for: ProposedViewSize(laidOut.size)))
      try draw(child, keep(child.framed(size: s, in: laidOut, f.alignment), of: child, in: laidOut, by: view, f.alignment),
               shift, ctm, modifiers)

    case .padding(let child, let e):
      let inner = CGRect(x: laidOut.minX + e.leading, y: laidOut.minY + e.top,
                         width: max(0, laidOut.width - e.leading - e.trailing), height: max(0, laidOut.height - e.top - e.bottom))
      try draw(child, inner, shift, ctm, modifiers)

    case .background(let child, let bg, let alignment):
      try draw(bg, aligned(bg.sizeThatFits(ProposedViewSize(laidOut.size)), in: laidOut, alignment), shift, ctm, modifiers)
      try draw(child, laidOut, shift, ctm, modifiers)

    case .overlay(let child, let overlay, let alignment):
      try draw(child, laidOut, shift, ctm, modifiers)
      try draw(overlay, aligned(overlay.sizeThatFits(ProposedViewSize(laidOut.size)), in: laidOut, alignment), shift, ctm, modifiers)

    case .clip(let child, let kind):
      items.append(.beginLayer(LayerEffect(clip: try kind.outline(in: frame), clipTransform: ctm)))
      try draw(child, laidOut, shift, ctm, modifiers)
      items.append(.endLayer)

    case .rotation(let child, let radians, let anchor):
      let m = around(anchor, frame, .rotation(radians: radians))
      try draw(child, laidOut, shift, m.concatenating(ctm), adding(modifiers, .rotation(degrees: radians * 180 / .pi)))

    case .scale(let child, let s, let anchor):
      // SwiftUI replaces a zero scale by a tiny one so the transform stays invertible.
      let sx = s.width == 0 ? 1e-6 : Double(s.width), sy = s.height == 0 ? 1e-6 : Double(s.height)
      let m = around(anchor, frame, .scale(x: sx, y: sy))
      try draw(child, laidOut, shift, m.concatenating(ctm), adding(modifiers, .scale(x: Double(s.width), y: Double(s.height))))

    case .offset(let child, let o):
      try draw(child, laidOut, CGSize(width: shift.width + o.width, height: shift.height + o.height), ctm,
               adding(modifiers, .offset(x: Double(o.width), y: Double(o.height))))

    case .opacity(let child, let o):
      let mods = adding(modifiers, .opacity(o))
      if o >= 1 { try draw(child, laidOut, shift, ctm, mods); return }
      guard o > 0 else {
        items.append(.beginLayer(LayerEffect(opacity: 0)))
        try draw(child, laidOut, shift, ctm, mods)
        items.append(.endLayer)
        return
      }
      // A fade of one solid fill is that fill with its colour's alpha scaled: a fill covers each
      // pixel once, so a group would composite nothing more (Cairo draws both alike). A faded shape
      // is the commonest animated view, and its layer was two more items and a boxed effect per frame.
      let mark = items.count
      try draw(child, laidOut, shift, ctm, mods)
      sites?.edited(at: mark)
      if items.count == mark + 1, case .fill(let path, .solid(let c), let rule, let t) = items[mark] {
        items[mark] = .fill(path: path, paint: .solid(RGBAColor(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha * o)),
                            rule: rule, transform: t)
      } else {
        items.insert(.beginLayer(LayerEffect(opacity: o)), at: mark)
        items.append(.endLayer)
      }

    case .layer(let child, let effect):
      items.append(.beginLayer(effect))
      try draw(child, laidOut, shift, ctm, adding(modifiers, inspectModifier(for: effect)))
      items.append(.endLayer)

    case .fixedSize(let child, let h, let v):
      let s = child.sizeThatFits(ProposedViewSize(width: h ? nil : Double(laidOut.width), height: v ? nil : Double(laidOut.height)))
      try draw(child, aligned(s, in: laidOut, .center), shift, ctm, modifiers)

    case .aspectRatio(let child, let ratio, let fill):
      let layout = AspectRatioLayout(ratio: ratio, fill: fill)
      let s = child.sizeThatFits(layout.childProposal(for: ProposedViewSize(laidOut.size), child: child))
      try draw(child, aligned(s, in: laidOut, .center), shift, ctm, modifiers)

    case .relativeOffset(let child, let fx, let fy):
      let dx = fx * Double(frame.width), dy = fy * Double(frame.height)
      try draw(child, laidOut, CGSize(width: Double(shift.width) + dx, height: Double(shift.height) + dy), ctm,
               adding(modifiers, .offset(x: dx, y: dy)))

    case .hidden:
      break

    case .geometry(let reader):
      // The content is built now that the size is known, and placed at the top-leading corner. Its
      // proxy has the frame where the reader is drawn (offsets and scrolling included), as SwiftUI's.
      let content = try reader.content(for: frame, spaces: coordinateSpaces, ctm: ctm)
      let s = content.sizeThatFits(ProposedViewSize(base.size))
      try draw(content, aligned(s, in: base, .topLeading), shift, ctm, modifiers)

    case .boundary(let child, let removed):
      for r in removed { try draw(r.view, r.frame ?? laidOut, shift, ctm, modifiers) }
      try draw(child, laidOut, shift, ctm, modifiers)

    case .zIndex(let child, _):
      try draw(child, laidOut, shift, ctm, modifiers)

    case .layoutPriority(let child, _):
      try draw(child, laidOut, shift, ctm, modifiers)

    case .marker(let child, let m):
      try draw(child, laidOut, shift, ctm, adding(modifiers, m))

    case .effect(let child, let effect):
      try effect.draw(child, EffectPlacement(laidOut: laidOut, frame: frame, shift: shift, ctm: ctm, modifiers: modifiers, inspects: inspects), &self)
    }
  }

  // MARK: For effects (``DrawnEffect``)

  /// Where the next display item and inspect node go (see ``drawBehind(_:_:)``).
  var mark: (items: Int, nodes: Int) { (items.count, nodes.count) }

  /// Draws with `body` and moves what it drew back to `mark`, behind what was drawn since: a
  /// background that can only be built after its content was placed.
  mutating func drawBehind(_ mark: (items: Int, nodes: Int), _ body: (inout DisplayListBuilder) throws -> Void) rethrows {
    let start = self.mark
    try body(&self)
    let drawn = items[start.items...], recorded = nodes[start.nodes...]
    sites?.edited(at: mark.items)
    items.removeSubrange(start.items...)
    items.insert(contentsOf: drawn, at: mark.items)
    nodes.removeSubrange(start.nodes...)
    nodes.insert(contentsOf: recorded, at: mark.nodes)
  }

  /// Draws an effect's content (or another view it holds) at `place`.
  mutating func draw(_ view: ResolvedView, _ place: EffectPlacement) throws {
    try draw(view, place.laidOut, place.shift, place.ctm, place.modifiers)
  }

  /// Appends a display item, in paint order. In a right-to-left subtree a shape or image is mirrored
  /// back about its own bounds, so only its position is mirrored.
  mutating func emit(_ item: DisplayItem) {
    guard unflipsLeaves else { items.append(item); return }
    func back(_ r: CGRect, _ t: Transform2D) -> Transform2D { Self.mirror(about: Double(r.midX)).concatenating(t) }
    switch item {
    case .fill(let path, let paint, let rule, let t):
      items.append(.fill(path: path, paint: paint, rule: rule, transform: back(path.controlPointBounds, t)))
    case .stroke(let path, let paint, let style, let t):
      items.append(.stroke(path: path, paint: paint, style: style, transform: back(path.controlPointBounds, t)))
    case .image(var draw):
      draw.transform = back(draw.rect, draw.transform)
      items.append(.image(draw))
    default:
      items.append(item)
    }
  }

  /// Draws `view` mirrored about the centre of its frame: the layout direction changes there
  /// (`togglesLeaves`), or `flipsForRightToLeftLayoutDirection(true)` mirrors its content as a picture.
  mutating func drawMirrored(_ view: ResolvedView, _ place: EffectPlacement, togglesLeaves: Bool) throws {
    var p = place
    p.ctm = Self.mirror(about: Double(place.frame.midX)).concatenating(place.ctm)
    if togglesLeaves { unflipsLeaves.toggle() }
    defer { if togglesLeaves { unflipsLeaves.toggle() } }
    try draw(view, p)
  }

  /// Runs `body` for a leaf an effect draws itself as a whole (a canvas, an asset image): in a
  /// right-to-left subtree its placement is mirrored back about its frame and its items kept as they are.
  mutating func drawLeaf(_ place: EffectPlacement, _ body: (EffectPlacement, inout DisplayListBuilder) throws -> Void) rethrows {
    guard unflipsLeaves else { try body(place, &self); return }
    var p = place
    p.ctm = leafTransform(place.frame, place.ctm)
    unflipsLeaves = false
    defer { unflipsLeaves = true }
    try body(p, &self)
  }

  /// `placed`, where `frame` put its content `child` in `laidOut`, kept in the frame's drawing cache for the
  /// frames after it (``ResolvedView/DrawnCache/content(bounds:_:)``); the first only, as a shape's outline.
  /// Not where explicit guides place the content: their closures are asked again each time.
  private func keep(_ placed: CGRect, of child: ResolvedView, in laidOut: CGRect, by frame: ResolvedView, _ alignment: Alignment) -> CGRect {
    if frame.drawn == nil, !child.hasWrappedExplicitGuide(alignment) { frame.drawn = .content(bounds: laidOut, placed) }
    return placed
  }

  /// `ctm` for a leaf drawn in `frame`: mirrored back about the frame in a right-to-left subtree.
  private func leafTransform(_ frame: CGRect, _ ctm: Transform2D) -> Transform2D {
    unflipsLeaves ? Self.mirror(about: Double(frame.midX)).concatenating(ctm) : ctm
  }

  /// `modifiers` with `m` innermost, when inspect nodes are recorded.
  private func adding(_ modifiers: [InspectModifier], _ m: @autoclosure () -> InspectModifier) -> [InspectModifier] {
    inspects ? modifiers + [m()] : modifiers
  }

  /// The reflection `x ↦ 2·axis − x`.
  static func mirror(about axis: Double) -> Transform2D {
    Transform2D(a: -1, b: 0, c: 0, d: 1, tx: 2 * axis, ty: 0)
  }

  /// Records what `inspect` reports for a view an effect draws itself.
  mutating func record(_ node: @autoclosure () -> InspectNode, _ place: EffectPlacement) {
    guard inspects else { return }
    var n = node()
    n.bounds = Self.bounds(place.frame, place.ctm)
    record(n, place.modifiers)
  }

  private func inspectModifier(for e: LayerEffect) -> InspectModifier {
    if let s = e.shadow {
      return InspectModifier(name: "shadow", values: ["radius": [s.radius], "x": [s.x], "y": [s.y],
                                                      "rgba": [s.color.red, s.color.green, s.color.blue, s.color.alpha]])
    }
    if e.blurRadius > 0 { return InspectModifier(name: "blur", values: ["radius": [e.blurRadius]]) }
    // A bare opacity layer is a text's content transition (a cross-fade), not an `.opacity` modifier.
    return InspectModifier(name: "contentTransition", values: ["opacity": [e.opacity]])
  }

  /// `T(a)·M·T(−a)` with `a` the anchor in the view's layout frame.
  private func around(_ anchor: UnitPoint, _ frame: CGRect, _ m: Transform2D) -> Transform2D {
    let ax = Double(frame.minX) + anchor.x * Double(frame.width)
    let ay = Double(frame.minY) + anchor.y * Double(frame.height)
    return Transform2D.translation(x: -ax, y: -ay).concatenating(m).concatenating(.translation(x: ax, y: ay))
  }

  private static func bounds(_ frame: CGRect, _ ctm: Transform2D) -> [Double] {
    let r = ctm.apply(frame)
    return [Double(r.minX), Double(r.minY), Double(r.width), Double(r.height)]
  }

  private mutating func record(_ node: @autoclosure () -> InspectNode, _ modifiers: [InspectModifier]) {
    guard inspects else { return }
    var n = node()
    n.modifiers = modifiers.reversed()
    nodes.append(n)
  }
}
