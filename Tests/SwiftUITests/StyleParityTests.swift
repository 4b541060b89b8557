@_spi(AnimRender) import SwiftUI
import XCTest

// Views as a scene file writes them; the same text is run by the interpreter in each test.

private struct Palette: View {
  var body: some View {
    VStack(spacing: 2) {
      Color(hue: 0.6, saturation: 0.5, brightness: 0.9).frame(width: 20, height: 10)
      Color(white: 0.3, opacity: 0.8).frame(width: 20, height: 10)
      Color(red: 0.1, green: 0.2, blue: 0.3).opacity(0.5).frame(width: 20, height: 10)
      Rectangle().fill(.secondary).frame(width: 20, height: 10)
      Rectangle().fill(.tertiary).frame(width: 20, height: 10)
      Rectangle().fill(.tint).frame(width: 20, height: 10)
      Rectangle().fill(.red.opacity(0.3)).frame(width: 20, height: 10)
      Rectangle().fill(.blue.gradient).frame(width: 20, height: 10)
      Circle().fill(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)).frame(width: 20, height: 20)
      Rectangle().fill(.linearGradient(Gradient(stops: [Gradient.Stop(color: .green, location: 0.2), Gradient.Stop(color: .white, location: 0.8)]),
                                       startPoint: .leading, endPoint: .trailing)).frame(width: 20, height: 10)
      RadialGradient(colors: [.yellow, .orange], center: .center, startRadius: 2, endRadius: 20).frame(width: 30, height: 30)
      EllipticalGradient(colors: [.pink, .purple]).frame(width: 30, height: 20)
      AngularGradient(gradient: Gradient(colors: [.red, .green, .blue]), center: .center).frame(width: 30, height: 30)
      Rectangle().fill(.conicGradient(colors: [.mint, .indigo], center: .center, angle: .degrees(90))).frame(width: 20, height: 20)
      Capsule().fill(AnyShapeStyle(Color.brown)).frame(width: 20, height: 10)
    }
  }
}

private struct Symbols: View {
  var body: some View {
    VStack(spacing: 4) {
      Image(systemName: "star.fill")
      Image(systemName: "heart.fill").imageScale(.large)
      Image(systemName: "wifi", variableValue: 0.5).resizable().frame(width: 30, height: 20)
      Image(systemName: "star").symbolVariant(.circle.fill)
      Image(systemName: "heart.circle.fill").symbolRenderingMode(.hierarchical)
      Image("missing-photo").resizable().frame(width: 40, height: 30)
    }
  }
}

private struct Sketch: View {
  var body: some View {
    Canvas { context, size in
      context.fill(Path(ellipseIn: CGRect(x: 0, y: 0, width: size.width / 2, height: size.height / 2)), with: .color(.red))
      context.stroke(Path(CGRect(x: 10, y: 10, width: 40, height: 30)), with: .color(.blue), lineWidth: 3)
      var copy = context
      copy.opacity = 0.5
      copy.translateBy(x: 50, y: 50)
      copy.rotate(by: .degrees(30))
      copy.fill(Path(roundedRect: CGRect(x: 0, y: 0, width: 30, height: 20), cornerRadius: 4),
                with: .linearGradient(Gradient(colors: [.green, .yellow]), startPoint: .zero, endPoint: CGPoint(x: 30, y: 0)))
      context.drawLayer { layer in
        layer.addFilter(.blur(radius: 2))
        layer.stroke(Path { p in
          p.move(to: CGPoint(x: 0, y: 90))
          p.addCurve(to: CGPoint(x: 100, y: 90), control1: CGPoint(x: 30, y: 60), control2: CGPoint(x: 70, y: 120))
        }, with: .style(.tint), style: StrokeStyle(lineWidth: 2, dash: [3, 2]))
      }
      context.draw(Text("Hi"), at: CGPoint(x: 80, y: 20))
      context.draw(Image(systemName: "star.fill"), at: CGPoint(x: 20, y: 100), anchor: .topLeading)
      context.draw(context.resolve(Text("R")), in: CGRect(x: 60, y: 100, width: 20, height: 20))
      var clipped = context
      clipped.clip(to: Path(ellipseIn: CGRect(x: 80, y: 80, width: 30, height: 30)))
      clipped.fill(Path(CGRect(x: 70, y: 70, width: 50, height: 50)), with: .radialGradient(Gradient(colors: [.white, .black]),
                   center: CGPoint(x: 95, y: 95), startRadius: 0, endRadius: 20))
    }
    .frame(width: 120, height: 120)
  }
}

final class StyleParityTests: XCTestCase {
  /// Colours from components, hierarchical and tint styles, opacity on styles, `Color.gradient`,
  /// the four gradients as fills and as views, and `AnyShapeStyle`.
  func testColorsAndGradientsMatchTheInterpreter() throws {
    let scene = _scene(width: 100, height: 400) { Palette() }
    // The half-transparent components colour and the hue colour (HSB 0.6/0.5/0.9 → sRGB) are painted.
    let colors = fillColors(try displayLists(compiled: scene, at: [0])[0])
    XCTAssertTrue(colors.contains { abs($0.red - 0.1) < 1e-9 && abs($0.alpha - 0.5) < 1e-9 }, "\(colors)")
    XCTAssertTrue(colors.contains { abs($0.red - 0.45) < 1e-9 && abs($0.blue - 0.9) < 1e-9 }, "\(colors)")
    try assertDrawingMatchesRecording(scene, at: [0])
  }

  /// `.background` as a style is the system background: white, and black in dark mode.
  func testBackgroundStyleIsTheSystemBackground() throws {
    let scene = _scene(width: 60, height: 40) {
      HStack(spacing: 0) {
        Rectangle().fill(.background).frame(width: 20, height: 20)
        RoundedRectangle(cornerRadius: 4).fill(.background).frame(width: 20, height: 20).environment(\.colorScheme, .dark)
      }
    }
    let colors = fillColors(try displayLists(compiled: scene, at: [0])[0])
    XCTAssertEqual(colors.count, 2, "\(colors)")
    XCTAssertTrue(colors.contains { $0.red == 1 && $0.green == 1 && $0.blue == 1 && $0.alpha == 1 }, "\(colors)")
    XCTAssertTrue(colors.contains { $0.red == 0 && $0.green == 0 && $0.blue == 0 && $0.alpha == 1 }, "\(colors)")
  }

  /// SF Symbols with scale, variable value, variants and rendering modes, and a named image's placeholder.
  func testImagesMatchTheInterpreter() throws {
    let scene = _scene(width: 200, height: 300) { Symbols() }
    let line = try inspectLines(compiled: scene, at: [0])[0]
    XCTAssertTrue(line.contains("star.fill"), line)
    try assertDrawingMatchesRecording(scene, at: [0])
  }

  /// A canvas with fills, strokes, a copied context's opacity and transform, a gradient shading, a
  /// blurred layer with a dashed stroke, text and a symbol drawn at points and in a rect, and a
  /// clipped radial gradient.
  func testCanvasMatchesTheInterpreter() throws {
    let scene = _scene(width: 200, height: 200) { Sketch() }
    let line = try inspectLines(compiled: scene, at: [0])[0]
    XCTAssertTrue(line.contains("Hi"), line)
    try assertDrawingMatchesRecording(scene, at: [0])
  }
}
