/// How far two frames may differ and still count as the same picture.
public struct PixelTolerance: Hashable, Sendable {
  /// Largest absolute difference of any premultiplied channel (0…255) for a pixel to count as equal.
  public var maxChannelDifference: Int
  /// Share of pixels (0…1) allowed to exceed `maxChannelDifference`.
  public var maxDifferingFraction: Double

  public init(maxChannelDifference: Int, maxDifferingFraction: Double) {
    self.maxChannelDifference = maxChannelDifference
    self.maxDifferingFraction = maxDifferingFraction
  }

  /// Channel slack for golden frames: absorbs a PNG round trip of premultiplied pixels and
  /// rounding differences between pixman code paths, never a visible change.
  public static let goldenChannelDifference = 2
  /// Share of golden pixels that may exceed the channel slack: none. The rasterizer is deterministic
  /// with pinned fonts and libraries, so any pixel beyond the slack is a real change.
  public static let goldenDifferingFraction = 0.0

  public static let golden = PixelTolerance(maxChannelDifference: goldenChannelDifference, maxDifferingFraction: goldenDifferingFraction)
  public static let exact = PixelTolerance(maxChannelDifference: 0, maxDifferingFraction: 0)
}

/// The per-pixel comparison of two frames: counts, error statistics and a diff image.
public struct PixelDiff: Sendable {
  public let expectedSize: (width: Int, height: Int)
  public let actualSize: (width: Int, height: Int)
  public let tolerance: PixelTolerance
  /// Pixels with some channel differing by more than the tolerance.
  public let differingPixels: Int
  /// Pixels with any difference at all.
  public let changedPixels: Int
  public let pixelCount: Int
  /// Largest absolute channel difference (0…255).
  public let maxError: Int
  /// Mean absolute channel difference over all channels of all pixels.
  public let meanError: Double
  /// The expected frame faded to gray, with pixels beyond tolerance in red and smaller changes in orange;
  /// nil when the sizes differ.
  public let diffImage: FrameBuffer?

  public var sizesMatch: Bool { expectedSize == actualSize }
  public var differingFraction: Double { pixelCount == 0 ? 1 : Double(differingPixels) / Double(pixelCount) }

  public var passes: Bool {
    sizesMatch && differingFraction <= tolerance.maxDifferingFraction
  }

  /// One line: sizes, counts and the error figures.
  public var summary: String {
    guard sizesMatch else {
      return "size differs: expected \(expectedSize.width)x\(expectedSize.height), got \(actualSize.width)x\(actualSize.height)"
    }
    let share = (differingFraction * 10_000).rounded() / 100
    let mean = (meanError * 1000).rounded() / 1000
    return "\(differingPixels) of \(pixelCount) pixels (\(share) %) differ by more than \(tolerance.maxChannelDifference)"
      + " (allowed \(tolerance.maxDifferingFraction * 100) %); \(changedPixels) changed at all; max error \(maxError), mean error \(mean)"
  }

  /// Compares two premultiplied BGRA frames.
  public static func compare(expected: FrameBuffer, actual: FrameBuffer, tolerance: PixelTolerance = .golden) -> PixelDiff {
    let eSize = (expected.width, expected.height), aSize = (actual.width, actual.height)
    guard eSize == aSize else {
      return PixelDiff(
        expectedSize: eSize, actualSize: aSize, tolerance: tolerance, differingPixels: expected.width * expected.height,
        changedPixels: expected.width * expected.height, pixelCount: expected.width * expected.height, maxError: 255,
        meanError: 255, diffImage: nil)
    }
    var diff = FrameBuffer(width: expected.width, height: expected.height)
    var differing = 0, changed = 0, maxError = 0, total = 0
    for y in 0..<expected.height {
      let er = y * expected.bytesPerRow, ar = y * actual.bytesPerRow, dr = y * diff.bytesPerRow
      for x in 0..<expected.width {
        var worst = 0
        for c in 0..<4 {
          let d = abs(Int(expected.pixels[er + x * 4 + c]) - Int(actual.pixels[ar + x * 4 + c]))
          total += d
          worst = max(worst, d)
        }
        maxError = max(maxError, worst)
        let o = dr + x * 4
        if worst > tolerance.maxChannelDifference {
          differing += 1
          changed += 1
          (diff.pixels[o], diff.pixels[o + 1], diff.pixels[o + 2], diff.pixels[o + 3]) = (0, 0, 255, 255)
        } else if worst > 0 {
          changed += 1
          (diff.pixels[o], diff.pixels[o + 1], diff.pixels[o + 2], diff.pixels[o + 3]) = (0, 160, 255, 255)
        } else {
          // Faded gray of the expected pixel (over white), so the picture stays recognisable.
          let b = Int(expected.pixels[er + x * 4]), g = Int(expected.pixels[er + x * 4 + 1])
          let r = Int(expected.pixels[er + x * 4 + 2]), a = Int(expected.pixels[er + x * 4 + 3])
          let luma = (r * 77 + g * 150 + b * 29) >> 8 + (255 - a)
          let v = UInt8(170 + min(255, luma) / 3)
          (diff.pixels[o], diff.pixels[o + 1], diff.pixels[o + 2], diff.pixels[o + 3]) = (v, v, v, 255)
        }
      }
    }
    let count = expected.width * expected.height
    return PixelDiff(
      expectedSize: eSize, actualSize: aSize, tolerance: tolerance, differingPixels: differing, changedPixels: changed,
      pixelCount: count, maxError: maxError, meanError: Double(total) / Double(count * 4), diffImage: diff)
  }
}
