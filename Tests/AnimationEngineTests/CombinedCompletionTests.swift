import Foundation
import Testing
@testable import AnimationEngine

/// A combined chain's completion times come from its newest entry when that entry's are known
/// (computed when the entry is added); they must agree with the probe's scan of the whole chain.
@Suite struct CombinedCompletionTests {
  /// The scan of the epoch's run from its start, as the probe did before the shortcut.
  func scanned(_ v: AnimatedValue<Double>) -> (logical: Double?, finished: Double?) {
    let run = v.epochs[v.epochs.count - 1].run!
    let start = v.epochs[v.epochs.count - 1].time - run.begin
    let times = AnimationProbe.scannedCompletionTimes(
      of: run.animation, value: run.interval, context: run.context, from: start,
      horizon: EngineChoices.completionSearchHorizon)
    return (times.logical.map { $0 + run.begin }, times.finished.map { $0 + run.begin })
  }

  @Test func phaseStepAtTheEndOfTheLastOne() {
    // A phase loop: each step starts as the previous one ends. The ended animation is over (the value
    // is drawn at its model from its finish on), so the new one starts afresh instead of combining:
    // 1.4 + (0.6 − 1.4)·easeInOut((t − 0.4)/0.7), with the same completion times.
    var v = AnimatedValue(0.6)
    v.set(1.4, at: 0, animation: .easeInOut(duration: 0.4))
    let h = v.set(0.6, at: 0.4, animation: .easeInOut(duration: 0.7))
    #expect(v.epochs.last?.run?.animation.as(DefaultCombiningAnimation.self) == nil)
    #expect(h.finishedTime == 0.4 + 0.7 && h.logicallyCompleteTime == 0.4 + 0.7)
    let scan = scanned(v)
    #expect(close(scan.finished ?? -1, 1.1, 1e-9) && close(scan.logical ?? -1, 1.1, 1e-9))
    for t in stride(from: 0.4, through: 1.2, by: 0.05) {
      let expected = 1.4 + (0.6 - 1.4) * UnitCurve.easeInOut.value(at: min(1, (t - 0.4) / 0.7))
      #expect(close(v.value(at: t), expected, 1e-12), "t = \(t)")
    }
    // Just before the finish the first animation still runs, and a step then still combines.
    var w = AnimatedValue(0.6)
    w.set(1.4, at: 0, animation: .easeInOut(duration: 0.4))
    w.set(0.6, at: 0.39, animation: .easeInOut(duration: 0.7))
    #expect(w.epochs.last?.run?.animation.as(DefaultCombiningAnimation.self) != nil)
  }

  @Test func agreesWithTheScanForRandomChains() {
    var rng = SplitMix64(seed: 20)
    let newest: [Animation] = [
      .linear(duration: 0.5), .easeInOut(duration: 0.8), .easeIn(duration: 0.3).delay(0.2),
      .easeOut(duration: 0.6).speed(2), .interpolatingSpring(duration: 0.6, bounce: 0.2),
      .linear(duration: 0.2).repeatCount(3, autoreverses: true), .easeInOut(duration: 0.4).logicallyComplete(after: 0.1),
    ]
    var combined = 0
    for _ in 0..<200 {
      var v = AnimatedValue(Double.random(in: -50...50, using: &rng))
      var t = 0.0
      for _ in 0..<Int.random(in: 2...4, using: &rng) {
        let animation = newest.randomElement(using: &rng)!
        let h = v.set(Double.random(in: -100...100, using: &rng), at: t, animation: animation)
        if v.epochs.last?.run?.animation.as(DefaultCombiningAnimation.self) != nil {
          combined += 1
          let scan = scanned(v)
          #expect(close(h.finishedTime ?? -1, scan.finished ?? -1, 1e-9), "\(animation) at \(t)")
          #expect(close(h.logicallyCompleteTime ?? -1, scan.logical ?? -1, 1e-9), "\(animation) at \(t)")
        }
        t += Double.random(in: 0.05...0.5, using: &rng)
      }
    }
    #expect(combined > 100)
  }
}
