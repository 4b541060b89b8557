@_spi(AnimRender) import SwiftUI
import XCTest

// Transitions as a scene writes them: built-in ones, combined, asymmetric, with their own animation,
// a modifier pair and an iOS 17 `Transition` type. The same text runs in the interpreter below.
private struct Fade: ViewModifier {
  var amount: Double
  func body(content: Content) -> some View { content.opacity(amount) }
}

private struct Rotating: Transition {
  func body(content: Content, phase: TransitionPhase) -> some View {
    content.opacity(phase.isIdentity ? 1 : 0).rotationEffect(.degrees(phase.value * 30))
  }
}

private struct Appearing: View {
  @State private var on = false
  var body: some View {
    VStack(spacing: 4) {
      Text("stay")
      if on {
        Text("a").transition(.opacity)
        Text("b").transition(.move(edge: .bottom).combined(with: .opacity))
        Text("c").transition(.asymmetric(insertion: .scale, removal: .slide))
        Text("d").transition(.scale(scale: 0.5, anchor: .top).animation(.linear(duration: 2)))
        Text("e").transition(.modifier(active: Fade(amount: 0), identity: Fade(amount: 1)))
        Text("f").transition(Rotating())
        Text("g").transition(.blurReplace)
        Text("h").transition(.push(from: .leading))
        Text("i").transition(.offset(x: 10, y: 5))
        Text("j").transition(.offset(CGSize(width: -4, height: 0)).combined(with: .identity))
      }
    }
    .onTapGesture { withAnimation(.linear(duration: 1)) { on.toggle() } }
  }
}

final class TransitionParityTests: XCTestCase {
  /// Views inserted at the first tap and removed at the second, each with its transition: before,
  /// mid-insertion, after, mid-removal and after removal match the interpreter.
  func testTransitionsInsertAndRemoveAsInterpreted() throws {
    let scene = _scene(width: 200, height: 300, taps: [0.5, 2]) { Appearing() }
    let lines = try inspectLines(compiled: scene, at: [0, 1, 1.6, 2.5, 3.2])
    XCTAssertFalse(lines[0].contains(#""text":"a""#), lines[0])
    // Half-way through the insertion the faded-in text is at half opacity.
    XCTAssertTrue(lines[1].contains(#""text":"a""#) && lines[1].contains("0.5"), lines[1])
    XCTAssertFalse(lines[4].contains(#""text":"f""#), lines[4])
    try assertMatchesRecording(scene, at: [0, 0.75, 1, 1.3, 1.6, 2.25, 2.5, 2.9, 3.2, 4])
  }
}
