@_spi(AnimRender) import SwiftUI
import XCTest

// Modifiers over the shapes helper's values: material backgrounds, a shadowed foreground style, affine
// and projective drawing transforms.
private struct Styled: View {
  var body: some View {
    ZStack {
      Color.orange
      VStack(spacing: 8) {
        Text("glass").padding().background(.regularMaterial)
        Text("thin").background(.ultraThinMaterial)
        VStack { Text("drop") }.foregroundStyle(.white.shadow(.drop(color: .black, radius: 2, x: 1, y: 1)))
        Text("skew").transformEffect(CGAffineTransform(a: 1, b: 0, c: 0.3, d: 1, tx: 5, ty: 0))
        Text("turn").transformEffect(CGAffineTransform(rotationAngle: 0.3))
        Text("proj").projectionEffect(ProjectionTransform(CGAffineTransform(scaleX: 2, y: 1)))
      }
    }
  }
}

private struct Swapping: View {
  @State private var on = false
  var body: some View {
    HStack {
      Image(systemName: on ? "star.fill" : "heart.fill").contentTransition(.symbolEffect(.replace))
      Image(systemName: on ? "heart.fill" : "star.fill").contentTransition(.symbolEffect)
    }
    .onTapGesture { withAnimation(.linear(duration: 1)) { on.toggle() } }
  }
}

final class ModifierStyleParityTests: XCTestCase {
  func testMaterialsShadowedStylesAndTransformsMatchTheInterpreter() throws {
    let scene = _scene(width: 200, height: 240) { Styled() }
    let line = try inspectLines(compiled: scene, at: [0])[0]
    XCTAssertTrue(line.contains("material") || line.contains("Material"), line)
    XCTAssertTrue(line.contains(#""name":"shadow""#), line)
    try assertMatchesRecording(scene, at: [0])
  }

  /// Symbols swapped with the replace content transition, mid-swap and after.
  func testSymbolContentTransitionsMatchTheInterpreter() throws {
    let scene = _scene(width: 200, height: 100, taps: [0.5]) { Swapping() }
    let line = try inspectLines(compiled: scene, at: [2])[0]
    XCTAssertTrue(line.contains("star.fill") && line.contains("heart.fill") && line.contains("symbol"), line)
    try assertMatchesRecording(scene, at: [0, 0.6, 0.9, 1.2, 2])
  }
}
