import CairoRenderer
import Foundation
import Graphics
import Testing

/// One golden per shape kind, fill rule, stroke style and paint.
@Suite struct ShapeGoldenTests {
  @Test func filledShapes() throws {
    let rasterizer = try Fixture.rasterizer()
    let frame = try rasterizer.render(Fixture.list([
      .fill(path: Fixture.rect(10, 10, 40, 30), paint: .solid(Fixture.blue), rule: .nonZero, transform: .identity),
      .fill(path: Path { $0.addEllipse(in: CGRect(x: 60, y: 10, width: 40, height: 30)) }, paint: .solid(Fixture.red), rule: .nonZero, transform: .identity),
      .fill(path: Path { $0.addRoundedRect(in: CGRect(x: 110, y: 10, width: 40, height: 30), cornerRadius: 10) }, paint: .solid(Fixture.green), rule: .nonZero, transform: .identity),
      // A capsule and a rotated square.
      .fill(path: Path { $0.addRoundedRect(in: CGRect(x: 10, y: 60, width: 60, height: 24), cornerRadius: 12) }, paint: .solid(Fixture.orange), rule: .nonZero, transform: .identity),
      .fill(path: Fixture.rect(-15, -15, 30, 30), paint: .solid(Fixture.blue.withAlphaMultiplied(by: 0.5)), rule: .nonZero,
        transform: Transform2D.rotation(radians: .pi / 4).concatenating(.translation(x: 115, y: 80))),
    ]), scale: 1)
    try expectGolden(frame, named: "fill-shapes")
  }

  @Test func evenOddAndNonZeroRules() throws {
    // Two nested squares drawn in the same direction: non-zero fills the hole, even-odd leaves it open.
    var path = Fixture.rect(10, 20, 60, 60)
    path.addRect(CGRect(x: 25, y: 35, width: 30, height: 30))
    let frame = try Fixture.rasterizer().render(Fixture.list([
      .fill(path: path, paint: .solid(Fixture.blue), rule: .nonZero, transform: .identity),
      .fill(path: path, paint: .solid(Fixture.red), rule: .evenOdd, transform: .translation(x: 80, y: 0)),
    ]), scale: 1)
    try expectGolden(frame, named: "fill-rules")
    // The hole's centre: filled with non-zero, background with even-odd.
    #expect(frame.pixel(x: 40, y: 50) == (255, 122, 0, 255))
    #expect(frame.pixel(x: 120, y: 50) == (255, 255, 255, 255))
  }

  @Test func strokesWithCapsJoinsAndDashes() throws {
    var zigzag = Path()
    zigzag.addLines([CGPoint(x: 12, y: 40), CGPoint(x: 30, y: 12), CGPoint(x: 48, y: 40)])
    var line = Path()
    line.addLines([CGPoint(x: 15, y: 0), CGPoint(x: 145, y: 0)])
    let items: [DisplayItem] = [
      .stroke(path: zigzag, paint: .solid(Fixture.blue), style: StrokeStyle(lineWidth: 8, lineCap: .butt, lineJoin: .miter), transform: .identity),
      .stroke(path: zigzag, paint: .solid(Fixture.red), style: StrokeStyle(lineWidth: 8, lineCap: .round, lineJoin: .round), transform: .translation(x: 50, y: 0)),
      .stroke(path: zigzag, paint: .solid(Fixture.green), style: StrokeStyle(lineWidth: 8, lineCap: .square, lineJoin: .bevel), transform: .translation(x: 100, y: 0)),
      .stroke(path: line, paint: .solid(.black), style: StrokeStyle(lineWidth: 4, dash: [12, 6]), transform: .translation(x: 0, y: 70)),
      .stroke(path: line, paint: .solid(Fixture.orange), style: StrokeStyle(lineWidth: 6, lineCap: .round, dash: [0, 12]), transform: .translation(x: 0, y: 90)),
      .stroke(path: Path { $0.addEllipse(in: CGRect(x: 0, y: 0, width: 20, height: 20)) }, paint: .solid(Fixture.blue), style: StrokeStyle(lineWidth: 2, dash: [4, 3]), transform: .translation(x: 130, y: 95)),
    ]
    let frame = try Fixture.rasterizer().render(Fixture.list(items), scale: 1)
    try expectGolden(frame, named: "strokes")
    // Dashes: 12 on, 6 off starting at x=15 → x=20 inked, x=30 clear, on the line at y=70.
    #expect(frame.pixel(x: 20, y: 70).a == 255 && frame.pixel(x: 20, y: 70).r == 0)
    #expect(frame.pixel(x: 30, y: 70) == (255, 255, 255, 255))
  }

  @Test func linearGradientInItemSpace() throws {
    let gradient = Paint.linearGradient(
      stops: [GradientStop(color: Fixture.blue, location: 0), GradientStop(color: Fixture.red, location: 0.5), GradientStop(color: Fixture.color(0xFFCC00), location: 1)],
      start: CGPoint(x: 0, y: 0), end: CGPoint(x: 100, y: 0))
    let frame = try Fixture.rasterizer().render(Fixture.list([
      .fill(path: Fixture.rect(0, 0, 100, 40), paint: gradient, rule: .nonZero, transform: .translation(x: 30, y: 10)),
      // The same gradient on a scaled, rotated item follows the item.
      .fill(path: Fixture.rect(0, 0, 100, 40), paint: gradient, rule: .nonZero,
        transform: Transform2D.scale(x: 0.5, y: 0.5).concatenating(.rotation(radians: -0.3)).concatenating(.translation(x: 40, y: 90))),
    ]), scale: 1)
    try expectGolden(frame, named: "gradient")
    // Gradient ends pad: the leftmost pixel of the first rect is the start colour.
    let start = frame.pixel(x: 30, y: 30)
    #expect(abs(Int(start.b) - 255) <= 3 && abs(Int(start.g) - 122) <= 3 && Int(start.r) <= 3)
  }

  @Test func pixelScaleTwoDoublesTheFrame() throws {
    let list = Fixture.list([
      .fill(path: Path { $0.addEllipse(in: CGRect(x: 10, y: 10, width: 40, height: 40)) }, paint: .solid(Fixture.red), rule: .nonZero, transform: .identity),
      .stroke(path: Fixture.rect(45, 15, 25, 30), paint: .solid(Fixture.blue), style: StrokeStyle(lineWidth: 3, lineJoin: .round), transform: .identity),
    ], width: 80, height: 60)
    let frame = try Fixture.rasterizer().render(list, scale: 2)
    #expect(frame.width == 160 && frame.height == 120)
    try expectGolden(frame, named: "scale2-shapes")
  }
}
