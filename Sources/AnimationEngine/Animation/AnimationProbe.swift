import Foundation

/// Finds an animation's two completion moments by evaluating it: a coarse sequential scan (the way
/// SwiftUI calls it, frame after frame) brackets each moment, then bisection on pure evaluations
/// from the starting context pins it down. Works for any `CustomAnimation`, including user ones.
@usableFromInline enum AnimationProbe {
  static let scanStep = 1.0 / 240

  /// Times (since the animation began) at which it becomes logically complete and finishes, searched
  /// from `start`; nil means "not within the search horizon", i.e. never.
  @usableFromInline static func completionTimes<V: VectorArithmetic>(
    of animation: Animation, value: V, context: AnimationContext<V>, from start: Double = 0,
    horizon: Double = EngineChoices.completionSearchHorizon
  ) -> (logical: Double?, finished: Double?) {
    if start == 0, let known = (animation.base as? any KnownCompletion)?.knownCompletionTimes() {
      return known
    }
    if let known = combinedCompletionTimes(of: animation, from: start) { return known }
    return scannedCompletionTimes(of: animation, value: value, context: context, from: start, horizon: horizon)
  }

  /// A combined chain ends when its newest entry ends, and is logically complete when that entry is
  /// (`DefaultCombiningAnimation.evaluate`), so a newest entry with known times answers for the chain
  /// without a scan. This is the common case of every phase step that starts as the previous one
  /// ends: the scan used to replay the chain about 240 times per second of its run on every step.
  /// Only from the newest entry's start or earlier, where the chain has not finished yet.
  static func combinedCompletionTimes(of animation: Animation, from start: Double) -> (logical: Double?, finished: Double?)? {
    guard let chain = animation.as(DefaultCombiningAnimation.self), let last = chain.entries.last,
          start <= last.elapsed, let known = last.animation.knownCompletion else { return nil }
    return (known.logical.map { $0 + last.elapsed }, known.finished.map { $0 + last.elapsed })
  }

  /// The completion times found by evaluating the animation (see the type's description).
  static func scannedCompletionTimes<V: VectorArithmetic>(
    of animation: Animation, value: V, context: AnimationContext<V>, from start: Double,
    horizon: Double
  ) -> (logical: Double?, finished: Double?) {
    let endless = isEndless(animation)
    var sequential = context
    var previous = start
    var logical: Double? = nil
    // Check the start itself first.
    if evaluate(animation, value, start, context).finished { return (start, start) }
    if evaluate(animation, value, start, context).logical { logical = start }
    var t = start
    let limit = start + horizon
    while t < limit {
      t = Swift.min(limit, t + scanStep)
      // Bisection restarts from the state at the previous scan point, not from the beginning, so
      // stepped animations only replay the last interval.
      let before = sequential
      sequential.isLogicallyComplete = false
      let result = animation.animate(value: value, time: t, context: &sequential)
      let isLogical = sequential.isLogicallyComplete || result == nil
      if logical == nil, isLogical {
        logical = refine(previous, t) { evaluate(animation, value, $0, before).logical }
        if endless { return (logical, nil) }
      }
      if result == nil {
        let finished = refine(previous, t) { evaluate(animation, value, $0, before).finished }
        return (Swift.min(logical ?? finished, finished), finished)
      }
      if endless && logical == nil && !containsLogicalOverride(animation) { return (nil, nil) }
      previous = t
    }
    return (logical, nil)
  }

  static func finishTime<V: VectorArithmetic>(of animation: Animation, value: V, context: AnimationContext<V>) -> Double? {
    if isEndless(animation) { return nil }
    return completionTimes(of: animation, value: value, context: context).finished
  }

  static func evaluate<V: VectorArithmetic>(
    _ animation: Animation, _ value: V, _ time: Double, _ context: AnimationContext<V>
  ) -> (logical: Bool, finished: Bool) {
    var c = context
    c.isLogicallyComplete = false
    let r = animation.animate(value: value, time: time, context: &c)
    return (c.isLogicallyComplete || r == nil, r == nil)
  }

  /// The earliest time in (lo, hi] where `predicate` holds, given it is false at lo and true at hi.
  static func refine(_ lo: Double, _ hi: Double, _ predicate: (Double) -> Bool) -> Double {
    var lo = lo, hi = hi
    for _ in 0..<34 where hi - lo > 1e-12 {
      let mid = 0.5 * (lo + hi)
      if predicate(mid) { hi = mid } else { lo = mid }
    }
    return hi
  }

  /// Whether the animation can never finish (`repeatForever` under any modifiers).
  static func isEndless(_ animation: Animation) -> Bool {
    if let r = animation.as(RepeatAnimation.self) { return r.repeatCount == nil || isEndless(r.base) }
    if let d = animation.as(DelayAnimation.self) { return isEndless(d.base) }
    if let s = animation.as(SpeedAnimation.self) { return s.speed <= 0 || isEndless(s.base) }
    if let l = animation.as(LogicalCompletionAnimation.self) { return isEndless(l.base) }
    return false
  }

  static func containsLogicalOverride(_ animation: Animation) -> Bool {
    if animation.as(LogicalCompletionAnimation.self) != nil { return true }
    if let r = animation.as(RepeatAnimation.self) { return containsLogicalOverride(r.base) }
    if let d = animation.as(DelayAnimation.self) { return containsLogicalOverride(d.base) }
    if let s = animation.as(SpeedAnimation.self) { return containsLogicalOverride(s.base) }
    return false
  }
}

/// Built-in animations whose completion moments do not depend on the value: answered exactly,
/// without a scan.
protocol KnownCompletion {
  /// (logical, finished) since the start; nil inside means never; nil overall means "unknown".
  func knownCompletionTimes() -> (logical: Double?, finished: Double?)?
}

extension Animation {
  var knownCompletion: (logical: Double?, finished: Double?)? {
    (base as? any KnownCompletion)?.knownCompletionTimes()
  }
}

extension BezierAnimation: KnownCompletion {
  func knownCompletionTimes() -> (logical: Double?, finished: Double?)? { (duration, duration) }
}

extension InterpolatingSpringAnimation: KnownCompletion {
  func knownCompletionTimes() -> (logical: Double?, finished: Double?)? {
    let finished = settlingTime.isFinite ? settlingTime : nil
    return (logicalDuration.isFinite ? Swift.min(logicalDuration, finished ?? .infinity) : finished, finished)
  }
}

extension DelayAnimation: KnownCompletion {
  func knownCompletionTimes() -> (logical: Double?, finished: Double?)? {
    guard let base = base.knownCompletion else { return nil }
    return (base.logical.map { $0 + delay }, base.finished.map { $0 + delay })
  }
}

extension SpeedAnimation: KnownCompletion {
  func knownCompletionTimes() -> (logical: Double?, finished: Double?)? {
    guard speed > 0, let base = base.knownCompletion else { return nil }
    return (base.logical.map { $0 / speed }, base.finished.map { $0 / speed })
  }
}

extension LogicalCompletionAnimation: KnownCompletion {
  func knownCompletionTimes() -> (logical: Double?, finished: Double?)? {
    guard let base = base.knownCompletion else { return nil }
    return (duration, base.finished)
  }
}

extension RepeatAnimation: KnownCompletion {
  func knownCompletionTimes() -> (logical: Double?, finished: Double?)? {
    guard let base = base.knownCompletion else { return nil }
    guard let count = repeatCount else { return (nil, nil) }
    guard count > 0 else { return (0, 0) }
    guard let pass = base.finished, pass > 0 else { return (0, 0) }
    let finished = Double(count) * pass
    return (base.logical.map { Swift.min(finished, Double(count - 1) * pass + $0) }, finished)
  }
}
