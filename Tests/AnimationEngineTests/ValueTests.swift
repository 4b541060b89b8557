import Foundation
import Testing
@testable import AnimationEngine

@Suite struct ValueTests {
  @Test func unitPointsAndScaledData() {
    #expect(UnitPoint.center == UnitPoint(x: 0.5, y: 0.5))
    #expect(UnitPoint.bottomTrailing == UnitPoint(x: 1, y: 1))
    #expect(UnitPoint.topTrailing == UnitPoint(x: 1, y: 0))
    #expect(UnitPoint.leading == UnitPoint(x: 0, y: 0.5))
    var p = UnitPoint.topLeading
    #expect(UnitPoint.bottom.animatableData == AnimatablePair(64.0, 128.0))
    p.animatableData = AnimatablePair(32, 96)
    #expect(p == UnitPoint(x: 0.25, y: 0.75))
  }

  /// Reference red→blue midpoints (decompiled `Color.Resolved.animatableData`), computed here from the
  /// formulas.
  @Test func colorMidpointsInAllThreeSpaces() {
    let red = ResolvedColor(red: 1, green: 0, blue: 0), blue = ResolvedColor(red: 0, green: 0, blue: 1)
    func gamma(_ x: Double) -> Double { x <= 0.0031308 ? 12.92 * x : 1.055 * pow(x, 1 / 2.4) - 0.055 }

    let device = red.mix(with: blue, by: 0.5, in: .device)
    #expect(close(Double(device.red), 0.5, 1e-5) && close(Double(device.green), 0, 1e-6) && close(Double(device.blue), 0.5, 1e-5))

    let linear = red.mix(with: blue, by: 0.5, in: .linear)
    #expect(close(Double(linear.red), gamma(0.5), 1e-5) && close(Double(linear.blue), gamma(0.5), 1e-5))
    #expect(close(Double(linear.red), 0.735, 0.0005))

    // Oklab LMS of pure red and blue, cube roots averaged, cubed, back to RGB.
    let lmsRed = [0.4122214708, 0.2119034982, 0.0883024619].map(cbrt)
    let lmsBlue = [0.0514459929, 0.1073969566, 0.6299787005].map(cbrt)
    let mid = zip(lmsRed, lmsBlue).map { pow(($0 + $1) / 2, 3) }
    let r = 4.0767416621 * mid[0] - 3.3077115913 * mid[1] + 0.2309699292 * mid[2]
    let g = -1.2684380046 * mid[0] + 2.6097574011 * mid[1] - 0.3413193965 * mid[2]
    let b = -0.0041960863 * mid[0] - 0.7034186147 * mid[1] + 1.7076147010 * mid[2]
    let perceptual = red.mix(with: blue, by: 0.5, in: .perceptual)
    #expect(close(Double(perceptual.red), gamma(r), 1e-4))
    #expect(close(Double(perceptual.green), gamma(g), 1e-4))
    #expect(close(Double(perceptual.blue), gamma(b), 1e-4))
    #expect(close(Double(perceptual.red), 0.550, 0.001))
    #expect(close(Double(perceptual.green), 0.326, 0.001))
    #expect(close(Double(perceptual.blue), 0.637, 0.001))
  }

  @Test func colorRoundTripsAndPremultiplies() {
    let c = ResolvedColor(red: 0.2, green: 0.7, blue: 0.9, opacity: 0.5)
    #expect(close(Double(c.red), 0.2, 1e-6) && close(Double(c.green), 0.7, 1e-6))
    for space in ColorInterpolationSpace.allCases {
      let back = ResolvedColor(animatableData: c.animatableData(in: space), in: space)
      #expect(close(Double(back.linearRed), Double(c.linearRed), 1e-5))
      #expect(close(Double(back.linearBlue), Double(c.linearBlue), 1e-5))
      #expect(close(Double(back.opacity), 0.5, 1e-6))
    }
    // Perceptual data is premultiplied: halving opacity halves the LMS components.
    let opaque = ResolvedColor(red: 0.2, green: 0.7, blue: 0.9)
    #expect(close(Double(c.animatableData(in: .perceptual).first), Double(opaque.animatableData(in: .perceptual).first) / 2, 1e-4))
    // The default conformance uses the chosen space.
    #expect(c.animatableData == c.animatableData(in: EngineChoices.colorInterpolationSpace))
  }
}
