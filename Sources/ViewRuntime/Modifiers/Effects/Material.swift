import Foundation
import Graphics

/// SwiftUI's materials (`.ultraThinMaterial` … `.ultraThickMaterial`, `.bar`) as backgrounds: what is
/// drawn behind the view, blurred, made more colourful and covered with the material's tint.
/// https://developer.apple.com/documentation/swiftui/material
///
/// Apple does not publish the materials' numbers; these are chosen to look alike: blur σ in points,
/// saturation, tint (which follows the environment's colour scheme, as SwiftUI's materials do).
///   light: ultraThin 8 / 1.6 / white 0.30, thin 10 / 0.45, regular 12 / 0.60, thick 14 / 0.72,
///          ultraThick 16 / 0.84, bar 12 / 0.97 grey at 0.75.
///   dark:  the same blurs and saturation under 0.11 grey (systemBackground's dark #1C1C1E) at
///          0.40 / 0.55 / 0.68 / 0.80 / 0.90, bar 0.08 grey at 0.82: dark tints hide bright content
///          less than white ones at the same alpha, so they are a little more opaque.
public struct Material: Hashable, Sendable {
  public enum Kind: String, Hashable, Sendable, CaseIterable { case ultraThin, thin, regular, thick, ultraThick, bar }
  public var kind: Kind
  public init(_ kind: Kind) { self.kind = kind }

  public var blurRadius: Double {
    switch kind {
    case .ultraThin: 8
    case .thin: 10
    case .regular, .bar: 12
    case .thick: 14
    case .ultraThick: 16
    }
  }

  public var saturation: Double { 1.6 }

  /// The tint laid over the blurred backdrop in `scheme`.
  public func tint(_ scheme: ColorScheme = .light) -> RGBAColor {
    let (grey, alpha): (Double, Double)
    switch (scheme, kind) {
    case (.light, .ultraThin): (grey, alpha) = (1, 0.30)
    case (.light, .thin): (grey, alpha) = (1, 0.45)
    case (.light, .regular): (grey, alpha) = (1, 0.60)
    case (.light, .thick): (grey, alpha) = (1, 0.72)
    case (.light, .ultraThick): (grey, alpha) = (1, 0.84)
    case (.light, .bar): (grey, alpha) = (0.97, 0.75)
    case (.dark, .ultraThin): (grey, alpha) = (0.11, 0.40)
    case (.dark, .thin): (grey, alpha) = (0.11, 0.55)
    case (.dark, .regular): (grey, alpha) = (0.11, 0.68)
    case (.dark, .thick): (grey, alpha) = (0.11, 0.80)
    case (.dark, .ultraThick): (grey, alpha) = (0.11, 0.90)
    case (.dark, .bar): (grey, alpha) = (0.08, 0.82)
    }
    return RGBAColor(red: grey, green: grey, blue: grey, alpha: alpha)
  }
}
