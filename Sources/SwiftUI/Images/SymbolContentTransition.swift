import Foundation
import ViewRuntime

extension ContentTransition {
  /// SwiftUI's `ContentTransition.symbolEffect(_:options:)`: a symbol image replaced in an animated
  /// change plays the replace effect, as the interpreter's `SymbolReplaceTransition`.
  public static func symbolEffect<T: ContentTransitionSymbolEffect & SymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default) -> ContentTransition {
    ContentTransition(_effect: SymbolReplaceTransition(effect._effect))
  }
  /// SwiftUI's `ContentTransition.symbolEffect`: the automatic replace effect.
  public static var symbolEffect: ContentTransition { ContentTransition(_effect: SymbolReplaceTransition()) }
}

extension SymbolEffect where Self == ReplaceSymbolEffect {
  /// SwiftUI's `.automatic` replace effect.
  public static var automatic: ReplaceSymbolEffect { ReplaceSymbolEffect() }
}
