import AnimationEngine
import Foundation
import Graphics

/// `Image(systemName:)`: the symbol's name under `.symbolVariant`, its drawing (built in, or an
/// icon-font glyph), its size from the font, its layers' colours, and the replace transition.
extension TreeResolver {
  func resolveSymbolImage(_ image: ImageNode, _ ctx: ResolveContext) throws -> ResolvedView {
    let env = ctx.environment
    let name = env.symbolVariant.apply(to: image.systemName, isKnown: SymbolLibrary.isKnown)
    guard let replace = env.symbolEffects.replace else { return try symbolView(name, image, env) }

    // `.contentTransition(.symbolEffect(.replace))`: a new name replaces the old one with its own clock.
    let d = SymbolEffectChoices.replaceDuration
    let rest = SymbolReplaceState(old: name, new: name, elapsed: .infinity)
    let node = KeyframeAnimatorNode(mode: .trigger(AnyHashable(name)), initialValue: rest, timeline: { from, _ in
      let old = (from as? SymbolReplaceState)?.new ?? name
      var e = ErasedKeyframeTimeline(duration: d) { $0 }
      e.value = { SymbolReplaceState(old: old, new: name, elapsed: $0) }
      return e
    }, content: { _ in .empty })
    let state = try host.keyframeValue(of: node, context: ctx.child("/replace")) as? SymbolReplaceState ?? rest
    let incoming = try symbolView(name, image, env)
    guard state.elapsed < d, state.old != state.new else { return incoming }
    let t = state.elapsed / d
    let outgoing = try symbolView(state.old, image, env)
    let out = SymbolEffectChoices.ease(t / 0.6), inn = SymbolEffectChoices.ease((t - 0.3) / 0.7)
    let hidden = SymbolEffectChoices.hiddenScale
    // Down-up (the default): the old symbol shrinks away, the new one grows in; up-up grows both.
    let outScale = replace.direction == .up ? 1 + (1 - hidden) * out : 1 - (1 - hidden) * out
    let inScale = hidden + (1 - hidden) * inn
    func posed(_ v: ResolvedView, _ s: Double, _ o: Double) -> ResolvedView {
      ResolvedView(.opacity(ResolvedView(.scale(v, CGSize(width: s, height: s), anchor: .center)), o))
    }
    // The old symbol is drawn centred where the new one is laid out and takes no space.
    let old = ResolvedView(.fixedSize(posed(outgoing, outScale, 1 - out), horizontal: true, vertical: true))
    let view = ResolvedView(.boundary(posed(incoming, inScale, inn), removed: [(view: old, frame: nil)]))
    return ResolvedView(.marker(view, InspectModifier(name: "contentTransition", values: ["progress": [t]])))
  }

  private func symbolView(_ name: String, _ image: ImageNode, _ env: EnvironmentValues) throws -> ResolvedView {
    let cached = (measurer as? CachingMeasurer)?.symbols.symbol(named: name)
    guard let symbol = cached ?? SymbolLibrary.symbol(named: name, glyphs: glyphs) else {
      // A name in the table whose icon font was not loaded is a set-up fault, not the scene's.
      guard !SymbolLibrary.isKnown(name) else { throw ViewRuntimeError.unknownSymbol(name) }
      try onUnknownSymbol(name)
      return .empty
    }
    let h = SymbolLibrary.imageHeight(forFontSize: env.resolvedFont.size) * env.imageScale.factor
    var layerOpacity = env.symbolEffects.layerOpacity
    if let v = image.variableValue {
      let effect = layerOpacity
      layerOpacity = { k, n in
        let lit = SymbolEffectChoices.isLit(layer: k, of: n, value: v)
        return effect?(k, n) ?? (lit ? 1 : SymbolEffectChoices.inactiveLayerOpacity)
      }
    }
    let styles = env.foregroundStyles.isEmpty ? [env.primaryForeground] : env.foregroundStyles
    let parts = symbol.parts(mode: env.symbolRenderingMode, styles: styles.map(\.representativeColor),
                             layerOpacity: layerOpacity)
    let size = image.isResizable ? nil : CGSize(width: h * symbol.aspect, height: h)
    return ResolvedView(.symbol(symbol.name, size: size, aspect: symbol.aspect, parts: parts))
  }
}

/// The replace transition's state: the symbol going, the one coming, and seconds since the change.
struct SymbolReplaceState {
  var old: String
  var new: String
  var elapsed: Double
}
