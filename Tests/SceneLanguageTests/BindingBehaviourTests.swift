import AnimationEngine
import Foundation
import Testing
import ViewRuntime
@testable import SceneLanguage

/// Keyframes without tracks, enum phases and `if` as a phase animator's content, checked through the
/// runtime's inspect output against values derived by hand.
@Suite struct BindingBehaviourTests {
  func runtime(_ source: String) throws -> SceneRuntime {
    try SceneProgram(swiftUISource: source, fileName: "b.swift-dsl").makeRuntime(measurer: FixedTextMeasurer())
  }

  func value(_ runtime: SceneRuntime, at t: Double, _ modifier: String, _ key: String, node: Int = 0) throws -> Double? {
    let nodes = try runtime.inspect(at: t).nodes
    guard nodes.indices.contains(node) else { return nil }
    return nodes[node].modifiers.first { $0.name == modifier }?.values[key]?.first
  }

  /// The diagnostics of a scene whose first frame must fail (the body is evaluated then, before any tap).
  func firstFrameErrors(_ source: String) -> [String] {
    do {
      _ = try runtime(source).inspect(at: 0)
      return []
    } catch let error as SceneError {
      return error.headers
    } catch {
      return ["\(error)"]
    }
  }

  @Test func keyframesWrittenDirectlyAnimateTheWholeValue() throws {
    let r = try runtime("""
      struct Pulse: View {
        @State private var t = 0
        var body: some View {
          Text("x").keyframeAnimator(initialValue: 1.0, trigger: t) { content, v in
            content.scaleEffect(v)
          } keyframes: { _ in
            CubicKeyframe(1.2, duration: 0.2)
            SpringKeyframe(1.0)
          }
          .onTapGesture { t += 1 }
        }
      }
      Scene(taps: [0.5]) { Pulse() }
      """)
    // Before the tap the content sees the initial value.
    #expect(try value(r, at: 0.4, "scaleEffect", "x") == 1)
    // The tap at 0.5 s plays the keyframes; a keyframe passes through its value at its end: 1.2 at 0.7 s.
    let peak = try #require(try value(r, at: 0.7, "scaleEffect", "y"))
    #expect(abs(peak - 1.2) < 1e-9, "scale at the cubic keyframe's end: \(peak)")
    let rising = try #require(try value(r, at: 0.6, "scaleEffect", "y"))
    #expect(rising > 1 && rising < 1.2, "halfway through the cubic keyframe: \(rising)")
    // The spring keyframe then returns to 1.0 and settles there.
    let settled = try #require(try value(r, at: 4, "scaleEffect", "y"))
    #expect(abs(settled - 1) < 1e-3, "after the spring keyframe: \(settled)")
  }

  @Test func malformedKeyframesAreReportedWhenTheSceneLoadsAtTheirLine() {
    func scene(_ keyframes: String) -> String {
      """
      struct Values { var scale = 1.0 }
      struct Pulse: View {
        @State private var t = 0
        var body: some View {
          Text("x").keyframeAnimator(initialValue: Values(), trigger: t) { content, v in
            content.scaleEffect(v.scale)
          } keyframes: { _ in
            KeyframeTrack(\\.scale) { CubicKeyframe(1.2, duration: 0.2) }
      \(keyframes)
          }
        }
      }
      Scene { Pulse() }
      """
    }
    // No tap ever triggers the animator: the errors come from building the view.
    #expect(firstFrameErrors(scene("      Text(\"oops\")")) == [
      "b.swift-dsl:9:7: error: keyframes must be KeyframeTrack values or keyframes (CubicKeyframe, LinearKeyframe, SpringKeyframe, MoveKeyframe), not 'Text'",
    ])
    #expect(firstFrameErrors(scene("      CubicKeyframe(2, duration: 1)")) == [
      "b.swift-dsl:9:7: error: keyframes written directly animate the whole value; they cannot be mixed with KeyframeTrack",
    ])
    #expect(firstFrameErrors(scene("      KeyframeTrack(\\.size) { CubicKeyframe(2, duration: 1) }")) == [
      "b.swift-dsl:9:7: error: the animated value has no stored property 'size'",
    ])
    // A keyframe whose value has the wrong type is reported at its track.
    #expect(firstFrameErrors(scene("      KeyframeTrack(\\.scale) { CubicKeyframe(\"big\", duration: 1) }")) == [
      "b.swift-dsl:9:7: error: cannot convert value of type 'String' to expected type 'Double'",
    ])
  }

  static let steps = """
    enum Step { case rest, up, down }
    struct Bounce: View {
      var body: some View {
        Text("x").phaseAnimator([Step.rest, .up, .down]) { content, phase in
          content.offset(y: phase == .up ? -10 : (phase == .down ? 10 : 0))
        } animation: { phase in
          switch phase {
          case .rest: .linear(duration: 0.5)
          case .up: .linear(duration: 1)
          case .down: .linear(duration: 2)
          }
        }
      }
    }
    struct BounceView: View {
      var body: some View {
        PhaseAnimator([Step.rest, .up, .down]) { phase in
          Text("x").offset(y: phase == .up ? -10 : (phase == .down ? 10 : 0))
        } animation: { phase in
          switch phase {
          case .rest: .linear(duration: 0.5)
          case .up: .linear(duration: 1)
          case .down: .linear(duration: 2)
          }
        }
      }
    }
    """

  @Test(arguments: ["Bounce", "BounceView"]) func enumPhasesFromAnArrayLiteral(view: String) throws {
    let r = try runtime(Self.steps + "\nScene { \(view)() }")
    // The loop starts at .rest (y 0) and steps at once: to .up over 1 s (0 → -10), to .down over 2 s
    // (-10 → 10), back to .rest over 0.5 s (10 → 0), then .up again from 3.5 s. Each step uses the
    // animation for the phase it moves to.
    let expected: [(Double, Double)] = [(0.5, -5), (1, -10), (2, 0), (3, 10), (3.25, 5), (4, -5)]
    for (t, y) in expected {
      let actual = try #require(try value(r, at: t, "offset", "y"))
      #expect(abs(actual - y) < 1e-9, "offset y at \(t): \(actual), expected \(y)")
    }
  }

  @Test func bareIfAsAPhaseAnimatorsWholeContentDraws() throws {
    let r = try runtime("""
      struct Blink: View {
        var body: some View {
          PhaseAnimator([false, true]) { on in
            if on { Text("on") }
          } animation: { on in on ? .linear(duration: 1) : .linear(duration: 0.5) }
        }
      }
      Scene { Blink() }
      """)
    // Phase true is reached at once and "on" fades in over 1 s (SwiftUI's default .opacity transition);
    // the animator waits for that transition, then fades it out over 0.5 s and loops: in again from 1.5 s.
    let expected: [(Double, Double)] = [(0.25, 0.25), (0.5, 0.5), (1.25, 0.5), (1.75, 0.25), (2, 0.5)]
    for (t, opacity) in expected {
      let nodes = try r.inspect(at: t).nodes
      #expect(nodes.map(\.text) == ["on"], "drawn at \(t): \(nodes)")
      let actual = try #require(nodes.first?.modifiers.first { $0.name == "opacity" }?.values["value"]?.first)
      #expect(abs(actual - opacity) < 1e-9, "opacity at \(t): \(actual), expected \(opacity)")
    }
  }

  @Test func anIfBranchRemovedFromAStackLeavesNoGap() throws {
    let r = try runtime("""
      struct Reveal: View {
        @State private var show = true
        var body: some View {
          VStack {
            Text("top")
            if show { Text("x") }
            Text("bottom")
          }
          .onTapGesture { withAnimation(.linear(duration: 1)) { show.toggle() } }
        }
      }
      Scene(taps: [0.5]) { Reveal() }
      """)
    // 400 pt canvas; FixedTextMeasurer makes a line as high as the font size, 17 pt for the body font;
    // VStack spacing 8. Three rows are 3 × 17 + 16 = 67 high, so "top" starts at 200 − 67 / 2 = 166.5;
    // two rows are 42 high: 179. The removal at the 0.5 s tap moves it linearly over 1 s: 172.75 at 1 s.
    func top(_ t: Double) throws -> Double? { try r.inspect(at: t).nodes.first { $0.text == "top" }?.bounds[1] }
    for (t, y) in [(0.4, 166.5), (1.0, 172.75), (1.6, 179.0)] {
      let actual = try #require(try top(t))
      #expect(abs(actual - y) < 1e-3, "top at \(t): \(actual), expected \(y)")
    }
  }
}
