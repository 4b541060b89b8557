@_spi(AnimRender) import SwiftUI
import XCTest

// Geometry-driven modifiers: `visualEffect` with the laid-out size, container-relative frames.
private struct Relative: View {
  var body: some View {
    VStack(spacing: 4) {
      Text("ve").visualEffect { content, proxy in
        content.offset(x: proxy.size.width / 2).rotationEffect(.degrees(10)).scaleEffect(1.5).opacity(0.5).blur(radius: 1)
      }
      Color.red.containerRelativeFrame(.horizontal).frame(height: 10)
      Color.blue.containerRelativeFrame(.horizontal, count: 4, span: 1, spacing: 5).frame(height: 10)
      Color.green.containerRelativeFrame(.horizontal) { w, _ in w * 0.3 }.frame(height: 10)
    }
  }
}

final class ModifierGeometryParityTests: XCTestCase {
  /// The visual effect offsets by half the text's width; the frames take the container's width, a
  /// quarter of it less spacing, and 30 % of it.
  func testVisualEffectAndContainerRelativeFramesMatchTheInterpreter() throws {
    let scene = _scene(width: 200, height: 200) { Relative() }
    let line = try inspectLines(compiled: scene, at: [0])[0]
    XCTAssertTrue(line.contains(#""name":"offset","x":10.2"#), line)
    try assertMatchesRecording(scene, at: [0])
  }
}
