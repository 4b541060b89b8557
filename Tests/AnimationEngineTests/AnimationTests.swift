import Foundation
import Testing
@testable import AnimationEngine

/// Evaluates `animation` on a fresh property moving from 0 to `delta` at time 0.
func animated(_ animation: Animation, delta: Double = 1) -> (AnimatedValue<Double>, AnimationHandle) {
  var value = AnimatedValue(0.0)
  let handle = value.set(delta, at: 0, animation: animation)
  return (value, handle)
}

@Suite struct AnimationTests {
  @Test func timingCurvesFollowTheirCurveForTheirDuration() {
    let (v, handle) = animated(.easeInOut(duration: 0.6), delta: 10)
    for t in stride(from: 0.0, through: 0.6, by: 0.05) {
      #expect(close(v.value(at: t), 10 * UnitCurve.easeInOut.value(at: t / 0.6), 1e-9))
      #expect(close(v.velocity(at: t), 10 * UnitCurve.easeInOut.velocity(at: t / 0.6) / 0.6, 1e-6))
    }
    #expect(v.value(at: 0.61) == 10 && !v.isAnimating(at: 0.61))
    #expect(close(handle.logicallyCompleteTime ?? -1, 0.6, 1e-9))
    #expect(close(handle.finishedTime ?? -1, 0.6, 1e-9))
    let (d, dh) = animated(.easeIn)
    #expect(close(dh.finishedTime ?? -1, 0.35, 1e-9))
    #expect(close(d.value(at: 0.2), UnitCurve.easeIn.value(at: 0.2 / 0.35), 1e-12))
    let (c, _) = animated(.timingCurve(0.1, 0.9, 0.2, 1.0, duration: 2))
    #expect(close(c.value(at: 1), UnitCurve.bezier(startControlPoint: UnitPoint(x: 0.1, y: 0.9), endControlPoint: UnitPoint(x: 0.2, y: 1)).value(at: 0.5), 1e-12))
  }

  @Test func fluidSpringStepsMatchTheIntegrationFormula() {
    for (animation, response, fraction) in [
      (Animation.smooth, 0.5, 1.0), (.bouncy, 0.5, 0.7), (.snappy(duration: 0.3), 0.3, 0.85),
      (.spring(response: 0.4, dampingFraction: 0.5), 0.4, 0.5), (.default, EngineChoices.defaultAnimationResponse, 1.0),
      (.interactiveSpring, 0.15, 0.85),
    ] {
      let delta = 37.0
      let (v, _) = animated(animation, delta: delta)
      for steps in [1, 2, 10, 45, 100, 150, 222] {
        // Any time in ((n−1)·dt, n·dt] shows the state after n steps.
        let t = (Double(steps) - 0.5) / 300
        let reference = fluidSpringReference(delta: delta, response: response, dampingFraction: fraction, steps: steps)
        if v.isAnimating(at: t) {
          #expect(close(v.value(at: t), reference.x, 1e-9), "\(animation) at \(steps) steps")
          #expect(close(v.velocity(at: t), reference.v, 1e-9))
        } else {
          // Finished: the stepper had come to rest within 1 % of the target, and the value snapped there.
          #expect(abs(reference.v) <= 0.06 && abs(delta - reference.x) <= 0.01 * delta && v.value(at: t) == delta)
        }
      }
    }
  }

  @Test func fluidSpringCompletionMoments() {
    let delta = 100.0
    let (v, handle) = animated(.bouncy, delta: delta)
    #expect(close(handle.logicallyCompleteTime ?? -1, 0.5, 1e-6))
    // Finished at the first step where |v|, |a| ≤ 0.06 and the remaining distance ≤ 1 %.
    var n = 1
    while true {
      let s = fluidSpringReference(delta: delta, response: 0.5, dampingFraction: 0.7, steps: n)
      if max(s.v * s.v, s.a * s.a) <= 0.0036 && abs(delta - s.x) <= 0.01 * delta { break }
      n += 1
    }
    let finished = handle.finishedTime ?? -1
    #expect(finished > Double(n - 1) / 300 && finished <= Double(n) / 300 + 1e-9)
    #expect(v.isAnimating(at: finished - 0.004) && !v.isAnimating(at: finished + 1e-6))
    #expect(v.value(at: finished + 1e-6) == delta)
    // Close to, but not equal to, the closed form (research: within ~2 % of Δ).
    let spring = Spring(duration: 0.5, bounce: 0.3)
    for t in stride(from: 0.02, through: 1.0, by: 0.02) {
      #expect(abs(v.value(at: t) - spring.value(target: delta, time: t)) < 0.03 * delta)
    }
  }

  @Test func interpolatingSpringIsTheClosedForm() {
    let spring = Spring(mass: 1, stiffness: 170, damping: 15)
    let (v, handle) = animated(.interpolatingSpring(mass: 1, stiffness: 170, damping: 15, initialVelocity: 2), delta: 5)
    for t in stride(from: 0.0, through: 0.8, by: 0.1) {
      #expect(close(v.value(at: t), spring.value(target: 5.0, initialVelocity: 10.0, time: t), 1e-9))
    }
    #expect(v.value(at: 1.0) == 5)
    let lambda = 7.5, omegaD = (170 - lambda * lambda).squareRoot()
    #expect(close(handle.logicallyCompleteTime ?? -1, 2 * .pi / 170.squareRoot(), 1e-6))
    #expect(close(handle.finishedTime ?? -1, log(1000 * (1 + abs(lambda - 2) / omegaD)) / lambda, 1e-6))
  }

  @Test func delayAndSpeedComposeInOrder() {
    let base = Animation.linear(duration: 1)
    let (a, ah) = animated(base.delay(0.5).speed(2))  // max(0, 2t − 0.5)
    let (b, bh) = animated(base.speed(2).delay(0.5))  // 2·max(0, t − 0.5)
    for t in stride(from: 0.0, through: 1.0, by: 0.05) {
      #expect(close(a.value(at: t), min(1, max(0, 2 * t - 0.5)), 1e-9))
      #expect(close(b.value(at: t), min(1, 2 * max(0, t - 0.5)), 1e-9))
    }
    #expect(close(ah.finishedTime ?? -1, 0.75, 1e-9))
    #expect(close(bh.finishedTime ?? -1, 1.0, 1e-9))
  }

  @Test func repeatCountsPassesBothWays() {
    let (v, handle) = animated(.linear(duration: 1).repeatCount(3, autoreverses: true), delta: 10)
    #expect(close(v.value(at: 0.25), 2.5, 1e-9))
    #expect(close(v.value(at: 1.25), 7.5, 1e-9))  // second pass runs backwards
    #expect(close(v.value(at: 2.25), 2.5, 1e-9))
    #expect(close(handle.finishedTime ?? -1, 3, 1e-9))
    let (even, _) = animated(.linear(duration: 1).repeatCount(2, autoreverses: true), delta: 10)
    #expect(close(even.value(at: 1.9), 1, 1e-9) && even.value(at: 2.01) == 10)  // the famous jump
    let (forever, fh) = animated(.easeInOut(duration: 0.5).repeatForever(autoreverses: false), delta: 1)
    #expect(fh.finishedTime == nil && fh.logicallyCompleteTime == nil)
    #expect(close(forever.value(at: 100.25), UnitCurve.easeInOut.value(at: 0.5), 1e-9))
    #expect(forever.isAnimating(at: 1000))
  }

  @Test func logicallyCompleteOverride() {
    let (_, handle) = animated(.linear(duration: 2).logicallyComplete(after: 0.5))
    #expect(close(handle.logicallyCompleteTime ?? -1, 0.5, 1e-9))
    #expect(close(handle.finishedTime ?? -1, 2, 1e-9))
    let (_, forever) = animated(.linear(duration: 1).repeatForever().logicallyComplete(after: 0.7))
    #expect(close(forever.logicallyCompleteTime ?? -1, 0.7, 1e-9) && forever.finishedTime == nil)
  }

  @Test func presetsAndEquality() {
    #expect(Animation.smooth == .spring(duration: 0.5, bounce: 0))
    #expect(Animation.spring == .spring(response: 0.5, dampingFraction: 1, blendDuration: 0))
    #expect(Animation.bouncy(extraBounce: 0.1) == .spring(duration: 0.5, bounce: 0.4))
    #expect(Animation.interactiveSpring == .spring(duration: 0.15, bounce: 0.15, blendDuration: 0.25))
    #expect(Animation.spring(Spring.snappy) == .snappy)
    #expect(Animation.easeIn != .easeOut && Animation.easeIn == .easeIn(duration: 0.35))
    #expect(Animation.linear.delay(1) != Animation.linear)
    let fluid = Animation.spring(response: 0.3, dampingFraction: 0.6).as(FluidSpringAnimation.self)
    #expect(fluid?.response == 0.3 && fluid?.dampingFraction == 0.6)
    #expect(Animation.interactiveSpring(response: 0.15).as(FluidSpringAnimation.self)?.dampingFraction == 0.86)
  }

  /// A user animation: moves linearly but in 4 discrete steps over `duration`.
  struct Stepped: CustomAnimation {
    var duration: Double
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
      guard time < duration else { return nil }
      if time >= duration / 2 { context.isLogicallyComplete = true }
      return value.scaled(by: (4 * time / duration).rounded(.down) / 4)
    }
  }

  @Test func customAnimationsPlugIn() {
    let (v, handle) = animated(Animation(Stepped(duration: 2)), delta: 8)
    #expect(v.value(at: 0.4) == 0 && v.value(at: 0.6) == 2 && v.value(at: 1.9) == 6 && v.value(at: 2) == 8)
    #expect(close(handle.logicallyCompleteTime ?? -1, 1, 1e-9))
    #expect(close(handle.finishedTime ?? -1, 2, 1e-9))
    #expect(Animation(Stepped(duration: 2)) == Animation(Stepped(duration: 2)))
    #expect(Animation(Stepped(duration: 2)) != Animation(Stepped(duration: 3)))
  }
}

@Suite struct AnimationDescriptionTests {
  @Test func readableDescriptions() {
    #expect(Animation.easeInOut(duration: 0.3).description == "easeInOut(duration: 0.3)")
    #expect(Animation.bouncy.description == "spring(response: 0.5, dampingFraction: 0.7, blendDuration: 0.0)")
    #expect(Animation.linear.delay(1).repeatCount(2, autoreverses: false).description
      == "linear(duration: 0.35).delay(1.0).repeatCount(2, autoreverses: false)")
  }

  @Test func nonFiniteTimesDoNotBreakHistory() {
    var v = AnimatedValue(0.0)
    v.set(1, at: .nan, animation: .linear(duration: 1))
    #expect(close(v.value(at: 0.5), 0.5, 1e-12))
    v.set(2, at: -5, animation: nil)  // earlier than the last change: clamped to it
    #expect(v.value(at: 0.5) == 1.5 && v.lastChangeTime == 0)
  }
}

@Suite struct CompletionTimesTests {
  @Test func publicCompletionTimes() {
    let curve = Animation.easeOut(duration: 0.4).delay(0.1).completionTimes(changing: 5.0)
    #expect(close(curve.logicallyComplete ?? -1, 0.5, 1e-12) && close(curve.finished ?? -1, 0.5, 1e-12))
    let spring = Animation.smooth.completionTimes(changing: 1000.0)
    #expect(close(spring.logicallyComplete ?? -1, 0.5, 1e-6))
    // A bigger change takes longer to finish: the thresholds are absolute.
    let small = Animation.smooth.completionTimes(changing: 1.0)
    #expect((spring.finished ?? 0) > (small.finished ?? .infinity))
    #expect(Animation.linear.repeatForever().completionTimes(changing: 1.0) == (nil, nil))
  }

  @Test func equalityAndHashingFollowTheWrappedAnimation() {
    let a = Animation.easeInOut(duration: 0.4), b = Animation.easeInOut(duration: 0.4)
    #expect(a == b && a.hashValue == b.hashValue)
    #expect(a != .easeInOut(duration: 0.5) && a != .easeIn(duration: 0.4))
    // Different wrapped types are never equal, even with the same timing.
    #expect(Animation.linear(duration: 1) != .spring(duration: 1, bounce: 0))
    #expect(a.delay(0.1) == b.delay(0.1) && a.delay(0.1) != a.delay(0.2) && a.delay(0.1) != a)
    #expect(a.repeatForever().hashValue == b.repeatForever().hashValue)
    let durations: [Animation: Double] = [a: 0.4, .smooth: 0.5]
    #expect(durations[b] == 0.4 && durations[.smooth] == 0.5 && durations[.linear] == nil)
  }
}
