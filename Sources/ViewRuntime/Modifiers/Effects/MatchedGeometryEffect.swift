import AnimationEngine
import Foundation
import Graphics

/// `matchedGeometryEffect(id:in:properties:anchor:isSource:)`: views with the same `id` in one namespace
/// share one geometry identity. When the source with an id is removed and another view with that id is
/// inserted in the same transaction, the new view's frame animates from the old one's (its content laid
/// out in the animated frame, so it moves and resizes), while the two cross-fade with their transitions
/// (https://developer.apple.com/documentation/swiftui/view/matchedgeometryeffect(id:in:properties:anchor:issource:)).
/// `properties` `.position` / `.size` / `.frame` choose what follows, matched at `anchor`. A view with
/// `isSource: false` takes the frame of the source with its id, drawn before it in the same frame (an
/// overlay after the views it marks: the source is laid out first); its content animates to each new
/// source. A follower drawn before its source (a background) keeps its own frame: layout and drawing
/// are one pass here. The removed source flies too: drawn while it transitions out, it takes the
/// shared frame as it animates to the new view's, the two cross-fading on the way.
public struct MatchedGeometryEffect: ViewEffect, ResolvableEffect {
  public var id: String
  public var namespace: String
  public var position: Bool
  public var size: Bool
  public var anchor: UnitPoint
  public var isSource: Bool

  public init(id: String, namespace: String, position: Bool = true, size: Bool = true, anchor: UnitPoint = .center,
              isSource: Bool = true) {
    self.id = id; self.namespace = namespace; self.position = position; self.size = size; self.anchor = anchor
    self.isSource = isSource
  }

  func resolve(_ r: EffectResolution) throws -> ResolvedView {
    // The geometry identity every view with this id in this namespace shares.
    let key = r.resolver.identities.identity("matched|\(namespace)|\(id)")
    let inspect = InspectModifier(name: "matchedGeometryEffect", values: ["isSource": [isSource ? 1 : 0]])
    let drawer = GeometryUnitDrawer(inspect: inspect, position: position, size: size, anchor: anchor,
                                    matched: (r.resolver.matchedFrames, key, isSource), leaving: r.context.isLeaving)
    let view = ResolvedView(.effect(try r.content(), drawer))
    // A view that follows keeps its own identity: its content animates to each new source frame.
    guard isSource else { return view }
    view.key = key
    view.animation = r.context.isDriven ? nil : r.context.transaction.animation
    view.animatorPath = r.context.animatorPath
    r.resolver.host.didResolve(view, context: r.context)
    return view
  }
}
