import Foundation
import Graphics
@_spi(AnimRender) import SwiftUI
import XCTest

// `minimumScaleFactor` with the parity measurer: each character is 0.6 × the font size wide and a line
// is 1 × the size high. "12345678" at 20 points is 96 wide, so in 48 points on one line it must shrink
// to 0.5. The scale is bisected seven times from [minimum, 1]: from 0.25 the steps try 0.625 (no),
// 0.4375 (fits), 0.53125 (no), 0.484375 (fits), 0.5078125 (no), 0.49609375 (fits), 0.501953125 (no),
// so the text is drawn at 20 × 0.49609375 = 9.921875 points, 47.625 wide.
private struct Shrinking: View {
  var body: some View {
    VStack(spacing: 0) {
      Text("12345678").font(.system(size: 20)).lineLimit(1).minimumScaleFactor(0.25).frame(width: 48)
      Text("abcdefgh").font(.system(size: 20)).lineLimit(1).minimumScaleFactor(0.75).frame(width: 48)
      Text("ab").font(.system(size: 20)).lineLimit(1).minimumScaleFactor(0.25).frame(width: 48)
    }
  }
}

final class MinimumScaleFactorTests: XCTestCase {
  private func runs() throws -> [TextRun] {
    try displayLists(compiled: _scene(width: 200, height: 200) { Shrinking() }, at: [0])[0].items.compactMap {
      if case .text(let run, _) = $0 { return run }
      return nil
    }
  }

  func testATextShrinksToTheLargestScaleThatFitsItsLine() throws {
    let run = try XCTUnwrap(runs().first { $0.text == "12345678" })
    XCTAssertEqual(run.font.size, 9.921875, accuracy: 1e-9)
    let node = try XCTUnwrap(InspectedNode.frames(_scene(width: 200, height: 200) { Shrinking() }, at: [0])[0].text("12345678"))
    // Inspect prints four decimals.
    XCTAssertEqual(node.width, 47.625, accuracy: 1e-4)
    XCTAssertEqual(node.height, 9.921875, accuracy: 1e-4)
  }

  /// At its minimum (15 points: 9 wide per character) "abcdefgh" still needs 72 of the 48: it stays at
  /// 15 points and is cut with an ellipsis, as the text without the modifier is at 20.
  func testATextThatCannotFitIsCutAtItsMinimumScale() throws {
    let run = try XCTUnwrap(runs().first { $0.text.hasPrefix("abcd") })
    XCTAssertEqual(run.font.size, 15, accuracy: 1e-9)
    XCTAssertTrue(run.text.hasSuffix("…"), run.text)
  }

  func testATextThatFitsKeepsItsSize() throws {
    let run = try XCTUnwrap(runs().first { $0.text == "ab" })
    XCTAssertEqual(run.font.size, 20, accuracy: 1e-9)
  }
}
