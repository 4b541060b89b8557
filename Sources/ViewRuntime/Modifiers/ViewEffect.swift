import Foundation
import AnimationEngine
import Graphics

/// A modifier or primitive view kept in one file: its value, its resolution for a frame, its
/// layout and its drawing. The way to add a SwiftUI feature without touching the shared switches.
///
/// A feature is a public value type conforming to ``ViewEffect`` (so the scene language can build
/// it) that also conforms, inside this module, to ``ResolvableEffect``. It is attached with
/// `view.modifier(.effect(value))` (a modifier around its content) or `ViewNode.primitive(value)`
/// (a leaf view: its content is `EmptyView`). Resolution reads animatable numbers through
/// ``EffectResolution`` and returns a ``ResolvedView``: built from existing kinds, or a
/// `.effect(content, drawer)` node whose ``DrawnEffect`` sizes and draws it.
///
/// The example to copy is `Effects/BlurEffect.swift`.
public protocol ViewEffect {}

/// The module-internal half of ``ViewEffect`` (its requirements use internal types).
protocol ResolvableEffect: ViewEffect {
  func resolve(_ r: EffectResolution) throws -> ResolvedView
}

extension ResolvableEffect {
  /// `effect`, which is a `Self`, resolved (see `TreeResolver.resolveEffect`).
  static func resolve(erased effect: any ViewEffect, _ r: EffectResolution) throws -> ResolvedView {
    try (effect as! Self).resolve(r)
  }
}

/// What an effect resolves with: its content, its place in the tree, and the animated-value store.
struct EffectResolution {
  let resolver: TreeResolver
  /// The context the modifier was met in: its path names the effect's animated attributes.
  let context: ResolveContext
  /// The modified view (`.empty` for a primitive).
  let node: ViewNode

  /// The content resolved below the effect, optionally with its context changed (environment values,
  /// transaction) as SwiftUI's environment modifiers do.
  func content(_ change: ((inout ResolveContext) -> Void)? = nil) throws -> ResolvedView {
    var c = context.child("/m")
    if let change {
      change(&c)
      resolver.recorder?.notePassesEnvironment()
    }
    return try resolver.resolve(node, c)
  }

  /// Resolves another view under this one (an overlay, a mask): `suffix` keeps its identity apart.
  func resolve(_ view: ViewNode, _ suffix: String) throws -> ResolvedView {
    var c = context.child(suffix)
    c.environment.stackAxis = nil
    return try resolver.resolve(view, c)
  }

  /// `values` as presented now: animated under the transaction that changed them. `name` is the
  /// attribute's identity within the view (unique per effect kind), as in ``TreeResolver/animated(_:_:_:)``.
  func animated(_ name: String, _ values: [Double]) -> [Double] {
    resolver.animated(context, name, values.map { sanitized($0) })
  }

  func animatedColor(_ name: String, _ color: RGBAColor) -> RGBAColor {
    resolver.animatedColor(context, name, color)
  }

  func style(_ style: AnyShapeStyle, _ name: String) -> StylePaint {
    resolver.resolveStyle(style, context, name)
  }

  var environment: EnvironmentValues { context.environment }

  /// Registers a control's tap `action` (what a scene's `taps:` fire) and makes `view` its target for
  /// `Tap(at:on:)` and preview clicks, as a `Button` is (found by its label's text).
  func tapTarget(_ view: ResolvedView, _ action: (() throws -> Void)?) -> ResolvedView {
    guard let action else { return view }
    resolver.tapActions.append(action)
    return InteractionEffect.wrap(view, resolver.interactionNode(.button(action: action), key: context.path))
  }
}

/// How a resolved `.effect` node sizes and draws around its content.
protocol DrawnEffect {
  /// The effect's size for `proposal`; by default its content's.
  func sizeThatFits(_ content: ResolvedView, _ proposal: ProposedViewSize) -> CGSize
  /// Emits the effect's display items and draws its content (`out.draw(content, place)`).
  func draw(_ content: ResolvedView, _ place: EffectPlacement, _ out: inout DisplayListBuilder) throws
  /// Whether stacks read their children's `layoutPriority`, `zIndex` and baselines through this
  /// effect: true for effects that neither size nor place their content.
  var isTransparentToLayout: Bool { get }
}

extension DrawnEffect {
  func sizeThatFits(_ content: ResolvedView, _ proposal: ProposedViewSize) -> CGSize { content.sizeThatFits(proposal) }
  var isTransparentToLayout: Bool { true }
}

/// Where a `.effect` node is drawn.
struct EffectPlacement {
  /// The layout frame (children are laid out in it).
  var laidOut: CGRect
  /// The drawn frame: animated geometry plus offsets from modifiers around the view.
  var frame: CGRect
  /// Offsets from modifiers around the view, passed on to the content.
  var shift: CGSize
  /// Maps the placement's coordinates to the canvas.
  var ctm: Transform2D
  /// Inspectable modifiers around the view, outermost first.
  var modifiers: [InspectModifier]
  /// Whether the frame records inspect nodes; if not, `modifiers` stays empty (``DisplayListBuilder``).
  var inspects = true

  /// The same placement with one more inspectable modifier (what `inspect` and `plot` report).
  func adding(_ m: @autoclosure () -> InspectModifier) -> EffectPlacement {
    guard inspects else { return self }
    var p = self
    p.modifiers.append(m())
    return p
  }
}
