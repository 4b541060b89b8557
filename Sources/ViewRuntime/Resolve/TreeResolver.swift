import Foundation
import AnimationEngine
import Graphics

/// What the resolver asks of the runtime: state, animator values and animated attribute values.
protocol ResolverHost: AnyObject {
  /// The value to draw for an animatable attribute whose model value is `model` (its animatable data).
  func presentation(of key: String, model: [Double], context: ResolveContext) -> [Double]
  /// The body of a component instance at `path`, evaluated with that instance's state.
  func body(of component: ComponentNode, at path: String) throws -> ViewNode
  /// The phase a phase animator shows; may set the transaction of its content (`context`).
  func phase(of animator: PhaseAnimatorNode, context: inout ResolveContext) throws -> Int
  /// The value a keyframe animator hands its content now.
  func keyframeValue(of animator: KeyframeAnimatorNode, at path: String) throws -> Any
  /// An identity boundary (an `if` branch, an `.id`) met at `path` inside `container`: its
  /// transition progress (1 = fully present) for inserted views.
  /// `viewKey` is the identity of the view's geometry (where a removed view is drawn).
  func boundary(at path: String, container: String, node: ViewNode, transition: AnyTransition, context: ResolveContext,
                viewKey: String?) -> Double
  /// Views removed from `container` that are still transitioning out, with their progress.
  func ghosts(in container: String) -> [(node: ViewNode, context: ResolveContext, transition: AnyTransition, progress: Double, frame: CGRect?)]
  /// The value to present for an attribute whose animatable data has a run-time type.
  func presentation(of key: String, anyModel: any VectorArithmetic, context: ResolveContext) -> any VectorArithmetic
  /// Lifecycle modifiers: the host runs the action after the update if the view just appeared,
  /// or (`onChange`) if the value changed.
  func lifecycle(at path: String, _ event: LifecycleEvent)
  /// Whether a value-scoped modifier (`.animation(_:value:)`, `.transaction(value:)`) at `path` applies
  /// to this update: its value changed since the last one (nil value: always).
  func changeApplies(at path: String, value: AnyHashable?) -> Bool
  /// Colours as written, by their exact animatable data: an animation that comes to rest on (or
  /// starts from) a written colour presents exactly that colour, not its Float round trip.
  var writtenColors: [[Double]: RGBAColor] { get set }
  /// A text at `path` whose string changed in an animated transaction cross-fades, as SwiftUI's
  /// default `.opacity` content transition does: the string it replaced and the fade's progress
  /// (0 … 1) while it runs, nil otherwise.
  func textFade(at path: String, text: String, context: ResolveContext) -> (previous: String, progress: Double)?
}

/// A user-supplied number, or `fallback` if it is NaN or infinite (which would poison transforms).
func sanitized(_ x: Double, _ fallback: Double = 0) -> Double { x.isFinite ? x : fallback }

/// A lifecycle modifier met while resolving.
enum LifecycleEvent {
  case appear(() throws -> Void)
  case disappear(() throws -> Void)
  case change(AnyHashable, (AnyHashable, AnyHashable) throws -> Void)
}

/// Per-position values while descending: identity path and inherited environment.
struct ResolveContext {
  var path: String
  var environment: EnvironmentValues
  /// The transaction changes found here are made in (the update's, as modifiers change it).
  var transaction = Transaction()
  /// The phase animator whose step this subtree belongs to, if that animator is stepping now.
  var animatorPath: String?
  /// Under a keyframe animator's content: values are set every frame, never transaction-animated.
  var isDriven = false
  /// A `.transition` written outside the identity boundary right below it (`Text(s).id(s).transition(.scale)`).
  var pendingTransition: AnyTransition?

  func child(_ suffix: String) -> ResolveContext {
    var c = self
    c.path += suffix
    return c
  }
}

/// Turns a view tree into a ``ResolvedView`` for one moment: evaluates component bodies through
/// the host, resolves the environment, substitutes animated values and measures text.
///
/// Attribute identity is `path|name`: the structural path of the view plus the modifier's name.
final class TreeResolver {
  let measurer: any TextMeasurer
  unowned let host: any ResolverHost
  /// Tap actions (`onTapGesture`, `Button`) in tree order.
  private(set) var tapActions: [() throws -> Void] = []
  /// Whether a `GeometryReader` was met (its content is resolved during layout).
  private(set) var sawGeometryReader = false

  init(measurer: any TextMeasurer, host: any ResolverHost) {
    self.measurer = measurer
    self.host = host
  }

  func resolveRoot(_ node: ViewNode, transaction: Transaction = Transaction()) throws -> ResolvedView {
    tapActions = []
    return try resolve(node, ResolveContext(path: "", environment: EnvironmentValues(), transaction: transaction))
  }

  private func animated(_ ctx: ResolveContext, _ name: String, _ model: [Double]) -> [Double] {
    host.presentation(of: ctx.path + "|" + name, model: model, context: ctx)
  }

  private func animatedColor(_ ctx: ResolveContext, _ name: String, _ c: RGBAColor) -> RGBAColor {
    let model = ColorVector.encode(c)
    if host.writtenColors[model] == nil {
      if host.writtenColors.count >= 4096 { host.writtenColors.removeAll() }  // bounded; only a shortcut
      host.writtenColors[model] = c
    }
    let v = animated(ctx, name, model)
    // Unanimated colours, and animations sitting exactly on a colour the scene wrote (a phase's end),
    // are drawn as written, without a round trip through the Float animation space.
    return v == model ? c : host.writtenColors[v] ?? ColorVector.decode(v)
  }

  func resolve(_ node: ViewNode, _ ctx: ResolveContext) throws -> ResolvedView {
    let view = try resolveNode(node, ctx)
    if view.key == nil {
      // The view's geometry (its laid-out frame) animates like any attribute, in this transaction.
      view.key = ctx.path
      view.animation = ctx.isDriven ? nil : ctx.transaction.animation
      view.animatorPath = ctx.animatorPath
    }
    return view
  }

  private func resolveNode(_ node: ViewNode, _ ctx: ResolveContext) throws -> ResolvedView {
    switch node {
    case .empty:
      return .empty

    case .text(let string):
      let font = ctx.environment.resolvedFont
      let style = ctx.environment.primaryForeground
      let run = TextRun(text: string, font: font, paint: style.paint(in: .zero))
      let env = ctx.environment
      func layout(_ s: String) -> TextLayout {
        TextLayout(text: s, font: font, alignment: env.multilineTextAlignment, lineLimit: env.lineLimit, measurer: measurer)
      }
      let text = ResolvedView(.text(run, layout(string), style))
      guard let fade = host.textFade(at: ctx.path, text: string, context: ctx) else { return text }
      // Cross-fade: the new text fades in where layout puts it (keeping this path's animated
      // geometry); the old one fades out at its own size, centred on it, taking no space.
      text.key = ctx.path
      text.animation = ctx.isDriven ? nil : ctx.transaction.animation
      text.animatorPath = ctx.animatorPath
      var oldRun = run
      oldRun.text = fade.previous
      let old = ResolvedView(.fixedSize(ResolvedView(.text(oldRun, layout(fade.previous), style)), horizontal: true, vertical: true))
      let fading = ResolvedView(.boundary(
        ResolvedView(.layer(text, LayerEffect(opacity: fade.progress))),
        removed: [(view: ResolvedView(.layer(old, LayerEffect(opacity: 1 - fade.progress))), frame: nil)]))
      fading.key = ctx.path + "|contentTransition"
      return fading

    case .shape(let shape):
      let kind = animatedShape(shape.kind, ctx, "")
      var fill: StylePaint?
      var stroke: (paint: StylePaint, lineWidth: Double)?
      if let f = shape.fill { fill = resolveStyle(f, ctx, "fill") }
      if let s = shape.stroke {
        let width = animated(ctx, "lineWidth", [s.lineWidth])[0]
        stroke = (resolveStyle(s.style, ctx, "stroke"), width)
      }
      if fill == nil && stroke == nil { fill = ctx.environment.primaryForeground }
      return ResolvedView(.shape(kind, fill: fill, stroke: stroke))

    case .image(let image):
      guard let symbol = SymbolLibrary.symbol(named: image.systemName) else {
        throw ViewRuntimeError.unknownSymbol(image.systemName)
      }
      let h = SymbolLibrary.imageHeight(forFontSize: ctx.environment.resolvedFont.size) * ctx.environment.imageScale.factor
      let parts = symbol.parts(mode: ctx.environment.symbolRenderingMode, styles: ctx.environment.foregroundStyles.map(\.representativeColor))
      let size = image.isResizable ? nil : CGSize(width: h * symbol.aspect, height: h)
      return ResolvedView(.symbol(symbol.name, size: size, aspect: symbol.aspect, parts: parts))

    case .color(let color):
      return ResolvedView(.color(.solid(animatedColor(ctx, "color", color.rgba))))

    case .divider:
      // 1 point thick, across the stack's axis; a filled rectangle so it animates and inspects like one.
      let thickness = 1.0
      let bar = ResolvedView(.shape(.rectangle, fill: .solid(Color.separator.rgba), stroke: nil))
      switch ctx.environment.stackAxis {
      case .horizontal: return ResolvedView(.frame(bar, width: thickness, height: nil, .center))
      default: return ResolvedView(.frame(bar, width: nil, height: thickness, .center))
      }

    case .spacer(let minLength):
      return ResolvedView(.spacer(minLength: minLength ?? 8, axis: ctx.environment.stackAxis))

    case .stack(let stack):
      var inner = ctx
      inner.environment.stackAxis = stack.axis
      inner.pendingTransition = nil
      let children = try flatten(stack.children, inner).map { try resolve($0.node, $0.context) }
      return ResolvedView(.stack(stack.axis, stack.alignment, spacing: stack.spacing ?? 8, children))

    case .group(let nodes):
      // A group outside a stack stacks its views vertically, as SwiftUI does at a scene's root.
      var inner = ctx
      inner.environment.stackAxis = .vertical
      let children = try flatten(nodes, inner).map { try resolve($0.node, $0.context) }
      if children.count == 1 { return children[0] }
      if children.isEmpty { return .empty }
      return ResolvedView(.stack(.vertical, .center, spacing: 8, children))

    case .conditional(let branch, let content):
      return try resolveBoundary(content, ctx, ctx.child("?\(branch)"))

    case .component(let component):
      let body = try host.body(of: component, at: ctx.path)
      return try resolve(body, ctx.child("/" + component.name))

    case .button(let button):
      tapActions.append(button.action)
      var inner = ctx.child("/label")
      if inner.environment.foregroundStyles.isEmpty { inner.environment.foregroundStyles = [.solid(Color.accentColor.rgba)] }
      return try resolve(button.label, inner)

    case .modified(let content, let modifier):
      return try resolveModifier(modifier, content, ctx)

    case .phaseAnimator(let animator):
      guard animator.phaseCount > 0 else { throw ViewRuntimeError.noPhases(path: ctx.path) }
      var c = ctx.child("/phases")
      let phase = try host.phase(of: animator, context: &c)
      return try resolve(animator.content(phase), c)

    case .geometryReader(let reader):
      sawGeometryReader = true
      return ResolvedView(.geometry(ResolvedView.GeometryContent(node: reader, context: ctx.child("/geometry"), resolver: self)))

    case .animatable(let node):
      let data = host.presentation(of: ctx.path + "|animatableData", anyModel: node.data, context: ctx)
      return try resolve(try node.content(data), ctx.child("/content"))

    case .keyframeAnimator(let animator):
      var c = ctx.child("/keyframes")
      c.isDriven = true
      return try resolve(animator.content(host.keyframeValue(of: animator, at: ctx.path)), c)
    }
  }

  /// A subtree whose identity starts at `boundary.path`, drawn with its insertion transition and
  /// over the views that left this position and are still transitioning out.
  private func resolveBoundary(_ content: ViewNode, _ container: ResolveContext, _ boundary: ResolveContext) throws -> ResolvedView {
    var boundary = boundary
    let transition = transition(of: content) ?? container.pendingTransition ?? .opacity
    boundary.pendingTransition = nil
    var current = try resolve(content, boundary)
    let progress = host.boundary(at: boundary.path, container: container.path, node: content, transition: transition,
                                 context: boundary, viewKey: current.key)
    if progress < 1, !current.isEmpty {
      current = applyTransition(transition.insertion, progress, to: current, insertion: true)
    }
    let ghosts = host.ghosts(in: container.path)
    guard !ghosts.isEmpty else { return current }
    // Removed views take no space: they are drawn where they last were, under the current view.
    var removed: [(view: ResolvedView, frame: CGRect?)] = []
    for ghost in ghosts {
      let view = try resolve(ghost.node, ghost.context)
      removed.append((applyTransition(ghost.transition.removal, ghost.progress, to: view, insertion: false), ghost.frame))
    }
    return ResolvedView(.boundary(current, removed: removed))
  }

  /// The outermost `.transition` of a subtree, if any.
  private func transition(of node: ViewNode) -> AnyTransition? {
    var n = node
    while true {
      switch n {
      case .modified(let inner, let m):
        if case .transition(let t) = m { return t }
        n = inner
      case .conditional(_, let inner): n = inner
      case .group(let nodes) where nodes.count == 1: n = nodes[0]
      default: return nil
      }
    }
  }

  private func applyTransition(_ effect: AnyTransition.Effect, _ p: Double, to view: ResolvedView, insertion: Bool) -> ResolvedView {
    switch effect {
    case .identity: return view
    case .opacity: return ResolvedView(.opacity(view, min(1, max(0, p))))
    case .scale(let s, let anchor):
      let k = s + (1 - s) * p
      return ResolvedView(.scale(view, CGSize(width: k, height: k), anchor: anchor))
    case .offset(let o):
      return ResolvedView(.offset(view, CGSize(width: Double(o.width) * (1 - p), height: Double(o.height) * (1 - p))))
    case .move(let edge):
      let f = 1 - p
      switch edge {
      case .leading: return ResolvedView(.relativeOffset(view, x: -f, y: 0))
      case .trailing: return ResolvedView(.relativeOffset(view, x: f, y: 0))
      case .top: return ResolvedView(.relativeOffset(view, x: 0, y: -f))
      case .bottom: return ResolvedView(.relativeOffset(view, x: 0, y: f))
      }
    case .combined(let effects):
      return effects.reduce(view) { applyTransition($1, p, to: $0, insertion: insertion) }
    }
  }

  /// Children of a stack with groups, branches and multi-view component bodies spliced in.
  private func flatten(_ nodes: [ViewNode], _ ctx: ResolveContext) throws -> [(node: ViewNode, context: ResolveContext)] {
    var out: [(node: ViewNode, context: ResolveContext)] = []
    for (i, node) in nodes.enumerated() {
      let c = ctx.child("/\(i)")
      switch node {
      case .group(let inner): out += try flatten(inner, c)
      case .conditional(let branch, let inner):
        // A branch of one view (or none) stays a child, so its view can transition in and out (the
        // empty branch keeps the place where a removed view is still drawn); a block is spliced in.
        // Builders wrap every branch in a group, so a one-view group counts as one view.
        if case .group(let views) = inner, views.count > 1 || views.first.map(Self.isGroup) == true {
          out += try flatten([inner], c.child("?\(branch)"))
        } else {
          out.append((node, c))
        }
      case .component(let component):
        let body = try host.body(of: component, at: c.path)
        if case .group = body { out += try flatten([body], c.child("/" + component.name)) }
        else { out.append((body, c.child("/" + component.name))) }
      default: out.append((node, c))
      }
    }
    return out
  }

  private static func isGroup(_ node: ViewNode) -> Bool {
    if case .group = node { return true }
    return false
  }

  /// A shape with its animatable parameters (corner radius, trim ends) at their presented values.
  private func animatedShape(_ kind: ShapeKind, _ ctx: ResolveContext, _ prefix: String) -> ShapeKind {
    switch kind {
    case .roundedRectangle(let r):
      return .roundedRectangle(cornerRadius: animated(ctx, prefix + "cornerRadius", [sanitized(r)])[0])
    case .trimmed(let base, let from, let to):
      let v = animated(ctx, prefix + "trim", [sanitized(from), sanitized(to, 1)])
      return .trimmed(animatedShape(base, ctx, prefix + "trimmed."), from: v[0], to: v[1])
    case .custom(var shape):
      guard let data = shape.animatableData, let rebuild = shape.pathWithData else { return kind }
      let presented = host.presentation(of: ctx.path + "|" + prefix + "shapeData", anyModel: data, context: ctx)
      shape.path = rebuild(presented)
      return .custom(shape)
    default:
      return kind
    }
  }

  private func resolveStyle(_ style: AnyShapeStyle, _ ctx: ResolveContext, _ name: String) -> StylePaint {
    switch style.resolvedStyle {
    case .color(let c): return .solid(animatedColor(ctx, name, c.rgba))
    case .linearGradient(let g):
      // Gradients are not animated (yet): their stops are drawn as written.
      let stops = g.gradient.stops.map { GradientStop(color: $0.color.rgba, location: $0.location) }
      return .linear(stops: stops, start: g.startPoint, end: g.endPoint)
    case .foreground: return ctx.environment.primaryForeground
    }
  }

  private func resolveModifier(_ modifier: ViewModifierNode, _ content: ViewNode, _ ctx: ResolveContext) throws -> ResolvedView {
    let inner = ctx.child("/m")
    func child(_ c: ResolveContext = inner) throws -> ResolvedView { try resolve(content, c) }
    /// The content resolved with one environment value changed, as SwiftUI's environment modifiers do.
    func withEnvironment(_ change: (inout EnvironmentValues) -> Void) throws -> ResolvedView {
      var c = inner
      change(&c.environment)
      return try child(c)
    }

    switch modifier {
    case .frame(let w, let h, let alignment):
      // SwiftUI ignores negative or non-finite frame dimensions (and logs); so do we. Frame sizes are
      // layout inputs, not animated themselves: the views' resulting geometry animates.
      let rw = w.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }
      let rh = h.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }
      return ResolvedView(.frame(try child(), width: rw, height: rh, alignment))

    case .flexibleFrame(let f):
      return ResolvedView(.flexibleFrame(try child(), f))

    case .padding(let e):
      let v = [sanitized(e.top), sanitized(e.leading), sanitized(e.bottom), sanitized(e.trailing)]
      return ResolvedView(.padding(try child(), EdgeInsets(top: v[0], leading: v[1], bottom: v[2], trailing: v[3])))

    case .background(let view, let alignment):
      var c = ctx.child("/background")
      c.environment.stackAxis = nil
      let bg = try resolve(view, c)
      return ResolvedView(.background(try child(), bg, alignment))

    case .overlay(let view, let alignment):
      let main = try child()
      var c = ctx.child("/overlay")
      c.environment.stackAxis = nil
      return ResolvedView(.overlay(main, try resolve(view, c), alignment))

    case .fixedSize(let h, let v):
      return ResolvedView(.fixedSize(try child(), horizontal: h, vertical: v))

    case .aspectRatio(let ratio, let fill):
      let r = ratio.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
      return ResolvedView(.aspectRatio(try child(), ratio: r, fill: fill))

    case .imageScale(let scale):
      return try withEnvironment { $0.imageScale = scale }

    case .layoutPriority(let p):
      return ResolvedView(.layoutPriority(try child(), p))

    case .blur(let radius):
      let r = animated(ctx, "blur", [radius])[0]
      return ResolvedView(.layer(try child(), LayerEffect(blurRadius: max(0, r))))

    case .shadow(let color, let radius, let x, let y):
      let c = animatedColor(ctx, "shadow.color", color.rgba)
      let v = animated(ctx, "shadow", [radius, x, y])
      return ResolvedView(.layer(try child(), LayerEffect(shadow: Shadow(color: c, radius: max(0, v[0]), x: v[1], y: v[2]))))

    case .clipShape(let kind):
      return ResolvedView(.clip(try child(), animatedShape(kind, ctx, "clip.")))

    case .rotationEffect(let angle, let anchor):
      // Angle's animatable data is radians × 128, as in SwiftUI.
      let v = animated(ctx, "rotationEffect", [sanitized(angle.animatableData)])
      return ResolvedView(.rotation(try child(), radians: v[0] / 128, anchor: anchor))

    case .scaleEffect(let s, let anchor):
      let v = animated(ctx, "scaleEffect", [sanitized(Double(s.width), 1), sanitized(Double(s.height), 1)])
      return ResolvedView(.scale(try child(), CGSize(width: v[0], height: v[1]), anchor: anchor))

    case .offset(let o):
      let v = animated(ctx, "offset", [sanitized(Double(o.width)), sanitized(Double(o.height))])
      return ResolvedView(.offset(try child(), CGSize(width: v[0], height: v[1])))

    case .opacity(let o):
      let v = animated(ctx, "opacity", [min(1, max(0, sanitized(o, 1)))])
      return ResolvedView(.opacity(try child(), v[0]))

    case .foregroundStyle(let styles):
      var c = inner
      c.environment.foregroundStyles = styles.enumerated().map { i, s in resolveStyle(s, ctx, "foregroundStyle.\(i)") }
      let resolved = try child(c)
      guard let first = c.environment.foregroundStyles.first?.representativeColor else { return resolved }
      return ResolvedView(.marker(resolved, .foregroundStyle([first.red, first.green, first.blue, first.alpha])))

    case .font(let font):
      return try withEnvironment { $0.font = font }

    case .fontWeight(let weight):
      return try withEnvironment { $0.fontWeight = weight }

    case .bold(let on):
      return try withEnvironment { $0.isBold = on }

    case .italic(let on):
      return try withEnvironment { $0.isItalic = on }

    case .fontDesign(let design):
      return try withEnvironment { $0.fontDesign = design }

    case .hidden:
      return ResolvedView(.hidden(try child()))

    case .zIndex(let z):
      return ResolvedView(.zIndex(try child(), sanitized(z)))

    case .clipped:
      return ResolvedView(.clip(try child(), .rectangle))

    case .multilineTextAlignment(let alignment):
      return try withEnvironment { $0.multilineTextAlignment = alignment }

    case .lineLimit(let limit):
      return try withEnvironment { $0.lineLimit = limit }

    case .symbolRenderingMode(let mode):
      return try withEnvironment { $0.symbolRenderingMode = mode }

    case .id(let id):
      return try resolveBoundary(content, inner, inner.child("#\(id)"))

    case .transition(let t):
      var c = inner
      c.pendingTransition = t
      return try child(c)

    case .onTapGesture(_, let action):
      tapActions.append(action)
      return try child()

    case .onAppear(let action):
      host.lifecycle(at: ctx.path, .appear(action))
      return try child()

    case .onDisappear(let action):
      host.lifecycle(at: ctx.path, .disappear(action))
      return try child()

    case .onChange(let value, let action):
      host.lifecycle(at: ctx.path, .change(value, action))
      return try child()

    case .animation(let animation, let value):
      var c = inner
      if host.changeApplies(at: ctx.path, value: value) && !ctx.transaction.disablesAnimations {
        c.transaction.animation = animation
      }
      return try child(c)

    case .transaction(let transform, let value):
      var c = inner
      if host.changeApplies(at: ctx.path, value: value) { try transform(&c.transaction) }
      return try child(c)

    case .transactionBody(let transform, let body):
      // The body's modifiers see the changed transaction; the content inside them the outer one.
      var c = inner
      try transform(&c.transaction)
      let placeholder = ViewNode.modified(content, .restoreTransaction(ctx.transaction))
      return try resolve(try body(placeholder), c)

    case .restoreTransaction(let transaction):
      var c = inner
      c.transaction = transaction
      return try child(c)
    }
  }
}

/// Colours as animatable data: the engine's `ResolvedColor` data (premultiplied Oklab-LMS × 128 by
/// default, as SwiftUI apps built with the iOS 18 SDK animate colours).
enum ColorVector {
  static func encode(_ c: RGBAColor) -> [Double] {
    let d = ResolvedColor(red: Float(c.red), green: Float(c.green), blue: Float(c.blue), opacity: Float(c.alpha)).animatableData
    return [Double(d.first), Double(d.second.first), Double(d.second.second.first), Double(d.second.second.second)]
  }

  static func decode(_ v: [Double]) -> RGBAColor {
    guard v.count == 4 else { return .clear }
    let data = ResolvedColor.AnimatableData(Float(v[0]), AnimatablePair(Float(v[1]), AnimatablePair(Float(v[2]), Float(v[3]))))
    let c = ResolvedColor(animatableData: data, in: EngineChoices.colorInterpolationSpace)
    func clamp(_ x: Float) -> Double { min(1, max(0, Double(x))) }
    return RGBAColor(red: clamp(c.red), green: clamp(c.green), blue: clamp(c.blue), alpha: clamp(c.opacity))
  }
}
