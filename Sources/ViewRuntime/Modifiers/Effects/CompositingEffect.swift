import Foundation
import Graphics

/// `compositingGroup()`, `drawingGroup()` and `blendMode(_:)`: the content flattened into one layer
/// before it is composited (with the blend mode), so effects outside it apply to the group as a whole.
/// https://developer.apple.com/documentation/swiftui/view/compositinggroup()
/// https://developer.apple.com/documentation/swiftui/view/blendmode(_:)
public struct CompositingEffect: ViewEffect, ResolvableEffect {
  public enum Kind: Sendable { case compositingGroup, drawingGroup, blendMode(BlendMode) }
  public var kind: Kind
  public init(_ kind: Kind) { self.kind = kind }

  func resolve(_ r: EffectResolution) throws -> ResolvedView {
    let content = try r.content()
    switch kind {
    case .compositingGroup:
      return ResolvedView(.effect(content, LayerDrawer(InspectModifier(name: "compositingGroup", values: [:]), LayerEffect())))
    case .drawingGroup:
      // Rendered offscreen as one image, which is what every layer here is.
      return ResolvedView(.effect(content, LayerDrawer(InspectModifier(name: "drawingGroup", values: [:]), LayerEffect())))
    case .blendMode(let mode):
      let index = Double(BlendMode.allCases.firstIndex(of: mode) ?? 0)
      return ResolvedView(.effect(content, LayerDrawer(InspectModifier(name: "blendMode", values: ["mode": [index]]), LayerEffect(blendMode: mode))))
    }
  }
}
