@_spi(AnimRender) import SwiftUI
import XCTest

// Animations and transactions: each scene written once as Swift (compiled here) and once as text (run by
// the interpreter); both must inspect alike before, during and after the animation.

private struct WithAnimationBox: View {
  @State private var offset = 0.0
  var body: some View {
    Text("A")
      .offset(y: offset)
      .onTapGesture {
        withAnimation(.bouncy) { offset = -40.0 }
      }
  }
}

private struct ValueAnimation: View {
  @State var selected = false
  var body: some View {
    VStack {
      Color.red.frame(width: 20, height: 20)
        .offset(x: selected ? 50 : 0)
        .animation(.spring(response: 0.4, dampingFraction: 0.6), value: selected)
      Color.blue.frame(width: 20, height: 20)
        .opacity(selected ? 0.2 : 1)
        .animation(.easeIn(duration: 0.5).delay(0.1), value: selected)
    }
    .onTapGesture { selected.toggle() }
  }
}

private struct BodyAnimation: View {
  @State var selected = false
  var body: some View {
    Text("B")
      .animation(.smooth) {
        $0.opacity(selected ? 0.5 : 1)
      }
      .animation(.linear(duration: 0.8)) {
        $0.offset(x: selected ? 60 : 0)
      }
      .onTapGesture { selected.toggle() }
  }
}

private struct HalfwayLinear: CustomAnimation {
  var duration: TimeInterval
  func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
    if time <= duration {
      value.scaled(by: time / duration)
    } else {
      nil
    }
  }
}

private struct CustomAnimated: View {
  @State var moved = false
  var body: some View {
    Color.orange.frame(width: 40, height: 40)
      .offset(x: moved ? 100 : -100)
      .onTapGesture {
        withAnimation(Animation(HalfwayLinear(duration: 1.0))) { moved.toggle() }
      }
  }
}

private struct AnimationForms: View {
  @State var on = false
  var body: some View {
    VStack(spacing: 2) {
      Color.red.frame(width: 10, height: 10).offset(x: on ? 100 : 0)
        .animation(.timingCurve(0.2, 0.8, 0.4, 1, duration: 0.6), value: on)
      Color.red.frame(width: 10, height: 10).offset(x: on ? 100 : 0)
        .animation(.spring(duration: 0.4, bounce: 0.3), value: on)
      Color.red.frame(width: 10, height: 10).offset(x: on ? 100 : 0)
        .animation(.snappy(duration: 0.3, extraBounce: 0.1), value: on)
      Color.red.frame(width: 10, height: 10).offset(x: on ? 100 : 0)
        .animation(.easeInOut(duration: 0.3).repeatCount(3, autoreverses: true), value: on)
      Color.red.frame(width: 10, height: 10).offset(x: on ? 100 : 0)
        .animation(.linear(duration: 0.4).repeatForever(autoreverses: false), value: on)
      Color.red.frame(width: 10, height: 10).offset(x: on ? 100 : 0)
        .animation(.easeOut.speed(0.5), value: on)
      Color.red.frame(width: 10, height: 10).offset(x: on ? 100 : 0)
        .animation(.spring(Spring(mass: 1, stiffness: 100, damping: 10)), value: on)
      Color.red.frame(width: 10, height: 10).offset(x: on ? 100 : 0)
        .animation(.default, value: on)
    }
    .onTapGesture { on.toggle() }
  }
}

private struct CompletionBounce: View {
  @State private var offset = 0.0
  var body: some View {
    Text("E")
      .offset(y: offset)
      .onTapGesture {
        withAnimation(.bouncy) {
          offset = -40.0
        } completion: {
          withAnimation { offset = 0.0 }
        }
      }
  }
}

// Animation forms the interpreter does not bind (checked on the compiled side only).
private struct EngineOnlyForms: View {
  @State var on = false
  @State var label = "running"
  var body: some View {
    VStack {
      Text(label)
      Color.red.frame(width: 10, height: 10).offset(x: on ? 100 : 0)
        .animation(.interpolatingSpring(mass: 1, stiffness: 80, damping: 8), value: on)
      Color.blue.frame(width: 10, height: 10).offset(x: on ? 100 : 0)
    }
    .onTapGesture {
      withAnimation(.linear(duration: 2).logicallyComplete(after: 0.5)) {
        on = true
      } completion: {
        label = "done"
      }
    }
  }
}

final class AnimParityTests: XCTestCase {
  /// `withAnimation(.bouncy)`: mid-spring the offset is between 0 and -40, and matches the interpreter.
  func testWithAnimation() throws {
    let scene = _scene(width: 200, height: 200, taps: [0.2]) { WithAnimationBox() }
    let mid = try inspectLines(compiled: scene, at: [0.35])[0]
    XCTAssertFalse(mid.contains("-40"), mid)
    try assertMatchesRecording(scene, at: [0, 0.25, 0.35, 0.6, 1.5])
  }

  func testAnimationValueModifier() throws {
    let scene = _scene(width: 200, height: 200, taps: [0.2, 0.5]) { ValueAnimation() }
    try assertMatchesRecording(scene, at: [0, 0.3, 0.45, 0.55, 0.8, 2])
  }

  func testAnimationBodyModifier() throws {
    let scene = _scene(width: 200, height: 200, taps: [0.2]) { BodyAnimation() }
    let end = try inspectLines(compiled: scene, at: [2])[0]
    XCTAssertTrue(end.contains("60"), end)
    try assertMatchesRecording(scene, at: [0, 0.3, 0.6, 2])
  }

  /// A `CustomAnimation` declared by the user: linear over 1 s, so halfway at t = 0.7 the offset is 0.
  func testCustomAnimation() throws {
    let scene = _scene(width: 300, height: 100, taps: [0.2]) { CustomAnimated() }
    try assertMatchesRecording(scene, at: [0, 0.45, 0.7, 1.0, 1.5])
  }

  func testAnimationFactoriesAndModifiers() throws {
    let scene = _scene(width: 200, height: 200, taps: [0.1]) { AnimationForms() }
    try assertMatchesRecording(scene, at: [0, 0.2, 0.35, 0.5, 0.9, 1.6])
  }

  func testWithAnimationCompletion() throws {
    let scene = _scene(width: 200, height: 200, taps: [0.2]) { CompletionBounce() }
    try assertMatchesRecording(scene, at: [0, 0.3, 0.6, 0.9, 1.2, 2])
  }

  /// `interpolatingSpring(mass:stiffness:damping:)` and `logicallyComplete(after:)`: the completion runs
  /// once the linear animation is logically complete (0.5 s), while it is still moving.
  func testInterpolatingSpringAndLogicalCompletion() throws {
    let scene = _scene(width: 200, height: 200, taps: [0.2]) { EngineOnlyForms() }
    let lines = try inspectLines(compiled: scene, at: [0.5, 0.9, 3])
    XCTAssertTrue(lines[0].contains("running"), lines[0])
    XCTAssertTrue(lines[1].contains("done") && !lines[1].contains("\"x\":100"), lines[1])
    XCTAssertTrue(lines[2].contains("\"x\":100"), lines[2])
  }
}
