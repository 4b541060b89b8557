@_spi(AnimRender) import SwiftUI
import XCTest

// Phase animators (Apple, "Controlling the timing and movements of your animations"): the view and the
// modifier, looping and triggered, with and without an animation closure.

private enum Step: CaseIterable {
  case rest, up, far
  var offset: Double {
    switch self {
    case .rest: 0
    case .up: -30
    case .far: -60
    }
  }
}

private struct LoopingModifier: View {
  var body: some View {
    Text("L")
      .phaseAnimator([false, true]) { content, phase in
        content.offset(y: phase ? -40.0 : 0.0)
      }
  }
}

private struct TriggeredModifier: View {
  @State private var count = 1
  var body: some View {
    Text("T")
      .phaseAnimator(Step.allCases, trigger: count) { content, phase in
        content.offset(y: phase.offset)
      } animation: { phase in
        switch phase {
        case .rest: .smooth
        case .up: .easeInOut(duration: 0.3)
        case .far: .spring(duration: 0.3, bounce: 0.7)
        }
      }
      .onTapGesture { count += 1 }
  }
}

private struct PhaseViews: View {
  @State var go = false
  var body: some View {
    VStack {
      PhaseAnimator([10, 20, 30]) { phase in
        Color.blue.frame(width: phase, height: 10)
      } animation: { phase in
        .easeInOut(duration: 5 / phase)
      }
      PhaseAnimator([1.0, 0.5], trigger: go) { phase in
        Text("\(phase)").opacity(phase)
      }
      Text("go").onTapGesture { go.toggle() }
    }
  }
}

final class PhaseParityTests: XCTestCase {
  /// A looping two-phase bounce: after the first move the text has left its rest offset.
  func testLoopingPhaseModifier() throws {
    let scene = _scene(width: 200, height: 200) { LoopingModifier() }
    let lines = try inspectLines(compiled: scene, at: [0, 0.3])
    XCTAssertNotEqual(lines[0], lines[1])
    try assertMatchesRecording(scene, at: [0, 0.1, 0.3, 0.6, 1.0, 1.7])
  }

  func testTriggeredPhaseModifierWithAnimations() throws {
    let scene = _scene(width: 200, height: 200, taps: [0.2]) { TriggeredModifier() }
    try assertMatchesRecording(scene, at: [0, 0.3, 0.5, 0.7, 1.0, 1.8])
  }

  func testPhaseAnimatorViews() throws {
    let scene = _scene(width: 200, height: 200, taps: [0.3]) { PhaseViews() }
    let first = try inspectLines(compiled: scene, at: [0])[0]
    XCTAssertTrue(first.contains("1.0"), first)
    try assertMatchesRecording(scene, at: [0, 0.2, 0.4, 0.8, 1.2, 2.5])
  }
}
