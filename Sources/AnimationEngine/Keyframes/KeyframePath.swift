import Foundation

/// A track's keyframes resolved into timed segments (SwiftUI's internal `AnimationPath`, as
/// ported by ByteDance's DanceUI).
///
/// Segment i covers (start_i, end_i]: a boundary time belongs to the earlier segment, except at
/// t = 0 where leading zero-length segments (a leading `MoveKeyframe`) already show.
struct KeyframePath<Data: VectorArithmetic>: Sendable {
  enum Kind: Sendable {
    /// Hermite curve with tangents m0 = v0·d and m1 = v1·d.
    case cubic(p0: Data, p1: Data, m0: Data, m1: Data)
    case linear(p0: Data, p1: Data, curve: UnitCurve)
    case spring(p0: Data, delta: Data, v0: Data, spring: Spring)
    case jump(to: Data)
  }

  struct Segment: Sendable {
    var kind: Kind
    var start: Double
    var duration: Double
    /// The value at the segment's end, computed once so that every query at or after the end agrees.
    var endValue: Data
    var end: Double { start + duration }

    init(kind: Kind, start: Double, duration: Double) {
      self.kind = kind
      self.start = start
      self.duration = duration
      self.endValue = KeyframePath.value(kind, local: duration, duration: duration)
    }
  }

  let initial: Data
  let segments: [Segment]
  /// end time of each segment, for binary search.
  let ends: [Double]
  let duration: Double
  let finalValue: Data

  init(initial: Data, initialVelocity: Data, specs: [KeyframeSpec<Data>], settlingEpsilon: Double) {
    self.initial = initial
    var segments: [Segment] = []
    segments.reserveCapacity(specs.count)
    var position = initial  // actual end of the previous element
    var endVelocity = initialVelocity  // velocity the previous element ended with
    var time = 0.0
    // Catmull-Rom neighbours are keyframe targets (the initial value before the first one).
    func target(_ i: Int) -> Data { i < 0 ? initial : specs[i].target }

    for i in specs.indices {
      let spec = specs[i]
      switch spec {
      case .move(let to):
        segments.append(Segment(kind: .jump(to: to), start: time, duration: 0))
        position = to
        endVelocity = .zero

      case .linear(let to, let d, let curve):
        guard d > 0 else {
          segments.append(Segment(kind: .jump(to: to), start: time, duration: 0))
          position = to
          endVelocity = .zero
          continue
        }
        segments.append(Segment(kind: .linear(p0: position, p1: to, curve: curve), start: time, duration: d))
        endVelocity = (to - position).scaled(by: curve.velocity(at: 1) / d)
        position = to
        time += d

      case .spring(let to, let d, let spring, let sv):
        let v0 = sv ?? endVelocity
        let delta = to - position
        let duration = d ?? spring.settlingDuration(target: delta, initialVelocity: v0, epsilon: settlingEpsilon)
        let safeDuration = duration.isFinite ? Swift.max(0, duration) : 0
        segments.append(Segment(kind: .spring(p0: position, delta: delta, v0: v0, spring: spring), start: time, duration: safeDuration))
        position = segments[segments.count - 1].endValue
        endVelocity = spring.velocity(target: delta, initialVelocity: v0, time: safeDuration)
        time += safeDuration

      case .cubic(let to, let d, let sv, let ev):
        guard d > 0 else {
          segments.append(Segment(kind: .jump(to: to), start: time, duration: 0))
          position = to
          endVelocity = .zero
          continue
        }
        let v0: Data
        if let sv {
          v0 = sv
        } else if i == 0 {
          v0 = endVelocity
        } else if case .cubic(_, let dPrev, _, let evPrev) = specs[i - 1] {
          v0 = evPrev ?? Self.catmullRom(target(i - 2), to, dPrev + d)
        } else {
          v0 = endVelocity
        }
        let v1: Data
        if let ev {
          v1 = ev
        } else if i + 1 < specs.count {
          switch specs[i + 1] {
          case .cubic(let next, let dNext, let svNext, _):
            v1 = svNext ?? Self.catmullRom(target(i - 1), next, d + dNext)
          case .linear(let next, let dNext, let curve):
            v1 = dNext > 0 ? (next - to).scaled(by: curve.velocity(at: 0) / dNext) : .zero
          case .spring(let next, _, _, let svNext):
            if let svNext {
              v1 = svNext
            } else if EngineChoices.cubicBeforeSpringUsesHalfSpan {
              v1 = (next - target(i - 1)).scaled(by: 1 / (2 * d))
            } else {
              v1 = .zero
            }
          case .move:
            v1 = .zero
          }
        } else {
          v1 = .zero
        }
        segments.append(Segment(
          kind: .cubic(p0: position, p1: to, m0: v0.scaled(by: d), m1: v1.scaled(by: d)), start: time, duration: d))
        position = to
        endVelocity = v1
        time += d
      }
    }
    self.segments = segments
    self.ends = segments.map(\.end)
    self.duration = time
    self.finalValue = segments.last?.endValue ?? initial
  }

  /// (P_next − P_prev) / span, or zero for a degenerate span.
  static func catmullRom(_ previous: Data, _ next: Data, _ span: Double) -> Data {
    span > 0 ? (next - previous).scaled(by: 1 / span) : .zero
  }

  /// Index of the segment showing at `time` (clamped to ≥ 0), or nil past the end.
  @_specialize(exported: false, kind: full, where Data == Double)
  @_specialize(exported: false, kind: full, where Data == CGFloat)
  func segmentIndex(at time: Double) -> Int? {
    guard let last = ends.last, time <= last else { return nil }
    var lo = 0, hi = ends.count - 1
    while lo < hi {
      let mid = (lo + hi) / 2
      if ends[mid] >= time { hi = mid } else { lo = mid + 1 }
    }
    // A run of zero-length segments (moves) shows its last one.
    while segments[lo].duration == 0, lo + 1 < segments.count, segments[lo + 1].duration == 0 { lo += 1 }
    return lo
  }

  @_specialize(exported: false, kind: full, where Data == Double)
  @_specialize(exported: false, kind: full, where Data == CGFloat)
  func value(at time: Double) -> Data {
    let t = time.isNaN ? 0 : Swift.max(0, time)
    guard let i = segmentIndex(at: t) else { return segments.isEmpty ? initial : finalValue }
    let segment = segments[i]
    return t >= segment.end ? segment.endValue : Self.value(segment.kind, local: t - segment.start, duration: segment.duration)
  }

  @_specialize(exported: false, kind: full, where Data == Double)
  @_specialize(exported: false, kind: full, where Data == CGFloat)
  func velocity(at time: Double) -> Data {
    let t = time.isNaN ? 0 : Swift.max(0, time)
    guard let i = segmentIndex(at: t) else { return .zero }
    let segment = segments[i]
    return Self.velocity(segment.kind, local: Swift.min(t - segment.start, segment.duration), duration: segment.duration)
  }

  @_specialize(exported: false, kind: full, where Data == Double)
  @_specialize(exported: false, kind: full, where Data == CGFloat)
  static func value(_ kind: Kind, local: Double, duration d: Double) -> Data {
    switch kind {
    case .jump(let to):
      return to
    case .linear(let p0, let p1, let curve):
      return p0 + (p1 - p0).scaled(by: curve.value(at: local / d))
    case .spring(let p0, let delta, let v0, let spring):
      return p0 + spring.value(target: delta, initialVelocity: v0, time: local)
    case .cubic(let p0, let p1, let m0, let m1):
      let s = local / d, s2 = s * s, s3 = s2 * s
      let h00 = 2 * s3 - 3 * s2 + 1, h10 = s3 - 2 * s2 + s, h01 = -2 * s3 + 3 * s2, h11 = s3 - s2
      return p0.scaled(by: h00) + m0.scaled(by: h10) + p1.scaled(by: h01) + m1.scaled(by: h11)
    }
  }

  @_specialize(exported: false, kind: full, where Data == Double)
  @_specialize(exported: false, kind: full, where Data == CGFloat)
  static func velocity(_ kind: Kind, local: Double, duration d: Double) -> Data {
    switch kind {
    case .jump:
      return .zero
    case .linear(let p0, let p1, let curve):
      return (p1 - p0).scaled(by: curve.velocity(at: local / d) / d)
    case .spring(_, let delta, let v0, let spring):
      return spring.velocity(target: delta, initialVelocity: v0, time: local)
    case .cubic(let p0, let p1, let m0, let m1):
      let s = local / d, s2 = s * s
      let d00 = 6 * s2 - 6 * s, d10 = 3 * s2 - 4 * s + 1, d01 = -6 * s2 + 6 * s, d11 = 3 * s2 - 2 * s
      return (p0.scaled(by: d00) + m0.scaled(by: d10) + p1.scaled(by: d01) + m1.scaled(by: d11)).scaled(by: 1 / d)
    }
  }
}
