import Foundation
import Testing
@testable import AnimationEngine

/// A segment must draw exactly what the history draws, for every time in its stretch: kept frames
/// read segments, fresh frames read the history, and the two must agree to the bit.
@Suite struct TimingSegmentTests {
  /// Checks every 1/240 s of `range`: where the segment taken at a time draws itself, it equals the
  /// history there and at every later time of its stretch.
  private func expectSegmentsMatch(_ v: AnimatedValue<Double>, _ range: ClosedRange<Double>) -> Int {
    var drawn = 0
    for t in stride(from: range.lowerBound, through: range.upperBound, by: 1.0 / 240) {
      let segment = v.segment(at: t)
      #expect(segment.covers(t))
      guard segment.isDrawn else { continue }
      drawn += 1
      for later in stride(from: t, to: min(segment.end, range.upperBound), by: 1.0 / 60) {
        #expect(segment.value(at: later) == v.value(at: later), "at \(later), segment taken at \(t)")
        #expect((later < segment.settledTime) == !v.isSettled(after: later))
      }
    }
    return drawn
  }

  @Test func timingCurvesAreDrawnBitForBit() {
    var v = AnimatedValue(0.35)
    v.set(1.0, at: 0, animation: .easeInOut(duration: 0.4))
    v.set(0.35, at: 0.45, animation: .easeInOut(duration: 0.7))
    v.set(0.6, at: 1.3, animation: .linear(duration: 0.5))
    v.set(0.9, at: 2.0, animation: nil)
    #expect(expectSegmentsMatch(v, -0.1...2.5) > 500)
  }

  @Test func aStretchEndsAtTheNextChange() {
    var v = AnimatedValue(0.0)
    v.set(10, at: 0, animation: .easeIn(duration: 1))
    v.set(20, at: 2, animation: .easeOut(duration: 1))
    let first = v.segment(at: 0.5)
    #expect(first.start == 0 && first.end == 2)
    #expect(first.value(at: 1.5) == 10)  // finished: the epoch's model
    let last = v.segment(at: 2.5)
    #expect(last.start == 2 && last.end == .infinity && last.settledTime == 3)
    #expect(last.value(at: 3.5) == 20)
    #expect(!TimingSegment<Double>.none.covers(0))
  }

  @Test func springsAndChainsAreLeftToTheHistory() {
    var spring = AnimatedValue(0.0)
    spring.set(1, at: 0, animation: .spring(duration: 0.5, bounce: 0.2))
    #expect(!spring.segment(at: 0.1).isDrawn)
    // An ease interrupted by another ease combines the two (a chain): not one curve.
    var chain = AnimatedValue(0.0)
    chain.set(10, at: 0, animation: .linear(duration: 1))
    chain.set(20, at: 0.5, animation: .easeInOut(duration: 1))
    #expect(!chain.segment(at: 0.7).isDrawn)
    // Once the chain has finished, its epoch rests at its model and is drawn again.
    #expect(chain.segment(at: 1.6).isDrawn && chain.segment(at: 1.6).value(at: 1.7) == 20)
  }
}
