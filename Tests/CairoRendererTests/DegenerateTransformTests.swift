import CairoRenderer
import Foundation
import Graphics
import Testing

/// Nearly singular transforms (SwiftUI turns `scaleEffect(0)` into a tiny positive scale, e.g. a
/// `.scale` transition at its start) draw nothing and never fail: pixman's fixed-point inverse of
/// such a matrix overflows, which Cairo used to report as "out of memory".
@Suite struct DegenerateTransformTests {
  private func squash(_ sx: Double, _ sy: Double) -> Transform2D {
    // Scaled around (80, 60), the canvas centre, as `scaleEffect` does.
    Transform2D.translation(x: -80, y: -60).concatenating(.scale(x: sx, y: sy)).concatenating(.translation(x: 80, y: 60))
  }

  private func items(_ t: Transform2D) -> [DisplayItem] {
    let gradient = Paint.linearGradient(
      stops: [GradientStop(color: Fixture.blue, location: 0), GradientStop(color: Fixture.green, location: 1)],
      start: CGPoint(x: 40, y: 20), end: CGPoint(x: 120, y: 100))
    return [
      .text(run: TextRun(text: "🌖", font: FontDescriptor(size: 120), paint: .solid(.black)),
            transform: Transform2D.translation(x: 20, y: -20).concatenating(t)),
      .text(run: TextRun(text: "Moon", font: FontDescriptor(size: 40), paint: .solid(.black)),
            transform: Transform2D.translation(x: 30, y: 40).concatenating(t)),
      .fill(path: Fixture.rect(40, 20, 80, 80), paint: gradient, rule: .nonZero, transform: t),
      .stroke(path: Fixture.rect(40, 20, 80, 80), paint: .solid(Fixture.red), style: StrokeStyle(lineWidth: 4), transform: t),
    ]
  }

  @Test(arguments: [(1e-6, 1e-6), (1e-6, 1.0), (1.0, 1e-6), (1e-9, 1e-9), (1e-12, 1e-12)])
  func tinyScaleDrawsNothing(sx: Double, sy: Double) throws {
    let rasterizer = try Fixture.rasterizer()
    let blank = try rasterizer.render(Fixture.list([]), scale: 2)
    let frame = try rasterizer.render(Fixture.list(items(squash(sx, sy))), scale: 2)
    #expect(frame.pixels == blank.pixels)
  }

  @Test func smallButVisibleScaleStillDraws() throws {
    // At 1/100 the 120-pt emoji is about 2 px wide at scale 2: it must still leave a mark.
    let rasterizer = try Fixture.rasterizer()
    let blank = try rasterizer.render(Fixture.list([]), scale: 2)
    let frame = try rasterizer.render(Fixture.list(Array(items(squash(0.01, 0.01)).prefix(1))), scale: 2)
    #expect(frame.pixels != blank.pixels)
  }

  @Test func flattenedButLongTextDrawsDirectlyWithoutError() throws {
    // One axis at 1/1000: the sprite's inverse matrix would overflow pixman; drawn directly instead.
    let rasterizer = try Fixture.rasterizer()
    let frame = try rasterizer.render(Fixture.list(items(squash(1, 1e-3))), scale: 2)
    #expect(frame.width == 320)
  }
}
