import Foundation
import Testing
@testable import ViewRuntime

/// When a phase animator steps, read from the runtime (its event times, `animators(at:)` and
/// `inspect` values) and compared with step times worked out by hand from SwiftUI's rules
/// (https://developer.apple.com/documentation/swiftui/phaseanimator): the animator moves to the next
/// phase when the animation into the current one is logically complete (a curve after its duration,
/// a spring after its `duration`, while it still settles: docs/choices.md, "phase advance"); without
/// a trigger it loops from its appearance, with one it runs a cycle `1, …, n−1, 0` per change, and a
/// change during a cycle restarts it at phase 1 from the values shown. Values between steps are
/// `AnimatedValue`s set at those hand-written times. A spring's logical completion is found by a
/// search (the engine's `AnimationProbe`), so steps after springs are compared within 1e-6 s.
@Suite("Phase steps")
struct PhaseStepTests {
  func runtime(_ view: some View, taps: [Double] = []) throws -> SceneRuntime {
    try SceneRuntime(root: view, canvasSize: CGSize(width: 300, height: 300), taps: taps, measurer: FixedTextMeasurer())
  }

  /// The times of the events after `start` up to `end` (phase steps and taps; equal times once).
  func eventTimes(_ rt: SceneRuntime, from start: Double = 0, until end: Double) throws -> [Double] {
    var times: [Double] = [], t = start
    while let next = try rt.nextEventTime(after: t), next <= end {
      times.append(next)
      t = next
    }
    return times
  }

  /// A modifier value of the first view that has the modifier.
  func modifier(_ rt: SceneRuntime, _ name: String, _ key: String, at t: Double) throws -> Double {
    let values = try rt.inspect(at: t).nodes.lazy.compactMap { $0.modifiers.first { $0.name == name }?.values[key]?.first }
    return try #require(values.first)
  }

  /// A value set to `target` at each `(time, target, animation)`, in order.
  func driven(_ initial: Double, _ steps: [(Double, Double, Animation?)]) -> AnimatedValue<Double> {
    var value = AnimatedValue(initial)
    for (time, target, animation) in steps { value.set(target, at: time, animation: animation) }
    return value
  }

  func allClose(_ a: [Double], _ b: [Double], _ eps: Double = 1e-9) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= eps }
  }

  // MARK: Triggered cycles

  /// WWDC23 "Wind your way through advanced animations": tapped at 0. Phase 1 (move) with
  /// easeInOut(0.3) at 0; phase 2 (scale) with spring(duration: 0.3) at 0 + 0.3; phase 0 (initial)
  /// with .smooth (duration 0.5) at 0.3 + 0.3 = 0.6, which ends the cycle: no step after it, while
  /// the smooth spring still settles past 0.6 + 0.5 = 1.1.
  @Test func reactionCycleFromTheTalk() throws {
    let rt = try runtime(reactionView(), taps: [0])
    #expect(allClose(try eventTimes(rt, until: 10), [0.3, 0.6], 1e-6))
    let entered = try #require(rt.animators(at: 10).phases.first).firstEntered
    let two = try #require(entered[2]), zero = try #require(entered[0])
    #expect(entered[1] == 0 && abs(two - 0.3) < 1e-9 && abs(zero - 0.6) < 1e-9)

    let move = Animation.easeInOut(duration: 0.3), scale = Animation.spring(duration: 0.3, bounce: 0.7)
    let offset = driven(0, [(0, -64, move), (0.3, -64, scale), (0.6, 0, .smooth)])
    let size = driven(1, [(0, 1.1, move), (0.3, 1.8, scale), (0.6, 1, .smooth)])
    // Halfway through the move: −64 × easeInOut(0.5).
    #expect(abs(try modifier(rt, "offset", "y", at: 0.15) - -64 * UnitCurve.easeInOut.value(at: 0.5)) < 1e-9)
    #expect(abs(try modifier(rt, "scaleEffect", "x", at: 0.3) - 1.1) < 1e-9)
    for t in [0.1, 0.3, 0.45, 0.6, 0.8, 1.1, 1.5, 3] {
      #expect(try modifier(rt, "offset", "y", at: t) == offset.value(at: t), "offset at \(t)")
      #expect(try modifier(rt, "scaleEffect", "x", at: t) == size.value(at: t), "scale at \(t)")
    }
    #expect(try rt.isAnimating(at: 1.2) && !rt.isAnimating(at: 3))
    #expect(try modifier(rt, "scaleEffect", "x", at: 3) == 1 && modifier(rt, "offset", "y", at: 3) == 0)
    // Continuous through each step: no jump beyond one 1/300 s spring step of motion.
    for boundary in [0.3, 0.6] {
      let before = try modifier(rt, "scaleEffect", "x", at: boundary - 1e-6)
      let after = try modifier(rt, "scaleEffect", "x", at: boundary + 1e-6)
      #expect(abs(after - before) <= abs(size.velocity(at: boundary)) * 1.5 / 300 + 1e-9, "at \(boundary)")
    }
  }

  /// Taps at 0, 0.45 and 5: phase 1 at 0, phase 2 at 0.3; the tap at 0.45 restarts at phase 1, then
  /// phase 2 at 0.45 + 0.3 = 0.75 and phase 0 at 0.75 + 0.3 = 1.05; the tap at 5 runs a whole cycle
  /// again: 5, 5.3, 5.6.
  @Test func retriggerMidCycleRestartsAtPhaseOne() throws {
    let rt = try runtime(reactionView(), taps: [0, 0.45, 5])
    #expect(allClose(try eventTimes(rt, until: 10), [0.3, 0.45, 0.75, 1.05, 5, 5.3, 5.6], 1e-6))
    // Heading to phase 1 again right after 0.45 (−64, where the move already is), and to 1.1 in scale
    // from wherever the scale spring had it: an easeInOut from that value.
    let move = Animation.easeInOut(duration: 0.3), spring = Animation.spring(duration: 0.3, bounce: 0.7)
    let size = driven(1, [(0, 1.1, move), (0.3, 1.8, spring), (0.45, 1.1, move), (0.75, 1.8, spring), (1.05, 1, .smooth)])
    for t in [0.44, 0.5, 0.7, 0.9, 1.2] {
      #expect(try modifier(rt, "scaleEffect", "x", at: t) == size.value(at: t), "scale at \(t)")
    }
  }

  /// One phase: a cycle `1, …, n−1, 0` is just phase 0, which changes nothing.
  @Test func aSinglePhaseAnimatorNeverMoves() throws {
    let count = StateKey("count", 0)
    let view = Component("Single", state: count) { s in
      Text("x").phaseAnimator([2.0], trigger: s[count]) { content, x in content.offset(x: x) } animation: { _ in .smooth }
        .onTapGesture { s[count] += 1 }
    }
    let rt = try runtime(view, taps: [0, 1])
    for t in [0.0, 0.5, 1.0, 1.2] {
      #expect(try modifier(rt, "offset", "x", at: t) == 2)
      #expect(try !rt.isAnimating(at: t))
    }
    #expect(try rt.nextEventTime(after: 1) == nil)
  }

  /// A step into a phase whose content is the same as the last one's animates nothing, so it is
  /// complete at once (SwiftUI's no-animation fallback): tapped at 1, phase 1 (0 → 10) at 1 with
  /// linear(1), phase 2 (10 → 10) at 1 + 1 = 2, phase 0 at 2 + 0 = 2.
  @Test func aStepThatChangesNothingTakesNoTime() throws {
    let count = StateKey("count", 0)
    let view = Component("Unchanged", state: count) { s in
      Text("x").phaseAnimator([0.0, 10, 10], trigger: s[count]) { content, x in content.offset(x: x) } animation: { _ in .linear(duration: 1) }
        .onTapGesture { s[count] += 1 }
    }
    let rt = try runtime(view, taps: [1])
    #expect(try eventTimes(rt, until: 10) == [1, 2])  // the tap, then the step into phase 2 (and 0)
    #expect(try rt.animators(at: 10).phases.first?.firstEntered == [1: 1, 2: 2, 0: 2])
    let x = driven(0, [(1, 10, .linear(duration: 1)), (2, 0, .linear(duration: 1))])
    for t in [0.5, 1.5, 2.5, 3.5] { #expect(try modifier(rt, "offset", "x", at: t) == x.value(at: t), "at \(t)") }
  }

  // MARK: Loops

  /// Two phases with easeInOut(1): phase 1 at 0 (the appearance), then a step every 1 s: 1, 2, 3, 4.
  @Test func aLoopAdvancesOnLogicalCompletion() throws {
    let view = Text("x").phaseAnimator([0.0, 10]) { content, x in content.offset(x: x) } animation: { _ in .easeInOut(duration: 1) }
    let rt = try runtime(view)
    #expect(allClose(try eventTimes(rt, until: 4.5), [1, 2, 3, 4]))
    // Phase 1 (10) from 2 to 3, phase 0 from 3 to 4: at 2.5 halfway up, at 3.5 halfway down.
    #expect(abs(try modifier(rt, "offset", "x", at: 2.5) - 5) < 1e-9)
    #expect(abs(try modifier(rt, "offset", "x", at: 3.5) - 5) < 1e-9)
    #expect(try modifier(rt, "offset", "x", at: 3) == 10)
  }

  /// A view shown at 1 that loops three phases with .bouncy: bouncy's duration is 0.5 s, so steps at
  /// 1, 1.5, 2, 2.5, 3, while each spring still settles as the next begins.
  @Test func aLoopOfSpringsAdvancesAfterTheirDurationFromItsAppearance() throws {
    let shown = StateKey("shown", false)
    let view = Component("Springs", state: shown) { s in
      VStack {
        Text("tap")
        if s[shown] {
          Text("x").phaseAnimator([0.0, 10, 20]) { content, x in content.offset(x: x) } animation: { _ in .bouncy }
        }
      }
      .onTapGesture { s[shown] = true }
    }
    let rt = try runtime(view, taps: [1])
    #expect(allClose(try eventTimes(rt, until: 3.1), [1, 1.5, 2, 2.5, 3], 1e-6))  // the tap, then the steps
    let x = driven(0, [(1, 10, .bouncy), (1.5, 20, .bouncy), (2, 0, .bouncy), (2.5, 10, .bouncy), (3, 20, .bouncy)])
    #expect(try modifier(rt, "offset", "x", at: 1) == 0)
    for t in [1.2, 1.49, 1.51, 1.9, 2.7] {
      #expect(abs(try modifier(rt, "offset", "x", at: t) - x.value(at: t)) < 1e-9, "at \(t)")
    }
    var first = AnimatedValue(0.0)
    first.set(10, at: 1, animation: .bouncy)
    #expect(first.isAnimating(at: 1.51))  // the first spring has not settled when the second step comes
  }

  /// An undamped spring (bounce 1) never comes to rest but is logically complete after its 0.4 s:
  /// steps at 0.4, 0.8, 1.2, 1.6, 2.0.
  @Test func undampedSpringsStillAdvanceAfterTheirDuration() throws {
    let view = Text("x").phaseAnimator([0.0, 10]) { content, x in content.offset(x: x) } animation: { _ in .spring(duration: 0.4, bounce: 1) }
    let rt = try runtime(view)
    #expect(allClose(try eventTimes(rt, until: 2.1), [0.4, 0.8, 1.2, 1.6, 2.0], 1e-6))
  }

  /// A loop whose steps are all unanimated runs one cycle in no time (1, 2, 3, 0 at 0) and pauses:
  /// looping would never let time move on.
  @Test func anUnanimatedLoopRunsOneCycleAndPauses() throws {
    let view = Text("x").phaseAnimator([0.0, 1, 2, 3]) { content, x in content.offset(x: x) } animation: { _ in nil }
    let rt = try runtime(view)
    #expect(try rt.animators(at: 1000).phases.first?.firstEntered == [1: 0, 2: 0, 3: 0, 0: 0])
    #expect(try rt.nextEventTime(after: 0) == nil)
    #expect(try !rt.isAnimating(at: 1000))
    #expect(try modifier(rt, "offset", "x", at: 1000) == 0)
  }

  /// A single phase, looping or triggered, never changes the content: it steps once and rests, where
  /// stepping again at once would never let time move on.
  @Test func aSinglePhaseRests() throws {
    let looping = Text("x").phaseAnimator([4.0]) { content, x in content.offset(x: x) } animation: { _ in .easeInOut }
    let rt = try runtime(looping)
    #expect(try rt.nextEventTime(after: 0) == nil)
    #expect(try !rt.isAnimating(at: 1))
    #expect(try modifier(rt, "offset", "x", at: 1) == 4)
    let triggered = Text("x").phaseAnimator([4.0], trigger: 1) { content, x in content.offset(x: x) } animation: { _ in .bouncy }
    #expect(try modifier(runtime(triggered), "offset", "x", at: 1) == 4)
  }

  /// Steps of 1 µs keep going as long as the clip (there is no cap on the number of steps): by
  /// 0.5 ms, about 500 steps, each 1e-6 after the last.
  @Test func microsecondStepsKeepGoing() throws {
    let view = Text("x").phaseAnimator([0.0, 1]) { content, x in content.offset(x: x) } animation: { _ in .linear(duration: 1e-6) }
    let rt = try runtime(view)
    let times = try eventTimes(rt, until: 0.0005)
    #expect((499...500).contains(times.count))
    #expect(zip(times, times.dropFirst()).allSatisfy { abs($1 - $0 - 1e-6) < 1e-12 })
  }

  /// An animation that repeats forever is never logically complete: the loop stays at phase 1.
  @Test func aRepeatForeverStepNeverAdvances() throws {
    let view = Text("x").phaseAnimator([0.0, 1, 2]) { content, x in content.offset(x: x) } animation: { _ in .linear.repeatForever() }
    let rt = try runtime(view)
    #expect(try rt.nextEventTime(after: 0) == nil)
    #expect(try rt.animators(at: 100).phases.first?.firstEntered == [1: 0])
    #expect(try rt.isAnimating(at: 100))
  }

  // MARK: Seed examples

  /// Seed 002's compass: five cardinal phases, `.bouncy(extraBounce: 0.2)` (duration 0.5) except a
  /// zero-length linear snap back to north. Steps at 0, 0.5, 1, 1.5 (phases 1…4); at 1.5 + 0.5 = 2
  /// the snap to phase 0, complete at once, and phase 1 again at 2 + 0 = 2; then 2.5, 3, …
  @Test func compassSnapsBackToNorth() throws {
    let degrees = [0.0, 90, 180, 270, 360].map { $0 - 45 }
    let view = Text("x").phaseAnimator(degrees) { content, d in content.rotationEffect(.degrees(d)) } animation: { d in
      d == degrees[0] ? .linear(duration: 0) : .bouncy(extraBounce: 0.2)
    }
    let rt = try runtime(view)
    #expect(allClose(try eventTimes(rt, until: 4.9), [0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5], 1e-6))
    let data = degrees.map { Angle.degrees($0).animatableData }
    let bouncy = Animation.bouncy(extraBounce: 0.2)
    var angle = AnimatedValue(data[0])
    for (k, t) in [0, 0.5, 1, 1.5].enumerated() { angle.set(data[k + 1], at: t, animation: bouncy) }
    angle.set(data[0], at: 2, animation: .linear(duration: 0))
    angle.set(data[1], at: 2, animation: bouncy)
    func degreesShown(_ t: Double) throws -> Double { try modifier(rt, "rotationEffect", "degrees", at: t) }
    // Still swinging towards 315° when the snap comes; from 2 on the needle starts from −45° again.
    #expect(angle.isAnimating(at: 1.99))
    let snap = try #require(try eventTimes(rt, until: 2.1).last)  // 2, within the search's 1e-6
    #expect(abs(try degreesShown(snap) - -45) < 1e-9)
    for t in [0.2, 1.2, 1.99, 2.1, 2.4] {
      #expect(abs(try degreesShown(t) - Angle(animatableData: angle.value(at: t)).degrees) < 1e-9, "at \(t)")
    }
    #expect(try degreesShown(2.1) > -45 && degreesShown(2.1) < 45 + 30)
  }

  /// Seed 002: `easeInOut(duration: 5/phase)` for phases 10, 15, …, 60; the first step goes to 15 and
  /// lasts 5/15, each next one 5/20, …, 5/60, then back to 10 in 5/10: the second cycle starts at
  /// the sum of them all.
  @Test func shorterAnimationsForHigherPhases() throws {
    let phases = Array(stride(from: 10.0, through: 60, by: 5))
    let view = Text("x").phaseAnimator(phases) { content, p in content.offset(x: p) } animation: { p in .easeInOut(duration: 5 / p) }
    let rt = try runtime(view)
    var expected: [Double] = [], t = 0.0
    for p in phases.dropFirst() + [phases[0]] {
      t += 5 / p
      expected.append(t)
    }
    let times = try eventTimes(rt, until: t)
    #expect(allClose(times, expected))
    #expect(abs(expected[0] - 5 / 15) < 1e-12)
  }
}
