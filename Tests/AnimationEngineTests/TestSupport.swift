import Foundation
@testable import AnimationEngine

/// A small seeded generator so property tests are repeatable.
struct SplitMix64: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

func close(_ a: Double, _ b: Double, _ tolerance: Double) -> Bool { abs(a - b) <= tolerance }

/// SwiftUI's fluid-spring recurrence (OpenSwiftUI's `FluidSpringAnimation.swift`), written independently
/// of the engine:
/// the displacement after `steps` steps of 1/300 s towards `delta`, from rest.
func fluidSpringReference(delta: Double, response: Double, dampingFraction: Double, steps: Int)
  -> (x: Double, v: Double, a: Double)
{
  let k = min(pow(2 * Double.pi / response, 2), 45000)
  let c = 2 * dampingFraction * k.squareRoot()
  let dt = 1.0 / 300
  var x = 0.0, v = 0.0, a = 0.0
  for _ in 0..<steps {
    let vh = v + a * dt / 2
    x += vh * dt
    a = -c * vh + k * (delta - x)
    v = vh + a * dt / 2
  }
  return (x, v, a)
}
