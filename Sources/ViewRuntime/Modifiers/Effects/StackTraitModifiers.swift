import Foundation

// Traits the enclosing stack reads through drawing-only modifiers (`ResolvedView.traitCarrier`).

/// `.layoutPriority(_:)`: stacks size higher priorities first.
/// https://developer.apple.com/documentation/swiftui/view/layoutpriority(_:)
public struct LayoutPriorityModifier: ViewEffect, ResolvableEffect {
  public var priority: Double
  public init(_ priority: Double) { self.priority = priority }
  func resolve(_ r: EffectResolution) throws -> ResolvedView { ResolvedView(.layoutPriority(try r.content(), priority)) }
}

/// `.zIndex(_:)`: draw order among siblings in a stack (higher on top).
/// https://developer.apple.com/documentation/swiftui/view/zindex(_:)
public struct ZIndexModifier: ViewEffect, ResolvableEffect {
  public var value: Double
  public init(_ value: Double) { self.value = value }
  func resolve(_ r: EffectResolution) throws -> ResolvedView { ResolvedView(.zIndex(try r.content(), sanitized(value))) }
}
