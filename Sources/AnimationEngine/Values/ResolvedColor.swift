import Foundation

/// A concrete colour, SwiftUI's `Color.Resolved`: linear extended sRGB components plus opacity.
///
/// It animates in `EngineChoices.colorInterpolationSpace` (premultiplied Oklab-LMS by default, as
/// SwiftUI apps built with the iOS 18 SDK do); `animatableData` is that space's components × 128.
public struct ResolvedColor: Hashable, Sendable, Animatable {
  public var linearRed: Float
  public var linearGreen: Float
  public var linearBlue: Float
  public var opacity: Float

  public init(linearRed: Float, linearGreen: Float, linearBlue: Float, opacity: Float = 1) {
    self.linearRed = linearRed
    self.linearGreen = linearGreen
    self.linearBlue = linearBlue
    self.opacity = opacity
  }

  /// A colour from gamma-encoded sRGB components (what `Color(red:green:blue:)` takes).
  public init(red: Float, green: Float, blue: Float, opacity: Float = 1) {
    self.init(
      linearRed: Float(SRGB.decode(Double(red))), linearGreen: Float(SRGB.decode(Double(green))),
      linearBlue: Float(SRGB.decode(Double(blue))), opacity: opacity)
  }

  /// Gamma-encoded sRGB components.
  public var red: Float {
    get { Float(SRGB.encode(Double(linearRed))) }
    set { linearRed = Float(SRGB.decode(Double(newValue))) }
  }
  public var green: Float {
    get { Float(SRGB.encode(Double(linearGreen))) }
    set { linearGreen = Float(SRGB.decode(Double(newValue))) }
  }
  public var blue: Float {
    get { Float(SRGB.encode(Double(linearBlue))) }
    set { linearBlue = Float(SRGB.decode(Double(newValue))) }
  }

  public typealias AnimatableData = AnimatablePair<Float, AnimatablePair<Float, AnimatablePair<Float, Float>>>

  public var animatableData: AnimatableData {
    get { animatableData(in: EngineChoices.colorInterpolationSpace) }
    set { self = ResolvedColor(animatableData: newValue, in: EngineChoices.colorInterpolationSpace) }
  }

  /// The components in `space`, × 128.
  public func animatableData(in space: ColorInterpolationSpace) -> AnimatableData {
    let c = space.convertIn(
      linearRed: Double(linearRed), linearGreen: Double(linearGreen), linearBlue: Double(linearBlue),
      opacity: Double(opacity))
    return AnimatablePair(
      Float(c.0 * 128), AnimatablePair(Float(c.1 * 128), AnimatablePair(Float(c.2 * 128), Float(c.3 * 128))))
  }

  public init(animatableData data: AnimatableData, in space: ColorInterpolationSpace) {
    let c = space.convertOut(
      Double(data.first) / 128, Double(data.second.first) / 128, Double(data.second.second.first) / 128,
      Double(data.second.second.second) / 128)
    self.init(linearRed: Float(c.0), linearGreen: Float(c.1), linearBlue: Float(c.2), opacity: Float(c.3))
  }

  /// The colour `fraction` of the way from `self` to `other`, interpolated in `space`
  /// (SwiftUI's `Color.mix(with:by:in:)`).
  public func mix(with other: ResolvedColor, by fraction: Double, in space: ColorInterpolationSpace = .perceptual)
    -> ResolvedColor
  {
    let a = animatableData(in: space), b = other.animatableData(in: space)
    return ResolvedColor(animatableData: a.interpolated(towards: b, amount: fraction), in: space)
  }
}
