@_spi(AnimRender) import SwiftUI
import XCTest

// Keyframe animators and timelines (WWDC23 "Wind your way through advanced animations in SwiftUI").

private struct Values {
  var scale = 1.0
  var offset = 0.0
  var angle = Angle.zero
}

private struct TriggeredKeyframes: View {
  @State private var count = 1
  var body: some View {
    Text("K")
      .keyframeAnimator(initialValue: Values(), trigger: count) { content, value in
        content
          .opacity(value.scale / 2)
          .offset(x: value.angle.degrees, y: value.offset)
      } keyframes: { _ in
        KeyframeTrack(\.scale) {
          LinearKeyframe(1.0, duration: 0.2)
          SpringKeyframe(1.5, duration: 0.4, spring: .bouncy)
          SpringKeyframe(1.0, spring: .bouncy)
        }
        KeyframeTrack(\.offset) {
          CubicKeyframe(-30, duration: 0.3)
          LinearKeyframe(10, duration: 0.2, timingCurve: .easeInOut)
          MoveKeyframe(0)
          CubicKeyframe(0, duration: 0.2)
        }
        KeyframeTrack(\.angle) {
          CubicKeyframe(.zero, duration: 0.2)
          CubicKeyframe(.degrees(16), duration: 0.2)
          CubicKeyframe(.zero, duration: 0.2)
        }
      }
      .onTapGesture { count += 1 }
  }
}

private struct RepeatingKeyframes: View {
  var body: some View {
    VStack {
      KeyframeAnimator(initialValue: 0.0, repeating: true) { value in
        Color.red.frame(width: 10, height: 10).offset(x: value)
      } keyframes: { _ in
        CubicKeyframe(-60.0, duration: 0.4)
        SpringKeyframe(20.0, duration: 0.6, spring: .bouncy)
        CubicKeyframe(0.0, duration: 0.5)
      }
      Text("R")
        .keyframeAnimator(initialValue: 1.0) { content, value in
          content.opacity(value)
        } keyframes: { _ in
          KeyframeTrack {
            LinearKeyframe(0.2, duration: 0.5)
            LinearKeyframe(1.0, duration: 0.5)
          }
        }
    }
  }
}

private let dots = KeyframeTimeline(initialValue: 0.0) {
  KeyframeTrack {
    CubicKeyframe(-60.0, duration: 0.4)
    SpringKeyframe(20.0, duration: 0.6, spring: .bouncy)
    CubicKeyframe(0.0, duration: 0.5)
  }
}

private struct TimelineSamples: View {
  var body: some View {
    HStack(spacing: 4) {
      Color.blue.frame(width: 10, height: 10).offset(y: dots.value(time: 0.2))
      Color.blue.frame(width: 10, height: 10).offset(y: dots.value(time: dots.duration / 2))
      Color.blue.frame(width: 10, height: 10).offset(y: dots.value(progress: 0.8))
      Text("\(dots.duration)")
    }
  }
}

final class KeyframeParityTests: XCTestCase {
  func testTriggeredKeyframeModifier() throws {
    let scene = _scene(width: 200, height: 200, taps: [0.2]) { TriggeredKeyframes() }
    let lines = try inspectLines(compiled: scene, at: [0.1, 0.5])
    XCTAssertNotEqual(lines[0], lines[1])
    try assertMatchesRecording(scene, at: [0, 0.3, 0.5, 0.7, 0.9, 1.3, 2.5])
  }

  func testRepeatingKeyframeViewAndModifier() throws {
    let scene = _scene(width: 200, height: 200) { RepeatingKeyframes() }
    try assertMatchesRecording(scene, at: [0, 0.2, 0.5, 0.9, 1.4, 2.0, 3.1])
  }

  /// `KeyframeTimeline` evaluated by hand: 1.5 s long, and the values agree with the interpreter's.
  func testKeyframeTimelineValues() throws {
    XCTAssertEqual(dots.duration, 1.5, accuracy: 1e-9)
    XCTAssertEqual(dots.value(time: 0.4), -60, accuracy: 1e-9)
    let scene = _scene(width: 200, height: 100) { TimelineSamples() }
    try assertMatchesRecording(scene, at: [0])
  }
}
