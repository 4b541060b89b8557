import Foundation
import AnimationEngine
import Graphics

/// Colours as animatable data: the engine's `ResolvedColor` data (premultiplied Oklab-LMS × 128 by
/// default, as SwiftUI apps built with the iOS 18 SDK animate colours).
enum ColorVector {
  static func encode(_ c: RGBAColor) -> [Double] {
    let d = ResolvedColor(red: Float(c.red), green: Float(c.green), blue: Float(c.blue), opacity: Float(c.alpha)).animatableData
    return [Double(d.first), Double(d.second.first), Double(d.second.second.first), Double(d.second.second.second)]
  }

  static func decode(_ v: [Double]) -> RGBAColor {
    guard v.count == 4 else { return .clear }
    let data = ResolvedColor.AnimatableData(Float(v[0]), AnimatablePair(Float(v[1]), AnimatablePair(Float(v[2]), Float(v[3]))))
    let c = ResolvedColor(animatableData: data, in: EngineChoices.colorInterpolationSpace)
    func clamp(_ x: Float) -> Double { min(1, max(0, Double(x))) }
    return RGBAColor(red: clamp(c.red), green: clamp(c.green), blue: clamp(c.blue), alpha: clamp(c.opacity))
  }
}
