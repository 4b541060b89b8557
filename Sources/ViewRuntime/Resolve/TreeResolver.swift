import Foundation
import AnimationEngine
import Graphics

/// Turns a view tree into a ``ResolvedView`` for one moment: evaluates component bodies through
/// the host, resolves the environment, substitutes animated values and measures text.
///
/// An attribute's identity is its view's ``ViewIdentity`` with the modifier's name (`attribute(name)`).
final class TreeResolver {
  let measurer: any TextMeasurer
  /// Icon-font outlines for symbols beyond the built-in ones: the measurer's, if it has them.
  let glyphs: (any SymbolGlyphSource)?
  /// A `var` so a transitioning subtree can be resolved through a host that interpolates its transition's
  /// modifier states (`TransitionStateHost`).
  unowned var host: any ResolverHost
  /// Tap actions (`onTapGesture`, `Button`) in tree order.
  var tapActions: [() throws -> Void] = []
  /// `matchedGeometryEffect` sources' frames as this pass draws them (for `isSource: false` views).
  let matchedFrames = MatchedFrameTable()
  /// Interactive views (gestures, buttons, accessibility names) in resolution order; drawing fills in
  /// where they are (see ``InteractionMap``).
  var interactions: [InteractionNode] = []
  /// Whether a `GeometryReader` was met (its content is resolved during layout).
  private(set) var sawGeometryReader = false

  /// See `SceneRuntime.onUnknownSymbol`.
  let onUnknownSymbol: (String) throws -> Void
  /// Records (or replays) this pass's resolution for the frames after it (see ``FrameCache``).
  var recorder: FrameRecorder?

  /// Called with a warning about what is drawn differently (a custom font's stand-in); the runtime
  /// passes each message on once.
  let onWarning: (String) -> Void
  /// The runtime's identities: the root every pass starts from.
  let identities: IdentityTable

  init(measurer: any TextMeasurer, host: any ResolverHost, identities: IdentityTable, onUnknownSymbol: @escaping (String) throws -> Void = { _ in },
       onWarning: @escaping (String) -> Void = { _ in }) {
    self.measurer = measurer
    self.onUnknownSymbol = onUnknownSymbol
    self.onWarning = onWarning
    glyphs = ((measurer as? CachingMeasurer)?.base ?? measurer) as? any SymbolGlyphSource
    self.host = host
    self.identities = identities
  }

  func resolveRoot(_ node: ViewNode, transaction: Transaction = Transaction()) throws -> ResolvedView {
    tapActions = []
    interactions = []
    return try resolve(node, ResolveContext(identity: identities.root, environment: EnvironmentValues(), transaction: transaction))
  }

  func interactionNode(_ role: InteractionRole, key: String) -> InteractionNode {
    let node = InteractionNode(role: role, key: key, order: interactions.count)
    interactions.append(node)
    return node
  }

  func animated(_ ctx: ResolveContext, _ name: String, _ model: [Double]) -> [Double] {
    // A kept frame's node reads its attributes in the order it read them when recorded.
    if let recorder, let read = recorder.nextRead() { return recorder.presented(read, model) }
    return host.presentation(of: ctx.identity.attribute(name), model: model, context: ctx)
  }

  func animatedColor(_ ctx: ResolveContext, _ name: String, _ c: RGBAColor) -> RGBAColor {
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
    guard let recorder else { return try resolveIdentified(node, ctx) }
    return try recorder.step(node, ctx) { try resolveIdentified(node, ctx) }
  }

  private func resolveIdentified(_ node: ViewNode, _ ctx: ResolveContext) throws -> ResolvedView {
    let ctx = try ctx.nested()
    let view = try resolveNode(node, ctx)
    if view.key == nil { identify(view, ctx, key: ctx.identity) }
    return view
  }

  /// The view's geometry (its laid-out frame) animates like any attribute, in this transaction.
  func identify(_ view: ResolvedView, _ ctx: ResolveContext, key: ViewIdentity) {
    view.key = key
    view.animation = ctx.isDriven ? nil : ctx.transaction.animation
    view.animatorPath = ctx.animatorPath
    host.didResolve(view, context: ctx)
  }

  private func resolveNode(_ node: ViewNode, _ ctx: ResolveContext) throws -> ResolvedView {
    switch node {
    case .empty:
      return .empty

    case .text(let written):
      return try resolveText(written, [], ctx)

    case .styledText(let written, let spans):
      return try resolveText(written, spans, ctx)

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
      return try resolveSymbolImage(image, ctx)

    case .color(let color):
      return ResolvedView(.color(.solid(animatedColor(ctx, "color", ctx.environment.resolve(color)))))

    case .divider:
      // 1 point thick, across the stack's axis; a filled rectangle so it animates and inspects like one.
      let thickness = 1.0
      let bar = ResolvedView(.shape(.rectangle, fill: .solid(Color.separator.resolved(ctx.environment.colorScheme)), stroke: nil))
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
      let children = try flatten(stack.children, inner).map(resolve)
      let spacing = stack.spacing.map { StackSpacing($0) } ?? .standard(between: children, axis: stack.axis)
      return ResolvedView(.stack(stack.axis, stack.alignment, spacing: spacing, children))

    case .group, .forEach:
      // A group outside a stack stacks its views vertically, as SwiftUI does at a scene's root.
      var inner = ctx
      inner.environment.stackAxis = .vertical
      let nodes = if case .group(let nodes) = node { nodes } else { [node] }
      let children = try flatten(nodes, inner).map(resolve)
      if children.count == 1 { return children[0] }
      if children.isEmpty { return .empty }
      return ResolvedView(.stack(.vertical, .center, spacing: 8, children))

    case .conditional(let branch, let content):
      return try resolveBoundary(content, ctx, ctx.child("?\(branch)"))

    case .component(let component):
      var c = ctx
      let body = try host.body(of: component, context: &c)
      return try resolve(body, c.child("/" + component.name))

    case .button(var button):
      // Controls/ButtonResolution.swift draws it (styles, size, tint, role) and registers its tap action;
      // the interaction effect makes it a target for `Tap(on:)` and preview clicks. A container's
      // follow-up (an alert dismissing itself) runs after the button's own action.
      if let after = ctx.environment.controls.afterButtonAction {
        let own = button.action
        button.action = { try own(); try after() }
      }
      let target = interactionNode(.button(action: button.action), key: ctx.path)
      return InteractionEffect.wrap(try resolveButton(button, ctx), target)

    case .modified(let content, let modifier):
      return try resolveModifier(modifier, content, ctx)

    case .primitive(let view):
      return try resolveEffect(view, .empty, ctx)

    case .phaseAnimator(let animator):
      guard animator.phaseCount > 0 else { throw ViewRuntimeError.noPhases(path: ctx.path) }
      var c = ctx.child("/phases")
      let content = try host.phaseContent(of: animator, outer: ctx, context: &c)
      let view = try resolve(content, c)
      host.didResolvePhaseContent(view, at: c.identity)
      return view

    case .geometryReader(let reader):
      sawGeometryReader = true
      var c = ctx.child("/geometry")
      c.fresh = true  // built from the proxy each time
      return ResolvedView(.geometry(ResolvedView.GeometryContent(node: reader, context: c, resolver: self)))

    case .animatable(let node):
      let reads = recorder?.liveReads
      let data = host.presentation(of: ctx.identity.attribute("animatableData"), anyModel: node.data, context: ctx)
      // Content built from the data every frame: a kept frame would keep the old content.
      if let recorder, recorder.liveReads != reads { recorder.uncacheable = true }
      var c = ctx.child("/content")
      c.fresh = true  // rebuilt every frame from the interpolated data
      return try resolve(try node.content(data), c)

    case .keyframeAnimator(let animator):
      var c = ctx.child("/keyframes")
      c.isDriven = true
      c.fresh = true  // Apple: the content closure runs every frame while the animation runs
      return try resolve(animator.content(host.keyframeValue(of: animator, context: ctx)), c)

    case .timeline(let timeline):
      var c = ctx.child("/timeline")
      let content = try host.timelineContent(of: timeline, context: &c)
      return try resolve(content, c)
    }
  }

  /// Children of a stack with groups, branches and multi-view component bodies spliced in.
  /// A child of a container after flattening; `boundary` for a view of a multi-view `if` block:
  /// it transitions in and out on its own, within the block's place (`container`).
  struct FlatChild {
    var node: ViewNode
    var context: ResolveContext
    var boundary: (container: ResolveContext, drawsGhosts: Bool)? = nil
    /// The places of the blocks around a nested block's view, innermost first: the view comes and
    /// goes with them too (an `if` block inside a `ForEach` row transitions with the row).
    var outer: [ViewIdentity] = []
    /// A `ForEach` row's id, marked where the row is laid out for a scroll view looking for it.
    var identity: AnyHashable? = nil
  }

  private func resolve(_ child: FlatChild) throws -> ResolvedView {
    guard let b = child.boundary else { return try resolve(child.node, child.context) }
    let view = try resolveBoundary(child.node, b.container, child.context, drawsGhosts: b.drawsGhosts, outer: child.outer)
    guard let id = child.identity, !view.isEmpty else { return view }
    return ResolvedView(.effect(view, IdentityModifier.Marker(id: id)))
  }

  func flatten(_ nodes: [ViewNode], _ ctx: ResolveContext) throws -> [FlatChild] {
    let ctx = try ctx.nested()  // nested groups and component bodies recurse here, not through resolve
    var out: [FlatChild] = []
    for (i, node) in nodes.enumerated() {
      let c = ctx.child("/\(i)")
      switch node {
      case .group(let inner): out += try flatten(inner, c)
      case .forEach(let rows): out += try flatten(rows, c)
      case .conditional(let branch, let inner):
        // A branch of one view (or none) stays a child, so its view can transition in and out (the
        // empty branch keeps the place where a removed view is still drawn). Builders wrap every
        // branch in a group, so a one-view group counts as one view. A block of several views is
        // spliced in, each view transitioning on its own in the block's place (see `boundaries`).
        // The compiled `ViewBuilder` passes a one-statement branch as it is, so a lone `ForEach` is
        // such a block too: its rows are the container's children, as in SwiftUI (a `Grid` sees
        // each `GridRow` a ForEach in an `if` makes: https://developer.apple.com/documentation/swiftui/grid).
        let blockViews: [ViewNode]? = switch inner {
        case .group(let views): views
        case .forEach: [inner]
        default: nil
        }
        if let views = blockViews, views.count > 1 || views.first.map(Self.isGroup) == true {
          var drawsGhosts = true
          out += boundaries(try flatten([inner], c.child("?\(branch)")), in: c, drawsGhosts: &drawsGhosts)
        } else {
          out.append(FlatChild(node: node, context: c))
        }
      case .component(let component):
        var bc = c
        let body = try host.body(of: component, context: &bc)
        if Self.isGroup(body) { out += try flatten([body], bc.child("/" + component.name)) }
        else { out.append(FlatChild(node: body, context: bc.child("/" + component.name))) }
      default: out.append(FlatChild(node: node, context: c))
      }
    }
    return out
  }

  private static func isGroup(_ node: ViewNode) -> Bool {
    switch node {
    case .group, .forEach: return true
    default: return false
    }
  }

  /// Whether `node` is several views (a group of more than one, or a `ForEach`).
  static func isBlock(_ node: ViewNode) -> Bool {
    switch node {
    case .group(let views): return views.count > 1
    case .forEach: return true
    default: return false
    }
  }

  /// The views of a block of several (an `if` branch, a `ForEach` row), spliced into its container,
  /// each in a boundary of its own in the block's place (`container`): SwiftUI gives each view of the
  /// block its own identity and inserts and removes it with its transition. Splicing runs component
  /// bodies, so a custom view's body is the content of its boundary (its outermost `.transition`
  /// counts, as a transition set in a body does in SwiftUI). The first of them draws the views that
  /// left the place, if `drawsGhosts`. A view already in a boundary (a nested block's) keeps it, and
  /// comes and goes with this block too, as in SwiftUI, where a removed row's views all transition out.
  func boundaries(_ children: [FlatChild], in container: ResolveContext, drawsGhosts: inout Bool) -> [FlatChild] {
    children.map { child in
      guard child.boundary == nil else {
        var nested = child
        nested.outer.append(container.identity)
        return nested
      }
      defer { drawsGhosts = false }
      return FlatChild(node: child.node, context: child.context, boundary: (container, drawsGhosts), outer: child.outer, identity: child.identity)
    }
  }

  /// A shape with its animatable parameters (corner radius, trim ends) at their presented values.
  func animatedShape(_ kind: ShapeKind, _ ctx: ResolveContext, _ prefix: String) -> ShapeKind {
    switch kind {
    case .roundedRectangle(let r):
      return .roundedRectangle(cornerRadius: animated(ctx, prefix + "cornerRadius", [sanitized(r)])[0])
    case .trimmed(let base, let from, let to):
      let v = animated(ctx, prefix + "trim", [sanitized(from), sanitized(to, 1)])
      return .trimmed(animatedShape(base, ctx, prefix + "trimmed."), from: v[0], to: v[1])
    case .custom(var shape):
      if shape.name == ContainerShapeEffect.relativeShapeName { return animatedShape(containerRelativeShape(ctx), ctx, prefix) }
      guard let data = shape.animatableData, let rebuild = shape.pathWithData else { return kind }
      let presented = host.presentation(of: ctx.identity.attribute(prefix + "shapeData"), anyModel: data, context: ctx)
      shape.throwingPath = rebuild(presented)
      return .custom(shape)
    default:
      return kind.presented({ animated(ctx, prefix + $0, $1) }, { animatedShape($0, ctx, prefix + $1) })
    }
  }
}
