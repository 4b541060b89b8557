@_spi(AnimRender) import SwiftUI
import XCTest

// Drawing modifiers as a scene writes them; the same text runs in the interpreter below. A tap
// changes the amounts with an animation, so mid-animation frames check that they animate alike.
private struct Effects: View {
  @State private var on = false
  var body: some View {
    VStack(spacing: 6) {
      Text("scale").scaleEffect(on ? 1.5 : 1, anchor: .topLeading)
      Text("xy").scaleEffect(x: on ? 2 : 1, y: 0.5)
      Text("turn").rotationEffect(.degrees(on ? 90 : 30), anchor: .bottom)
      Text("3d").rotation3DEffect(.degrees(on ? 60 : 0), axis: (x: 0, y: 1, z: 0), anchor: .leading, perspective: 0.5)
      Text("shadow").shadow(color: .red, radius: on ? 6 : 2, x: 1, y: 2)
      Text("plain").shadow(radius: 3)
      Text("blur").blur(radius: on ? 4 : 0)
      Text("opaque").blur(radius: 2, opaque: true)
      Color.blue.frame(width: 40, height: 10).offset(x: 30).clipped()
    }
    .onTapGesture { withAnimation(.linear(duration: 1)) { on.toggle() } }
  }
}

private struct Colors: View {
  @State private var on = false
  var body: some View {
    VStack(spacing: 6) {
      Color.red.frame(width: 20, height: 10).brightness(on ? 0.4 : 0)
      Color.red.frame(width: 20, height: 10).contrast(on ? 2 : 1)
      Color.red.frame(width: 20, height: 10).saturation(on ? 0 : 1)
      Color.red.frame(width: 20, height: 10).grayscale(on ? 1 : 0)
      Color.red.frame(width: 20, height: 10).hueRotation(.degrees(on ? 180 : 0))
      Color.white.frame(width: 20, height: 10).colorMultiply(.blue)
      Color.red.frame(width: 20, height: 10).colorInvert()
      Color.red.frame(width: 20, height: 10).luminanceToAlpha()
      ZStack {
        Color.yellow
        Color.blue.blendMode(.multiply)
      }
      .compositingGroup()
      .frame(width: 20, height: 10)
      Text("group").drawingGroup()
      Text("geo").geometryGroup()
    }
    .onTapGesture { withAnimation(.linear(duration: 1)) { on.toggle() } }
  }
}

private struct Styles: View {
  var body: some View {
    VStack(spacing: 6) {
      Text("fg").foregroundStyle(.red)
      Text("two").foregroundStyle(.red, .blue)
      Text("three").foregroundStyle(.red, .green, .blue)
      Text("color").foregroundColor(.purple)
      Text("reset").foregroundColor(nil)
      Text("tint").tint(.orange)
      Text("border").border(.red, width: 2)
      Text("thin").border(Color.blue)
      Color.green.frame(width: 40, height: 20).mask { Text("m") }
      Color.green.frame(width: 40, height: 20).mask(alignment: .leading) { Color.black.frame(width: 10) }
      Color.green.frame(width: 40, height: 20).mask(Color.black.opacity(0.5))
    }
  }
}

/// Modifiers the runtime has and the interpreter does not bind: checked on the compiled side only.
private struct Unbound: View {
  var body: some View {
    ZStack {
      Text("top").zIndex(2)
      Text("under")
      Text("gone").hidden()
      Text("wide").scaleEffect(CGSize(width: 2, height: 1))
    }
  }
}

final class ModifierDrawingParityTests: XCTestCase {
  /// `zIndex` draws "top" last, `hidden()` draws nothing, `scaleEffect(_: CGSize)` scales per axis.
  func testZIndexHiddenAndSizeScale() throws {
    let line = try inspectLines(compiled: _scene(width: 200, height: 100) { Unbound() }, at: [0])[0]
    XCTAssertFalse(line.contains(#""text":"gone""#), line)
    XCTAssertTrue(line.contains(#""name":"scaleEffect","x":2,"y":1"#), line)
    let top = try XCTUnwrap(line.range(of: #""text":"top""#)), under = try XCTUnwrap(line.range(of: #""text":"under""#))
    XCTAssertTrue(under.lowerBound < top.lowerBound, line)
  }

  /// Scale, rotation (2D and 3D), shadow, blur and clipping, before, during and after an animation.
  func testGeometryEffectsShadowAndBlurMatchTheInterpreter() throws {
    let scene = _scene(width: 240, height: 320, taps: [0.5]) { Effects() }
    let lines = try inspectLines(compiled: scene, at: [0, 1])
    XCTAssertTrue(lines[0].contains("rotationEffect") || lines[0].contains("scaleEffect"), lines[0])
    XCTAssertTrue(lines[1].contains(#""name":"scaleEffect","x":1.25,"y":1.25"#), lines[1])
    try assertMatchesRecording(scene, at: [0, 0.6, 1, 1.6])
  }

  /// Colour effects, blend modes and compositing, animated.
  func testColorEffectsAndCompositingMatchTheInterpreter() throws {
    let scene = _scene(width: 200, height: 300, taps: [0.5]) { Colors() }
    let line = try inspectLines(compiled: scene, at: [1])[0]
    XCTAssertTrue(line.contains("brightness") && line.contains("hueRotation"), line)
    try assertMatchesRecording(scene, at: [0, 1, 1.6])
  }

  /// Foreground styles, tint, borders and masks.
  func testForegroundStylesBordersAndMasksMatchTheInterpreter() throws {
    let scene = _scene(width: 200, height: 300) { Styles() }
    let line = try inspectLines(compiled: scene, at: [0])[0]
    XCTAssertTrue(line.contains("border"), line)
    try assertMatchesRecording(scene, at: [0])
  }
}
