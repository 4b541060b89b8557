import Foundation
import Graphics

/// SwiftUI's materials (`.ultraThinMaterial` … `.ultraThickMaterial`, `.bar`) as backgrounds: what is
/// drawn behind the view, blurred, made more colourful and covered with the material's tint.
/// https://developer.apple.com/documentation/swiftui/material
///
/// Apple does not publish the materials' numbers; these are chosen to look alike (light appearance; the
/// colour scheme is not in the environment yet): blur σ in points, saturation, white tint alpha.
///   ultraThin 8 / 1.6 / 0.30, thin 10 / 1.6 / 0.45, regular 12 / 1.6 / 0.60,
///   thick 14 / 1.6 / 0.72, ultraThick 16 / 1.6 / 0.84, bar 12 / 1.6 / 0.75 (tint 0.97 grey).
/// Dark tints are 0.11 grey at the same alphas (`dark: true`).
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

  public func tint(dark: Bool = false) -> RGBAColor {
    let alpha: Double = switch kind {
    case .ultraThin: 0.30
    case .thin: 0.45
    case .regular: 0.60
    case .thick: 0.72
    case .ultraThick: 0.84
    case .bar: 0.75
    }
    let grey = dark ? 0.11 : kind == .bar ? 0.97 : 1
    return RGBAColor(red: grey, green: grey, blue: grey, alpha: alpha)
  }
}
