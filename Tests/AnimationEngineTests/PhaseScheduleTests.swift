import Foundation
import Testing
@testable import AnimationEngine

@Suite struct PhaseScheduleTests {
  /// WWDC23 "Wind your way through advanced animations": initial, move, scale.
  func reactionAnimation(_ phase: Int) -> Animation? {
    switch phase {
    case 0: return .smooth
    case 1: return .easeInOut(duration: 0.3)
    default: return .spring(duration: 0.3, bounce: 0.7)
    }
  }
  let offsets = [0.0, -64, -64]
  let scales = [1.0, 1.1, 1.8]

  @Test func reactionScheduleFromTheTalk() throws {
    let schedule = try PhaseSchedule(phaseCount: 3, mode: .triggered(at: [0]), until: 10, animation: reactionAnimation)
    #expect(schedule.steps.map(\.phase) == [1, 2, 0])
    let starts = schedule.steps.map(\.start), ends = schedule.steps.map { $0.end ?? -1 }
    #expect(close(starts[0], 0, 1e-9) && close(starts[1], 0.3, 1e-6) && close(starts[2], 0.6, 1e-6))
    #expect(close(ends[2], 1.1, 1e-6))
    #expect(schedule.steps[1].animation == .spring(duration: 0.3, bounce: 0.7))
    #expect(schedule.phase(at: -1) == 0 && schedule.phase(at: 0.45) == 2 && schedule.phase(at: 5) == 0)

    // The scale spring merges into the move curve and the smooth spring into it; all still moving at 1.1 s.
    let scale = schedule.animatedValue { scales[$0] }
    let offset = schedule.animatedValue { offsets[$0] }
    #expect(close(offset.value(at: 0.15), -64 * UnitCurve.easeInOut.value(at: 0.5), 1e-9))
    #expect(close(scale.value(at: 0.3), 1.1, 1e-9))
    #expect(scale.isAnimating(at: 1.2) && !scale.isAnimating(at: 3))
    #expect(scale.value(at: 3) == 1 && offset.value(at: 3) == 0)
    // Continuous through every phase boundary: no jump beyond one 1/300 s spring step of motion.
    for boundary in starts.dropFirst() {
      let jump = abs(scale.value(at: boundary + 1e-6) - scale.value(at: boundary - 1e-6))
      #expect(jump <= abs(scale.velocity(at: boundary)) * 1.5 / 300 + 1e-9)
    }
  }

  @Test func retriggerMidCycleRestartsAtPhaseOne() throws {
    let schedule = try PhaseSchedule(phaseCount: 3, mode: .triggered(at: [0, 0.45, 5]), until: 10, animation: reactionAnimation)
    #expect(schedule.steps.map(\.phase) == [1, 2, 1, 2, 0, 1, 2, 0])
    #expect(close(schedule.steps[2].start, 0.45, 1e-12))
    #expect(close(schedule.steps[3].start, 0.75, 1e-6))
    #expect(close(schedule.steps[4].start, 1.05, 1e-6))
    #expect(close(schedule.steps[5].start, 5, 1e-12))
  }

  @Test func continuousLoopAdvancesOnLogicalCompletion() throws {
    let schedule = try PhaseSchedule(phaseCount: 2, mode: .continuous(start: 0), until: 4.5) { _ in .easeInOut(duration: 1) }
    #expect(schedule.steps.map(\.phase) == [0, 1, 0, 1, 0, 1])
    #expect(schedule.steps.map(\.start).enumerated().allSatisfy { i, s in close(s, Double(max(0, i - 1)), 1e-9) })
    #expect(schedule.phase(at: 2.5) == 1 && schedule.phase(at: 3.5) == 0)
    // Springs advance after their duration, while still settling.
    let springs = try PhaseSchedule(phaseCount: 3, mode: .continuous(start: 1), until: 3) { _ in .bouncy }
    #expect(springs.steps.dropFirst().map(\.start).enumerated().allSatisfy { i, s in close(s, 1 + 0.5 * Double(i), 1e-6) })
    let value = springs.animatedValue { [0.0, 10, 20][$0] }
    #expect(close(value.value(at: 1), 0, 1e-12))
    #expect(value.isAnimating(at: 1.49) && value.isAnimating(at: 1.51))
  }

  @Test func unanimatedLoopsDoNotSpin() throws {
    let none = try PhaseSchedule(phaseCount: 4, mode: .continuous(start: 0), until: 1000) { _ in nil }
    #expect(none.steps.count == 5)  // phase 0, then one instantaneous cycle 1, 2, 3, 0, then it pauses
    #expect(!none.isTruncated)
    let tiny = try PhaseSchedule(phaseCount: 2, mode: .continuous(start: 0), until: 1000, maxSteps: 500) { _ in .linear(duration: 1e-6) }
    #expect(tiny.isTruncated && tiny.steps.count == 500)
    let forever = try PhaseSchedule(phaseCount: 3, mode: .continuous(start: 0), until: 100) { _ in .linear.repeatForever() }
    #expect(forever.steps.count == 2 && forever.steps[1].end == nil)  // never logically complete: stays
    let unchanged = try PhaseSchedule(phaseCount: 3, mode: .triggered(at: [1]), until: 10, changesValues: { $1 != 2 }) { _ in .linear(duration: 1) }
    #expect(unchanged.steps.map(\.start) == [1, 2, 2])
  }

  @Test func badInputThrows() {
    #expect(throws: PhaseSchedule.Failure.noPhases) { try PhaseSchedule(phaseCount: 0, mode: .continuous(start: 0), until: 1) { _ in nil } }
    #expect(throws: PhaseSchedule.Failure.invalidTime(.infinity)) { try PhaseSchedule(phaseCount: 2, mode: .continuous(start: 0), until: .infinity) { _ in nil } }
    let single = try? PhaseSchedule(phaseCount: 1, mode: .triggered(at: [0, 1]), until: 5) { _ in .smooth }
    #expect(single?.steps.isEmpty == true)
  }
}

@Suite struct SeedPhaseExampleTests {
  /// Seed 002's compass: five cardinal phases, `.bouncy(extraBounce: 0.2)` except a zero-length
  /// linear snap back to north.
  @Test func compassSnapsBackToNorth() throws {
    let angles = [0.0, 90, 180, 270, 360].map { Angle.degrees($0 - 45).animatableData }
    let schedule = try PhaseSchedule(phaseCount: 5, mode: .continuous(start: 0), until: 4.9) { phase in
      phase == 0 ? .linear(duration: 0) : .bouncy(extraBounce: 0.2)
    }
    #expect(schedule.steps.map(\.phase) == [0, 1, 2, 3, 4, 0, 1, 2, 3, 4, 0, 1, 2])
    #expect(close(schedule.steps[5].start, 2.0, 1e-6) && close(schedule.steps[6].start, 2.0, 1e-6))
    let rotation = schedule.animatedValue { angles[$0] }
    // Still swinging towards 315° when the snap comes; right after it, the needle starts from −45° again.
    #expect(rotation.isAnimating(at: 1.99))
    #expect(close(rotation.value(at: schedule.steps[6].start), angles[0], 1e-9))
    #expect(rotation.value(at: 2.1) > angles[0] && rotation.value(at: 2.1) < angles[1] + 30)
  }

  /// Seed 002: `easeInOut(duration: 5/phase)` for phases 10…60; the first animation runs to phase 20's
  /// index (the second phase), the last one back to the first.
  @Test func shorterAnimationsForHigherPhases() throws {
    let phases = Array(stride(from: 10.0, through: 60, by: 5))
    let schedule = try PhaseSchedule(phaseCount: phases.count, mode: .continuous(start: 0), until: 100) { i in
      .easeInOut(duration: 5 / phases[i])
    }
    let cycle = phases.dropFirst().map { 5 / $0 }.reduce(0, +) + 5 / phases[0]
    #expect(close(schedule.steps[1].end ?? -1, 5 / 15, 1e-12))
    #expect(close(schedule.steps[phases.count + 1].start, cycle, 1e-9))
  }

  /// Seed 001's `KeyframeTimeline(initialValue: CGPoint.zero)` with tracks on `\.x` and `\.y`.
  @Test func cgPointTimeline() {
    let timeline = KeyframeTimeline(initialValue: CGPoint.zero) {
      KeyframeTrack(\.x) {
        LinearKeyframe(100, duration: 1)
      }
      KeyframeTrack(\.y) {
        CubicKeyframe(50, duration: 0.5)
        CubicKeyframe(0, duration: 1)
      }
    }
    #expect(timeline.duration == 1.5)
    let value = timeline.value(time: 1.2)
    #expect(value.x == 100)
    #expect(close(Double(value.y), Double(timeline.value(time: 1.2).y), 0) && value.y > 0 && value.y < 50)
    #expect(timeline.value(time: 0.5) == CGPoint(x: 50, y: 50))
  }
}

@Suite struct UndampedPhaseTests {
  @Test func undampedSpringsStillAdvanceAfterTheirDuration() throws {
    // bounce 1: an undamped spring that never finishes, but is logically complete after 0.4 s.
    let schedule = try PhaseSchedule(phaseCount: 2, mode: .continuous(start: 0), until: 2) { _ in .spring(duration: 0.4, bounce: 1) }
    #expect(schedule.steps.dropFirst().map(\.start).enumerated().allSatisfy { i, s in close(s, 0.4 * Double(i), 1e-6) })
  }
}
