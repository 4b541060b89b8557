import Foundation
import ViewRuntime

/// SwiftUI's `ContentTransition` (https://developer.apple.com/documentation/swiftui/contenttransition):
/// how a text below shows a changed string in an animated transaction.
public struct ContentTransition: @unchecked Sendable {
  /// The runtime effect that carries the choice to the views below.
  @_spi(AnimRender) public let _effect: any ViewEffect
  @_spi(AnimRender) public init(_effect effect: any ViewEffect) { _effect = effect }

  public static let identity = ContentTransition(_effect: ContentTransitionEffect(.identity))
  public static let opacity = ContentTransition(_effect: ContentTransitionEffect(.opacity))
  public static let interpolate = ContentTransition(_effect: ContentTransitionEffect(.interpolate))

  /// Digits roll up (or down, counting down).
  public static func numericText(countsDown: Bool = false) -> ContentTransition {
    ContentTransition(_effect: ContentTransitionEffect(.numericText(countsDown: countsDown)))
  }

  /// Digits roll in the direction the shown value moves.
  public static func numericText(value: Double) -> ContentTransition {
    ContentTransition(_effect: ContentTransitionEffect(.numericText(countsDown: nil)))
  }
}

extension View {
  /// SwiftUI's `contentTransition(_:)`.
  public func contentTransition(_ transition: ContentTransition) -> some View {
    _modified(.effect(transition._effect))
  }
}

extension ContentTransition {
  /// SwiftUI's `symbolEffect`: the default symbol transition, a replace
  /// (https://developer.apple.com/documentation/swiftui/contenttransition/symboleffect).
  public static var symbolEffect: ContentTransition { ContentTransition(_effect: SymbolReplaceTransition()) }

  /// SwiftUI's `symbolEffect(_:options:)`: a changed symbol replaced with `effect` (options are not
  /// read, as in the interpreter).
  public static func symbolEffect<T: ContentTransitionSymbolEffect & SymbolEffect>(_ effect: T,
                                                                               options: SymbolEffectOptions = .default) -> ContentTransition {
    ContentTransition(_effect: SymbolReplaceTransition(effect._effect))
  }
}
