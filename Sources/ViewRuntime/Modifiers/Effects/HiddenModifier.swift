import Foundation

/// `.hidden()`: keeps the view's space but draws nothing.
/// https://developer.apple.com/documentation/swiftui/view/hidden()
public struct HiddenModifier: ViewEffect, ResolvableEffect {
  public init() {}
  func resolve(_ r: EffectResolution) throws -> ResolvedView { ResolvedView(.hidden(try r.content())) }
}
