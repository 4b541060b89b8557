import Foundation
import Graphics
import Testing
import ViewRuntime

/// A scene written inline, compiled and run by the binary as a file is (these scenes draw shapes only).
struct InlineScene {
  let runtime: ServedScene

  init(_ source: String) throws {
    runtime = try LoadedScene(source: source, fileName: "inline.swift-dsl").runtime
  }

  func nodes(_ t: Double) throws -> [InspectNode] {
    let frame = try runtime.inspect(at: t)
    return frame.nodes
  }
}

extension InspectNode {
  func value(_ modifier: String, _ key: String) -> Double? { modifiers.first { $0.name == modifier }?.values[key]?.first }
}

/// Views inserted and removed by `if`/`else` and `switch` in scene code transition in and out:
/// the inserted view fades (or moves) in, the removed one stays drawn where it was, transitioning
/// out, until its animation ends, while the views around it move to their new places.
///
/// The numbers: an HStack of three 40-point squares with spacing 10 on a 300 × 100 canvas is
/// 140 wide, so its squares start at x = 80, 130, 180 (y = 30). Without the middle one it is 90
/// wide: x = 105 and 155. Taps at 0.5 (remove) and 2.5 (insert back) with a 1 s linear animation:
/// at 1.0 and 3.0 each transition is half way, p = 0.5.
@Suite("Runtime transitions in scenes")
struct RuntimeTransitionSceneTests {
  static func toggler(transition: String?, animated: String = "withAnimation") -> String {
    let modifier = transition.map { ".transition(\($0))" } ?? ""
    let (action, scoped) = animated == "withAnimation"
      ? ("withAnimation(.linear(duration: 1)) { show.toggle() }", "")
      : ("show.toggle()", ".animation(.linear(duration: 1), value: show)")
    return """
      struct Toggler: View {
          @State private var show = true
          var body: some View {
              HStack(spacing: 10) {
                  Rectangle().fill(Color.red).frame(width: 40, height: 40)
                  if show {
                      Rectangle().fill(Color.blue).frame(width: 40, height: 40)\(modifier)
                  }
                  Rectangle().fill(Color.green).frame(width: 40, height: 40)
              }
              \(scoped)
              .onTapGesture { \(action) }
          }
      }
      Scene(width: 300, height: 100, fps: 10, duration: 4, background: .white, taps: [0.5, 2.5]) {
          Toggler()
      }
      """
  }

  @Test(arguments: ["withAnimation", "animationModifier"])
  func removedViewFadesOutInPlaceWhileTheOthersMove(animated: String) throws {
    let scene = try InlineScene(Self.toggler(transition: nil, animated: animated))
    #expect(try scene.nodes(0.4).map { $0.bounds[0] } == [80, 130, 180])
    // Half way: the removed square is still drawn at x = 130 at opacity 0.5; its neighbours are
    // half way to 105 and 155.
    let mid = try scene.nodes(1.0)
    #expect(mid.count == 3)
    #expect(mid.map { $0.bounds[0] } == [92.5, 130, 167.5])
    #expect(mid[1].value("opacity", "value") == 0.5)
    #expect(try scene.nodes(1.25)[1].value("opacity", "value") == 0.25)
    // The animation ended at 1.5: the square is gone.
    #expect(try scene.nodes(1.6).map { $0.bounds[0] } == [105, 155])
    // Inserted again at 2.5: it fades in at its new place while the others make room.
    let back = try scene.nodes(3.0)
    #expect(back.map { $0.bounds[0] } == [92.5, 130, 167.5])
    #expect(back[1].value("opacity", "value") == 0.5)
    #expect(try scene.nodes(3.6)[1].modifiers.isEmpty)
  }

  /// Each transition's effect at p = 0.5, removal (t = 1.0) and insertion (t = 3.0), on the middle
  /// square (its frame 130, 30, 40, 40): scale k = p about the centre; move/slide offset by
  /// (1 − p) × 40 = 20; `.offset(x: 30)` by (1 − p) × 30 = 15.
  @Test func eachTransitionAtItsMidpoint() throws {
    struct Case { var transition: String; var removal: [String: Double]; var insertion: [String: Double] }
    let cases = [
      Case(transition: ".scale", removal: ["scaleEffect.x": 0.5], insertion: ["scaleEffect.x": 0.5]),
      Case(transition: ".move(edge: .leading)", removal: ["offset.x": -20], insertion: ["offset.x": -20]),
      Case(transition: ".slide", removal: ["offset.x": 20], insertion: ["offset.x": -20]),
      Case(transition: ".offset(x: 30)", removal: ["offset.x": 15], insertion: ["offset.x": 15]),
      Case(transition: ".opacity.combined(with: .scale)", removal: ["opacity.value": 0.5, "scaleEffect.x": 0.5],
           insertion: ["opacity.value": 0.5, "scaleEffect.x": 0.5]),
      Case(transition: ".asymmetric(insertion: .scale, removal: .opacity)", removal: ["opacity.value": 0.5],
           insertion: ["scaleEffect.x": 0.5]),
    ]
    for c in cases {
      let scene = try InlineScene(Self.toggler(transition: c.transition))
      for (t, expected) in [(1.0, c.removal), (3.0, c.insertion)] {
        let nodes = try scene.nodes(t)
        try #require(nodes.count == 3, "\(c.transition) at \(t)")
        let square = nodes[1]
        var got: [String: Double] = [:]
        for m in square.modifiers { for (k, v) in m.values where k != "y" { got["\(m.name).\(k)"] = v.first } }
        #expect(got == expected, "\(c.transition) at \(t)")
      }
      // Scaled by 0.5 about its centre (150, 50): 20 wide at x = 140.
      if c.transition == ".scale" { #expect(try scene.nodes(1.0)[1].bounds == [140, 40, 20, 20]) }
    }
  }

  /// A `switch` replaces one view by another in the same place: the old one fades out as the new
  /// one fades in (p = 0.5 each at t = 1.0 with an ease-in-out of 1 s: its midpoint is exactly 0.5).
  @Test func switchCrossFadesItsCases() throws {
    let scene = try InlineScene("""
      struct Switcher: View {
          @State private var mode = 0
          var body: some View {
              VStack {
                  switch mode {
                  case 0:
                      Circle().fill(Color.red).frame(width: 40, height: 40)
                  default:
                      Rectangle().fill(Color.blue).frame(width: 40, height: 40)
                  }
              }
              .onTapGesture { withAnimation(.easeInOut(duration: 1)) { mode = 1 } }
          }
      }
      Scene(width: 100, height: 100, fps: 10, duration: 2, background: .white, taps: [0.5]) {
          Switcher()
      }
      """)
    #expect(try scene.nodes(0.4).map(\.shape) == ["Circle"])
    let mid = try scene.nodes(1.0)
    #expect(mid.map(\.shape) == ["Circle", "Rectangle"])
    #expect(mid.map { $0.value("opacity", "value") } == [0.5, 0.5])
    #expect(mid.allSatisfy { $0.bounds == [30, 30, 40, 40] })
    #expect(try scene.nodes(1.6).map(\.shape) == ["Rectangle"])
  }

  /// Each view of a multi-view `if` block transitions on its own. With both (four 40-point views,
  /// spacing 10: 190 wide) the row starts at x = 55; without them at 105. At 1.0 (p = 0.5) the two
  /// removed views are still drawn where they were (105, 155) at opacity 0.5 while the red square
  /// is half way from 55 to 105; at 3.0 they fade in at their new places.
  @Test func eachViewOfABlockTransitions() throws {
    let scene = try InlineScene(Self.toggler(transition: nil).replacingOccurrences(
      of: "Rectangle().fill(Color.blue).frame(width: 40, height: 40)",
      with: "Rectangle().fill(Color.blue).frame(width: 40, height: 40)\nCircle().fill(Color.blue).frame(width: 40, height: 40)"))
    #expect(try scene.nodes(0.4).map { $0.bounds[0] } == [55, 105, 155, 205])
    for t in [1.0, 3.0] {
      let nodes = try scene.nodes(t)
      #expect(nodes.map { $0.bounds[0] } == [80, 105, 155, 180], "at \(t)")
      #expect(nodes.map { $0.value("opacity", "value") } == [nil, 0.5, 0.5, nil], "at \(t)")
    }
    #expect(try scene.nodes(1.6).map { $0.bounds[0] } == [105, 155])
  }
}
