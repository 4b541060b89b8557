@_spi(AnimRender) import SwiftUI
import XCTest

// Layout modifiers as a scene writes them; the same text runs in the interpreter below.
private struct Frames: View {
  var body: some View {
    VStack(spacing: 8) {
      Text("A").frame(minWidth: 50, maxWidth: .infinity, alignment: .leading)
      Text("Fixed").fixedSize().layoutPriority(1)
      Text("Fix1").fixedSize(horizontal: true, vertical: false)
      Color.blue.aspectRatio(2, contentMode: .fit).frame(height: 20)
      Color.green.aspectRatio(CGSize(width: 3, height: 1), contentMode: .fill).frame(width: 30, height: 30)
      Color.red.scaledToFit().frame(width: 40, height: 10)
      Color.gray.scaledToFill().frame(width: 40, height: 10)
      HStack(alignment: .top) {
        Text("x").alignmentGuide(.top) { d in d.height / 2 }
        Text("y")
      }
      VStack(alignment: .leading) {
        Text("long line")
        Text("g").alignmentGuide(.leading) { d in d[.trailing] }
      }
    }
  }
}

private struct Layers: View {
  var body: some View {
    VStack(spacing: 6) {
      Text("Over").overlay(alignment: .topLeading) { Color.yellow.frame(width: 4, height: 4) }
      Text("Back").background(alignment: .bottom) { Color.gray.frame(height: 2) }
      Text("Styled").background(.orange).overlay(Color.pink.opacity(0.2))
      Text("Old").background(Color.red, alignment: .top).overlay(Text("o"), alignment: .trailing)
      Text("Blue").background(Color.blue.opacity(0.5)).overlay(.green.opacity(0.3))
    }
  }
}

private struct SafeAreas: View {
  var body: some View {
    VStack {
      Color.blue.ignoresSafeArea()
      Color.red.ignoresSafeArea(.container, edges: .top)
      Color.green.edgesIgnoringSafeArea(.bottom)
      Text("pad").safeAreaPadding(.horizontal, 12).safeAreaPadding(.vertical, 3)
    }
    .safeAreaInset(edge: .bottom, alignment: .leading, spacing: 4) { Text("bar") }
    .safeAreaInset(edge: .top) { Color.gray.frame(height: 10) }
  }
}

final class ModifierLayoutParityTests: XCTestCase {
  /// Flexible and fixed frames, priorities, aspect ratios and alignment guides lay out as interpreted.
  func testFramesAspectRatiosAndGuidesMatchTheInterpreter() throws {
    let scene = _scene(width: 240, height: 300) { Frames() }
    let line = try inspectLines(compiled: scene, at: [0])[0]
    // The flexible frame puts "A" at the leading edge of the full width; the 3:1 fill ratio in a 30×30
    // frame is 90 wide.
    XCTAssertTrue(line.contains(#""text":"A","bounds":[0,"#), line)
    XCTAssertTrue(line.contains(#""bounds":[75,126.75,90,30]"#), line)
    try assertMatchesRecording(scene, at: [0])
  }

  /// Backgrounds and overlays: builder forms with alignment, style forms, the deprecated view forms.
  func testBackgroundsAndOverlaysMatchTheInterpreter() throws {
    let scene = _scene(width: 200, height: 200) { Layers() }
    let line = try inspectLines(compiled: scene, at: [0])[0]
    // The overlay's 4×4 square sits at the text's top-leading corner; a style background is a rectangle.
    XCTAssertTrue(line.contains(#""bounds":[79.6,45.5,4,4]"#), line)
    XCTAssertTrue(line.contains(#""shape":"Rectangle","bounds":[69.4,91.5,61.2,17]"#), line)
    try assertMatchesRecording(scene, at: [0])
  }

  /// Safe-area modifiers: ignoring edges, insets at an edge, safe-area padding.
  func testSafeAreaModifiersMatchTheInterpreter() throws {
    let scene = _scene(width: 200, height: 200) { SafeAreas() }
    let line = try inspectLines(compiled: scene, at: [0])[0]
    XCTAssertTrue(line.contains("bar"), line)
    try assertMatchesRecording(scene, at: [0])
  }
}
