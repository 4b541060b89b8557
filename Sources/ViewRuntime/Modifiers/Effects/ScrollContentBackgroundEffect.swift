import Foundation

/// `.scrollContentBackground(.hidden)`: lists and forms below draw their rows and groups without
/// their own background (the grouped grey), so a background set around them shows through.
/// https://developer.apple.com/documentation/swiftui/view/scrollcontentbackground(_:)
public struct ScrollContentBackgroundEffect: ViewEffect, ResolvableEffect {
  public var hidden: Bool
  public init(hidden: Bool) { self.hidden = hidden }
  func resolve(_ r: EffectResolution) throws -> ResolvedView {
    try r.content { $0.environment.layoutContainer.hidesScrollContentBackground = hidden }
  }
}
