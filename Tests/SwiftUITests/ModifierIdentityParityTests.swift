@_spi(AnimRender) import SwiftUI
import XCTest

// Identity modifiers as a scene writes them: matched geometry in a `@Namespace`, content transitions of
// changing text, and `.id` replacing a view. The same text runs in the interpreter below.
private struct Hero: View {
  @Namespace private var ns
  @State private var big = false
  @State private var count = 5
  var body: some View {
    VStack(spacing: 8) {
      if big {
        Color.red.frame(width: 100, height: 60).matchedGeometryEffect(id: "box", in: ns)
      } else {
        Color.red.frame(width: 20, height: 20).matchedGeometryEffect(id: "box", in: ns)
      }
      Color.blue.frame(width: 10, height: 10)
        .matchedGeometryEffect(id: 1, in: ns, properties: .position, anchor: .topLeading, isSource: true)
      Text("\(count)").contentTransition(.numericText())
      Text("\(count * 2)").contentTransition(.numericText(countsDown: true))
      Text("v\(count)").contentTransition(.numericText(value: Double(count)))
      Text("o\(count)").contentTransition(.opacity)
      Text("i\(count)").contentTransition(.identity)
      Text("p\(count)").contentTransition(.interpolate)
      Text("card").id(big).transition(.opacity)
    }
    .onTapGesture { withAnimation(.linear(duration: 1)) { big.toggle(); count += 7 } }
  }
}

final class ModifierIdentityParityTests: XCTestCase {
  /// The matched box grows from the small one's frame, the numbers roll, the `.id` card cross-fades.
  func testMatchedGeometryContentTransitionsAndIDMatchTheInterpreter() throws {
    let scene = _scene(width: 200, height: 300, taps: [0.5]) { Hero() }
    let lines = try inspectLines(compiled: scene, at: [0, 1, 2])
    XCTAssertTrue(lines[0].contains("matchedGeometryEffect"), lines[0])
    XCTAssertTrue(lines[2].contains(#""text":"12""#), lines[2])
    try assertMatchesRecording(scene, at: [0, 0.6, 0.75, 1, 1.25, 1.6, 2])
  }
}
