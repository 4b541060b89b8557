import Foundation

/// `.contentTransition(.symbolEffect(.replace))`: symbol images below replace their symbol with
/// SF Symbols' replace effect when their name changes.
public struct SymbolReplaceTransition: ViewEffect, ResolvableEffect {
  public var effect: SymbolEffect
  public init(_ effect: SymbolEffect = SymbolEffect(.replace)) { self.effect = effect }

  func resolve(_ r: EffectResolution) throws -> ResolvedView {
    try r.content { $0.environment.symbolEffects.replace = effect }
  }
}
