import Foundation
import Testing
@testable import AnimationEngine

/// A value interrupted thousands of times (a phase loop whose next step starts as the last one
/// ends) keeps a short combined chain and, once told, a short history — answering as before.
@Suite("Long histories")
struct LongHistoryTests {
  /// 0 ↔ 50 with 1 ms linear steps, each starting at the previous one's end; the sums drift by an
  /// ulp, so many steps start a hair before the previous one finished and combine with it.
  func loop(steps: Int, discardEvery: Int?) -> AnimatedValue<Double> {
    var v = AnimatedValue(0.0)
    var t = 0.0
    for i in 0..<steps {
      v.set(i % 2 == 0 ? 50 : 0, at: t, animation: .linear(duration: 0.001))
      t += 0.001
      if let n = discardEvery, i % n == n - 1 { v.discardHistory(before: t - 0.001) }
    }
    return v
  }

  @Test func combinedChainsStayShort() {
    let v = loop(steps: 3000, discardEvery: nil)
    let longest = v.epochs.compactMap { $0.run?.animation.as(DefaultCombiningAnimation.self)?.entries.count }.max() ?? 1
    // The newest finished entry, the one still running and the new one, at most.
    #expect(longest <= 3)
  }

  @Test func discardingHistoryKeepsLaterAnswers() {
    let full = loop(steps: 3000, discardEvery: nil)
    let short = loop(steps: 3000, discardEvery: 256)
    #expect(full.historyCount == 3001)
    #expect(short.historyCount < 260)
    for t in stride(from: 2.9995, through: 3.01, by: 0.00025) {
      #expect(full.value(at: t) == short.value(at: t), "value at \(t)")
      #expect(full.isAnimating(at: t) == short.isAnimating(at: t))
    }
    // Halfway through the last step (towards 0 from 50): 25.
    #expect(abs(short.value(at: 2.9995) - 25) < 1e-6)
  }
}
