@_spi(AnimRender) import SwiftUI
import XCTest

// A modifier transition whose states are an `Animatable` modifier: the interpolated data drives it.
private struct Shake: ViewModifier, Animatable {
  var amount: Double
  var animatableData: Double {
    get { amount }
    set { amount = newValue }
  }
  func body(content: Content) -> some View { content.offset(x: amount * 20).opacity(1 - amount / 2) }
}

private struct Shaking: View {
  @State private var on = false
  var body: some View {
    VStack {
      Text("stay")
      if on {
        Text("shake").transition(.modifier(active: Shake(amount: 1), identity: Shake(amount: 0)))
      }
    }
    .onTapGesture { withAnimation(.linear(duration: 1)) { on.toggle() } }
  }
}

final class TransitionAnimatableParityTests: XCTestCase {
  func testAnimatableModifierTransitionMatchesTheInterpreter() throws {
    let scene = _scene(width: 200, height: 100, taps: [0.5, 2]) { Shaking() }
    let line = try inspectLines(compiled: scene, at: [1])[0]
    // Mid-insertion the shake is part-way: an offset between the active 20 and the identity 0.
    XCTAssertTrue(line.contains(#""name":"offset","x":"#) && !line.contains(#""x":20,"#) && !line.contains(#""x":0,"#), line)
    try assertMatchesRecording(scene, at: [0, 0.75, 1, 1.6, 2.25, 2.5, 3.2])
  }
}
