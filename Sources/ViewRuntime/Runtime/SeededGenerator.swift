import Foundation

/// The scene's random numbers: SplitMix64 (Steele, Lea and Flood, "Fast Splittable Pseudorandom
/// Number Generators", OOPSLA 2014; the constants are those of Java's `SplittableRandom` and of
/// https://prng.di.unimi.it/splitmix64.c). A 64-bit state, one add and a mixing function per draw:
/// cheap, statistically sound for pictures, and the same bytes on every platform, so a seed names a
/// clip.
public struct SeededGenerator: RandomNumberGenerator, Hashable, Sendable {
  public private(set) var state: UInt64

  public init(seed: UInt64) { state = seed }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// An independent stream for one frame: the seed mixed with the frame time's bits, so a frame's
  /// draws depend on its time only (not on which frames were drawn before it).
  public static func forFrame(seed: UInt64, time: Double) -> SeededGenerator {
    var mixer = SeededGenerator(seed: seed ^ time.bitPattern)
    return SeededGenerator(seed: mixer.next())
  }

  /// A double in [0, 1) from the top 53 bits of one draw.
  public mutating func nextUnit() -> Double { Double(next() >> 11) * 0x1.0p-53 }
}
