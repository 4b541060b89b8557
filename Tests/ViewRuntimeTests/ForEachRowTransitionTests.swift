import Foundation
import Testing
@testable import ViewRuntime

/// A `ForEach` row of several views, one of them a custom view (`Row(item); Divider()`). SwiftUI makes
/// each view of the row a child of the container with its own identity (the element's id and its place
/// in the row), so in an animated update each view of an inserted or removed row transitions, with
/// `.opacity` unless it has a transition of its own. The same holds for an `if` block of several views.
@Suite("ForEach rows of several views")
struct ForEachRowTransitionTests {
  /// A custom view (a component, with state of its own): a 100 × 20 text.
  private static func row(_ id: Int) -> some View {
    Component("Row", state: StateKey("taps", 0)) { _ in Text("Row \(id)").frame(width: 100, height: 20) }
  }

  /// Rows of `Row(id)` and a `Divider()` for 1 and 2; a tap at 1 s changes the ids in a 1 s linear animation.
  private static func list(_ change: @escaping ([Int]) -> [Int]) -> some View {
    let items = StateKey("items", [1, 2])
    return Component("List", state: items) { s in
      VStack(spacing: 0) {
        ForEach(s[items], id: \.self) { id in
          row(id)
          Divider()
        }
      }
      .frame(width: 200, height: 200)
      .onTapGesture { withAnimation(.linear(duration: 1)) { s[items] = change(s[items]) } }
    }
  }

  private static func runtime(_ root: some View) throws -> SceneRuntime {
    try SceneRuntime(root: root, canvasSize: CGSize(width: 200, height: 200), taps: [1], measurer: FixedTextMeasurer())
  }

  /// The opacity a node is drawn at: the product of the opacity modifiers around it.
  private static func opacity(_ node: InspectNode) -> Double {
    node.modifiers.filter { $0.name == "opacity" }.compactMap { $0.values["value"]?.first }.reduce(1, *)
  }

  /// A row's text and the divider drawn right under its 20-point frame (the stack has no spacing).
  private static func rowViews(_ ins: FrameInspection, _ id: Int) -> (text: InspectNode, divider: InspectNode)? {
    guard let text = ins.nodes.first(where: { $0.text == "Row \(id)" }) else { return nil }
    let bottom = text.bounds[1] + text.bounds[3] / 2 + 10
    guard let divider = ins.nodes.first(where: { $0.shape == "Rectangle" && abs($0.bounds[1] - bottom) < 1e-6 }) else { return nil }
    return (text, divider)
  }

  /// Appended in a 1 s linear animation from 1 s, the new row's two views fade in together: the
  /// `.opacity` transition's progress is the linear curve's, 0.25 at 1.25 s and 0.5 at 1.5 s; at rest
  /// they are drawn without it. The rows that were there (two texts, two dividers) are drawn whole.
  @Test func bothViewsOfAnInsertedRowFadeIn() throws {
    let rt = try Self.runtime(Self.list { $0 + [3] })
    #expect(try rt.inspect(at: 0.5).nodes.allSatisfy { $0.text != "Row 3" })
    for (t, p) in [(1.25, 0.25), (1.5, 0.5)] {
      let ins = try rt.inspect(at: t)
      let new = try #require(Self.rowViews(ins, 3), "at \(t): \(ins.nodes.map { $0.text ?? $0.shape ?? "" })")
      #expect(abs(Self.opacity(new.text) - p) < 1e-9, "at \(t)")
      #expect(abs(Self.opacity(new.divider) - p) < 1e-9, "at \(t)")
      for id in [1, 2] {
        #expect(Self.opacity(try #require(ins.nodes.first { $0.text == "Row \(id)" })) == 1)
      }
      #expect(ins.nodes.filter { $0.shape == "Rectangle" && Self.opacity($0) == 1 }.count == 2)
    }
    let settled = try #require(Self.rowViews(try rt.inspect(at: 2.5), 3))
    #expect(Self.opacity(settled.text) == 1 && Self.opacity(settled.divider) == 1)
  }

  /// Removed in the animation, the first row's two views fade out where they were (half way at
  /// 1.5 s) and are gone when it ends, leaving one row and one divider.
  @Test func bothViewsOfARemovedRowFadeOut() throws {
    let rt = try Self.runtime(Self.list { Array($0.dropFirst()) })
    let before = try #require(Self.rowViews(try rt.inspect(at: 0.5), 1))
    let leaving = try #require(Self.rowViews(try rt.inspect(at: 1.5), 1))
    #expect(abs(Self.opacity(leaving.text) - 0.5) < 1e-9 && abs(Self.opacity(leaving.divider) - 0.5) < 1e-9)
    #expect(leaving.text.bounds == before.text.bounds)
    let after = try rt.inspect(at: 2.5)
    #expect(after.nodes.allSatisfy { $0.text != "Row 1" })
    #expect(after.nodes.filter { $0.shape == "Rectangle" }.count == 1)
    #expect(Self.rowViews(after, 2) != nil)
  }

  /// A transition set in the custom view's body is the view's (as in SwiftUI, where it is a trait of
  /// the body's view): the row's text slides in from the leading edge by its 100-point frame's width
  /// times the remaining progress while its divider, with no transition of its own, fades.
  @Test func aTransitionInTheCustomViewsBodyIsItsOwn() throws {
    let items = StateKey("items", [1])
    let root = Component("List", state: items) { s in
      VStack(spacing: 0) {
        ForEach(s[items], id: \.self) { id in
          Component("Sliding", state: StateKey("taps", 0)) { _ in
            Text("Row \(id)").frame(width: 100, height: 20).transition(.move(edge: .leading))
          }
          Divider()
        }
      }
      .frame(width: 200, height: 200)
      .onTapGesture { withAnimation(.linear(duration: 1)) { s[items].append(2) } }
    }
    let rt = try Self.runtime(root)
    let mid = try #require(Self.rowViews(try rt.inspect(at: 1.25), 2))
    let end = try #require(Self.rowViews(try rt.inspect(at: 2.5), 2))
    #expect(abs(mid.text.bounds[0] - (end.text.bounds[0] - 75)) < 1e-9)
    #expect(Self.opacity(mid.text) == 1)
    #expect(abs(Self.opacity(mid.divider) - 0.25) < 1e-9)
  }

  /// An `if` block of a custom view and a divider: each view transitions on its own, as a block of
  /// built-in views does.
  @Test func anIfBlockWithACustomViewTransitions() throws {
    let show = StateKey("show", false)
    let root = Component("Toggler", state: show) { s in
      VStack(spacing: 0) {
        Text("Title").frame(width: 100, height: 20)
        if s[show] {
          Self.row(9)
          Divider()
        }
      }
      .frame(width: 200, height: 200)
      .onTapGesture { withAnimation(.linear(duration: 1)) { s[show].toggle() } }
    }
    let rt = try Self.runtime(root)
    let entering = try #require(Self.rowViews(try rt.inspect(at: 1.5), 9))
    #expect(abs(Self.opacity(entering.text) - 0.5) < 1e-9 && abs(Self.opacity(entering.divider) - 0.5) < 1e-9)
  }
}
