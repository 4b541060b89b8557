import Foundation
import Testing
@testable import ViewRuntime

/// Counts runs of closures into "scene code".
private final class Runs: @unchecked Sendable {
  var counts: [String: Int] = [:]
  func tick(_ name: String) -> Int {
    counts[name, default: 0] += 1
    return counts[name]!
  }
}

/// Work follows change, as in SwiftUI: a body runs when its state changed or its parent produced
/// it anew, a phase animator's content when its phase changed, not on every frame or event.
@Suite("Runtime work")
struct RuntimeWorkTests {
  @Test func closuresRunWhenTheirInputsChange() throws {
    let runs = Runs()
    let count = StateKey("count", 0)
    func dot(_ i: Int) -> Component {
      Component("Dot\(i)", state: []) { _ in
        let _ = runs.tick("dot\(i)")
        Circle().frame(width: 10, height: 10).phaseAnimator([false, true]) { content, on in
          let _ = runs.tick("content\(i)")
          content.opacity(on ? 1 : 0.5)
        } animation: { _ in .linear(duration: 0.5) }
      }
    }
    let tapper = Component("Tapper", state: count) { s in
      let _ = runs.tick("tapper")
      Text("\(s[count])").onTapGesture { s[count] += 1 }
    }
    let view = HStack { dot(0); dot(1); dot(2); tapper }
    let rt = try SceneRuntime(root: view, canvasSize: CGSize(width: 300, height: 100), taps: [1.0],
                              measurer: FixedTextMeasurer())
    for frame in 0...20 {
      let t = Double(frame) / 10
      let frameNodes = try rt.inspect(at: t).nodes
      // Each loop: 0.5 ↔ 1 linearly over 0.5 s, starting at 0 towards 1.
      let cycle = t.truncatingRemainder(dividingBy: 1)
      let expected = cycle <= 0.5 ? 0.5 + cycle : 1.5 - cycle
      let opacity = try #require(frameNodes.first?.modifiers.first { $0.name == "opacity" }?.values["value"]?.first)
      #expect(abs(opacity - expected) < 1e-9, "opacity at \(t)")
    }
    #expect(try rt.inspect(at: 2.0).nodes.last?.text == "1")
    for i in 0..<3 {
      // The dots' bodies ran once: nothing they depend on changed.
      #expect(runs.counts["dot\(i)"] == 1)
      // Phase 0 when the view appears, then one run per step: at 0, 0.5, 1, 1.5 and 2.
      #expect(runs.counts["content\(i)"] == 6)
    }
    // At the start and after the tap wrote its state.
    #expect(runs.counts["tapper"] == 2)
  }
}
