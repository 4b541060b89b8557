@_spi(AnimRender) import SwiftUI
import XCTest

// The seed scenes of scenes/README.md, compiled: each scene's Swift is copied here (inside a namespace,
// extensions at file scope), and its file is run by the interpreter; both must inspect alike.

// scenes/keyframe-reaction.swift-dsl, as written there (its Scene line is the test's _scene call).
private enum SeedKeyframeReaction {
  // Seed 000, "Gain more control with a keyframe animator": four tracks, played once per tap.
  private struct AnimationValues {
      var scale = 1.0
      var verticalStretch = 1.0
      var verticalOffset = 0.0
      var angle = Angle.zero
  }

  struct EmojiView: View {
      var emoji: String
      var body: some View {
          Text(emoji)
              .font(.system(size: 72))
      }
  }

  struct KeyframeAnimationView: View {
      var emoji: String
      @State private var likeCount = 1

      var body: some View {
          EmojiView(emoji: emoji)
              .keyframeAnimator(
                  initialValue: AnimationValues(),
                  trigger: likeCount
              ) { content, value in
                  content
                      .rotationEffect(value.angle)
                      .scaleEffect(value.scale)
                      .scaleEffect(y: value.verticalStretch)
                      .offset(y: value.verticalOffset)
              } keyframes: { _ in
                  KeyframeTrack(\.scale) {
                      LinearKeyframe(1.0, duration: 0.36)
                      SpringKeyframe(1.5, duration: 0.8, spring: .bouncy)
                      SpringKeyframe(1.0, spring: .bouncy)
                  }
                  KeyframeTrack(\.verticalOffset) {
                      LinearKeyframe(0.0, duration: 0.1)
                      SpringKeyframe(20.0, duration: 0.15, spring: .bouncy)
                      SpringKeyframe(-60.0, duration: 1.0, spring: .bouncy)
                      SpringKeyframe(0.0, spring: .bouncy)
                  }
                  KeyframeTrack(\.verticalStretch) {
                      CubicKeyframe(1.0, duration: 0.1)
                      CubicKeyframe(0.6, duration: 0.15)
                      CubicKeyframe(1.5, duration: 0.1)
                      CubicKeyframe(1.05, duration: 0.15)
                      CubicKeyframe(1.0, duration: 0.88)
                      CubicKeyframe(0.8, duration: 0.1)
                      CubicKeyframe(1.04, duration: 0.4)
                      CubicKeyframe(1.0, duration: 0.22)
                  }
                  KeyframeTrack(\.angle) {
                      CubicKeyframe(.zero, duration: 0.58)
                      CubicKeyframe(.degrees(16), duration: 0.125)
                      CubicKeyframe(.degrees(-16), duration: 0.125)
                      CubicKeyframe(.degrees(16), duration: 0.125)
                      CubicKeyframe(.zero, duration: 0.125)
                  }
              }
              .onTapGesture {
                  likeCount += 1
              }
      }
  }


  // The scene's root view.
  @MainActor static func root() -> some View { KeyframeAnimationView(emoji: "❤️") }
}

// scenes/keyframe-reaction-repeating.swift-dsl, as written there (its Scene line is the test's _scene call).
private enum SeedKeyframeReactionRepeating {
  // Seed 001 (WWDC23), "Keyframes": the same tracks on a red heart, with no trigger: it repeats.
  private struct AnimationValues {
      var scale = 1.0
      var verticalStretch = 1.0
      var verticalOffset = 0.0
      var angle = Angle.zero
  }

  struct ReactionView: View {
      var body: some View {
          Image(systemName: "heart.fill")
              .font(.system(size: 72))
      }
  }

  struct RepeatingReaction: View {
      var body: some View {
          ReactionView()
              .keyframeAnimator(initialValue: AnimationValues()) { content, value in
                  content
                      .foregroundStyle(.red)
                      .rotationEffect(value.angle)
                      .scaleEffect(value.scale)
                      .scaleEffect(y: value.verticalStretch)
                      .offset(y: value.verticalOffset)
              } keyframes: { _ in
                  KeyframeTrack(\.scale) {
                      LinearKeyframe(1.0, duration: 0.36)
                      SpringKeyframe(1.5, duration: 0.8, spring: .bouncy)
                      SpringKeyframe(1.0, spring: .bouncy)
                  }
                  KeyframeTrack(\.verticalOffset) {
                      LinearKeyframe(0.0, duration: 0.1)
                      SpringKeyframe(20.0, duration: 0.15, spring: .bouncy)
                      SpringKeyframe(-60.0, duration: 1.0, spring: .bouncy)
                      SpringKeyframe(0.0, spring: .bouncy)
                  }
                  KeyframeTrack(\.verticalStretch) {
                      CubicKeyframe(1.0, duration: 0.1)
                      CubicKeyframe(0.6, duration: 0.15)
                      CubicKeyframe(1.5, duration: 0.1)
                      CubicKeyframe(1.05, duration: 0.15)
                      CubicKeyframe(1.0, duration: 0.88)
                      CubicKeyframe(0.8, duration: 0.1)
                      CubicKeyframe(1.04, duration: 0.4)
                      CubicKeyframe(1.0, duration: 0.22)
                  }
                  KeyframeTrack(\.angle) {
                      CubicKeyframe(.zero, duration: 0.58)
                      CubicKeyframe(.degrees(16), duration: 0.125)
                      CubicKeyframe(.degrees(-16), duration: 0.125)
                      CubicKeyframe(.degrees(16), duration: 0.125)
                      CubicKeyframe(.zero, duration: 0.125)
                  }
              }
      }
  }


  // The scene's root view.
  @MainActor static func root() -> some View { RepeatingReaction() }
}

// scenes/keyframe-timeline-values.swift-dsl, as written there (its Scene line is the test's _scene call).
private enum SeedKeyframeTimelineValues {
  // Seed 001 (WWDC23), "KeyframeTimeline": a timeline evaluated by hand. Its duration and sampled
  // values are printed (to stderr) and drawn as a row of dots following the curve.
  static let timeline = KeyframeTimeline(initialValue: 0.0) {
      KeyframeTrack {
          CubicKeyframe(-60.0, duration: 0.4)
          SpringKeyframe(20.0, duration: 0.6, spring: .bouncy)
          CubicKeyframe(0.0, duration: 0.5)
      }
  }

  struct TimelineDots: View {
      var body: some View {
          HStack(spacing: 4) {
              ForEach(0..<16) { i in
                  let t = timeline.duration * Double(i) / 15.0
                  Circle()
                      .fill(.blue)
                      .frame(width: 10, height: 10)
                      .offset(y: timeline.value(time: t))
              }
          }
      }
  }



  // The scene's root view.
  @MainActor static func root() -> some View { TimelineDots() }
}

final class KeyframeSeedParityTests: XCTestCase {
  func testKeyframeReaction() throws {
    let scene = _scene(width: 300, height: 300, fps: 60, duration: 3.4, background: .white, taps: [0.2]) { SeedKeyframeReaction.root() }
    let lines = try inspectLines(compiled: scene, at: [0.0, 0.25, 0.35, 0.5, 0.8, 3.4])
    XCTAssertGreaterThan(Set(lines).count, 1, "the compiled scene does not change over time")
    try assertMatchesRecording(scene, at: [0.0, 0.25, 0.35, 0.5, 0.8, 3.4])
  }

  func testKeyframeReactionRepeating() throws {
    let scene = _scene(width: 300, height: 300, fps: 60, duration: 6, background: .white) { SeedKeyframeReactionRepeating.root() }
    let lines = try inspectLines(compiled: scene, at: [0.0, 0.1, 0.3, 0.6, 1.0, 1.5, 2.5, 3.3, 5.0, 6.0])
    XCTAssertGreaterThan(Set(lines).count, 1, "the compiled scene does not change over time")
    try assertMatchesRecording(scene, at: [0.0, 0.1, 0.3, 0.6, 1.0, 1.5, 2.5, 3.3, 5.0, 6.0])
  }

  func testKeyframeTimelineValues() throws {
    let scene = _scene(width: 320, height: 200, fps: 30, duration: 0.1, background: .white) { SeedKeyframeTimelineValues.root() }
    let lines = try inspectLines(compiled: scene, at: [0.0, 0.1])
    XCTAssertTrue(lines[0].contains("\"nodes\""), lines[0])
    try assertMatchesRecording(scene, at: [0.0, 0.1])
  }
}
