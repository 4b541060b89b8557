import Foundation

/// `.id(_:)`: the content's identity starts anew under this value, so a new value removes the old view
/// (with its transition) and inserts a new one with fresh state.
/// https://developer.apple.com/documentation/swiftui/view/id(_:)
public struct IdentityModifier: ViewEffect, ResolvableEffect {
  public var id: AnyHashable
  public init(_ id: AnyHashable) { self.id = id }

  func resolve(_ r: EffectResolution) throws -> ResolvedView {
    let inner = r.context.child("/m")
    let view = try r.resolver.resolveBoundary(r.node, inner, inner.child("#" + ResolveContext.identityName(id)))
    return view.isEmpty ? view : ResolvedView(.effect(view, Marker(id: id)))
  }

  /// Where the view with this id is laid out, for a scroll view looking for a target
  /// (``DisplayListBuilder/identityFrames``); draws the view as it is.
  struct Marker: DrawnEffect {
    let id: AnyHashable
    func draw(_ content: ResolvedView, _ place: EffectPlacement, _ out: inout DisplayListBuilder) throws {
      if out.identityFrames != nil, out.identityFrames?[id] == nil { out.identityFrames?[id] = place.laidOut }
      try out.draw(content, place)
    }
  }
}
