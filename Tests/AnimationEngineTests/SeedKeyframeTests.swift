import Foundation
import Testing
@testable import AnimationEngine

/// The seed's `AnimationValues` (seed 000, Apple's keyframe "reaction" example) and its timeline: the
/// engine's shared definition, checked here against numbers computed independently from the formulas.
typealias AnimationValues = ReactionKeyframes.Values

func seedTimeline(initialVelocity: AnimationValues? = nil) -> KeyframeTimeline<AnimationValues> {
  ReactionKeyframes.timeline(initialVelocity: initialVelocity)
}

@Suite struct SeedKeyframeTests {
  let timeline = seedTimeline()

  /// Extremum of `f` on [a, b], sampled every 0.1 ms.
  func extremum(_ a: Double, _ b: Double, max: Bool, _ f: (Double) -> Double) -> (t: Double, v: Double) {
    var best = (t: a, v: f(a))
    for t in stride(from: a, through: b, by: 0.0001) {
      let v = f(t)
      if max ? v > best.v : v < best.v { best = (t, v) }
    }
    return best
  }

  @Test func durations() {
    // Spring keyframes without a duration run for settlingDuration(target: to − from, v0, ε) with the
    // chosen ε; recompute both tracks' last segments from the formulas.
    let bouncy = Spring.bouncy
    let eps = EngineChoices.springKeyframeSettlingEpsilon
    // scale: 0.36 s linear, 0.8 s spring towards 1.5, then the settle towards 1.0.
    let scaleEnd = 1.0 + bouncy.value(target: 0.5, initialVelocity: 0.0, time: 0.8)
    let scaleVelocity = bouncy.velocity(target: 0.5, initialVelocity: 0.0, time: 0.8)
    let scaleSettle = bouncy.settlingDuration(target: 1.0 - scaleEnd, initialVelocity: scaleVelocity, epsilon: eps)
    // verticalOffset: 0.1 s linear, 0.15 s spring to 20, 1 s spring to −60, then settle to 0.
    let e1 = bouncy.value(target: 20.0, initialVelocity: 0.0, time: 0.15)
    let v1 = bouncy.velocity(target: 20.0, initialVelocity: 0.0, time: 0.15)
    let e2 = e1 + bouncy.value(target: -60 - e1, initialVelocity: v1, time: 1.0)
    let v2 = bouncy.velocity(target: -60 - e1, initialVelocity: v1, time: 1.0)
    let offsetSettle = bouncy.settlingDuration(target: 0 - e2, initialVelocity: v2, epsilon: eps)
    let expected = max(0.36 + 0.8 + scaleSettle, 0.1 + 0.15 + 1.0 + offsetSettle, 2.10, 1.08)
    #expect(close(timeline.duration, expected, 1e-12))
    // Research reference (ε = 1e-4, target-relative): 2.388 s and 3.022 s.
    #expect(close(0.36 + 0.8 + scaleSettle, 2.388, 0.001))
    #expect(close(timeline.duration, 3.022, 0.001))
  }

  @Test func springSegmentsEndOffTarget() {
    #expect(close(timeline.value(time: 1.16).scale, 1.4994, 0.0001))
    #expect(close(timeline.value(time: 0.25).verticalOffset, 13.70, 0.005))
    #expect(close(timeline.value(time: 1.25).verticalOffset, -60.0046, 0.0001))
    // Closed form, not the fluid stepper: offset at 0.2 s is 0.1 s into the spring towards 20.
    #expect(close(timeline.value(time: 0.2).verticalOffset, Spring.bouncy.value(target: 20.0, time: 0.1), 1e-12))
  }

  @Test func angleWiggleOvershootsAndDips() {
    let peak = extremum(0.6, 0.8, max: true) { timeline.value(time: $0).angle.degrees }
    #expect(close(peak.v, 16.27, 0.01))
    #expect(close(peak.t, 0.696, 0.001))
    let dip = extremum(0.0, 0.58, max: false) { timeline.value(time: $0).angle.degrees }
    #expect(close(dip.v, -1.95, 0.01))
    #expect(close(dip.t, 0.4, 0.03))
    // Catmull-Rom joint velocities (°/s): (P_{i+1} − P_{i−1}) / (d_i + d_{i+1}).
    let joints: [(Double, Double)] = [(0.58, 16 / 0.705), (0.705, -64), (0.83, 0), (0.955, 64), (1.08, 0), (0, 0)]
    for (t, expected) in joints {
      #expect(close(Angle(radians: timeline.velocity(time: t).angle.animatableData / 128).degrees, expected, 1e-9))
    }
  }

  @Test func stretchRange() {
    let low = extremum(0, 2.2, max: false) { timeline.value(time: $0).verticalStretch }
    let high = extremum(0, 2.2, max: true) { timeline.value(time: $0).verticalStretch }
    #expect(close(low.v, 0.585, 0.001) && close(high.v, 1.511, 0.001))
  }

  @Test func endsAndProgress() {
    #expect(timeline.value(time: 0) == AnimationValues())
    #expect(timeline.value(time: -1) == AnimationValues())
    let end = timeline.value(time: timeline.duration)
    #expect(timeline.value(time: timeline.duration + 5) == end)
    #expect(close(end.verticalOffset, 0, 0.0001) && close(end.scale, 1, 0.0001))
    #expect(timeline.value(progress: 0.5) == timeline.value(time: timeline.duration / 2))
    // Tracks hold their last value until the timeline ends.
    #expect(timeline.value(time: 1.5).angle == .zero)
    #expect(timeline.value(time: 2.5).verticalStretch == 1.0)
  }

  @Test func initialVelocityFeedsTheFirstKeyframes() {
    var velocity = AnimationValues()
    velocity.verticalStretch = 3
    velocity.angle = Angle(radians: 1.0 / 128)  // 1 rad/s as animatable data ×128
    velocity.scale = 0
    velocity.verticalOffset = 0
    let moving = seedTimeline(initialVelocity: velocity)
    let v0 = moving.velocity(time: 0)
    #expect(close(v0.verticalStretch, 3, 1e-12))
    #expect(close(v0.angle.animatableData, 1, 1e-12))
    #expect(moving.value(time: 0.05).verticalStretch != timeline.value(time: 0.05).verticalStretch)
  }
}

@Suite struct SeedPointTimelineTests {
  /// Seed 001's `KeyframeTimeline(initialValue: CGPoint.zero)` with tracks on `\.x` and `\.y`.
  @Test func cgPointTimeline() {
    let timeline = KeyframeTimeline(initialValue: CGPoint.zero) {
      KeyframeTrack(\.x) {
        LinearKeyframe(100, duration: 1)
      }
      KeyframeTrack(\.y) {
        CubicKeyframe(50, duration: 0.5)
        CubicKeyframe(0, duration: 1)
      }
    }
    #expect(timeline.duration == 1.5)
    let value = timeline.value(time: 1.2)
    #expect(value.x == 100)
    #expect(close(Double(value.y), Double(timeline.value(time: 1.2).y), 0) && value.y > 0 && value.y < 50)
    #expect(timeline.value(time: 0.5) == CGPoint(x: 50, y: 50))
  }
}
