import Foundation
import Testing
@testable import AnimationEngine

@Suite struct KeyframeTests {
  /// A random track of mixed keyframes (mostly cubic so joins are exercised).
  func randomTrack(_ rng: inout SplitMix64, allowMoves: Bool = true) -> KeyframeList<Double> {
    var specs: [KeyframeSpec<Double>] = []
    for _ in 0..<Int.random(in: 1...8, using: &rng) {
      let to = Double.random(in: -100...100, using: &rng)
      let d = Double.random(in: 0.05...0.8, using: &rng)
      switch Int.random(in: 0..<10, using: &rng) {
      case 0: specs.append(.linear(to: to, duration: d, curve: [.linear, .easeIn, .easeInOut].randomElement(using: &rng)!))
      case 1: specs.append(.spring(to: to, duration: Bool.random(using: &rng) ? d : nil, spring: .bouncy, startVelocity: nil))
      case 2 where allowMoves: specs.append(.move(to: to))
      case 3: specs.append(.cubic(to: to, duration: d, startVelocity: Double.random(in: -50...50, using: &rng), endVelocity: nil))
      default: specs.append(.cubic(to: to, duration: d, startVelocity: nil, endVelocity: nil))
      }
    }
    return KeyframeList(specs)
  }

  func timeline(_ list: KeyframeList<Double>, initial: Double = 3, velocity: Double? = nil) -> KeyframeTimeline<Double> {
    KeyframeTimeline(initialValue: initial, initialVelocity: velocity, tracks: KeyframeTrack<Double, Double> { list })
  }

  @Test func cubicJoinsAreContinuousInValueAndVelocity() {
    var rng = SplitMix64(seed: 1)
    for _ in 0..<300 {
      let list = randomTrack(&rng, allowMoves: false)
      let path = KeyframePath(initial: 3.0, initialVelocity: 0, specs: list.specs, settlingEpsilon: 1e-4)
      for (i, segment) in path.segments.enumerated().dropLast() {
        let next = path.segments[i + 1]
        guard case .cubic = next.kind else { continue }
        let joinValue = KeyframePath<Double>.value(segment.kind, local: segment.duration, duration: segment.duration)
        let nextStart = KeyframePath<Double>.value(next.kind, local: 0, duration: next.duration)
        #expect(close(joinValue, nextStart, 1e-9))
        // A cubic keeps the velocity the previous element ended with unless it was given its own.
        if case .cubic(_, _, let sv, _) = list.specs[i + 1], sv != nil { continue }
        let endVelocity = KeyframePath<Double>.velocity(segment.kind, local: segment.duration, duration: segment.duration)
        let startVelocity = KeyframePath<Double>.velocity(next.kind, local: 0, duration: next.duration)
        #expect(close(endVelocity, startVelocity, 1e-6 * (1 + abs(endVelocity))), "join \(i) of \(list.specs)")
      }
    }
  }

  @Test func pureCubicTracksAreCatmullRomWithRestingEnds() {
    let t = timeline(KeyframeList([
      .cubic(to: 10, duration: 1, startVelocity: nil, endVelocity: nil),
      .cubic(to: 4, duration: 0.5, startVelocity: nil, endVelocity: nil),
      .cubic(to: 8, duration: 2, startVelocity: nil, endVelocity: nil),
    ]), initial: 0)
    #expect(t.velocity(time: 0) == 0 && close(t.velocity(time: 3.5), 0, 1e-12))
    #expect(close(t.velocity(time: 1), (4 - 0) / 1.5, 1e-12))
    #expect(close(t.velocity(time: 1.5), (8 - 10) / 2.5, 1e-12))
    // Hermite basis on the middle segment.
    let s = 0.3, m0 = 4.0 / 1.5 * 0.5, m1 = -2 / 2.5 * 0.5
    let h = (2 * s * s * s - 3 * s * s + 1) * 10 + (s * s * s - 2 * s * s + s) * m0 + (-2 * s * s * s + 3 * s * s) * 4 + (s * s * s - s * s) * m1
    #expect(close(t.value(time: 1 + 0.3 * 0.5), h, 1e-12))
  }

  @Test func valueAtZeroIsTheInitialValueAndTracksHoldTheirEnd() {
    var rng = SplitMix64(seed: 2)
    for _ in 0..<300 {
      let list = randomTrack(&rng)
      let initial = Double.random(in: -10...10, using: &rng)
      let t = timeline(list, initial: initial)
      if case .move(let to) = list.specs[0] {
        #expect(t.value(time: 0) == to)  // a leading move shows at once
      } else {
        #expect(t.value(time: 0) == initial)
      }
      // Past the end every query shows the final value; at the end too, unless a trailing move waits
      // there (a boundary belongs to the earlier segment).
      let end = t.value(time: t.duration + 1e-9)
      for extra in [0.5, 10.0] { #expect(t.value(time: t.duration + extra) == end) }
      if case .move = list.specs.last! {} else { #expect(t.value(time: t.duration) == end) }
      if case .linear(let to, _, _) = list.specs.last! { #expect(close(end, to, 1e-9)) }
      if case .cubic(let to, _, _, _) = list.specs.last! { #expect(close(end, to, 1e-9)) }
    }
  }

  @Test func randomAccessEqualsSequentialAccess() {
    var rng = SplitMix64(seed: 3)
    for _ in 0..<50 {
      let t = timeline(randomTrack(&rng))
      let times = (0..<300).map { _ in Double.random(in: -0.5...(t.duration + 0.5), using: &rng) }.sorted()
      let sequential = times.map { t.value(time: $0) }
      let order = times.indices.shuffled(using: &rng)
      var random = [Double](repeating: .nan, count: times.count)
      for i in order { random[i] = t.value(time: times[i]) }
      #expect(random == sequential)
    }
  }

  @Test func boundariesBelongToTheEarlierSegment() {
    let t = timeline(KeyframeList([
      .linear(to: 10, duration: 1, curve: .linear), .move(to: 50), .linear(to: 60, duration: 1, curve: .linear),
    ]), initial: 0)
    #expect(t.value(time: 1) == 10)
    #expect(close(t.value(time: 1.5), 55, 1e-12))
  }

  @Test func linearKeyframesUseTheirTimingCurve() {
    let t = timeline(KeyframeList([.linear(to: 10, duration: 2, curve: .easeIn)]), initial: 0)
    #expect(close(t.value(time: 0.5), 10 * UnitCurve.easeIn.value(at: 0.25), 1e-12))
    #expect(close(t.velocity(time: 0.5), 10 * UnitCurve.easeIn.velocity(at: 0.25) / 2, 1e-9))
  }

  @Test func springKeyframeKeepsIncomingVelocity() {
    // A linear segment ending at 10/s hands that velocity to the spring.
    let t = timeline(KeyframeList([
      .linear(to: 10, duration: 1, curve: .linear), .spring(to: 0, duration: 1, spring: .snappy, startVelocity: nil),
    ]), initial: 0)
    #expect(close(t.value(time: 1.3), 10 + Spring.snappy.value(target: -10.0, initialVelocity: 10.0, time: 0.3), 1e-12))
  }

  @Test func closureTracksMatchKeyPathTracks() {
    struct Box: Equatable, Sendable {
      var values: [String: Double] = ["x": 0, "y": 1]
    }
    let dynamic = KeyframeTimeline(initialValue: Box()) {
      KeyframeTrack(get: { $0.values["x"] ?? 0 }, set: { $0.values["x"] = $1 }) {
        CubicKeyframe(5.0, duration: 0.4)
        SpringKeyframe(-2.0, spring: .snappy)
      }
    }
    let typed = KeyframeTimeline(initialValue: AnimationValues()) {
      KeyframeTrack(\.verticalOffset) {
        CubicKeyframe(5.0, duration: 0.4)
        SpringKeyframe(-2.0, spring: .snappy)
      }
    }
    #expect(dynamic.duration == typed.duration)
    for time in stride(from: 0.0, through: 1.5, by: 0.1) {
      #expect(dynamic.value(time: time).values["x"] == typed.value(time: time).verticalOffset)
      #expect(dynamic.value(time: time).values["y"] == 1)
    }
  }

  @Test func buildersSupportConditionsAndLoops() {
    let wiggles = 3
    let withExtra = true
    let t = KeyframeTimeline(initialValue: AnimationValues()) {
      KeyframeTrack(\.scale) {
        for i in 0..<wiggles {
          LinearKeyframe(Double(i + 2), duration: 0.1)
        }
        if withExtra {
          MoveKeyframe(9.0)
        } else {
          MoveKeyframe(-9.0)
        }
      }
      if withExtra {
        KeyframeTrack(\.verticalOffset) { LinearKeyframe(4.0, duration: 1.0) }
      }
    }
    #expect(close(t.duration, 1.0, 1e-12))
    #expect(close(t.value(time: 0.15).scale, 2.5, 1e-12))
    #expect(t.value(time: 0.31).scale == 9)
    #expect(close(t.value(time: 0.5).verticalOffset, 2, 1e-12))
    // Bare keyframes animate the whole value; later tracks on the same property win.
    let whole = KeyframeTimeline(initialValue: 0.0) {
      LinearKeyframe(10.0, duration: 1)
      KeyframeTrack { LinearKeyframe(-10.0, duration: 2) }
    }
    #expect(whole.duration == 2 && close(whole.value(time: 1), -5, 1e-12))
  }

  @Test func degenerateDurationsJump() {
    let t = timeline(KeyframeList([
      .linear(to: 5, duration: sanitizedDuration(-1), curve: .linear), .cubic(to: 7, duration: sanitizedDuration(.nan), startVelocity: nil, endVelocity: nil),
    ]), initial: 0)
    #expect(t.duration == 0 && t.value(time: 0) == 7 && t.value(time: 1) == 7)
    let empty = KeyframeTimeline(initialValue: 4.0) { KeyframeTrack<Double, Double> {} }
    #expect(empty.duration == 0 && empty.value(time: 1) == 4)
  }
}
