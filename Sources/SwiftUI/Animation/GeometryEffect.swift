import Foundation
import ViewRuntime

/// SwiftUI's `GeometryEffect`: an animatable modifier that transforms its content's drawing with the
/// projection `effectValue(size:)` returns for the laid-out size
/// (https://developer.apple.com/documentation/swiftui/geometryeffect).
public protocol GeometryEffect: Animatable, ViewModifier where Body == Never {
  func effectValue(size: CGSize) -> ProjectionTransform
}

extension GeometryEffect {
  public func body(content: Content) -> Never { fatalError("\(Self.self) is a geometry effect and has no body") }
}

/// A geometry effect applied to `content`, as the interpreter draws one: `effectValue(size:)` runs when
/// the view is drawn, after layout, and its transform becomes scale, rotation and offset about the
/// view's top-leading corner (SwiftUI applies it in the view's own coordinates); shear is dropped.
@MainActor func geometryEffectNode(_ effect: any GeometryEffect, content: ViewNode) -> ViewNode {
  .modified(content, .effect(VisualEffectModifier { placed, proxy in
    let parts = _onRenderThread { effect.effectValue(size: proxy.size) }.decomposed
    return ViewRuntime.AnyView(node: placed)
      .scaleEffect(x: parts.scaleX, y: parts.scaleY, anchor: .topLeading)
      .rotationEffect(.radians(parts.rotation), anchor: .topLeading)
      .offset(x: parts.translation.width, y: parts.translation.height)._node
  }))
}
