import Foundation

/// `.overlayPreferenceValue(_:alignment:_:)` and `.backgroundPreferenceValue(_:alignment:_:)`: a view
/// built from the value the modified view's subtree reduced a key to, drawn over (or under) it in its
/// frame, like `overlay(alignment:content:)`. The value is known only once the content is placed, so
/// the view is built then, by the pass's resolver, as a `GeometryReader`'s content is; the same pass
/// draws it, without another update. A background is drawn after the content and moved behind it.
/// https://developer.apple.com/documentation/swiftui/view/overlaypreferencevalue(_:alignment:_:)
public struct PreferenceValueEffect: ViewEffect, ResolvableEffect {
  public let key: AnyPreferenceKey
  public let alignment: Alignment
  public let inBackground: Bool
  public let content: (Any) throws -> ViewNode

  public init(key: AnyPreferenceKey, alignment: Alignment, inBackground: Bool, content: @escaping (Any) throws -> ViewNode) {
    self.key = key; self.alignment = alignment; self.inBackground = inBackground; self.content = content
  }

  func resolve(_ r: EffectResolution) throws -> ResolvedView {
    var context = r.context.child(inBackground ? "/preferenceBackground" : "/preferenceOverlay")
    context.environment.stackAxis = nil
    return ResolvedView(.effect(try r.content(), Drawer(effect: self, resolver: r.resolver, context: context)))
  }

  private struct Drawer: DrawnEffect {
    let effect: PreferenceValueEffect
    unowned let resolver: TreeResolver
    let context: ResolveContext

    func draw(_ content: ResolvedView, _ place: EffectPlacement, _ out: inout DisplayListBuilder) throws {
      let mark = out.mark
      out.preferences.open()
      try out.draw(content, place)
      let values = out.preferences.close()
      out.preferences.contribute(values)
      let view = try resolver.resolve(try effect.content(values[effect.key.id]?.value ?? effect.key.defaultValue()), context)
      var p = place
      p.laidOut = aligned(view.sizeThatFits(ProposedViewSize(place.laidOut.size)), in: place.laidOut, effect.alignment)
      if effect.inBackground {
        try out.drawBehind(mark) { try $0.draw(view, p) }
      } else {
        try out.draw(view, p)
      }
    }
  }
}
