import Foundation
import Graphics
@_spi(AnimRender) import SwiftUI
import struct ViewRuntime.InteractionEvent
import XCTest

// A page-style `TabView` is a horizontal pager (https://developer.apple.com/documentation/swiftui/pagetabviewstyle):
// an animated selection change slides the strip (the old page out to the leading edge, the new one in
// from the trailing edge, both at full width), an unanimated one jumps, the dots stay put.

private let long = "Track habits with a single tap and watch your streaks grow over time, day after day."

private struct Pager: View {
  let animation: Animation
  @State private var page = 0

  var body: some View {
    VStack(spacing: 0) {
      TabView(selection: $page) {
        ForEach(0..<3, id: \.self) { i in
          VStack(alignment: .leading, spacing: 0) {
            Text("Page \(i)")
            Text("\(i): " + long)
          }
          .frame(maxWidth: .infinity, alignment: .leading)
          .tag(i)
        }
      }
      .tabViewStyle(.page)
      .frame(height: 200)
      Button("Next") { withAnimation(animation) { page += 1 } }
      Button("Back") { withAnimation(animation) { page -= 1 } }
      Button("Jump") { page = 2 }
    }
  }
}

private struct Counter: View {
  @State private var taps = 0
  var body: some View { Button("Count \(taps)") { taps += 1 } }
}

private struct CountingPager: View {
  @State private var page = 0
  var body: some View {
    VStack(spacing: 0) {
      TabView(selection: $page) {
        Counter().tag(0)
        Text("Other").tag(1)
      }
      .tabViewStyle(.page(indexDisplayMode: .never))
      .frame(height: 200)
      Button("Next") { withAnimation(.linear(duration: 1)) { page = 1 } }
      Button("Back") { withAnimation(.linear(duration: 1)) { page = 0 } }
    }
  }
}

final class PageTabViewSlideTests: XCTestCase {
  /// A page keeps its state while another is shown.
  func testAPageKeepsItsStateOffScreen() throws {
    let events = [tapEvent(at: 0.2, on: "Count 0"), tapEvent(at: 0.5, on: "Next"), tapEvent(at: 2, on: "Back")]
    let lines = try inspectLines(compiled: _scene(width: 300, height: 400) { CountingPager() }, events: events, at: [0.3, 1.8, 3.2])
    XCTAssertTrue(lines[0].contains("\"Count 1\""), lines[0])
    XCTAssertFalse(lines[1].contains("\"Count"), lines[1])
    XCTAssertTrue(lines[2].contains("\"Count 1\""), lines[2])
  }

  private func frames(_ animation: Animation, _ events: [InteractionEvent], at times: [Double]) throws -> [[[String: Any]]] {
    let lines = try inspectLines(compiled: _scene(width: 300, height: 400) { Pager(animation: animation) }, events: events, at: times)
    return try lines.map { try XCTUnwrap((try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])?["nodes"] as? [[String: Any]], $0) }
  }

  private func bounds(_ nodes: [[String: Any]], _ text: String) -> [Double]? {
    nodes.first { $0["text"] as? String == text }?["bounds"] as? [Double]
  }

  private func dots(_ nodes: [[String: Any]]) -> [[Double]] {
    nodes.filter { $0["shape"] as? String == "Circle" }.compactMap { $0["bounds"] as? [Double] }
  }

  /// Linear, 1 s from page 0 to 1, tapped at 0.5: at 0.75 the strip has moved a quarter of a page.
  /// Going back slides the other way; each page keeps the pager's width (its long text wraps).
  func testAnAnimatedSelectionSlidesThePagesAndBack() throws {
    let f = try frames(.linear(duration: 1), [tapEvent(at: 0.5, on: "Next"), tapEvent(at: 2, on: "Back")], at: [0.2, 0.75, 1.8, 2.25, 3.2])
    XCTAssertEqual(bounds(f[0], "Page 0")?[0] ?? -1, 0, accuracy: 0.01)
    XCTAssertNil(bounds(f[0], "Page 1"), "at rest only the selected page is drawn")
    XCTAssertEqual(bounds(f[1], "Page 0")?[0] ?? 1e9, -75, accuracy: 0.01)
    XCTAssertEqual(bounds(f[1], "Page 1")?[0] ?? 1e9, 225, accuracy: 0.01)
    XCTAssertNil(bounds(f[1], "Page 2"))
    XCTAssertEqual(bounds(f[2], "Page 1")?[0] ?? -1, 0, accuracy: 0.01)
    XCTAssertNil(bounds(f[2], "Page 0"))
    // Back: page 1 leaves to the trailing edge, page 0 comes in from the leading one.
    XCTAssertEqual(bounds(f[3], "Page 1")?[0] ?? 1e9, 75, accuracy: 0.01)
    XCTAssertEqual(bounds(f[3], "Page 0")?[0] ?? 1e9, -225, accuracy: 0.01)
    XCTAssertEqual(bounds(f[4], "Page 0")?[0] ?? -1, 0, accuracy: 0.01)
    // Mid-slide, both pages are as wide as the pager: their long texts wrap as at rest.
    let rest = try XCTUnwrap(bounds(f[0], "0: " + long))
    for (i, frame) in [(0, f[1]), (1, f[1]), (0, f[3])] {
      let text = try XCTUnwrap(bounds(frame, "\(i): " + long), "page \(i)")
      XCTAssertLessThanOrEqual(text[2], 300)
      XCTAssertEqual(text[3], rest[3], accuracy: 0.01, "page \(i) keeps its line count")
      XCTAssertGreaterThan(text[3], 2 * (bounds(frame, "Page \(i)")?[3] ?? 0), "wrapped")
    }
    // The dots do not move with the pages.
    XCTAssertEqual(dots(f[1]), dots(f[0]))
    XCTAssertEqual(dots(f[0]).count, 3)
  }

  /// `.easeInOut(duration: 1)`: the strip follows the curve's cubic bézier (0.42, 0, 0.58, 1).
  func testTheSlideFollowsTheAnimationsCurve() throws {
    let f = try frames(.easeInOut(duration: 1), [tapEvent(at: 0.5, on: "Next")], at: [0.2, 0.75])
    let progress = bezier(0.25, 0.42, 0.58)
    XCTAssertEqual(bounds(f[1], "Page 0")?[0] ?? 1e9, -300 * progress, accuracy: 0.05)
    XCTAssertEqual(bounds(f[1], "Page 1")?[0] ?? 1e9, 300 * (1 - progress), accuracy: 0.05)
  }

  /// Without an animation the pager jumps.
  func testAnUnanimatedSelectionJumps() throws {
    let f = try frames(.linear(duration: 1), [tapEvent(at: 0.5, on: "Jump")], at: [0.2, 0.5, 0.6])
    for frame in f[1...] {
      XCTAssertEqual(bounds(frame, "Page 2")?[0] ?? -1, 0, accuracy: 0.01)
      XCTAssertNil(bounds(frame, "Page 0"))
      XCTAssertNil(bounds(frame, "Page 1"))
    }
  }

  /// y of the cubic bézier with control x's `x1`, `x2` (y's 0 and 1) where its x is `x`.
  private func bezier(_ x: Double, _ x1: Double, _ x2: Double) -> Double {
    func b(_ t: Double, _ p1: Double, _ p2: Double) -> Double { 3 * (1 - t) * (1 - t) * t * p1 + 3 * (1 - t) * t * t * p2 + t * t * t }
    var lo = 0.0, hi = 1.0
    for _ in 0..<60 { let m = (lo + hi) / 2; if b(m, x1, x2) < x { lo = m } else { hi = m } }
    return b((lo + hi) / 2, 0, 1)
  }
}
