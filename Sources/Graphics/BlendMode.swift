import Foundation

/// How a layer combines with what is below it: SwiftUI's `BlendMode`
/// (https://developer.apple.com/documentation/swiftui/blendmode), with the PDF/W3C compositing
/// definitions (https://www.w3.org/TR/compositing-1/) that Cairo's operators implement.
public enum BlendMode: String, Hashable, Sendable, CaseIterable, Codable {
  case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
  case difference, exclusion, hue, saturation, color, luminosity
  case sourceAtop, destinationOver, destinationOut
  /// `plusDarker`: Core Graphics' `kCGBlendModePlusDarker`, max(0, 1 − ((1 − D) + (1 − S))). Cairo has
  /// no such operator; it is drawn as `multiply`, the nearest darkening mode (an approximation).
  case plusDarker
  /// `plusLighter`: the sum, clamped (Cairo's `ADD`).
  case plusLighter
}
