import Foundation
import AnimationEngine
import Graphics

/// `.scrollTransition { content, phase in … }`: visual modifiers from how far the view has scrolled
/// into its scroll view's visible region. When it is drawn, the view's extent along the scroll axis is
/// compared with the scroll view's: the part of it that is visible, over the configuration's threshold
/// (Apple: "the threshold specifying how much of the view must intersect with the container before it
/// is treated as visible"), is the progress `t` from hidden (0) to visible (1). An interactive
/// configuration eases `t` by its timing curve, applied forwards as the view appears (Apple,
/// `ScrollTransitionConfiguration.interactive(timingCurve:)`); an animated one switches at the
/// threshold. The closure is given the side the view is on (the phase, −1 top/leading, +1
/// bottom/trailing) and how far towards that phase's effect to go: 1 − eased `t`.
/// https://developer.apple.com/documentation/swiftui/view/scrolltransition(_:axis:transition:)
public struct ScrollTransitionEffect: ViewEffect, ResolvableEffect {
  /// How a configuration turns visibility into the amount of the phase's effect.
  public struct Configuration: Sendable {
    /// Visible fraction (0…1) at which the view counts as fully visible.
    public var threshold: Double
    /// The interactive curve; nil: discrete (animated or identity configurations).
    public var curve: UnitCurve?
    /// False for `.identity`: the view is always drawn as at rest.
    public var applies: Bool
    public init(threshold: Double = 1, curve: UnitCurve? = .easeInOut, applies: Bool = true) {
      self.threshold = threshold; self.curve = curve; self.applies = applies
    }
  }

  public var topLeading: Configuration
  public var bottomTrailing: Configuration
  /// The axis to measure along: nil, the scroll view's.
  public var horizontal: Bool?
  /// The content with the effect of `phase` (−1, 0 or +1) applied to `amount` (0: none, 1: all of it).
  public var body: (ViewNode, _ phase: Int, _ amount: Double) throws -> ViewNode

  public init(topLeading: Configuration, bottomTrailing: Configuration, horizontal: Bool?,
              body: @escaping (ViewNode, Int, Double) throws -> ViewNode) {
    self.topLeading = topLeading; self.bottomTrailing = bottomTrailing; self.horizontal = horizontal; self.body = body
  }

  func resolve(_ r: EffectResolution) throws -> ResolvedView {
    ResolvedView(.effect(try r.content(), Drawer(effect: self, resolver: r.resolver, context: r.context.child("/scrollTransition"))))
  }

  /// The phase (−1, 0, +1) and amount for a view spanning `view` in a container spanning `container`
  /// along the measured axis.
  public func phase(view: (lower: Double, upper: Double), container: (lower: Double, upper: Double)) -> (phase: Int, amount: Double) {
    let length = view.upper - view.lower
    guard length > 0, length.isFinite, container.lower.isFinite, container.upper.isFinite else { return (0, 0) }
    let visible = max(0, min(view.upper, container.upper) - max(view.lower, container.lower)) / length
    let side = (view.lower + view.upper) < (container.lower + container.upper) ? -1 : 1
    let configuration = side < 0 ? topLeading : bottomTrailing
    guard configuration.applies else { return (0, 0) }
    let t = configuration.threshold > 0 ? min(1, visible / configuration.threshold) : 1
    if t >= 1 { return (0, 0) }
    guard let curve = configuration.curve else { return (side, 1) }
    return (side, 1 - curve.value(at: t))
  }

  struct Drawer: DrawnEffect {
    let effect: ScrollTransitionEffect
    unowned let resolver: TreeResolver
    let context: ResolveContext

    func draw(_ content: ResolvedView, _ place: EffectPlacement, _ out: inout DisplayListBuilder) throws {
      // Outside a scroll view the view is always fully visible: drawn at rest.
      guard let viewport = out.scrollViewport else { return try out.draw(content, place) }
      let frame = place.ctm.apply(place.frame), box = viewport.rect
      let (phase, amount): (Int, Double) = (effect.horizontal ?? viewport.horizontal)
        ? effect.phase(view: (Double(frame.minX), Double(frame.maxX)), container: (Double(box.minX), Double(box.maxX)))
        : effect.phase(view: (Double(frame.minY), Double(frame.maxY)), container: (Double(box.minY), Double(box.maxY)))
      let node = try effect.body(.primitive(VisualEffectModifier.Placeholder(view: content)), phase, amount)
      try out.draw(try resolver.resolve(node, context), place)
    }
  }
}
