import AnimationEngine
import Foundation
import Graphics

/// SwiftUI's `Canvas { context, size in … }`: a leaf view that fills the space it is offered and
/// draws with a ``GraphicsContext``. https://developer.apple.com/documentation/swiftui/canvas
///
/// The renderer runs when the canvas is drawn (its size is known then), every frame the canvas is
/// drawn; inside a `KeyframeAnimator` or `TimelineView` it sees that frame's values. Its operations
/// become display items: fills and strokes in the canvas's space (the context transform then the
/// view's placement), views (`draw(Text(…), at:)`, resolved symbols) laid out at their ideal size,
/// and layers for clips, filters and the opacity of views and layers.
public struct CanvasView: ViewEffect, ResolvableEffect {
  public var renderer: (inout GraphicsContext, CGSize) throws -> Void

  public init(renderer: @escaping (inout GraphicsContext, CGSize) throws -> Void) {
    self.renderer = renderer
  }

  func resolve(_ r: EffectResolution) throws -> ResolvedView {
    var count = 0
    let resolveView: (ViewNode) throws -> ResolvedView = { node in
      count += 1
      return try r.resolve(node, "/canvas\(count)")
    }
    return ResolvedView(.effect(.empty, CanvasDrawer(renderer: renderer, resolveView: resolveView, environment: r.environment)))
  }
}

struct CanvasDrawer: DrawnEffect {
  var renderer: (inout GraphicsContext, CGSize) throws -> Void
  var resolveView: (ViewNode) throws -> ResolvedView
  /// Colours resolve in the canvas's colour scheme and tint.
  var environment: EnvironmentValues

  func sizeThatFits(_ content: ResolvedView, _ proposal: ProposedViewSize) -> CGSize {
    CGSize(width: proposal.width ?? 10, height: proposal.height ?? 10)
  }

  /// Drawn as a whole: right to left, only its position is mirrored (SwiftUI mirrors neither a canvas's
  /// drawing nor an image unless `flipsForRightToLeftLayoutDirection(true)`).
  func draw(_ content: ResolvedView, _ place: EffectPlacement, _ out: inout DisplayListBuilder) throws {
    try out.drawLeaf(place) { p, o in try drawUnmirrored(content, p, &o) }
  }

  private func drawUnmirrored(_ content: ResolvedView, _ place: EffectPlacement, _ out: inout DisplayListBuilder) throws {
    let frame = place.frame
    let recording = CanvasRecording(environment: environment)
    var context = GraphicsContext(recording: recording)
    try renderer(&context, frame.size)
    // Canvas space → the view's placement: the canvas's origin is its frame's top-left corner.
    let toCanvas = Transform2D.translation(x: Double(frame.minX), y: Double(frame.minY)).concatenating(place.ctm)
    let whole = CGRect(origin: .zero, size: frame.size)
    // A canvas is drawn into its own backing store in SwiftUI, so blend modes combine with what the canvas
    // drew before, not with the views behind it: blending canvases get a layer of their own.
    let blends = recording.operations.contains { $0.state.blendMode != "normal" }
    if blends { out.emit(.beginLayer(LayerEffect())) }
    var groups: [[Closer]] = []  // how to close the layers opened by each `drawLayer` still open
    for op in recording.operations {
      let state = op.state
      if case .endLayer = op.kind {
        close(groups.popLast() ?? [], &out)
        continue
      }
      let layers = openLayers(state, toCanvas, &out, forcing: op.kind)
      if case .beginLayer = op.kind {
        groups.append(layers.closers)
        continue
      }
      let t = state.transform.concatenating(toCanvas)
      let fade = layers.fadesPaint ? state.opacity : 1
      switch op.kind {
      case .fill(let path, let shading, let rule):
        out.emit(.fill(path: path, paint: paint(shading, state, whole, fade), rule: rule, transform: t))
      case .stroke(let path, let shading, let style):
        out.emit(.stroke(path: path, paint: paint(shading, state, whole, fade), style: style, transform: t))
      case .view(let node, let placement):
        let view = try resolveView(node)
        let rect: CGRect
        switch placement {
        case .in(let r): rect = r
        case .at(let p, let anchor):
          let s = view.sizeThatFits(ProposedViewSize(width: nil, height: nil))
          rect = CGRect(x: Double(p.x) - anchor.x * Double(s.width), y: Double(p.y) - anchor.y * Double(s.height), width: s.width, height: s.height)
        }
        let inner = EffectPlacement(laidOut: rect, frame: rect, shift: .zero, ctm: state.transform.concatenating(toCanvas), modifiers: place.modifiers, inspects: place.inspects)
        try out.draw(view, inner)
      case .beginLayer, .endLayer:
        break
      }
      close(layers.closers, &out)
    }
    if blends { out.emit(.endLayer) }
    out.record(InspectNode(kind: .shape, shape: "Canvas", bounds: [], modifiers: []),
               place.adding(InspectModifier(name: "canvas", values: ["operations": [Double(recording.operations.count)]])))
  }

  /// How one opened layer is closed: plainly, or (an even-odd clip) by drawing its mask first.
  private enum Closer {
    case layer
    case evenOddMask(Path, Transform2D)
  }

  private struct OpenLayers {
    /// Innermost first.
    var closers: [Closer]
    /// Opacity is applied to the paint instead of a layer (one fill or stroke covers each pixel once).
    var fadesPaint: Bool
  }

  /// Opens the layers an operation needs: one for a blend mode (outermost, so the operation blends with
  /// the canvas), one per clip, one for filters and (for views, layers and non-solid paints, where alpha
  /// cannot simply scale one paint) opacity.
  private func openLayers(_ s: GraphicsContext, _ toCanvas: Transform2D, _ out: inout DisplayListBuilder,
                          forcing kind: CanvasRecording.Operation.Kind) -> OpenLayers {
    var closers: [Closer] = []
    if let mode = s.compositedBlendMode, mode != .normal {
      out.emit(.beginLayer(LayerEffect(blendMode: mode)))
      closers.append(.layer)
    }
    for clip in s.clips {
      let t = clip.transform.concatenating(toCanvas)
      switch clip.rule {
      case .nonZero:
        out.emit(.beginLayer(LayerEffect(clip: clip.path, clipTransform: t)))
        closers.append(.layer)
      case .evenOdd:
        // Layer clips fill non-zero; an even-odd clip is a mask of the path filled even-odd.
        out.emit(.beginLayer(LayerEffect()))
        closers.append(.evenOddMask(clip.path, t))
      }
    }
    let isPaint: Bool
    switch kind {
    case .fill, .stroke: isPaint = true
    default: isPaint = false
    }
    var blur = 0.0
    var shadow: Shadow?
    var matrix = ColorMatrix.identity
    var threshold: AlphaThreshold?
    for f in s.filters {
      switch f {
      case .blur(let r): blur += r
      case .shadow(let c, let r, let x, let y): shadow = Shadow(color: environment.resolve(c), radius: r, x: x, y: y)
      case .colorMultiply(let c): if !isPaint { matrix = matrix.concatenating(.multiply(environment.resolve(c))) }
      case .colorMatrix(let m): matrix = matrix.concatenating(m)
      case .alphaThreshold(let lo, let hi, let c): threshold = AlphaThreshold(min: lo, max: hi, color: environment.resolve(c))
      }
    }
    let needsOpacityLayer = !isPaint && s.opacity < 1
    if blur > 0 || shadow != nil || needsOpacityLayer || !matrix.isIdentity || threshold != nil {
      let layerOpacity = needsOpacityLayer ? s.opacity : 1
      out.emit(.beginLayer(LayerEffect(opacity: max(0, min(1, layerOpacity)), blurRadius: blur, shadow: shadow,
                                       colorMatrix: matrix.isIdentity ? nil : matrix, alphaThreshold: threshold)))
      closers.append(.layer)
    }
    return OpenLayers(closers: closers.reversed(), fadesPaint: isPaint && s.opacity < 1)
  }

  private func close(_ closers: [Closer], _ out: inout DisplayListBuilder) {
    for closer in closers {
      if case .evenOddMask(let path, let t) = closer {
        out.emit(.beginMask)
        out.emit(.fill(path: path, paint: .solid(.black), rule: .evenOdd, transform: t))
      }
      out.emit(.endLayer)
    }
  }

  private func paint(_ shading: GraphicsContext.Shading, _ s: GraphicsContext, _ canvas: CGRect, _ fade: Double) -> Paint {
    func stops(_ g: Gradient) -> [GradientStop] { g.stops.map { GradientStop(color: environment.resolve($0.color), location: $0.location) } }
    var p: Paint
    switch shading {
    case .color(let c): p = .solid(environment.resolve(c))
    case .linearGradient(let g, let a, let b): p = .linearGradient(stops: stops(g), start: a, end: b)
    case .radialGradient(let g, let c, let r0, let r1): p = .radialGradient(stops: stops(g), center: c, startRadius: r0, endRadius: r1, yScale: 1)
    case .conicGradient(let g, let c, let a): p = .conicGradient(stops: stops(g), center: c, startAngle: a.radians, endAngle: a.radians + 2 * .pi)
    case .style(let style): p = CanvasDrawer.staticPaint(style.resolvedStyle, canvas, environment)
    }
    for f in s.filters { if case .colorMultiply(let m) = f { p = p.multiplied(by: environment.resolve(m)) } }
    return fade < 1 ? p.withAlphaMultiplied(by: max(0, fade)) : p
  }

  /// A shape style as a canvas paint in `env` (its scheme, tint and foreground), without animation.
  static func staticPaint(_ style: ResolvedShapeStyle, _ canvas: CGRect, _ env: EnvironmentValues) -> Paint {
    func stops(_ g: Gradient) -> [GradientStop] { g.stops.map { GradientStop(color: env.resolve($0.color), location: $0.location) } }
    switch style {
    case .color(let c): return .solid(env.resolve(c))
    case .linearGradient(let g): return StylePaint.linear(stops: stops(g.gradient), start: g.startPoint, end: g.endPoint).paint(in: canvas)
    case .radialGradient(let g):
      return StylePaint.radial(stops: stops(g.gradient), center: g.center, startRadius: g.startRadius, endRadius: g.endRadius).paint(in: canvas)
    case .ellipticalGradient(let g):
      return StylePaint.elliptical(stops: stops(g.gradient), center: g.center, startFraction: g.startRadiusFraction, endFraction: g.endRadiusFraction).paint(in: canvas)
    case .angularGradient(let g):
      let end = g.endAngle.radians == g.startAngle.radians ? g.startAngle.radians + 2 * .pi : g.endAngle.radians
      return StylePaint.conic(stops: stops(g.gradient), center: g.center, startAngle: g.startAngle.radians, endAngle: end).paint(in: canvas)
    case .foreground, .hierarchical(0): return env.primaryForeground.paint(in: canvas)
    case .hierarchical(let level):
      let styles = env.foregroundStyles
      if styles.isEmpty { return .solid(env.resolve(HierarchicalShapeStyle.labelColor(level))) }
      if level < styles.count { return styles[level].paint(in: canvas) }
      return styles[0].faded(by: HierarchicalShapeStyle.opacities[min(max(level, 0), 3)]).paint(in: canvas)
    case .tint: return .solid(env.resolve(Color.accentColor))
    case .background:
      var outer = env
      let style = outer.backgroundStyle
      outer.backgroundStyle = nil
      return staticPaint(style ?? BackgroundStyleEffect.systemBackground, canvas, outer)
    case .meshGradient(let g):
      let mesh = MeshStyle(width: g.width, height: g.height, points: g.points, colors: g.colors.map(env.resolve),
                           background: env.resolve(g.background), smooth: g.smoothsColors)
      return StylePaint.mesh(mesh).paint(in: canvas)
    case .opacity(let inner, let f): return staticPaint(inner, canvas, env).withAlphaMultiplied(by: f)
    }
  }
}

extension Paint {
  /// Every colour multiplied channel by channel by `m` (SwiftUI's `colorMultiply`).
  func multiplied(by m: RGBAColor) -> Paint {
    func mul(_ c: RGBAColor) -> RGBAColor { RGBAColor(red: c.red * m.red, green: c.green * m.green, blue: c.blue * m.blue, alpha: c.alpha * m.alpha) }
    func each(_ s: [GradientStop]) -> [GradientStop] { s.map { GradientStop(color: mul($0.color), location: $0.location) } }
    switch self {
    case .solid(let c): return .solid(mul(c))
    case .linearGradient(let s, let a, let b): return .linearGradient(stops: each(s), start: a, end: b)
    case .radialGradient(let s, let c, let r0, let r1, let y): return .radialGradient(stops: each(s), center: c, startRadius: r0, endRadius: r1, yScale: y)
    case .conicGradient(let s, let c, let a0, let a1): return .conicGradient(stops: each(s), center: c, startAngle: a0, endAngle: a1)
    case .mesh(var m):
      m.colors = m.colors.map(mul)
      m.background = mul(m.background)
      return .mesh(m)
    }
  }
}
