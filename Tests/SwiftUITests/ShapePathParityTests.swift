@_spi(AnimRender) import SwiftUI
import XCTest

// A custom shape built with the breadth of `Path`'s API; the same text is run by the interpreter.

private struct Badge: Shape {
  func path(in rect: CGRect) -> Path {
    var p = Path()
    p.addLines([CGPoint(x: rect.minX, y: rect.midY), CGPoint(x: rect.midX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.midY)])
    p.addArc(tangent1End: CGPoint(x: rect.maxX, y: rect.maxY), tangent2End: CGPoint(x: rect.midX, y: rect.maxY), radius: 8)
    p.addRelativeArc(center: CGPoint(x: rect.midX, y: rect.midY), radius: 10, startAngle: .degrees(90), delta: .degrees(-120))
    p.addCurve(to: CGPoint(x: rect.minX, y: rect.maxY), control1: CGPoint(x: 10, y: 60), control2: CGPoint(x: 5, y: 70))
    p.closeSubpath()
    p.addRect(CGRect(x: 4, y: 4, width: 10, height: 6))
    p.addEllipse(in: CGRect(x: 20, y: 4, width: 12, height: 8))
    p.addRoundedRect(in: CGRect(x: 40, y: 4, width: 20, height: 10), cornerSize: CGSize(width: 4, height: 3), style: .circular)
    p.addRoundedRect(in: CGRect(x: 64, y: 4, width: 20, height: 10), cornerRadii: RectangleCornerRadii(topLeading: 5, bottomTrailing: 2))
    p.addPath(Path(roundedRect: CGRect(x: 0, y: 80, width: 30, height: 10), cornerRadius: 3))
    p.addPath(Path(ellipseIn: CGRect(x: 40, y: 80, width: 10, height: 10)).offsetBy(dx: 2, dy: 1))
    if !p.isEmpty {
      let box = p.boundingRect
      p.addRect(CGRect(x: box.minX, y: box.maxY + 2, width: box.width, height: 1))
    }
    return p
  }
}

private struct PathGallery: View {
  var body: some View {
    VStack {
      Badge().fill(.indigo, style: FillStyle(eoFill: true)).frame(width: 100, height: 100)
      Badge().stroke(.red, style: StrokeStyle(lineWidth: 1.5, lineJoin: .round)).frame(width: 100, height: 100)
      Path(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 20), cornerSize: CGSize(width: 6, height: 6), style: .circular)
        .fill(.orange)
    }
  }
}

private struct Skew: View {
  @State private var lean = false
  var body: some View {
    VStack {
      Color.red.frame(width: 60, height: 20)
        .transformEffect(CGAffineTransform(a: 1, b: 0, c: lean ? -0.3 : 0, d: 1, tx: lean ? 20 : 0, ty: 0))
      Color.blue.frame(width: 40, height: 20)
        .transformEffect(CGAffineTransform(rotationAngle: 0.3).translatedBy(x: 5, y: 0).scaledBy(x: 1.5, y: 1))
    }
    .onTapGesture { withAnimation(.linear(duration: 1)) { lean.toggle() } }
  }
}

final class ShapePathParityTests: XCTestCase {
  /// Lines, tangent and relative arcs, curves, rects, ellipses, rounded rects (corner size and radii),
  /// added paths, offsets, `isEmpty` and `boundingRect`: the same outline point for point.
  func testPathBuildingMatchesTheInterpreter() throws {
    let scene = _scene(width: 200, height: 300) { PathGallery() }
    let line = try inspectLines(compiled: scene, at: [0])[0]
    XCTAssertTrue(line.contains("\"Badge\"") && line.contains("\"Path\""), line)
    try assertDrawingMatchesRecording(scene, at: [0])
  }

  /// `trimmedPath`, `applying` and the `transform:` parameters, which the interpreter lacks: checked
  /// against the runtime's own path operations.
  func testPathTransformsAndTrims() throws {
    let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
    let moved = square.applying(CGAffineTransform(translationX: 5, y: 0).scaledBy(x: 2, y: 1))
    XCTAssertEqual(moved.boundingRect, CGRect(x: 5, y: 0, width: 20, height: 10))
    let half = square.trimmedPath(from: 0, to: 0.5)
    XCTAssertEqual(half.boundingRect, CGRect(x: 0, y: 0, width: 10, height: 10))
    XCTAssertEqual(square.trimmedPath(from: 0, to: 0.25).boundingRect, CGRect(x: 0, y: 0, width: 10, height: 0))
    var p = Path()
    p.addRect(CGRect(x: 0, y: 0, width: 4, height: 4), transform: CGAffineTransform(rotationAngle: .pi / 2))
    XCTAssertEqual(p.boundingRect.minX, -4, accuracy: 1e-9)
    XCTAssertEqual(p.boundingRect.maxY, 4, accuracy: 1e-9)
    XCTAssertEqual(CGAffineTransform(scaleX: 2, y: 4).inverted().concatenating(CGAffineTransform(scaleX: 2, y: 4)), .identity)
  }

  /// `transformEffect` with `CGAffineTransform`s built from numbers and by composition, before,
  /// during and after an animated change of the skew.
  func testTransformEffectMatchesTheInterpreter() throws {
    let scene = _scene(width: 200, height: 200, taps: [0.5]) { Skew() }
    let lists = try displayLists(compiled: scene, at: [0, 2])
    XCTAssertNotEqual(lists[0].items, lists[1].items)
    try assertDrawingMatchesRecording(scene, at: [0, 0.7, 1, 2])
  }
}
