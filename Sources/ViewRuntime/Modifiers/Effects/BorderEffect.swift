import Foundation
import Graphics

/// `border(_:width:)`: a stroke of the given width inside the view's frame, drawn over it.
/// https://developer.apple.com/documentation/swiftui/view/border(_:width:)
public struct BorderEffect: ViewEffect, ResolvableEffect {
  public var style: AnyShapeStyle
  public var width: Double
  public init(_ style: AnyShapeStyle, width: Double = 1) { self.style = style; self.width = width }

  func resolve(_ r: EffectResolution) throws -> ResolvedView {
    let w = max(0, r.animated("border.width", [width])[0])
    return ResolvedView(.effect(try r.content(), Drawer(paint: r.style(style, "border"), width: w)))
  }

  struct Drawer: DrawnEffect {
    let paint: StylePaint
    let width: Double
    func draw(_ content: ResolvedView, _ place: EffectPlacement, _ out: inout DisplayListBuilder) throws {
      let p = place.adding(InspectModifier(name: "border", values: ["width": [width]]))
      try out.draw(content, p)
      guard width > 0 else { return }
      // Centred on a rectangle inset by half the width, the stroke lies exactly inside the frame.
      let f = place.frame
      let inset = CGRect(x: Double(f.minX) + width / 2, y: Double(f.minY) + width / 2,
                         width: max(0, Double(f.width) - width), height: max(0, Double(f.height) - width))
      out.emit(.stroke(path: Path { $0.addRect(inset) }, paint: paint.paint(in: f), style: StrokeStyle(lineWidth: width), transform: place.ctm))
    }
  }
}
