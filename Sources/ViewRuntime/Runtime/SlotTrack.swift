import AnimationEngine
import Foundation

/// A slot step's stretch of animation (a ``TimingSegment``) in the few numbers a kept frame reads,
/// for an attribute of one or two numbers (offset, scale, opacity, rotation, blur) that a timing curve
/// moves: 96 bytes instead of the segment's 216. A many-view frame is bound by the cache lines it
/// reads: the 500-dot grid's three slots a dot read about ten lines through their segments, and the
/// grid's frame no longer fit the processor's 1 MiB second-level cache.
///
/// Values are bit for bit the segment's: the same operations on the same numbers, in the same order.
struct SlotTrack {
  /// The stretch drawn here: from the change in effect to the next one.
  private var start = Double.infinity, end = -Double.infinity
  /// From this time on the value rests at its record's model (``AttributeRecord/presentedVector(at:)``).
  private(set) var settledTime = Double.infinity
  private var begin = 0.0, duration = 0.0, finishedTime = -Double.infinity
  /// The model's and the interval's two numbers (the others are zero for attributes of one or two).
  private var m0 = 0.0, m1 = 0.0, i0 = 0.0, i1 = 0.0
  /// The running curve, shared by every track it moves (nil: the value rests at the model).
  private var curve: CurveBox?
  /// False where the record draws the stretch: another animation than a timing curve runs (a spring,
  /// a combined chain), or the attribute has more than two numbers.
  private(set) var isDrawn = false

  /// A track that covers no time, for a step to start from.
  init() {}

  /// The stretch `segment` draws, for an attribute of `count` numbers; `box` shares a curve's box.
  init(_ segment: TimingSegment<AnimatableVector>, count: Int, box: (UnitCurve) -> CurveBox) {
    // A stretch the record draws is still covered here, so a frame does not look for it again.
    start = segment.start
    end = segment.end
    settledTime = segment.settledTime
    guard segment.isDrawn, count <= 2 else { return }
    let (model, run) = segment.parts
    m0 = model[0]
    m1 = model[1]
    if let run {
      (begin, duration, finishedTime) = (run.begin, run.duration, run.finishedTime)
      (i0, i1) = (run.interval[0], run.interval[1])
      curve = box(run.curve)
    }
    isDrawn = true
  }

  func covers(_ time: Double) -> Bool { time >= start && time < end }

  /// The value at `time` (in the stretch, while drawn here), as `TimingSegment.value(at:)`; nil from
  /// `settledTime` on, where the record's model is drawn.
  func value(at time: Double) -> AnimatableVector? {
    if time >= settledTime { return nil }
    guard let curve, time < finishedTime else { return AnimatableVector(a: m0, b: m1, c: 0, d: 0) }
    let local = time - begin
    guard duration > 0, local <= duration else { return AnimatableVector(a: m0, b: m1, c: 0, d: 0) }
    // AnimatableVector's `model - interval + interval.scaled(by: c)`, one number at a time.
    let c = curve.curve.value(at: local / duration)
    return AnimatableVector(a: m0 - i0 + i0 * c, b: m1 - i1 + i1 * c, c: 0, d: 0)
  }

  /// A timing curve, boxed once for every track it moves (a curve is 49 bytes, its box's address 8).
  final class CurveBox {
    let curve: UnitCurve
    init(_ curve: UnitCurve) { self.curve = curve }
  }
}
