import AnimationEngine
import Foundation
import Graphics
import Testing
@testable import ViewRuntime

@Suite("Modifier geometry")
struct ModifierGeometryTests {
  /// The first point of the first filled path, mapped to the canvas.
  func firstPoint(_ list: DisplayList) -> CGPoint? {
    for item in list.items {
      if case .fill(let path, _, _, let t) = item, case .move(let p) = path.elements.first { return t.apply(p) }
    }
    return nil
  }

  @Test func seedChainMatchesResearchFormula() throws {
    // SwiftUI's modifier chain (each wraps the previous; OpenSwiftUI's GeometryEffect):
    // p = T(0,o)·[S(1,v)]c·[S(s,s)]c·[R(a)]c·p_local, c = layout frame centre.
    let a = 30.0, s = 1.5, v = 0.8, o = -10.0
    let view = Rectangle().frame(width: 40, height: 20)
      .rotationEffect(.degrees(a)).scaleEffect(s).scaleEffect(y: v).offset(y: o)
    let (list, inspection) = try render(view, width: 200, height: 200)
    let c = CGPoint(x: 100, y: 100), corner = CGPoint(x: 80, y: 90)
    let (qx, qy) = (Double(corner.x - c.x), Double(corner.y - c.y))
    let r = a * .pi / 180
    let rx = qx * cos(r) - qy * sin(r), ry = qx * sin(r) + qy * cos(r)
    let expected = CGPoint(x: 100 + rx * s, y: 100 + ry * s * v + o)
    let p = try #require(firstPoint(list))
    #expect(close(Double(p.x), Double(expected.x)) && close(Double(p.y), Double(expected.y)))
    let names = inspection.nodes[0].modifiers.map(\.name)
    #expect(names == ["rotationEffect", "scaleEffect", "scaleEffect", "offset"])
    #expect(inspection.nodes[0].modifiers[2].values["y"] == [0.8])
  }

  @Test func offsetInsideAScaleIsScaled() throws {
    // The inner offset moves the content before the outer scale, so the move is doubled on screen.
    let view = Rectangle().frame(width: 20, height: 20).offset(x: 10).scaleEffect(2)
    let (list, _) = try render(view, width: 200, height: 200)
    let p = try #require(firstPoint(list))
    // Corner (90,90) + 10 = (100,90); scaled ×2 about the layout centre (100,100) → (100, 80).
    #expect(close(Double(p.x), 100) && close(Double(p.y), 80))
  }

  @Test func offsetDoesNotChangeLayout() throws {
    let moved = HStack { Color.red.frame(width: 20, height: 20).offset(x: 100, y: 5); Color.blue.frame(width: 20, height: 20) }
    let still = HStack { Color.red.frame(width: 20, height: 20); Color.blue.frame(width: 20, height: 20) }
    let (a, _) = try render(moved), (b, _) = try render(still)
    #expect(fillBounds(a)[1] == fillBounds(b)[1])
    #expect(close(fillBounds(a)[0], fillBounds(b)[0].offsetBy(dx: 100, dy: 5)))
  }

  @Test func rotationAnchorRefersToLayoutFrame() throws {
    let view = Rectangle().frame(width: 40, height: 20).rotationEffect(.degrees(90), anchor: .topLeading)
    let (list, _) = try render(view, width: 200, height: 200)
    // The frame is (80,90,40,20); rotating 90° clockwise about its top-left puts it at (60,90,20,40).
    #expect(close(fillBounds(list)[0], CGRect(x: 60, y: 90, width: 20, height: 40), 1e-9))
  }

  @Test func scaleAnchorAndSizeForm() throws {
    let view = Rectangle().frame(width: 40, height: 20).scaleEffect(CGSize(width: 2, height: 3), anchor: .bottomTrailing)
    let (list, _) = try render(view, width: 200, height: 200)
    #expect(close(fillBounds(list)[0], CGRect(x: 40, y: 50, width: 80, height: 60)))
  }

  @Test func scaleEffectXY() throws {
    let (list, inspection) = try render(Rectangle().frame(width: 40, height: 20).scaleEffect(x: 0.5, y: 2), width: 200, height: 200)
    #expect(close(fillBounds(list)[0], CGRect(x: 90, y: 80, width: 20, height: 40)))
    #expect(inspection.nodes[0].bounds == [90, 80, 20, 40])
  }

  @Test func lastWrittenModifierAppliesLast() throws {
    // offset then rotate: the offset is rotated with the view; rotate then offset: it is not.
    let a = Rectangle().frame(width: 10, height: 10).offset(x: 50).rotationEffect(.degrees(90))
    let b = Rectangle().frame(width: 10, height: 10).rotationEffect(.degrees(90)).offset(x: 50)
    let (la, _) = try render(a, width: 200, height: 200), (lb, _) = try render(b, width: 200, height: 200)
    #expect(close(fillBounds(la)[0], CGRect(x: 95, y: 145, width: 10, height: 10), 1e-9))
    #expect(close(fillBounds(lb)[0], CGRect(x: 145, y: 95, width: 10, height: 10), 1e-9))
  }

  @Test func opacityMakesALayer() throws {
    let (list, inspection) = try render(Text("A").opacity(0.25))
    #expect(list.items.first == .beginLayer(LayerEffect(opacity: 0.25)))
    #expect(inspection.nodes[0].modifiers == [InspectModifier(name: "opacity", values: ["value": [0.25]])])
  }
}
