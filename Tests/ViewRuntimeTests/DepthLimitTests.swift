import Foundation
import Testing
@testable import ViewRuntime

/// A view tree nested past the depth budget ends in the one-line error, not a stack overflow.
@Suite("Depth limit")
struct DepthLimitTests {
  /// Runs `body` on a thread with a large stack: releasing a 100,000-level `ViewNode` chain recurses
  /// once per level in the Swift runtime, which the test's own thread may not have room for.
  private func onLargeStack(_ size: Int = 1 << 30, _ body: @escaping @Sendable () -> Void) {
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
      body()
      done.signal()
    }
    thread.stackSize = size
    thread.start()
    done.wait()
  }

  private static func padded(_ levels: Int) -> AnyView {
    var view = AnyView(Text("x"))
    for _ in 0..<levels { view = view.padding(0) }
    return view
  }

  @Test func farPastTheLimitThrowsTheError() {
    let limit = ResolveContext.maximumDepth
    onLargeStack {
      #expect(throws: ViewRuntimeError.treeTooDeep(limit: limit)) { try render(Self.padded(100_000)) }
    }
    #expect(ViewRuntimeError.treeTooDeep(limit: 7).description
      == "view tree too deep (more than 7 nested views and modifiers)")
  }

  /// Right at the budget still renders on the 8 MB stack the render pipeline's thread has (and the
  /// main thread, where `inspect` runs): the root Text plus `maximumDepth - 1` paddings is
  /// `maximumDepth` nested levels; one more padding is too deep.
  @Test func atTheLimitRendersAndOnePastThrows() {
    let limit = ResolveContext.maximumDepth
    onLargeStack(8 << 20) {
      let list = try? render(Self.padded(limit - 1)).0
      #expect(list?.items.contains { if case .text(let run, _) = $0 { run.text == "x" } else { false } } == true)
      #expect(throws: ViewRuntimeError.treeTooDeep(limit: limit)) { try render(Self.padded(limit)) }
    }
  }

  /// Nested groups recurse in flattening, not through `resolve`, and count against the same budget.
  @Test func nestedGroupsCountToo() {
    var node = ViewNode.text("x")
    for _ in 0..<5_000 { node = .group([node]) }
    let deep = AnyView(node: .stack(StackNode(axis: .vertical, alignment: .center, spacing: nil, children: [node])))
    #expect(throws: ViewRuntimeError.treeTooDeep(limit: ResolveContext.maximumDepth)) { try render(deep) }
  }
}
