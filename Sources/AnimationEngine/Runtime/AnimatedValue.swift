import Foundation

/// One animatable property's history: its targets over time and the animations between them.
///
/// A pure value. `set` appends a change (times must not decrease); `value(at:)` answers for any time
/// in any order, recomputing from the change in effect then — there is no cursor state. Interruptions
/// follow SwiftUI (as OpenSwiftUIProject/OpenSwiftUI reimplements it): a spring-family animation
/// started while another runs merges with it (keeps offset and velocity, blends the response); other
/// animations combine with the running chain; a change without animation moves the target and keeps
/// the running animation's offset.
///
/// Custom animations are evaluated as pure functions of time from the state they had when their
/// epoch began. Within a combined chain, each entry is evaluated as if the value it animates towards
/// had been constant since the chain's last change (SwiftUI re-reads it every frame) — identical for
/// timing curves, a small difference for springs inside a chain.
///
/// Cost: a stepped (fluid) spring replays its 1/300 s steps from its epoch's start on every query,
/// until its finish time, after which queries are O(log n). Frame-by-frame rendering can pass an
/// `AnimatedValueCache` to `value(at:cache:)` to replay only the steps since the previous frame.
public struct AnimatedValue<V: VectorArithmetic>: Sendable {
  /// The animation running in an epoch: presentation = model − interval + animate(interval, t − begin).
  @usableFromInline struct Run: Sendable {
    @usableFromInline var animation: Animation
    @usableFromInline var begin: Double
    @usableFromInline var interval: V
    /// The animation's state at the epoch's start.
    @usableFromInline var context: AnimationContext<V>

    @inlinable init(animation: Animation, begin: Double, interval: V, context: AnimationContext<V>) {
      (self.animation, self.begin, self.interval, self.context) = (animation, begin, interval, context)
    }
  }

  /// From `time` on (until the next epoch), the property shows `model` moved by `run`.
  @usableFromInline struct Epoch: Sendable {
    @usableFromInline var time: Double
    @usableFromInline var model: V
    @usableFromInline var run: Run?
    /// When `run` ends (from the probe); lets late queries skip replaying a stepped spring.
    @usableFromInline var finishedTime: Double?

    @inlinable init(time: Double, model: V, run: Run?, finishedTime: Double? = nil) {
      (self.time, self.model, self.run, self.finishedTime) = (time, model, run, finishedTime)
    }
  }

  @usableFromInline var epochs: [Epoch]
  @usableFromInline var settled: Double

  /// From this time on the value is its latest target, unless it is changed again (+∞: an animation
  /// without a known end runs). Lets a frame skip the history of a value that came to rest.
  @inlinable public var settledTime: Double { settled }

  public init(_ initial: V) {
    epochs = [Epoch(time: -.infinity, model: initial, run: nil)]
    settled = -.infinity
  }

  @inlinable mutating func append(_ epoch: Epoch) {
    epochs.append(epoch)
    settled = epoch.run == nil ? epoch.time : Swift.max(epoch.time, epoch.finishedTime ?? .infinity)
  }

  /// The latest target (SwiftUI's model value).
  @inlinable public var target: V { epochs[epochs.count - 1].model }

  /// The time of the latest change, or −∞ if none.
  @inlinable public var lastChangeTime: Double { epochs[epochs.count - 1].time }

  /// The target in effect at `time`.
  public func target(at time: Double) -> V { epochs[epochIndex(at: time)].model }

  /// Changes the target at `time` (clamped to the last change time, since history is append-only),
  /// with `animation`, or without one (`nil`: jump). Inlinable, as `value(at:)`: unspecialized, every
  /// step of a phase animator looked the metadata of its epochs, runs and tuples up at run time.
  @discardableResult
  @inlinable public mutating func set(_ newTarget: V, at time: Double, animation: Animation?) -> AnimationHandle {
    // History is append-only: earlier times are clamped to the last change; non-finite times too.
    let last = lastChangeTime.isFinite ? lastChangeTime : 0
    let time = time.isFinite ? Swift.max(time, lastChangeTime) : last
    let current = epochs[epochs.count - 1]
    // A running animation, advanced to `time` exactly as SwiftUI would have advanced it frame by frame.
    // One that reached its finish is over (`value(at:)` draws the model from then on): a phase loop
    // whose steps start as the last one ends starts afresh instead of growing a combined chain.
    var running: (run: Run, context: AnimationContext<V>)? = nil
    if let run = current.run, time < current.finishedTime ?? .infinity {
      var context = run.context
      if run.animation.animate(value: run.interval, time: time - run.begin, context: &context) != nil {
        running = (run, context)
      }
    }
    guard newTarget != current.model else { return .immediate(at: time) }
    guard let animation else {
      append(Epoch(time: time, model: newTarget, run: running?.run, finishedTime: current.finishedTime))
      return .immediate(at: time)
    }

    var run: Run
    if let (old, advanced) = running {
      let elapsed = time - old.begin
      let interval = old.interval + (newTarget - current.model)
      var context = advanced
      if animation.shouldMerge(previous: old.animation, value: old.interval, time: elapsed, context: &context) {
        run = Run(animation: animation, begin: old.begin, interval: interval, context: context)
      } else {
        let (chain, state) = old.animation.combined(
          value: old.interval, state: advanced.state, elapsed: elapsed, with: animation, newValue: interval)
        run = Run(animation: chain, begin: old.begin, interval: interval, context: AnimationContext(state: state))
      }
    } else {
      run = Run(animation: animation, begin: time, interval: newTarget - current.model, context: AnimationContext())
    }
    // Warm the state at the epoch start (caches such as a repeat's pass length live there).
    run.context.isLogicallyComplete = false
    _ = run.animation.animate(value: run.interval, time: time - run.begin, context: &run.context)
    run.context.isLogicallyComplete = false

    let times = AnimationProbe.completionTimes(
      of: run.animation, value: run.interval, context: run.context, from: time - run.begin)
    let finished = times.finished.map { $0 + run.begin }
    append(Epoch(time: time, model: newTarget, run: run, finishedTime: finished))
    return AnimationHandle(
      startTime: time, logicallyCompleteTime: times.logical.map { $0 + run.begin }, finishedTime: finished)
  }

  /// The presented value at `time`. Inlinable: callers in other modules get it specialized for their
  /// value type (every frame asks it of every moving attribute).
  @inlinable public func value(at time: Double) -> V {
    if time >= settledTime { return target }
    let index = epochIndex(at: time)
    guard let run = epochs[index].run, time < epochs[index].finishedTime ?? .infinity else { return epochs[index].model }
    var context = run.context
    guard let animated = run.animation.animate(value: run.interval, time: time - run.begin, context: &context) else {
      return epochs[index].model
    }
    return epochs[index].model - run.interval + animated
  }

  /// The presented value's rate of change at `time` (per second).
  public func velocity(at time: Double) -> V {
    let index = epochIndex(at: time)
    let epoch = epochs[index]
    guard let run = epoch.run, time < epoch.finishedTime ?? .infinity else { return .zero }
    var context = run.context
    let local = time - run.begin
    guard run.animation.animate(value: run.interval, time: local, context: &context) != nil else { return .zero }
    if let v = run.animation.velocity(value: run.interval, time: local, context: context) { return v }
    // Unknown velocity (a custom animation without one): a difference quotient inside this epoch.
    let h = 1.0 / 300
    let lo = Swift.max(epoch.time, time - h)
    let hi = index + 1 < epochs.count ? Swift.min(time + h, epochs[index + 1].time) : time + h
    guard hi > lo else { return .zero }
    return (value(at: hi) - value(at: lo)).scaled(by: 1 / (hi - lo))
  }

  /// When the animation running at `time` is finally removed, following every later change that
  /// merged into it, combined with it or moved its target while it ran: SwiftUI keeps a transaction's
  /// `.removed` completion on the property's animator until the animator is removed. Returns `time`
  /// if nothing runs then, nil if it never ends.
  ///
  /// (`.logicallyComplete` completions are not affected by later changes: SwiftUI forks them with the
  /// animation they belonged to, so `AnimationHandle.logicallyCompleteTime` stays valid.)
  public func removalTime(ofAnimationRunningAt time: Double) -> Double? {
    guard isAnimating(at: time) else { return time }
    var index = epochIndex(at: time)
    while true {
      let end = epochs[index].finishedTime
      guard index + 1 < epochs.count else { return end }
      let next = epochs[index + 1]
      if let end, end <= next.time { return end }
      guard next.run != nil else { return next.time }
      index += 1
    }
  }

  /// Whether an animation is still moving the value at `time`.
  public func isAnimating(at time: Double) -> Bool {
    let epoch = epochs[epochIndex(at: time)]
    guard let run = epoch.run, time < epoch.finishedTime ?? .infinity else { return false }
    var context = run.context
    return run.animation.animate(value: run.interval, time: time - run.begin, context: &context) != nil
  }

  /// Whether the value stays where it is after `time` unless it is changed again: no change is recorded
  /// after `time` and no animation runs on past it (one whose end is unknown counts as running).
  public func isSettled(after time: Double) -> Bool { settledTime <= time }

  /// Forgets the changes superseded before `time`: afterwards the value answers only for `time` and
  /// later (earlier queries get the oldest kept change). Lets a long simulation that only moves
  /// forward keep a bounded history. O(changes dropped).
  public mutating func discardHistory(before time: Double) {
    let index = epochIndex(at: time)
    if index > 0 { epochs.removeFirst(index) }
  }

  /// How many changes the history holds (for tests of its bound).
  public var historyCount: Int { epochs.count }

  /// The last epoch starting at or before `time` (the first epoch starts at −∞).
  @inlinable func epochIndex(at time: Double) -> Int {
    var lo = 0, hi = epochs.count - 1
    while lo < hi {
      let mid = (lo + hi + 1) / 2
      if epochs[mid].time <= time { lo = mid } else { hi = mid - 1 }
    }
    return lo
  }
}
