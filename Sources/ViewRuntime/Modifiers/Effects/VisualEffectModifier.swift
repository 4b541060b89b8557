import Foundation
import Graphics

/// `visualEffect { content, proxy in … }`: visual modifiers computed from the view's geometry. The
/// closure runs when the view is drawn, with a proxy of its drawn frame, and its result is drawn in the
/// view's place; layout is the content's own (visual effects never change it).
/// https://developer.apple.com/documentation/swiftui/view/visualeffect(_:)
public struct VisualEffectModifier: ViewEffect, ResolvableEffect {
  public var body: (ViewNode, GeometryProxy) throws -> ViewNode
  public init(_ body: @escaping (ViewNode, GeometryProxy) throws -> ViewNode) { self.body = body }

  func resolve(_ r: EffectResolution) throws -> ResolvedView {
    ResolvedView(.effect(try r.content(), Drawer(body: body, resolver: r.resolver, context: r.context.child("/visualEffect"))))
  }

  struct Drawer: DrawnEffect {
    let body: (ViewNode, GeometryProxy) throws -> ViewNode
    unowned let resolver: TreeResolver
    let context: ResolveContext

    func draw(_ content: ResolvedView, _ place: EffectPlacement, _ out: inout DisplayListBuilder) throws {
      let proxy = GeometryProxy(size: place.frame.size, globalFrame: place.ctm.apply(place.frame), namedFrames: out.coordinateSpaces)
      let node = try body(.primitive(Placeholder(view: content)), proxy)
      try out.draw(try resolver.resolve(node, context), place)
    }
  }

  /// The already resolved content, as the view the closure modifies.
  struct Placeholder: ViewEffect, ResolvableEffect {
    let view: ResolvedView
    func resolve(_ r: EffectResolution) throws -> ResolvedView { view }
  }
}
