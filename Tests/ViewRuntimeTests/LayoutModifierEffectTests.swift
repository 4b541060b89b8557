import Foundation
import Graphics
import Testing
@testable import ViewRuntime

/// The layout and event modifiers that became ``ViewEffect`` files (issue 20, item 3) keep their rules:
/// bad numbers are ignored, and the views they add are resolved in the same order.
@Suite("Layout modifier effects")
struct LayoutModifierEffectTests {
  /// A NaN or infinite padding length counts as zero: the blue background is the red 20×10 view plus
  /// 5 points on the leading and trailing edges only, 30×10.
  @Test func nonFinitePaddingCountsAsZero() throws {
    let insets = EdgeInsets(top: .nan, leading: 5, bottom: .infinity, trailing: 5)
    let view = Color.red.frame(width: 20, height: 10).padding(insets).background(Color.blue)
    let fills = fillBounds(try render(view, width: 100, height: 100).0)
    try #require(fills.count == 2)
    let (blue, red) = (fills[0], fills[1])
    #expect(close(Double(blue.width), 30) && close(Double(blue.height), 10))
    #expect(close(Double(red.width), 20) && close(Double(red.height), 10))
    #expect(close(Double(red.minX - blue.minX), 5) && close(Double(red.minY), Double(blue.minY)))
  }

  /// `.aspectRatio(2, contentMode: .fit)` in a 100×100 proposal is 100×50; a ratio that is not positive
  /// and finite is ignored (the content's own ratio is used, as with nil), never a zero-width view.
  @Test func aspectRatioFitsAndIgnoresBadRatios() throws {
    let fit = fillBounds(try render(Color.red.aspectRatio(2, contentMode: .fit), width: 100, height: 100).0)
    try #require(fit.count == 1)
    #expect(close(Double(fit[0].width), 100) && close(Double(fit[0].height), 50))
    let unset = fillBounds(try render(Color.red.aspectRatio(nil, contentMode: .fit), width: 100, height: 60).0)
    for bad in [0, -2, Double.nan, .infinity] {
      let drawn = fillBounds(try render(Color.red.aspectRatio(bad, contentMode: .fit), width: 100, height: 60).0)
      #expect(drawn.count == unset.count && zip(drawn, unset).allSatisfy { close($0, $1) }, "ratio \(bad)")
    }
  }

  /// A background is resolved before the content it is behind and an overlay after it, so their
  /// `onAppear` actions run in that order.
  @Test func backgroundAppearsBeforeContentAndOverlayAfter() throws {
    let log = StateKey("log", "")
    let view = Component("Order", state: log) { s in
      Text(s[log])
        .onAppear { s[log] += "c" }
        .background(Color.red.onAppear { s[log] += "b" })
        .overlay(Color.blue.onAppear { s[log] += "o" })
    }
    let rt = try SceneRuntime(root: view, canvasSize: CGSize(width: 200, height: 100), measurer: FixedTextMeasurer())
    #expect(try rt.inspect(at: 0).nodes.first { $0.kind == .text }?.text == "bco")
  }
}
