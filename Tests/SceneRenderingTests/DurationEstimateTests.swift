import Foundation
import Testing
import ViewRuntime
@testable import SceneRendering

/// Derived durations for scenes without `duration:`: settling, loop periods, the cap.
@Suite struct DurationEstimateTests {
  typealias Signature = DurationEstimate.Signature

  /// A sampled sine of `period` frames (maybe fractional), as inspect signatures.
  func wave(period: Double, count: Int) -> [Signature] {
    (0..<count).map { n in Signature(labels: ["shape"], values: [sin(2 * Double.pi * Double(n) / period) * 50]) }
  }

  @Test func findsTheSmallestPeriod() {
    #expect(DurationEstimate.period(of: wave(period: 24, count: 120), minimum: 6) == 24)
    #expect(DurationEstimate.period(of: wave(period: 7, count: 100), minimum: 2) == 7)
  }

  @Test func periodsBetweenFramesAreFoundToHalfAFrame() {
    #expect(DurationEstimate.period(of: wave(period: 30.5, count: 200), minimum: 6) == 30.5)
  }

  @Test func noPeriodInAMotionThatNeverRepeats() {
    let ramp = (0..<100).map { Signature(labels: ["shape"], values: [Double($0)]) }
    #expect(DurationEstimate.period(of: ramp, minimum: 2) == nil)
  }

  @Test func changedTextsOrLeavesNeverMatch() {
    // The numbers repeat every 4 frames, but the text only every 8.
    let samples = (0..<80).map { Signature(labels: ["text \($0 % 8 < 4)"], values: [Double($0 % 4)]) }
    #expect(DurationEstimate.period(of: samples, minimum: 2) == 8)
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
