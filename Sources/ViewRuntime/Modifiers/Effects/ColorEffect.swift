import Foundation
import Graphics

/// SwiftUI's colour effects as colour matrices on the view's layer (``ColorMatrix`` cites the
/// formulas), each amount animatable: `hueRotation`, `saturation`, `brightness`, `contrast`,
/// `grayscale`, `colorInvert`, `colorMultiply`, `luminanceToAlpha`.
/// https://developer.apple.com/documentation/swiftui/view/huerotation(_:)
public struct ColorEffect: ViewEffect, ResolvableEffect {
  public enum Kind: Sendable {
    case hueRotation(Angle), saturation(Double), brightness(Double), contrast(Double), grayscale(Double)
    case colorInvert, colorMultiply(Color), luminanceToAlpha
  }
  public var kind: Kind
  public init(_ kind: Kind) { self.kind = kind }

  func resolve(_ r: EffectResolution) throws -> ResolvedView {
    let matrix: ColorMatrix, inspect: InspectModifier
    switch kind {
    case .hueRotation(let angle):
      // The angle animates through its own animatable data, as rotationEffect's does.
      let v = Angle(animatableData: r.animated("hueRotation", [angle.animatableData])[0]).radians
      matrix = .hueRotation(radians: v)
      inspect = InspectModifier(name: "hueRotation", values: ["degrees": [v * 180 / .pi]])
    case .saturation(let s):
      let v = r.animated("saturation", [s])[0]
      (matrix, inspect) = (.saturation(v), InspectModifier(name: "saturation", values: ["value": [v]]))
    case .brightness(let b):
      let v = r.animated("brightness", [b])[0]
      (matrix, inspect) = (.brightness(v), InspectModifier(name: "brightness", values: ["value": [v]]))
    case .contrast(let c):
      let v = r.animated("contrast", [c])[0]
      (matrix, inspect) = (.contrast(v), InspectModifier(name: "contrast", values: ["value": [v]]))
    case .grayscale(let g):
      let v = r.animated("grayscale", [g])[0]
      (matrix, inspect) = (.grayscale(v), InspectModifier(name: "grayscale", values: ["value": [v]]))
    case .colorInvert:
      (matrix, inspect) = (.invert, InspectModifier(name: "colorInvert", values: [:]))
    case .colorMultiply(let color):
      let c = r.animatedColor("colorMultiply", r.environment.resolve(color))
      (matrix, inspect) = (.multiply(c), InspectModifier(name: "colorMultiply", values: ["rgba": [c.red, c.green, c.blue, c.alpha]]))
    case .luminanceToAlpha:
      (matrix, inspect) = (.luminanceToAlpha, InspectModifier(name: "luminanceToAlpha", values: [:]))
    }
    let content = try r.content()
    return ResolvedView(.effect(content, LayerDrawer(inspect, matrix.isIdentity ? nil : LayerEffect(colorMatrix: matrix))))
  }
}

extension LayerDrawer {
  init(_ inspect: InspectModifier, _ layer: LayerEffect?) { self.init(inspect) { _ in layer } }
}
