import Foundation
@_spi(AnimRender) import SwiftUI
import XCTest

// A sheet whose shown view sets its own detent and drag indicator in its body, as apps write it: the
// sheet opens at `.medium` (half of the 844-point screen: its content starts below y = 422, under the
// 5-point indicator 36 points wide), not `.large` (10 points below the top).
private struct FilterSheet: View {
  var body: some View {
    Text("Guests: 2")
      .frame(maxWidth: .infinity, alignment: .leading)
      .presentationDetents([.medium, .large])
      .presentationDragIndicator(.visible)
  }
}

private struct Stays: View {
  @State private var show = false
  var body: some View {
    Button("Filters") { show = true }
      .sheet(isPresented: $show) { FilterSheet() }
  }
}

final class SheetSettingsInBodyTests: XCTestCase {
  func testSettingsInTheShownViewsBodyReachTheSheet() throws {
    let nodes = try InspectedNode.frames(_scene(width: 390, height: 844, taps: [0.2]) { Stays() }, at: [0.5])[0]
    let text = try XCTUnwrap(nodes.text("Guests: 2"))
    XCTAssertGreaterThan(text.y, 422)
    XCTAssertNotNil(nodes.first { abs($0.width - 36) < 1e-6 && abs($0.height - 5) < 1e-6 }, "the drag indicator")
  }
}
