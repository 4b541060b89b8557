import Foundation

/// `.symbolVariant(_:)`: symbol images below draw the variant of their name (`heart` → `heart.fill`).
/// https://developer.apple.com/documentation/swiftui/view/symbolvariant(_:)
public struct SymbolVariantModifier: ViewEffect, ResolvableEffect {
  public var variant: SymbolVariants
  public init(_ variant: SymbolVariants) { self.variant = variant }

  func resolve(_ r: EffectResolution) throws -> ResolvedView {
    try r.content { $0.environment.symbolVariant = variant }
  }
}
