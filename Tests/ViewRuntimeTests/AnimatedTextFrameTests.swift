import Foundation
import Graphics
import Testing
@testable import ViewRuntime

/// A text whose content changes inside an animation is laid out at its new size at once; only its
/// frame animates. (Regression: the animated, narrower frame was used as the line-break width,
/// wrapping "30" as "3" / "0" in the corner-radius scene.)
@Suite("Animated text frames")
struct AnimatedTextFrameTests {
  /// "1" (12 pt wide with the fixed measurer at 20 pt) becomes "100" (36 pt) with a 1 s linear animation.
  private func scene() throws -> SceneRuntime {
    let view = PhaseAnimator(["1", "100"]) { phase in
      Color.blue
        .frame(width: 120, height: 120)
        .overlay { Text(phase).font(.system(size: 20)) }
    } animation: { _ in .linear(duration: 1) }
    return try SceneRuntime(root: view, canvasSize: CGSize(width: 400, height: 400), measurer: FixedTextMeasurer())
  }

  private func texts(_ list: DisplayList) -> [(String, Transform2D)] {
    list.items.compactMap {
      if case .text(let run, let t) = $0 { return (run.text, t) }
      return nil
    }
  }

  @Test func changedTextNeverWrapsWhileItsFrameAnimates() throws {
    let rt = try scene()
    for t in [0.1, 0.25, 0.5, 0.75, 0.99] {
      // The old text cross-fades out, the new one in: both whole.
      let runs = texts(try rt.displayList(at: t))
      #expect(runs.map(\.0) == ["1", "100"], "at \(t): \(runs.map(\.0))")
    }
  }

  @Test func newTextStaysCentredInTheAnimatedFrame() throws {
    let rt = try scene()
    // The text's frame animates from 12 to 36 pt wide around the same centre (x = 200), so the
    // 36-pt line starts at 200 − 18 whatever the frame's animated width.
    for t in [0.0, 0.3, 0.5, 0.99] {
      let runs = texts(try rt.displayList(at: t))
      let origin = try #require(runs.first { $0.0 == "100" }?.1)
      #expect(abs(origin.tx - 182) < 1e-9, "at \(t): \(origin.tx)")
    }
    // The inspected bounds are the animated frame: halfway through, 24 pt wide.
    let node = try #require(try rt.inspect(at: 0.5).nodes.first { $0.text == "100" })
    #expect(abs(node.bounds[2] - 24) < 1e-9)
  }

  /// SwiftUI's default content transition for text is `.opacity`: in an animated change the old
  /// string fades out and the new one in, with the transaction's animation.
  @Test func changedTextCrossFadesWithTheAnimation() throws {
    let rt = try scene()
    for t in [0.0, 0.25, 0.5, 0.8] {
      let nodes = try rt.inspect(at: t).nodes.filter { $0.kind == .text }
      #expect(nodes.map(\.text) == ["1", "100"], "at \(t)")
      let fades = nodes.map { $0.modifiers.first { $0.name == "contentTransition" }?.values["opacity"]?.first }
      #expect(fades == [1 - t, t], "at \(t): \(fades)")
      // The old text keeps its own size, centred where the new one is laid out.
      #expect(abs(nodes[0].bounds[2] - 12) < 1e-9 && abs(nodes[0].bounds[0] - 194) < 1e-9)
    }
    // The phase animator's next step comes when the frame's animation completes (1 s), not earlier
    // or later because of the fade; then "100" fades back to "1".
    let back = try rt.inspect(at: 1.25).nodes.filter { $0.kind == .text }
    #expect(back.map(\.text) == ["100", "1"])
  }

  /// Both copies of a cross-fading text are drawn in its one animated frame, each centred in it, as
  /// SwiftUI draws a view's old and new content in the frame it animates. In a leading-aligned stack
  /// whose leading edge is at x 100, "1111" (48 pt) becomes "1" (12 pt) in a 1 s linear animation: the
  /// frame keeps its leading edge and narrows, its centre going from 124 to 106, so the outgoing copy
  /// starts where it was drawn (100) and the two stay centred on the same point. (Regression: the
  /// outgoing copy was centred in the frame layout gives the new text, 18 points left of where it was.)
  @Test func bothCopiesAreCentredInTheFrameAsItMoves() throws {
    let view = PhaseAnimator(["1111", "1"]) { phase in
      VStack(alignment: .leading, spacing: 0) {
        Color.blue.frame(width: 200, height: 10)
        Text(phase).font(.system(size: 20))
      }
    } animation: { _ in .linear(duration: 1) }
    let rt = try SceneRuntime(root: view, canvasSize: CGSize(width: 400, height: 400), measurer: FixedTextMeasurer())
    for t in [0.0, 0.25, 0.5, 0.75] {
      let runs = texts(try rt.displayList(at: t))
      #expect(runs.map(\.0) == ["1111", "1"], "at \(t)")
      let centre = 124 - 18 * t
      let old = try #require(runs.first { $0.0 == "1111" }?.1), new = try #require(runs.first { $0.0 == "1" }?.1)
      #expect(abs(old.tx - (centre - 24)) < 1e-9, "at \(t): \(old.tx)")
      #expect(abs(new.tx - (centre - 6)) < 1e-9, "at \(t): \(new.tx)")
      #expect(old.ty == new.ty)
    }
  }

  /// The same inside a `.position` whose point moves from x 100 to 300 with the change: the layout
  /// places the stack at the moving point with the new text at its new size, but the text's frame (its
  /// geometry record) animates from where it was, (0, 48 wide) to (200, 12 wide), and both copies are
  /// centred there, so the outgoing copy starts where it was drawn. (Regression: it was centred on
  /// the new text's place in the layout, 18 points left of where it had been.)
  @Test func bothCopiesFollowTheTextsFrameInAMovingPosition() throws {
    let view = PhaseAnimator(["1111", "1"]) { phase in
      VStack(alignment: .leading, spacing: 0) {
        Color.blue.frame(width: 200, height: 10)
        Text(phase).font(.system(size: 20))
      }
      .frame(width: 200, height: 30)
      .modifier(.effect(PositionLayout(x: phase == "1" ? 300 : 100, y: 200)))
    } animation: { _ in .linear(duration: 1) }
    let rt = try SceneRuntime(root: view, canvasSize: CGSize(width: 400, height: 400), measurer: FixedTextMeasurer())
    for t in [0.0, 0.25, 0.5, 0.75] {
      let runs = texts(try rt.displayList(at: t))
      #expect(runs.map(\.0) == ["1111", "1"], "at \(t)")
      let centre = 24 + 182 * t
      let old = try #require(runs.first { $0.0 == "1111" }?.1), new = try #require(runs.first { $0.0 == "1" }?.1)
      #expect(abs(old.tx - (centre - 24)) < 1e-9, "at \(t): \(old.tx)")
      #expect(abs(new.tx - (centre - 6)) < 1e-9, "at \(t): \(new.tx)")
      #expect(old.ty == new.ty)
    }
  }

  @Test func unanimatedTextChangeSwapsAtOnce() throws {
    let view = PhaseAnimator(["1", "100"]) { phase in
      Text(phase).font(.system(size: 20))
    } animation: { _ in nil }
    let rt = try SceneRuntime(root: view, canvasSize: CGSize(width: 400, height: 400), measurer: FixedTextMeasurer())
    let nodes = try rt.inspect(at: 0).nodes
    #expect(nodes.count == 1 && nodes[0].modifiers.allSatisfy { $0.name != "contentTransition" })
  }
}
