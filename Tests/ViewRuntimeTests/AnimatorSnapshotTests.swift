import Foundation
import Testing
import AnimationEngine
@testable import ViewRuntime

/// `SceneRuntime.animators(at:)`: when a phase animator first stepped into each phase, and when a
/// keyframe timeline started and how long it runs (what `phase:N` and `keyframes-end` read).
@Suite struct AnimatorSnapshotTests {
  func runtime(_ view: some View) throws -> SceneRuntime {
    try SceneRuntime(root: view, canvasSize: CGSize(width: 300, height: 300), measurer: FixedTextMeasurer())
  }

  /// Step durations per phase index: the animation of a step is the one of the phase it goes to.
  static let durations = [0.125, 0.25, 0.5]

  @Test func aLoopingPhaseAnimatorEntersEachPhaseAfterTheStepsBeforeIt() throws {
    let view = PhaseAnimator([0.0, 1.0, 2.0]) { p in
      Color.blue.frame(width: 20, height: 20).offset(x: p * 30)
    } animation: { p in .linear(duration: Self.durations[Int(p)]) }
    let rt = try runtime(view)
    // A loop steps into phase 1 on appearing; each next step comes when the last one's animation is
    // logically complete, plus the phase advance latency.
    let latency = EngineChoices.phaseAdvanceLatency
    let two = Self.durations[1] + latency
    let zero = two + Self.durations[2] + latency
    let early = try rt.animators(at: 0.1)
    #expect(early.phases.count == 1 && early.phases[0].phaseCount == 3)
    #expect(early.phases[0].firstEntered == [1: 0])
    let later = try rt.animators(at: 2)
    // Later cycles do not move the first entries.
    #expect(later.phases[0].firstEntered[1] == 0)
    #expect(abs(try #require(later.phases[0].firstEntered[2]) - two) < 1e-12)
    #expect(abs(try #require(later.phases[0].firstEntered[0]) - zero) < 1e-12)
    #expect(later.keyframes.isEmpty)
  }

  @Test func aRepeatingKeyframeTimelineReportsItsStartAndDuration() throws {
    let view = Color.red.frame(width: 10, height: 10).keyframeAnimator(initialValue: 0.0, repeating: true) { content, v in
      content.offset(x: v)
    } keyframes: { _ in
      KeyframeTrack { LinearKeyframe(100.0, duration: 0.75); LinearKeyframe(0.0, duration: 0.5) }
    }
    let rt = try runtime(view)
    let snapshot = try rt.animators(at: 0)
    #expect(snapshot.phases.isEmpty)
    #expect(snapshot.keyframes.count == 1)
    #expect(snapshot.keyframes.first?.start == 0)
    #expect(abs((snapshot.keyframes.first?.duration ?? 0) - 1.25) < 1e-12)
    #expect(snapshot.keyframes.first?.repeating == true)
  }
}
