import CairoRenderer
import Foundation
import Graphics
import Testing

/// Goldens (1× and 2×) for the paints and strokes shape styles need: radial, elliptical and conic
/// gradients, continuous corners, dash phase and miter limit. Pixel values are checked against the
/// gradient formulas: Cairo interpolates stops linearly in gamma-encoded sRGB, as SwiftUI does by default.
@Suite struct StyleGoldenTests {
  private let black = RGBAColor(red: 0, green: 0, blue: 0, alpha: 1)
  private let white = RGBAColor(red: 1, green: 1, blue: 1, alpha: 1)
  private var blackToWhite: [GradientStop] { [GradientStop(color: black, location: 0), GradientStop(color: white, location: 1)] }

  /// The grey level (0…255) a black-to-white gradient has at `t`.
  private func grey(_ t: Double) -> Double { 255 * min(1, max(0, t)) }

  private func render(_ items: [DisplayItem], scale: Double) throws -> FrameBuffer {
    try Fixture.rasterizer().render(Fixture.list(items), scale: scale)
  }

  @Test(arguments: [1.0, 2.0]) func radialAndEllipticalGradients(scale: Double) throws {
    let frame = try render([
      .fill(path: Fixture.rect(0, 0, 80, 80), paint: .radialGradient(stops: blackToWhite, center: CGPoint(x: 40, y: 40), startRadius: 0, endRadius: 40, yScale: 1),
            rule: .nonZero, transform: .identity),
      // An EllipticalGradient over a 60×40 frame: radius 30 across, 20 down.
      .fill(path: Fixture.rect(90, 10, 60, 40), paint: .radialGradient(stops: blackToWhite, center: CGPoint(x: 120, y: 30), startRadius: 0, endRadius: 30, yScale: 40.0 / 60),
            rule: .nonZero, transform: .identity),
      .fill(path: Path { $0.addEllipse(in: CGRect(x: 95, y: 65, width: 50, height: 50)) },
            paint: .radialGradient(stops: [GradientStop(color: Fixture.orange, location: 0), GradientStop(color: Fixture.red.withAlphaMultiplied(by: 0), location: 1)],
                                   center: CGPoint(x: 120, y: 90), startRadius: 5, endRadius: 25, yScale: 1),
            rule: .nonZero, transform: .identity),
    ], scale: scale)
    try expectGolden(frame, named: scale == 1 ? "styles-radial" : "styles-radial-scale2")
    func at(_ x: Double, _ y: Double) -> Double { Double(frame.pixel(x: Int(x * scale), y: Int(y * scale)).r) }
    // Pixel centres: a device pixel (i, j) samples ((i + ½)/scale, (j + ½)/scale).
    let h = 0.5 / scale
    let d = ((20 + h) * (20 + h) + h * h).squareRoot()
    #expect(abs(at(60, 40) - grey(d / 40)) <= 2, "radial at 20 pt: \(at(60, 40)) vs \(grey(d / 40))")
    // 10 points below the ellipse's centre is halfway to its 20-point vertical radius.
    let e = (((h) / 30) * ((h) / 30) + ((10 + h) / 20) * ((10 + h) / 20)).squareRoot()
    #expect(abs(at(120, 40) - grey(e)) <= 2, "elliptical: \(at(120, 40)) vs \(grey(e))")
  }

  @Test(arguments: [1.0, 2.0]) func conicGradients(scale: Double) throws {
    let frame = try render([
      .fill(path: Fixture.rect(0, 0, 100, 100), paint: .conicGradient(stops: blackToWhite, center: CGPoint(x: 50, y: 50), startAngle: 0, endAngle: 2 * .pi),
            rule: .nonZero, transform: .identity),
      // Half a turn from 3 o'clock: the gap's upper half takes the end colour (white) from 180° to
      // 270°, the start colour (black) from 270° to 360°.
      .fill(path: Path { $0.addEllipse(in: CGRect(x: 110, y: 10, width: 40, height: 40)) },
            paint: .conicGradient(stops: blackToWhite, center: CGPoint(x: 130, y: 30), startAngle: 0, endAngle: .pi),
            rule: .nonZero, transform: .identity),
      // Rotated with its item: the gradient turns with the transform.
      .fill(path: Fixture.rect(-20, -20, 40, 40),
            paint: .conicGradient(stops: [GradientStop(color: Fixture.blue, location: 0), GradientStop(color: Fixture.green, location: 0.5), GradientStop(color: Fixture.blue, location: 1)],
                                  center: .zero, startAngle: 0, endAngle: 2 * .pi),
            rule: .nonZero, transform: Transform2D.rotation(radians: .pi / 4).concatenating(.translation(x: 130, y: 85))),
    ], scale: scale)
    try expectGolden(frame, named: scale == 1 ? "styles-conic" : "styles-conic-scale2")
    func level(_ px: Int, _ py: Int) -> Double { Double(frame.pixel(x: px, y: py).r) }
    // Each device pixel is the gradient at its centre: angle clockwise from +x, over a full turn.
    for (x, y) in [(50.0, 80.0), (20.0, 50.0), (80.0, 30.0)] {
      let px = Int(x * scale), py = Int(y * scale)
      let cx = (Double(px) + 0.5) / scale - 50, cy = (Double(py) + 0.5) / scale - 50
      var a = atan2(cy, cx)
      if a < 0 { a += 2 * .pi }
      #expect(abs(level(px, py) - grey(a / (2 * .pi))) <= 1, "(\(x), \(y)): \(level(px, py)) vs \(grey(a / (2 * .pi)))")
    }
    #expect(level(Int(118 * scale), Int(22 * scale)) >= 254, "gap before 270°: end colour")
    #expect(level(Int(142 * scale), Int(22 * scale)) <= 1, "gap after 270°: start colour")
  }

  @Test(arguments: [1.0, 2.0]) func continuousCorners(scale: Double) throws {
    let radius = 18.0
    let frame = try render([
      .fill(path: Path { $0.addRoundedRect(in: CGRect(x: 10, y: 10, width: 60, height: 60), cornerRadius: radius) }, paint: .solid(Fixture.blue), rule: .nonZero, transform: .identity),
      .fill(path: Path { $0.addRoundedRect(in: CGRect(x: 85, y: 10, width: 60, height: 60), cornerRadii: RectangleCornerRadii(all: radius), style: .continuous) },
            paint: .solid(Fixture.blue), rule: .nonZero, transform: .identity),
      // The two outlines over each other: where the continuous corner leaves the circle it bends sooner.
      .stroke(path: Path { $0.addRoundedRect(in: CGRect(x: 10, y: 80, width: 140, height: 34), cornerRadius: 17) }, paint: .solid(Fixture.red), style: StrokeStyle(lineWidth: 1), transform: .identity),
      .stroke(path: Path { $0.addRoundedRect(in: CGRect(x: 10, y: 80, width: 140, height: 34), cornerRadii: RectangleCornerRadii(topLeading: 17, bottomLeading: 4, bottomTrailing: 17, topTrailing: 4), style: .continuous) },
              paint: .solid(Fixture.green), style: StrokeStyle(lineWidth: 1), transform: .identity),
    ], scale: scale)
    try expectGolden(frame, named: scale == 1 ? "styles-continuous-corners" : "styles-continuous-corners-scale2")
    // Both shapes are solid in the middle and leave the very corner clear.
    #expect(frame.pixel(x: Int(40 * scale), y: Int(40 * scale)).r == 0 && frame.pixel(x: Int(115 * scale), y: Int(40 * scale)).r == 0)
    #expect(frame.pixel(x: Int(86 * scale), y: Int(11 * scale)) == (255, 255, 255, 255))
  }

  @Test(arguments: [1.0, 2.0]) func dashPhaseAndMiterLimit(scale: Double) throws {
    var line = Path()
    line.addLines([CGPoint(x: 0, y: 10), CGPoint(x: 160, y: 10)])
    var zigzag = Path()
    zigzag.addLines([CGPoint(x: 10, y: 60), CGPoint(x: 30, y: 30), CGPoint(x: 50, y: 60)])
    let frame = try render([
      .stroke(path: line, paint: .solid(black), style: StrokeStyle(lineWidth: 4, dash: [10, 10], dashPhase: 5), transform: .identity),
      .stroke(path: zigzag, paint: .solid(Fixture.blue), style: StrokeStyle(lineWidth: 8, miterLimit: 10), transform: .identity),
      .stroke(path: zigzag, paint: .solid(Fixture.red), style: StrokeStyle(lineWidth: 8, miterLimit: 1.5), transform: .translation(x: 60, y: 0)),
      .stroke(path: Path { $0.addEllipse(in: CGRect(x: 0, y: 0, width: 30, height: 30)) }, paint: .solid(Fixture.green),
              style: StrokeStyle(lineWidth: 3, lineCap: .round, dash: [0.1, 6], dashPhase: 3), transform: .translation(x: 120, y: 30)),
    ], scale: scale)
    try expectGolden(frame, named: scale == 1 ? "styles-dash-miter" : "styles-dash-miter-scale2")
    func inked(_ x: Double, _ y: Double) -> Bool { frame.pixel(x: Int(x * scale), y: Int(y * scale)).r < 128 }
    // Dashes 10 on, 10 off, starting 5 into the pattern: ink on [0, 5), [15, 25); clear on [5, 15).
    #expect(inked(2, 10) && !inked(10, 10) && inked(20, 10) && !inked(30, 10))
    // Apex (30, 30), half-angle atan(20/30): the miter tip reaches 4 / sin(33.7°) = 7.2 above it (y 22.8),
    // past a miter limit of 1.5 the join is bevelled (its top edge near y 27.8).
    #expect(frame.pixel(x: Int(30 * scale), y: Int(25 * scale)).r < 128, "miter tip")
    #expect(frame.pixel(x: Int(90 * scale), y: Int(25 * scale)) == (255, 255, 255, 255), "bevelled")
  }

  /// A gradient of zero length has every point past its end: it fills with its last colour.
  @Test func degenerateGradientsFillWithTheirLastColour() throws {
    let frame = try render([
      .fill(path: Fixture.rect(0, 0, 40, 40), paint: .radialGradient(stops: [GradientStop(color: black, location: 0), GradientStop(color: Fixture.red, location: 1)],
                                                                 center: CGPoint(x: 20, y: 20), startRadius: 0, endRadius: 0, yScale: 1),
            rule: .nonZero, transform: .identity),
      .fill(path: Fixture.rect(50, 0, 40, 40), paint: .linearGradient(stops: [GradientStop(color: black, location: 0), GradientStop(color: Fixture.red, location: 1)],
                                                                        start: CGPoint(x: 60, y: 10), end: CGPoint(x: 60, y: 10)),
            rule: .nonZero, transform: .identity),
    ], scale: 1)
    #expect(frame.pixel(x: 20, y: 20) == (48, 59, 255, 255))
    #expect(frame.pixel(x: 70, y: 20) == (48, 59, 255, 255))
  }
}
