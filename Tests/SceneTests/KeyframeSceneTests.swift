import Foundation
import Testing
import ViewRuntime

/// Seed 000 / 001: the keyframe reaction's four tracks, from the engine's shared definition.
typealias ReactionValues = ReactionKeyframes.Values

func reactionKeyframes() -> KeyframeTrackList<ReactionValues> { ReactionKeyframes.tracks() }

@Suite("Keyframe scenes")
struct KeyframeSceneTests {
  let timeline = KeyframeTimeline(initialValue: ReactionValues(), tracks: reactionKeyframes())

  /// Rotation, scale, vertical stretch and offset of the reaction at `t` against the timeline at `elapsed`.
  private func expectReaction(_ scene: LoadedScene, at t: Double, elapsed: Double) throws {
    let v = timeline.value(time: elapsed)
    #expect(near(try scene.value("rotationEffect", "degrees", at: t), v.angle.degrees), "angle at \(t)")
    #expect(near(try scene.value("scaleEffect", "x", at: t), v.scale), "scale at \(t)")
    #expect(near(try scene.value("scaleEffect", "y", at: t, index: 1), v.verticalStretch), "stretch at \(t)")
    #expect(near(try scene.value("offset", "y", at: t), v.verticalOffset), "offset at \(t)")
  }

  @Test func keyframeReactionPlaysTheTimelineFromTheTap() throws {
    let scene = try LoadedScene("keyframe-reaction")
    let tap = try #require(scene.taps.first)
    // Before the tap: the initial values.
    #expect(try scene.value("rotationEffect", "degrees", at: tap / 2) == 0)
    #expect(try scene.value("scaleEffect", "x", at: tap / 2) == 1)
    // The angle's overshoot at 0.696 s (see `ReactionKeyframes`), then other track landmarks.
    let t = tap + 0.696
    #expect(near(try scene.value("rotationEffect", "degrees", at: t), timeline.value(time: t - tap).angle.degrees, 1e-12))
    for elapsed in [0.05, 0.25, 0.36, 0.6, 1.16, 1.25, 2.0, timeline.duration] {
      try expectReaction(scene, at: tap + elapsed, elapsed: (tap + elapsed) - tap)
    }
    // After the timeline it holds its final values.
    try expectReaction(scene, at: 3.39, elapsed: timeline.duration)
  }

  @Test func repeatingReactionLoopsOverTheTimelineDuration() throws {
    let scene = try LoadedScene("keyframe-reaction-repeating")
    let d = timeline.duration
    for t in [0.0, 0.3, 0.696, 1.2, d - 0.01, d + 0.5, 2 * d - 0.2, 5.9] {
      try expectReaction(scene, at: t, elapsed: t.truncatingRemainder(dividingBy: d))
    }
    // It is always red (the content's foregroundStyle).
    let rgba = try scene.values("foregroundStyle", "rgba", at: 1.0)
    #expect(rgba == [Color.red.rgba.red, Color.red.rgba.green, Color.red.rgba.blue, 1])
  }

  @Test func timelineDotsFollowTheHandEvaluatedTimeline() throws {
    let reference = KeyframeTimeline(initialValue: 0.0) {
      KeyframeTrack {
        CubicKeyframe(-60.0, duration: 0.4)
        SpringKeyframe(20.0, duration: 0.6, spring: .bouncy)
        CubicKeyframe(0.0, duration: 0.5)
      }
    }
    #expect(near(reference.duration, 1.5))
    do {
    let scene = try LoadedScene("keyframe-timeline-values")
    let frame = try scene.inspect(0)
    let dots = frame.nodes.filter { $0.shape == "Circle" }
    try #require(dots.count == 16)
    for (i, dot) in dots.enumerated() {
      let y = try #require(dot.modifiers.first { $0.name == "offset" }?.values["y"]?.first)
      #expect(near(y, reference.value(time: reference.duration * Double(i) / 15.0)), "dot \(i)")
    }
    // The dots sit 4 pt apart in a row of 10-pt circles.
    #expect(near(dots[1].bounds[0] - dots[0].bounds[0], 14))
    }
  }
}
