import CairoRenderer
import Foundation
import Testing
import ViewRuntime

/// Custom transitions with modifiers beyond opacity, scale and offset, and text content transitions.
@Suite struct CustomTransitionSceneTests {
  private func load(_ source: String) throws -> ServedScene {
    try LoadedScene(source: source, fileName: "t.swift-dsl").runtime
  }

  private func modifier(_ node: InspectNode, _ name: String, _ key: String) -> Double? {
    node.modifiers.first { $0.name == name }?.values[key]?.first
  }

  /// A reveal written as a ViewModifier with a mask, a clip shape and a hue rotation, inserted on a linear
  /// 1 s animation from 0.5 s: at 1.0 s (p = 0.5) the mask's rectangle is scaled 0.5 from the leading
  /// edge (50 of 100 pt), the hue turned 90·0.5 = 45°; shown, the identity state (scale 1, 0°) stays.
  @Test func maskClipAndColourEffectsInterpolate() throws {
    let runtime = try load("""
      struct Reveal: ViewModifier {
          let amount: Double
          func body(content: Content) -> some View {
              content
                  .mask(Rectangle().scaleEffect(x: amount, y: 1, anchor: .leading))
                  .clipShape(RoundedRectangle(cornerRadius: 40 * (1 - amount)))
                  .hueRotation(.degrees(90 * (1 - amount)))
          }
      }
      struct Root: View {
          @State private var on = false
          var body: some View {
              VStack {
                  if on {
                      Color.orange.frame(width: 100, height: 60)
                          .transition(.modifier(active: Reveal(amount: 0), identity: Reveal(amount: 1)))
                  }
              }
              .frame(width: 200, height: 200)
              .onTapGesture { withAnimation(.linear(duration: 1)) { on = true } }
          }
      }
      Scene(width: 200, height: 200, taps: [0.5]) { Root() }
      """)
    let mid = try runtime.inspect(at: 1.0).nodes
    let mask = try #require(mid.first { $0.shape == "Rectangle" }), color = try #require(mid.first { $0.shape == "Color" })
    #expect(near(modifier(mask, "scaleEffect", "x") ?? 0, 0.5, 1e-9) && mask.bounds == [50, 70, 50, 60])
    #expect(near(modifier(color, "hueRotation", "degrees") ?? 0, 45, 1e-9))
    let shown = try runtime.inspect(at: 2).nodes
    #expect(shown.first { $0.shape == "Rectangle" }?.bounds == [50, 70, 100, 60])
    #expect(shown.first { $0.shape == "Color" }.flatMap { modifier($0, "hueRotation", "degrees") } == 0)
  }

  /// `.contentTransition(.identity)` shows a changed string at once; `.interpolate` cross-fades like the
  /// default (linear 1 s from 0.5 s: half-way at 1.0 s).
  @Test(arguments: [("identity", false), ("interpolate", true), ("opacity", true)])
  func textContentTransitions(kind: String, fades: Bool) throws {
    let runtime = try load("""
      struct Root: View {
          @State private var n = 1
          var body: some View {
              Text("Step \\(n)").contentTransition(.\(kind))
                  .onTapGesture { withAnimation(.linear(duration: 1)) { n += 1 } }
          }
      }
      Scene(width: 200, height: 100, taps: [0.5]) { Root() }
      """)
    let texts = try runtime.inspect(at: 1.0).nodes.compactMap(\.text)
    #expect(texts == (fades ? ["Step 1", "Step 2"] : ["Step 2"]))
  }

  /// A transition with its own animation (`.opacity.animation(.linear(duration: 1))`) animates although
  /// the change has none: inserted at 0.5 s and removed at 2 s, it is half faded at 1.0 s and 2.5 s.
  @Test func transitionWithItsOwnAnimation() throws {
    let runtime = try load("""
      struct Root: View {
          @State private var on = false
          var body: some View {
              VStack {
                  if on { Text("Hi").transition(.opacity.animation(.linear(duration: 1))) }
              }
              .frame(width: 100, height: 100)
              .onTapGesture { on.toggle() }
          }
      }
      Scene(width: 100, height: 100, taps: [0.5, 2]) { Root() }
      """)
    for t in [1.0, 2.5] {
      let text = try #require(try runtime.inspect(at: t).nodes.first { $0.text == "Hi" })
      #expect(near(modifier(text, "opacity", "value") ?? 0, 0.5, 1e-9))
    }
    #expect(try runtime.inspect(at: 3.1).nodes.isEmpty)
  }
}
