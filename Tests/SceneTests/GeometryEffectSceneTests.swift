import CairoRenderer
import Foundation
import Testing
import ViewRuntime

/// `matchedGeometryEffect(isSource: false)` and `geometryGroup()`, checked on frames worked out by hand.
@Suite struct GeometryEffectSceneTests {
  /// `tr-segmented-follow`: the indicator (2 pt high, at the bottom of the selected label's frame) takes
  /// the selected label's frame; linear 0.4 s from the tap at 0.4 s, at 0.6 s it is the mean of the two.
  @Test func followerTakesTheSourceFrame() throws {
    let scene = try LoadedScene("gallery/tr-segmented-follow")
    func line(_ t: Double) throws -> [Double] {
      try #require(try scene.inspect(t).nodes.first { $0.shape == "Color" }).bounds
    }
    func label(_ t: Double, _ text: String) throws -> [Double] {
      try #require(try scene.inspect(t).nodes.first { $0.text == text }).bounds
    }
    let day = try label(0.2, "Day"), week = try label(0.2, "Week")
    let before = try line(0.2), after = try line(1.0)
    // Label bounds are the text's; the matched frame adds the 8 pt bottom padding.
    #expect(near(before[0], day[0], 1e-6) && near(before[2], day[2], 1e-6))
    #expect(near(before[1], day[1] + day[3] + 8 - 2, 1e-6) && before[3] == 2)
    #expect(near(after[0], week[0], 1e-6) && near(after[2], week[2], 1e-6))
    let mid = try line(0.6)
    for i in 0..<4 { #expect(near(mid[i], (before[i] + after[i]) / 2, 1e-6)) }
  }

  /// A group moved down by 100 pt (linear 1 s) while a 10 pt circle is inserted inside it: half-way the
  /// group's frame is at y = 50, and the circle, laid out in that animated frame, is centred in it at
  /// (95, 55) instead of jumping to its final place (95, 105), as Apple's `geometryGroup()` describes.
  @Test func geometryGroupLaysChildrenOutInItsAnimatedFrame() throws {
    let source = """
      struct Root: View {
          @State private var on = false
          var body: some View {
              VStack(spacing: 0) {
                  Color.clear.frame(width: 10, height: on ? 100 : 0)
                  ZStack {
                      Rectangle().fill(Color.blue).frame(width: 20, height: 20)
                      if on { Circle().fill(Color.red).frame(width: 10, height: 10).transition(.identity) }
                  }
                  .geometryGroup()
              }
              .frame(width: 200, height: 300, alignment: .top)
              .onTapGesture { withAnimation(.linear(duration: 1)) { on = true } }
          }
      }
      Scene(width: 200, height: 300, taps: [0.5]) { Root() }
      """
    let runtime = try LoadedScene(source: source, fileName: "group.swift-dsl").runtime
    let mid = try runtime.inspect(at: 1.0).nodes
    let square = try #require(mid.first { $0.shape == "Rectangle" }), circle = try #require(mid.first { $0.shape == "Circle" })
    #expect(square.bounds == [90, 50, 20, 20])
    #expect(circle.bounds == [95, 55, 10, 10])
    #expect(try runtime.inspect(at: 2).nodes.first { $0.shape == "Circle" }?.bounds == [95, 105, 10, 10])
  }
}
