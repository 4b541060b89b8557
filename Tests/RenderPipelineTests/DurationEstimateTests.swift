import Foundation
import Testing
import ViewRuntime
@testable import RenderPipeline

/// Derived durations for scenes without `duration:`: settling, loop periods, the cap.
@Suite struct DurationEstimateTests {
  /// A sampled sine of `period` frames, as inspect signatures.
  func wave(period: Int, count: Int, after still: Int = 0) -> [[Double]?] {
    (0..<count).map { n in
      n < still ? [1, 0] : [1, sin(2 * Double.pi * Double(n - still) / Double(period)) * 50]
    }
  }

  @Test func findsTheSmallestPeriod() {
    #expect(DurationEstimate.period(of: wave(period: 24, count: 120), minimum: 6) == 24)
    #expect(DurationEstimate.period(of: wave(period: 7, count: 100), minimum: 2) == 7)
  }

  @Test func noPeriodInAMotionThatNeverRepeats() {
    let ramp: [[Double]?] = (0..<100).map { [1, Double($0)] }
    #expect(DurationEstimate.period(of: ramp, minimum: 2) == nil)
    // A still is not a loop shorter than the minimum; it repeats at the minimum itself.
    let still: [[Double]?] = Array(repeating: [1, 3], count: 50)
    #expect(DurationEstimate.period(of: still, minimum: 5) == 5)
  }

  @Test func differentLeafCountsNeverMatch() {
    let samples: [[Double]?] = (0..<40).map { $0 % 4 == 0 ? [2, 0, 0] : [1, 0] }
    #expect(DurationEstimate.period(of: samples, minimum: 1) == 4)
    #expect(DurationEstimate.period(of: samples, minimum: 5) == 8)
  }

  @Test func staticSceneSettlesAfterTheRest() throws {
    let runtime = try SceneRuntime(root: Color.red.frame(width: 10, height: 10), canvasSize: CGSize(width: 20, height: 20),
                                   measurer: FixedTextMeasurer())
    // Nothing moves at 0: the first frame plus the rest, rounded up to whole frames.
    #expect(try DurationEstimate.duration(of: runtime, fps: 10) == 0.3)
  }

  @Test func tapsKeepTheSceneAliveUntilTheyHappen() throws {
    let runtime = try SceneRuntime(root: Color.red.frame(width: 10, height: 10), canvasSize: CGSize(width: 20, height: 20),
                                   taps: [2], measurer: FixedTextMeasurer())
    #expect(try DurationEstimate.duration(of: runtime, fps: 10) == 2.3)
  }
}
