import Foundation
import Graphics

/// `ShapeStyle.shadow(.inner(color:radius:x:y:))` on a fill: a shadow cast inside the shape, as if
/// the shape were a hole: the area outside the shape, blurred and offset, tinted, kept only where the
/// shape is (source-atop onto the filled shape). The colour, radius and offsets animate.
/// https://developer.apple.com/documentation/swiftui/shadowstyle/inner(color:radius:x:y:)
public struct InnerShadowEffect: ViewEffect, ResolvableEffect {
  public var shape: ShapeKind
  public var color: Color
  public var radius: Double, x: Double, y: Double
  public init(shape: ShapeKind, color: Color, radius: Double, x: Double, y: Double) {
    self.shape = shape; self.color = color; self.radius = radius; self.x = x; self.y = y
  }

  func resolve(_ r: EffectResolution) throws -> ResolvedView {
    let c = r.animatedColor("innerShadow.color", r.environment.resolve(color))
    let v = r.animated("innerShadow", [radius, x, y])
    return ResolvedView(.effect(try r.content(), Drawer(shape: shape, color: c, radius: max(0, v[0]), x: v[1], y: v[2])))
  }

  struct Drawer: DrawnEffect {
    let shape: ShapeKind
    let color: RGBAColor
    let radius: Double, x: Double, y: Double

    func draw(_ content: ResolvedView, _ place: EffectPlacement, _ out: inout DisplayListBuilder) throws {
      let p = place.adding(InspectModifier(name: "innerShadow", values: [
        "radius": [radius], "x": [x], "y": [y], "rgba": [color.red, color.green, color.blue, color.alpha],
      ]))
      out.emit(.beginLayer(LayerEffect()))
      try out.draw(content, p)
      // A frame around the shape wide enough that the blur never sees its outer edge.
      let outline = try shape.outline(in: place.frame)
      let reach = 3 * radius + abs(x) + abs(y) + 4
      var ring = Path { $0.addRect(place.frame.insetBy(dx: -reach, dy: -reach)) }
      for element in outline.elements {
        switch element {
        case .move(let q): ring.move(to: q)
        case .line(let q): ring.addLine(to: q)
        case .curve(let q, let c1, let c2): ring.addCurve(to: q, control1: c1, control2: c2)
        case .closeSubpath: ring.closeSubpath()
        }
      }
      out.emit(.beginLayer(LayerEffect(blurRadius: radius, blendMode: .sourceAtop)))
      out.emit(.fill(path: ring, paint: .solid(color), rule: .evenOdd, transform: Transform2D.translation(x: x, y: y).concatenating(place.ctm)))
      out.emit(.endLayer)
      out.emit(.endLayer)
    }
  }
}
