import Foundation

/// `.transition(_:)`: how the view is inserted and removed when an `if` branch or an `.id` changes.
/// The boundary below reads it from its context; `TreeResolver.transition(of:)` finds the outermost.
/// https://developer.apple.com/documentation/swiftui/view/transition(_:)-5h5h0
public struct TransitionModifier: ViewEffect, ResolvableEffect {
  public var transition: AnyTransition
  public init(_ transition: AnyTransition) { self.transition = transition }
  func resolve(_ r: EffectResolution) throws -> ResolvedView { try r.content { $0.pendingTransition = transition } }
}
