import Foundation
import Testing
@testable import AnimationEngine

@Suite struct AnimatedValueTests {
  @Test func jumpKeepsTheRunningOffset() {
    var v = AnimatedValue(0.0)
    v.set(10, at: 0, animation: .linear(duration: 1))
    let handle = v.set(20, at: 0.5, animation: nil)
    #expect(handle == .immediate(at: 0.5))
    for t in stride(from: 0.5, to: 1.0, by: 0.1) {
      #expect(close(v.value(at: t), 20 - 10 + 10 * t, 1e-9))
    }
    #expect(v.value(at: 1.01) == 20 && v.target == 20)
    #expect(v.target(at: 0.2) == 10)
    #expect(close(v.value(at: 0.3), 3, 1e-12))  // the past is unchanged
  }

  @Test func unchangedTargetAndNoAnimation() {
    var v = AnimatedValue(5.0)
    #expect(v.set(5, at: 1, animation: .bouncy) == .immediate(at: 1))
    #expect(!v.isAnimating(at: 1.1))
    v.set(7, at: 2, animation: nil)
    #expect(v.value(at: 1.9) == 5 && v.value(at: 2) == 7 && v.velocity(at: 2.5) == 0)
    #expect(v.value(at: -100) == 5)
  }

  @Test func nonMergingAnimationsCombine() {
    // v = old(t) + f_new(t − t1)·(target_new − old(t))  (OpenSwiftUI's DefaultCombiningAnimation)
    var v = AnimatedValue(0.0)
    v.set(10, at: 0, animation: .linear(duration: 1))
    let handle = v.set(20, at: 0.5, animation: .easeInOut(duration: 1))
    for t in stride(from: 0.5, through: 1.5, by: 0.05) {
      let old = min(10, 10 * t)
      let f = UnitCurve.easeInOut.value(at: (t - 0.5) / 1)
      #expect(close(v.value(at: t), old + f * (20 - old), 1e-9))
    }
    #expect(close(handle.finishedTime ?? -1, 1.5, 1e-9))
    #expect(v.value(at: 1.6) == 20)
    // Velocity of the chain: numerical derivative agrees.
    for t in [0.6, 0.8, 0.99, 1.2] {
      let numeric = (v.value(at: t + 1e-6) - v.value(at: t - 1e-6)) / 2e-6
      #expect(close(v.velocity(at: t), numeric, 1e-4 * (1 + abs(numeric))))
    }
  }

  @Test func springMergeKeepsValueAndVelocity() {
    var rng = SplitMix64(seed: 42)
    let springs: [Animation] = [.smooth, .snappy, .bouncy, .spring(duration: 0.3, bounce: 0.7), .interactiveSpring, .default,
                                .spring(response: 0.8, dampingFraction: 0.4, blendDuration: 0.3)]
    let others: [Animation] = [.linear, .easeInOut(duration: 0.8), .interpolatingSpring(duration: 0.6, bounce: 0.2)]
    for _ in 0..<300 {
      var v = AnimatedValue(Double.random(in: -50...50, using: &rng))
      let first = (springs + others).randomElement(using: &rng)!
      v.set(Double.random(in: -100...100, using: &rng), at: 0, animation: first)
      let t1 = Double.random(in: 0.01...0.6, using: &rng)
      guard v.isAnimating(at: t1) else { continue }
      let before = v.value(at: t1), velocityBefore = v.velocity(at: t1)
      let second = springs.randomElement(using: &rng)!
      let newTarget = Double.random(in: -100...100, using: &rng)
      v.set(newTarget, at: t1, animation: second)
      #expect(close(v.value(at: t1), before, 1e-9 * (1 + abs(before))), "\(first) → \(second) at \(t1)")
      #expect(close(v.velocity(at: t1), velocityBefore, 1e-6 * (1 + abs(velocityBefore))), "\(first) → \(second)")
      // One step later the value moved by about velocity·dt: no jump.
      let dt = 1.0 / 300
      let later = v.value(at: t1 + dt)
      #expect(abs(later - before) <= abs(velocityBefore) * dt + 0.05 * (1 + abs(newTarget - before)))
      #expect(close(v.value(at: 10), newTarget, 1e-12) || !v.isAnimating(at: 10) && v.value(at: 10) == newTarget)
    }
  }

  @Test func springRetargetIsLogicallyCompleteAfterItsResponse() {
    var v = AnimatedValue(0.0)
    v.set(100, at: 0, animation: .bouncy)
    let h = v.set(-40, at: 0.2, animation: .snappy(duration: 0.4))
    #expect(close(h.logicallyCompleteTime ?? -1, 0.6, 1e-6))
    #expect((h.finishedTime ?? 0) > 0.6)
  }

  @Test func blendDurationBlendsTheResponse() {
    let a = FluidSpringAnimation(response: 0.2, dampingFraction: 1, blendDuration: 0.5)
    #expect(close(a.effectiveResponse(time: 1.0, blendStart: 1.0, blendInterval: 0.6), 0.8, 1e-12))
    #expect(close(a.effectiveResponse(time: 1.25, blendStart: 1.0, blendInterval: 0.6), 0.5, 1e-12))
    #expect(close(a.effectiveResponse(time: 2.0, blendStart: 1.0, blendInterval: 0.6), 0.2, 1e-12))
  }

  @Test func randomAccessEqualsSequentialAccess() {
    var rng = SplitMix64(seed: 7)
    let animations: [Animation?] = [nil, .linear, .easeIn(duration: 0.5), .bouncy, .smooth, .spring(duration: 0.3, bounce: 0.5),
                                    .interpolatingSpring, .linear(duration: 0.4).repeatCount(3), .easeOut.delay(0.2).speed(1.5)]
    for _ in 0..<40 {
      var full = AnimatedValue(0.0)
      var partialSamples: [(Double, Double)] = []
      var changeTimes: [Double] = []
      var time = 0.0
      for _ in 0..<6 {
        time += Double.random(in: 0...0.4, using: &rng)
        changeTimes.append(time)
        full.set(Double.random(in: -10...10, using: &rng), at: time, animation: animations.randomElement(using: &rng)!)
        // Sample the history as it stands.
        let sampleTime = time + Double.random(in: 0...0.05, using: &rng)
        partialSamples.append((sampleTime, full.value(at: sampleTime)))
      }
      // Later changes never alter what was shown before them.
      for (i, (t, value)) in partialSamples.enumerated() where i + 1 == changeTimes.count || t < changeTimes[i + 1] {
        #expect(full.value(at: t) == value)
      }
      let times = (0..<200).map { _ in Double.random(in: 0...(time + 2), using: &rng) }
      let forward = times.sorted().map { full.value(at: $0) }
      let shuffled = times.sorted().shuffled(using: &rng)
      var lookup: [Double: Double] = [:]
      for t in shuffled { lookup[t] = full.value(at: t) }
      #expect(times.sorted().map { lookup[$0]! } == forward)
    }
  }

  @Test func vectorValues() {
    var v = AnimatedValue(AnimatablePair(0.0, 0.0))
    v.set(AnimatablePair(10.0, -10.0), at: 0, animation: .easeIn)
    let mid = v.value(at: 0.175)
    let f = UnitCurve.easeIn.value(at: 0.5)
    #expect(close(mid.first, 10 * f, 1e-12) && close(mid.second, -10 * f, 1e-12))
  }
}

@Suite struct AnimatedValueCacheTests {
  @Test func cachedSequentialEvaluationEqualsRandomAccess() {
    var rng = SplitMix64(seed: 11)
    let animations: [Animation?] = [nil, .bouncy, .smooth, .spring(duration: 0.8, bounce: 0.9), .easeInOut, .linear.repeatCount(2),
                                    .interactiveSpring, .snappy.speed(0.5)]
    for _ in 0..<30 {
      var value = AnimatedValue(0.0)
      var time = 0.0
      for _ in 0..<5 {
        time += Double.random(in: 0...0.6, using: &rng)
        value.set(Double.random(in: -50...50, using: &rng), at: time, animation: animations.randomElement(using: &rng)!)
      }
      var cache = AnimatedValueCache<Double>()
      for frame in 0..<Int((time + 2) * 60) {
        let t = Double(frame) / 60
        #expect(value.value(at: t, cache: &cache) == value.value(at: t))
      }
      // Going back in time is allowed too.
      #expect(value.value(at: 0.1, cache: &cache) == value.value(at: 0.1))
    }
  }
}

@Suite struct RemovalTimeTests {
  @Test func removalFollowsInterruptions() {
    var v = AnimatedValue(0.0)
    let first = v.set(10, at: 0, animation: .linear(duration: 1))
    #expect(v.removalTime(ofAnimationRunningAt: 0) == 1)
    let second = v.set(20, at: 0.5, animation: .easeIn(duration: 1))  // combines: the animator lives until 1.5
    #expect(close(first.logicallyCompleteTime ?? -1, 1, 1e-12))
    #expect(close(v.removalTime(ofAnimationRunningAt: first.startTime) ?? -1, 1.5, 1e-12))
    #expect(v.removalTime(ofAnimationRunningAt: second.startTime) == second.finishedTime)
    v.set(30, at: 1.2, animation: nil)  // a jump keeps the animator
    v.set(0, at: 3, animation: .bouncy)  // a new animator, after the first was removed
    #expect(close(v.removalTime(ofAnimationRunningAt: 0) ?? -1, 1.5, 1e-12))
    #expect(v.removalTime(ofAnimationRunningAt: 2) == 2)
    var forever = AnimatedValue(0.0)
    forever.set(1, at: 0, animation: .linear.repeatForever())
    #expect(forever.removalTime(ofAnimationRunningAt: 5) == nil)
  }

  /// A spring that takes over exactly when a curve ends (a phase step that changes nothing, then the
  /// next) has nothing left of the old interval and no velocity: it must spring from where the
  /// curve stopped, like a spring started at rest, not report itself finished and jump.
  @Test func springTakingOverAtACurvesEndStillMoves() {
    var merged = AnimatedValue(0.0)
    merged.set(-64, at: 0, animation: .easeInOut(duration: 0.3))
    let handle = merged.set(0, at: 0.3, animation: .smooth)
    var fresh = AnimatedValue(-64.0)
    fresh.set(0, at: 0.3, animation: .smooth)
    for t in [0.3, 0.35, 0.5, 0.8, 1.2] {
      #expect(abs(merged.value(at: t) - fresh.value(at: t)) < 1e-9, "at \(t)")
    }
    #expect(merged.value(at: 0.35) < -50)
    #expect((handle.finishedTime ?? 0) > 0.8)
  }

  @Test func settledTimeIsWhenTheLatestChangeComesToRest() {
    var v = AnimatedValue(0.0)
    #expect(v.settledTime == -.infinity && v.isSettled(after: 0))
    // A jump rests at once; a timing curve at its end (0.5 + 0.3); a repeating one never.
    v.set(2, at: 0.5, animation: nil)
    #expect(v.settledTime == 0.5)
    let h = v.set(4, at: 0.5, animation: .easeIn(duration: 0.3))
    #expect(v.settledTime == h.finishedTime && v.settledTime == 0.8)
    #expect(!v.isSettled(after: 0.79) && v.isSettled(after: 0.8))
    // Before it, the value is the curve's: 2 + 2·easeIn(0.2/0.3); from it on, the target.
    #expect(close(v.value(at: 0.7), 2 + 2 * UnitCurve.easeIn.value(at: 0.2 / 0.3), 1e-12))
    #expect(v.value(at: 0.8) == 4 && v.value(at: 9) == 4)
    // A jump while the curve runs keeps it running until the curve's end.
    v.set(5, at: 0.6, animation: nil)
    #expect(v.settledTime == 0.8)
    v.set(0, at: 1, animation: .linear(duration: 0.2).repeatForever())
    #expect(v.settledTime == .infinity && !v.isSettled(after: 1_000))
  }
}
