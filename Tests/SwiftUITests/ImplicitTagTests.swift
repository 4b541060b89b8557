import Foundation
@_spi(AnimRender) import SwiftUI
import XCTest

// Pickers and tab views over a `ForEach` without `.tag`s, as apps write them: each view is tagged
// with its element's id, as SwiftUI's ForEach does for them.
private struct Ranges: View {
  @State private var range = "Week"
  @State private var size = 2
  var body: some View {
    VStack {
      Picker("Range", selection: $range) {
        ForEach(["Day", "Week", "Month"], id: \.self) { Text($0) }
      }
      .pickerStyle(.segmented)
      // An explicit tag wins over the implicit one.
      Picker("Size", selection: $size) {
        ForEach(0..<3) { i in Text("S\(i)").tag(i + 1) }
      }
      .pickerStyle(.segmented)
    }
  }
}

private struct Flavour: Identifiable {
  let id: String
}

private struct Tabs: View {
  @State private var tab = "lime"
  let flavours = [Flavour(id: "mint"), Flavour(id: "lime"), Flavour(id: "plum")]
  var body: some View {
    TabView(selection: $tab) {
      ForEach(flavours) { flavour in
        Text("Page \(flavour.id)").tabItem { Label(flavour.id, systemImage: "leaf") }
      }
    }
  }
}

final class ImplicitTagTests: XCTestCase {
  /// The `picker` modifier's `selected` index of each picker, in order.
  func selections(_ scene: _SceneDescription) throws -> [Int] {
    var seen: [Int] = []
    for node in try InspectedNode.frames(scene, at: [0])[0] where node.text != nil {
      let modifiers = node.json["modifiers"] as? [[String: Any]] ?? []
      if let picker = modifiers.first(where: { $0["name"] as? String == "picker" }), let i = picker["selected"] as? Int,
         node.text == ["Day", "S0"].first(where: { $0 == node.text }) {
        seen.append(i)
      }
    }
    return seen
  }

  func testAForEachsIdsTagItsPickerOptions() throws {
    // "Week" is the second option; the size picker's tags are 1, 2, 3, so 2 is its second.
    XCTAssertEqual(try selections(_scene(width: 300, height: 200) { Ranges() }), [1, 1])
  }

  func testAForEachsIdsTagItsTabs() throws {
    let nodes = try InspectedNode.frames(_scene(width: 390, height: 600) { Tabs() }, at: [0])[0]
    XCTAssertNotNil(nodes.text("Page lime"), "the selected tab's page: \(nodes.compactMap(\.text))")
    XCTAssertNil(nodes.text("Page mint"))
  }
}
