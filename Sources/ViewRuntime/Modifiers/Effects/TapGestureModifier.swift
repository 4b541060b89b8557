import Foundation

/// `.onTapGesture(count:perform:)`: the action runs at the scene's taps on this view (`Tap(at:on:)`,
/// `taps:`, preview clicks). Multi-tap counts are accepted and treated as one tap.
/// https://developer.apple.com/documentation/swiftui/view/ontapgesture(count:perform:)
public struct TapGestureModifier: ViewEffect, ResolvableEffect {
  public var count: Int
  public var action: () throws -> Void
  public init(count: Int, action: @escaping () throws -> Void) { self.count = count; self.action = action }

  func resolve(_ r: EffectResolution) throws -> ResolvedView {
    // Registered before the content, so a tap's index stays what it was when this was a legacy case.
    r.resolver.tapActions.append(action)
    let target = r.resolver.interactionNode(.tap(action: action), key: r.context.path)
    return InteractionEffect.wrap(try r.content(), target)
  }
}
