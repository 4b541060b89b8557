import AnimationEngine
import Foundation
import Testing
@testable import ViewRuntime

/// A kept frame draws a slot's value from its ``SlotTrack``: bit for bit what the record's history
/// draws (`AnimatedValue.value(at:)`), for attributes of one and two numbers under timing curves, and
/// not at all (the record draws it) where a spring runs or the attribute has more numbers.
@Suite("Slot tracks")
struct SlotTrackTests {
  /// A history with a change at 0.2 s and another at 0.5 s, while the first may still run.
  func history(_ components: [Double], _ next: [Double], _ last: [Double], _ animation: Animation) -> AnimatedValue<AnimatableVector> {
    var value = AnimatedValue(AnimatableVector(components))
    value.set(AnimatableVector(next), at: 0.2, animation: animation)
    value.set(AnimatableVector(last), at: 0.5, animation: animation)
    return value
  }

  func box(_ curve: UnitCurve) -> SlotTrack.CurveBox { SlotTrack.CurveBox(curve) }

  @Test(arguments: [Animation.easeInOut(duration: 0.4), .linear(duration: 0.25), .easeIn(duration: 0.7),
                    .timingCurve(0.2, 0.9, 0.3, 1.4, duration: 0.5)])
  func oneAndTwoNumbersDrawAsTheHistory(_ animation: Animation) {
    var drawnCount = 0
    for (count, value) in [(1, history([0.35], [1], [0.6], animation)),
                           (2, history([0.6, 0.6], [1.4, 1.4], [-3, 0.5], animation))] {
      for step in 0...120 {
        let t = Double(step) / 100
        let track = SlotTrack(value.segment(at: t), count: count, box: box)
        #expect(track.covers(t) || !track.isDrawn, "\(count) numbers at \(t)")
        // Up to the interruption one curve runs; after it, the retargeted run is the record's to draw
        // while it combines two curves.
        if t < 0.5 { #expect(track.isDrawn, "\(count) numbers at \(t)") }
        guard track.isDrawn else { continue }
        drawnCount += 1
        let drawn = track.value(at: t) ?? value.target
        let expected = value.value(at: t)
        // Bit for bit, each number.
        let same = (0..<4).allSatisfy { drawn[$0].bitPattern == expected[$0].bitPattern }
        #expect(same, "\(count) numbers at \(t): \(drawn) against \(expected)")
      }
    }
    #expect(drawnCount >= 2 * 50)
  }

  @Test func springsAndLargerAttributesAreLeftToTheRecord() {
    // Still covering their stretch, so a frame does not look the history up again until it ends.
    let spring = history([0, 0], [10, 4], [2, 2], .bouncy)
    let springTrack = SlotTrack(spring.segment(at: 0.3), count: 2, box: box)
    #expect(!springTrack.isDrawn && springTrack.covers(0.3) && springTrack.covers(0.45) && !springTrack.covers(0.5))
    let colour = history([1, 0, 0, 1], [0, 0, 1, 1], [0, 1, 0, 1], .easeInOut(duration: 0.3))
    let colourTrack = SlotTrack(colour.segment(at: 0.3), count: 4, box: box)
    #expect(!colourTrack.isDrawn && colourTrack.covers(0.3))
    // An empty track covers no time, so a step's first frame reads its record.
    #expect(!SlotTrack().covers(0))
  }
}
