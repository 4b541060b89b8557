import Foundation
@_spi(AnimRender) import SwiftUI
import XCTest

// `AsyncImage` as apps write it: a render never loads the URL, so each form shows what a device shows
// while the image loads.
private struct Avatars: View {
  let url = URL(string: "https://example.com/a.png")
  var body: some View {
    VStack(spacing: 0) {
      AsyncImage(url: url) { image in
        image.resizable()
      } placeholder: {
        Text("Loading")
      }
      AsyncImage(url: url) { phase in
        switch phase {
        case .empty: Text("Empty")
        case .success(let image): image
        case .failure: Text("Failed")
        @unknown default: EmptyView()
        }
      }
      AsyncImage(url: nil).frame(width: 80, height: 60)
    }
  }
}

final class AsyncImageTests: XCTestCase {
  /// The placeholder closure's view and the phase closure's `.empty` case are drawn, and they stay
  /// through the clip (no load ever completes); the default placeholder is a fill of all the space its
  /// frame offers: 80 × 60, centred on the 200-wide canvas (x = 60), under the two texts (17 points
  /// tall each with the tests' fixed text metrics).
  func testEveryFormShowsItsLoadingPlaceholder() throws {
    let frames = try InspectedNode.frames(_scene(width: 200, height: 200) { Avatars() }, at: [0, 2])
    for nodes in frames {
      XCTAssertNotNil(nodes.text("Loading"), "\(nodes.compactMap(\.text))")
      XCTAssertNotNil(nodes.text("Empty"))
      XCTAssertNil(nodes.text("Failed"))
    }
    let line = try inspectLines(compiled: _scene(width: 200, height: 200) { Avatars() }, at: [0])[0]
    // The stack is 17 + 17 + 60 = 94 tall, centred in 200: it starts at 53, the fill at 53 + 34 = 87.
    XCTAssertTrue(line.contains(#""shape":"Color","bounds":[60,87,80,60]"#), line)
    XCTAssertNil(AsyncImagePhase.empty.image)
  }
}
