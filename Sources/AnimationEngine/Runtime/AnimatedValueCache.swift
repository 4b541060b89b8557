import Foundation

/// Speeds up evaluating an `AnimatedValue` at increasing times (frame after frame).
///
/// A stepped spring evaluated at time t replays every 1/300 s step since its epoch began; the cache
/// keeps the state of the last evaluation so the next, later one only replays the steps in between.
/// Results are bit-for-bit those of `value(at:)`. Kept outside `AnimatedValue` so that stays a pure
/// value; one cache per property and per evaluation order (e.g. per render thread).
public struct AnimatedValueCache<V: VectorArithmetic>: Sendable {
  var epochIndex = -1
  var time = -Double.infinity
  var context: AnimationContext<V>? = nil

  public init() {}

  init(epochIndex: Int, time: Double, context: AnimationContext<V>) {
    self.epochIndex = epochIndex
    self.time = time
    self.context = context
  }
}

extension AnimatedValue {
  /// The presented value at `time`, reusing and updating `cache`. Any order of times is allowed;
  /// only increasing times within one change's epoch benefit.
  public func value(at time: Double, cache: inout AnimatedValueCache<V>) -> V {
    let index = epochIndex(at: time)
    let epoch = epochs[index]
    guard let run = epoch.run, time < epoch.finishedTime ?? .infinity,
      run.animation.as(DefaultCombiningAnimation.self) == nil  // entries see changing targets: not replayable
    else { return value(at: time) }
    var context = run.context
    if cache.epochIndex == index, cache.time <= time, let cached = cache.context { context = cached }
    guard let animated = run.animation.animate(value: run.interval, time: time - run.begin, context: &context) else {
      return epoch.model
    }
    cache = AnimatedValueCache(epochIndex: index, time: time, context: context)
    return epoch.model - run.interval + animated
  }
}
