import Foundation

/// One stretch of an ``AnimatedValue``'s history, from a time until its next change, in the few numbers
/// that draw it: either a rest value, or one timing curve (`easeInOut`, `linear`, a Bézier) moving the
/// value to its target.
///
/// A caller that asks for the value frame after frame keeps the segment instead of searching the
/// history, copying the running animation and calling it through its existential: the many-views
/// benchmark keeps thousands of moving attributes, and what a frame touches per attribute decides
/// whether they stay in the processor's cache. Springs, combined chains and custom animations have no
/// segment that draws them (``isDrawn`` is false); their callers ask `value(at:)`.
///
/// Results are bit-for-bit those of `value(at:)` for times in `start..<end`.
public struct TimingSegment<V: VectorArithmetic>: Sendable {
  /// The stretch this segment draws: from the change in effect to the next one (+∞: none yet).
  public let start: Double
  public let end: Double
  /// False where another animation runs in this stretch: `value(at:)` of the history draws it.
  public var isDrawn: Bool { !runsOther }
  @usableFromInline let runsOther: Bool
  /// From this time on the value rests at `target` (the history's `settledTime`).
  public let settledTime: Double
  @usableFromInline let target: V
  /// The epoch's model value, shown once its animation is over.
  @usableFromInline let model: V
  /// The running curve, or nil where the value rests at `model`.
  @usableFromInline let run: Run?

  @usableFromInline struct Run: Sendable {
    @usableFromInline let curve: UnitCurve
    @usableFromInline let duration: Double
    @usableFromInline let begin: Double
    @usableFromInline let interval: V
    @usableFromInline let finishedTime: Double
  }

  /// A segment that covers no time, for a caller to start from.
  public static var none: TimingSegment {
    TimingSegment(start: .infinity, end: -.infinity, runsOther: true, settledTime: .infinity, target: .zero, model: .zero, run: nil)
  }

  /// Whether `time` lies in the stretch this segment draws.
  @inlinable public func covers(_ time: Double) -> Bool { time >= start && time < end }

  /// What draws the stretch, for a caller that keeps it in fewer numbers: the epoch's model, and the
  /// running curve with its timing and interval (nil where the value rests at `model`). `value(at:)`
  /// is `model - interval + interval.scaled(by: curve.value(at: (time - begin) / duration))` while
  /// `time < finishedTime` and `time - begin <= duration`, `model` otherwise, before `settledTime`.
  public var parts: (model: V, run: (curve: UnitCurve, duration: Double, begin: Double, interval: V, finishedTime: Double)?) {
    (model, run.map { ($0.curve, $0.duration, $0.begin, $0.interval, $0.finishedTime) })
  }

  /// The presented value at `time` (in `start..<end`, where ``isDrawn``), as `AnimatedValue.value(at:)` computes it.
  @inlinable public func value(at time: Double) -> V {
    if time >= settledTime { return target }
    guard let run, time < run.finishedTime else { return model }
    // BezierAnimation.animate, then AnimatedValue.value(at:)'s sum, in the same order.
    let local = time - run.begin
    guard run.duration > 0, local <= run.duration else { return model }
    return model - run.interval + run.interval.scaled(by: run.curve.value(at: local / run.duration))
  }
}

extension AnimatedValue {
  /// The segment drawing this value at `time` (not drawn by itself if an animation other than a timing
  /// curve runs then).
  public func segment(at time: Double) -> TimingSegment<V> {
    let index = epochIndex(at: time)
    let epoch = epochs[index]
    let start = epoch.time, end = index + 1 < epochs.count ? epochs[index + 1].time : .infinity
    var run: TimingSegment<V>.Run?, other = false
    if let r = epoch.run, time < epoch.finishedTime ?? .infinity {
      if let bezier = r.animation.as(BezierAnimation.self) {
        run = .init(curve: bezier.curve, duration: bezier.duration, begin: r.begin, interval: r.interval,
                    finishedTime: epoch.finishedTime ?? .infinity)
      } else {
        other = true
      }
    }
    return TimingSegment(start: start, end: end, runsOther: other, settledTime: settledTime, target: target,
                         model: epoch.model, run: run)
  }
}
