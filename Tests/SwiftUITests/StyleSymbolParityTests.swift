@_spi(AnimRender) import SwiftUI
import XCTest

// Views as a scene file writes them; the same text is run by the interpreter in each test.

private struct Effects: View {
  @State private var taps = 0
  var body: some View {
    VStack(spacing: 6) {
      Image(systemName: "heart.fill").symbolEffect(.bounce, value: taps)
      Image(systemName: "star.fill").symbolEffect(.bounce.down.byLayer, options: .repeat(2), value: taps)
      Image(systemName: "wifi").symbolEffect(.variableColor.iterative.reversing)
      Image(systemName: "bolt.fill").symbolEffect(.pulse, options: .speed(2))
      Image(systemName: "plus").symbolEffect(.scale.up, isActive: taps > 0)
      Image(systemName: "checkmark").symbolEffect(.wiggle, value: taps)
      Image(systemName: "xmark").symbolEffect(.breathe.pulse, isActive: true)
      Image(systemName: "arrow.up").symbolEffect(.rotate.clockwise, value: taps)
    }
    .onTapGesture { taps += 1 }
  }
}

private struct SystemColors: View {
  var body: some View {
    VStack(spacing: 2) {
      Color(.secondarySystemBackground).frame(width: 20, height: 10)
      Color(uiColor: .systemGreen).frame(width: 20, height: 10)
      Color(.systemGray6).frame(width: 20, height: 10)
      Color(.white).frame(width: 20, height: 10)
      Color(UIColor.label.withAlphaComponent(0.5)).frame(width: 20, height: 10)
      Color(UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)).frame(width: 20, height: 10)
      Color("AccentBrand").frame(width: 20, height: 10)
    }
  }
}

private struct Shadows: View {
  var body: some View {
    VStack(spacing: 10) {
      Circle().fill(.red.shadow(.drop(radius: 4, y: 2))).frame(width: 40, height: 40)
      RoundedRectangle(cornerRadius: 8).fill(.blue.shadow(.inner(color: .black, radius: 3))).frame(width: 60, height: 30)
      Capsule().fill(Color.green.shadow(.drop(color: .gray, radius: 2, x: 1, y: 1)), style: FillStyle(eoFill: true)).frame(width: 60, height: 20)
    }
  }
}

private struct PlayPause: View {
  @State private var playing = false
  var body: some View {
    VStack(spacing: 8) {
      Image(systemName: playing ? "pause.fill" : "play.fill").contentTransition(.symbolEffect(.replace))
      Image(systemName: playing ? "checkmark" : "xmark").contentTransition(.symbolEffect(.replace.downUp.byLayer))
      Image(systemName: playing ? "plus" : "bolt.fill").contentTransition(.symbolEffect(.automatic))
    }
    .onTapGesture { withAnimation { playing.toggle() } }
  }
}

final class StyleSymbolParityTests: XCTestCase {
  /// Symbol effects by value and by activity, with chained members and options, before, during and
  /// after the tap that plays them.
  func testSymbolEffectsMatchTheInterpreter() throws {
    let scene = _scene(width: 200, height: 300, taps: [0.5]) { Effects() }
    // The bounce plays after the tap: the drawing at 0.7 s differs from the resting one.
    let lists = try displayLists(compiled: scene, at: [0.4, 0.7])
    XCTAssertNotEqual(lists[0].items, lists[1].items)
    try assertDrawingMatchesRecording(scene, at: [0, 0.4, 0.6, 0.7, 0.9, 1.5])
  }

  /// UIKit's system colours through `Color(_:)` and `Color(uiColor:)`, component and alpha forms,
  /// and a catalog colour's placeholder.
  func testSystemColorsMatchTheInterpreter() throws {
    let scene = _scene(width: 100, height: 200) { SystemColors() }
    // secondarySystemBackground in light mode is #F2F2F7.
    let colors = fillColors(try displayLists(compiled: scene, at: [0])[0])
    XCTAssertTrue(colors.contains { abs($0.red - 242.0 / 255) < 1e-9 && abs($0.blue - 247.0 / 255) < 1e-9 }, "\(colors)")
    try assertDrawingMatchesRecording(scene, at: [0])
  }

  /// Drop and inner shadow styles on shape fills.
  func testShadowStylesMatchTheInterpreter() throws {
    let scene = _scene(width: 200, height: 200) { Shadows() }
    let items = try displayLists(compiled: scene, at: [0])[0].items
    // A drop shadow is drawn through a layer with a shadow.
    XCTAssertTrue(items.contains { if case .beginLayer(let l) = $0 { return l.shadow != nil }; return false }, "\(items)")
    try assertDrawingMatchesRecording(scene, at: [0])
  }

  /// Symbols replaced with the replace content transition (automatic, and with members), through
  /// the animated change.
  func testSymbolReplaceTransitionMatchesTheInterpreter() throws {
    let scene = _scene(width: 200, height: 200, taps: [0.5]) { PlayPause() }
    let line = try inspectLines(compiled: scene, at: [1.5])[0]
    XCTAssertTrue(line.contains("pause.fill"), line)
    try assertDrawingMatchesRecording(scene, at: [0, 0.55, 0.65, 0.8, 1.5])
  }
}
