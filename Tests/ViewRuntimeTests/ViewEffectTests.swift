import Foundation
import Testing
import Graphics
@testable import ViewRuntime

/// A modifier defined in one place, as a feature would be: it grows its content by `inset` on
/// every side and paints a plate behind it, its inset animatable.
private struct PlateEffect: ViewEffect, ResolvableEffect {
  var inset: Double
  var color: Color

  func resolve(_ r: EffectResolution) throws -> ResolvedView {
    let inset = r.animated("plate", [inset])[0]
    return ResolvedView(.effect(try r.content(), Drawn(inset: inset, color: r.animatedColor("plate.color", color.rgba))))
  }

  struct Drawn: DrawnEffect {
    var inset: Double
    var color: RGBAColor
    var isTransparentToLayout: Bool { false }

    func sizeThatFits(_ content: ResolvedView, _ p: ProposedViewSize) -> CGSize {
      let c = content.sizeThatFits(ProposedViewSize(width: p.width.map { $0 - 2 * inset }, height: p.height.map { $0 - 2 * inset }))
      return CGSize(width: c.width + 2 * inset, height: c.height + 2 * inset)
    }

    func draw(_ content: ResolvedView, _ place: EffectPlacement, _ out: inout DisplayListBuilder) throws {
      out.emit(.fill(path: Path { $0.addRect(place.frame) }, paint: .solid(color), rule: .nonZero, transform: place.ctm))
      var inner = place.adding(InspectModifier(name: "plate", values: ["inset": [inset]]))
      inner.laidOut = place.laidOut.insetBy(dx: inset, dy: inset)
      try out.draw(content, inner)
    }
  }
}

/// A primitive view defined in one place: a fixed 30×20 bar drawn in the foreground style.
private struct BarView: ViewEffect, ResolvableEffect {
  func resolve(_ r: EffectResolution) throws -> ResolvedView {
    ResolvedView(.effect(.empty, Drawn(paint: r.environment.primaryForeground)))
  }

  struct Drawn: DrawnEffect {
    var paint: StylePaint
    func sizeThatFits(_ content: ResolvedView, _ p: ProposedViewSize) -> CGSize { CGSize(width: 30, height: 20) }
    func draw(_ content: ResolvedView, _ place: EffectPlacement, _ out: inout DisplayListBuilder) throws {
      out.emit(.fill(path: Path { $0.addRect(place.frame) }, paint: paint.paint(in: place.frame), rule: .nonZero, transform: place.ctm))
      out.record(InspectNode(kind: .shape, shape: "Bar", bounds: [], modifiers: []), place)
    }
  }
}

@Suite("View effects: a feature in one file")
struct ViewEffectTests {
  @Test func anEffectSizesDrawsAndInspectsAroundItsContent() throws {
    // A 40×10 colour with a 5-point plate is 50×20, centred in 100×100: the plate at (25, 40),
    // the colour inset by 5 at (30, 45).
    let view = Color.blue.frame(width: 40, height: 10).modifier(.effect(PlateEffect(inset: 5, color: .red)))
    let (list, ins) = try render(view, width: 100, height: 100)
    #expect(fillBounds(list) == [CGRect(x: 25, y: 40, width: 50, height: 20), CGRect(x: 30, y: 45, width: 40, height: 10)])
    #expect(ins.nodes.first?.modifiers.map(\.name) == ["plate"])
    #expect(ins.nodes.first?.modifiers.first?.values["inset"] == [5])
  }

  @Test func anEffectsNumbersAnimateUnderTheTransaction() throws {
    // The inset goes 0 → 10 with a 1 s linear animation on the first tap (at t = 0): halfway at 0.5 s.
    let on = StateKey("on", false)
    let root = Component("Root", state: on) { s in
      Color.blue.frame(width: 40, height: 10)
        .modifier(.effect(PlateEffect(inset: s[on] ? 10 : 0, color: .red)))
        .onTapGesture { withAnimation(.linear(duration: 1)) { s[on] = true } }
    }
    let rt = try SceneRuntime(root: root, canvasSize: CGSize(width: 100, height: 100), taps: [0], measurer: FixedTextMeasurer())
    let (list, _) = try rt.render(at: 0.5)
    #expect(close(fillBounds(list)[0].width, 50))
  }

  @Test func aPrimitiveViewTakesItsSizeInAStack() throws {
    let view = HStack(spacing: 0) {
      Color.blue.frame(width: 10, height: 10)
      AnyView(node: .primitive(BarView())).foregroundStyle(Color.green)
    }
    let (list, ins) = try render(view, width: 100, height: 100)
    // 10 + 30 wide, centred: the colour at x 30, the bar at x 40, 20 tall centred at y 40.
    #expect(fillBounds(list) == [CGRect(x: 30, y: 45, width: 10, height: 10), CGRect(x: 40, y: 40, width: 30, height: 20)])
    #expect(ins.nodes.map(\.shape) == ["Color", "Bar"])
    #expect(ins.nodes[1].bounds == [40, 40, 30, 20])
  }
}
