import Foundation
import Testing
@testable import ViewRuntime

/// A looping phase animator runs for as long as the clip: its thousands of steps must neither
/// deepen the tree it resolves nor slow the runtime down.
@Suite("Long phase loops")
struct PhaseLoopTests {
  @Test func aLoopOfManyShortStepsKeepsGoing() throws {
    // 0 ↔ 50 with 10 ms linear steps, inside a stack: 800 steps by t = 4. Each step starts when the
    // previous one is logically complete, so at t = 4.005 the loop is halfway through a step.
    let view = VStack {
      Circle().frame(width: 10, height: 10).phaseAnimator([0.0, 50.0]) { content, x in
        content.offset(x: x)
      } animation: { _ in .linear(duration: 0.01) }
    }
    let rt = try SceneRuntime(root: view, canvasSize: CGSize(width: 200, height: 100), measurer: FixedTextMeasurer())
    let offset = try #require(try rt.inspect(at: 4.005).nodes.first?.modifiers.first { $0.name == "offset" }?.values["x"]?.first)
    #expect(abs(offset - 25) < 1e-6)
  }
}
