import Foundation
import Graphics

/// `.contentTransition(_:)` for text: how a `Text` below shows a changed string in an animated transaction.
/// https://developer.apple.com/documentation/swiftui/view/contenttransition(_:)
/// https://developer.apple.com/documentation/swiftui/contenttransition
///
/// Choices (Apple publishes no timings or distances; every change runs on the transaction's animation):
/// - `.opacity` (the default here, as before): the old string fades out while the new one fades in.
/// - `.interpolate`: SwiftUI morphs glyph outlines; drawn as the same cross-fade (no glyph morphing here).
/// - `.identity`: the new string shows at once.
/// - `.numericText(countsDown:)` / `.numericText(value:)`: strings are compared per character, aligned at
///   their trailing ends (a number's units stay in place); an unchanged character stays put, a changed one
///   rolls: the old glyph slides half a line height away and fades out while the new one slides in from
///   half a line height the other side and fades in. Counting up, glyphs move up (new ones come from
///   below); counting down, they move down. `numericText(value:)` takes the direction from the numbers
///   the old and new strings show (the value the text displays), up when equal or unreadable.
public struct ContentTransitionEffect: ViewEffect, ResolvableEffect {
  public enum Kind: Hashable, Sendable {
    case identity, opacity, interpolate
    /// `countsDown` nil: the direction follows the values (`numericText(value:)`).
    case numericText(countsDown: Bool?)
  }

  public var kind: Kind
  public init(_ kind: Kind) { self.kind = kind }

  /// The environment entry the texts below read (`EnvironmentValues.sceneValues`).
  static let environmentKey = "ViewRuntime.contentTransition"

  /// The fraction of a line height a rolling glyph travels.
  static let rollDistance = 0.5

  func resolve(_ r: EffectResolution) throws -> ResolvedView {
    try r.content { $0.environment.sceneValues[Self.environmentKey] = AnyHashable(kind) }
  }
}
