@_spi(AnimRender) import SwiftUI
import XCTest

// Views as a scene file writes them; the same text is run by the interpreter in each test.

private struct BuiltinShapes: View {
  var body: some View {
    VStack(spacing: 4) {
      Circle().fill(.red).frame(width: 40, height: 40)
      RoundedRectangle(cornerRadius: 8).stroke(.blue, lineWidth: 3).frame(width: 60, height: 30)
      RoundedRectangle(cornerRadius: 6, style: .continuous).fill(.green).frame(width: 60, height: 20)
      Capsule().fill(.yellow).stroke(.black, lineWidth: 2).frame(width: 80, height: 20)
      Rectangle().strokeBorder(.orange, lineWidth: 4).frame(width: 50, height: 20)
      Ellipse().trim(from: 0, to: 0.5).stroke(.purple, style: StrokeStyle(lineWidth: 2, lineCap: .round, dash: [4, 2]))
        .frame(width: 40, height: 20)
      UnevenRoundedRectangle(topLeadingRadius: 10, bottomTrailingRadius: 4).fill(.pink).frame(width: 40, height: 20)
      Circle().inset(by: 4).rotation(.degrees(45)).scale(0.5).stroke(.teal, style: StrokeStyle(lineWidth: 2)).frame(width: 30, height: 30)
      Rectangle().stroke(lineWidth: 2).frame(width: 20, height: 10)
      Circle().strokeBorder(style: StrokeStyle(lineWidth: 3, dash: [2])).frame(width: 20, height: 20)
      Rectangle().fill(.blue, style: FillStyle(eoFill: true)).frame(width: 10, height: 10)
    }
  }
}

/// A custom shape animating one number: the runtime interpolates `animatableData` and redraws.
private struct Wedge: Shape {
  var fraction: Double
  var animatableData: Double {
    get { fraction }
    set { fraction = newValue }
  }
  func path(in rect: CGRect) -> Path {
    var p = Path()
    p.move(to: CGPoint(x: rect.midX, y: rect.midY))
    p.addArc(center: CGPoint(x: rect.midX, y: rect.midY), radius: rect.width / 2,
             startAngle: .degrees(0), endAngle: .degrees(360 * fraction), clockwise: false)
    p.closeSubpath()
    return p
  }
}

/// A custom shape animating a pair: a bar whose width and height both move.
private struct Bar: Shape {
  var width: Double
  var height: Double
  var animatableData: AnimatablePair<Double, Double> {
    get { AnimatablePair(width, height) }
    set { width = newValue.first; height = newValue.second }
  }
  func path(in rect: CGRect) -> Path {
    Path(CGRect(x: rect.minX, y: rect.minY, width: width, height: height))
  }
}

private struct Pie: View {
  @State private var full = false
  var body: some View {
    VStack {
      Wedge(fraction: full ? 1 : 0.25).fill(.orange).frame(width: 80, height: 80)
      Wedge(fraction: full ? 0.5 : 0).trim(from: 0, to: 0.5).stroke(.red, lineWidth: 2).frame(width: 40, height: 40)
      Bar(width: full ? 100 : 10, height: full ? 20 : 5).fill(.blue).frame(width: 120, height: 30)
      Path { p in
        p.move(to: CGPoint(x: 0, y: 0))
        p.addLine(to: CGPoint(x: 30, y: 10))
        p.addQuadCurve(to: CGPoint(x: 0, y: 20), control: CGPoint(x: 30, y: 30))
      }
      .stroke(.green, lineWidth: 2)
      .frame(width: 40, height: 30)
    }
    .onTapGesture { withAnimation(.linear(duration: 1)) { full.toggle() } }
  }
}

private struct ShapeTakers: View {
  var body: some View {
    VStack(spacing: 6) {
      Color.red.frame(width: 40, height: 40).clipShape(Circle())
      Color.blue.frame(width: 40, height: 40).clipShape(.rect(cornerRadius: 10))
      Color.green.frame(width: 40, height: 20).cornerRadius(6)
      Text("Tag").padding(4).background(.yellow, in: Capsule())
      Text("Hit").contentShape(Rectangle())
      Text("Glass").background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 4))
    }
  }
}

/// `AnyShape`, which the interpreter lacks: erased shapes must draw as the shapes they wrap.
private struct Erased: View {
  @State private var round = true
  var body: some View {
    VStack {
      (round ? AnyShape(Circle()) : AnyShape(Capsule())).fill(.red).frame(width: 40, height: 30)
      AnyShape(Wedge(fraction: round ? 0.25 : 1)).fill(.orange).frame(width: 40, height: 40)
      Color.blue.frame(width: 30, height: 30).clipShape(AnyShape(RoundedRectangle(cornerRadius: 6)))
    }
    .onTapGesture { withAnimation(.linear(duration: 1)) { round.toggle() } }
  }
}

final class ShapeParityTests: XCTestCase {
  /// Every built-in shape with fills, strokes, borders, trims, dashes and shape modifiers.
  func testBuiltinShapesMatchTheInterpreter() throws {
    let scene = _scene(width: 200, height: 400) { BuiltinShapes() }
    let line = try inspectLines(compiled: scene, at: [0])[0]
    for expected in ["\"Circle\"", "\"RoundedRectangle\"", "\"Capsule\"", "\"UnevenRoundedRectangle\"", "strokeBorder", "\"trim\"",
                     "shape.rotation", "shape.inset", "shape.scale", "\"dash\""] {
      XCTAssertTrue(line.contains(expected), "\(expected) missing: \(line)")
    }
    // The circle's red fill is painted (Color.red is SwiftUI's #FF3B30).
    XCTAssertTrue(fillColors(try displayLists(compiled: scene, at: [0])[0]).contains { $0.red == 1 && abs($0.green - 0.231) < 1e-9 })
    try assertDrawingMatchesRecording(scene, at: [0])
  }

  /// Custom shapes animating a Double and an AnimatablePair, and a Path view, before, during and
  /// after an animated change: the interpolated shapes match frame by frame.
  func testCustomAnimatableShapesMatchTheInterpreter() throws {
    let scene = _scene(width: 200, height: 300, taps: [0.5]) { Pie() }
    let line = try inspectLines(compiled: scene, at: [0])[0]
    for expected in ["\"Wedge\"", "\"Bar\"", "\"Path\""] { XCTAssertTrue(line.contains(expected), "\(expected) missing: \(line)") }
    try assertDrawingMatchesRecording(scene, at: [0, 0.6, 0.9, 1.2, 1.6])
  }

  /// The view modifiers that take a shape: clips, corner radius, shape backgrounds, materials, hit shapes.
  func testShapeTakingModifiersMatchTheInterpreter() throws {
    let scene = _scene(width: 200, height: 300) { ShapeTakers() }
    let line = try inspectLines(compiled: scene, at: [0])[0]
    XCTAssertTrue(line.contains("material"), line)
    try assertDrawingMatchesRecording(scene, at: [0])
  }

  /// `AnyShape` draws what it wraps, an erased custom shape still animates: the display lists equal
  /// those of the same scene written without erasure.
  func testAnyShapeDrawsTheShapeItWraps() throws {
    let scene = _scene(width: 200, height: 200, taps: [0.5]) { Erased() }
    // Before and after the change (while it runs, the interpreted `if` cross-fades its branches
    // and the erased shape is swapped in place, as in SwiftUI).
    let times = [0, 1.6]
    let compiled = try displayLists(compiled: scene, at: times)
    // Recorded from the interpreter running the same scene written without `AnyShape`.
    RecordedOutput.assertMatches(displayListLines(compiled, at: times), kind: "display.txt")
    XCTAssertNotEqual(compiled[0].items, compiled[1].items)
    // The erased wedge animates: it differs between two frames of the animation.
    let during = try displayLists(compiled: scene, at: [0.6, 0.9])
    XCTAssertNotEqual(during[0].items, during[1].items)
  }
}
