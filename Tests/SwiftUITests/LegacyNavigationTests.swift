import Foundation
@_spi(AnimRender) import SwiftUI
import XCTest

// iOS 13–14 navigation code (`navigationBarTitle(_:displayMode:)`, `navigationBarItems`,
// `accentColor`) against the modifiers Apple's deprecation notes name as their replacements.
private struct OldBar: View {
  var body: some View {
    NavigationView {
      Text("Row")
        .navigationBarTitle("Settings", displayMode: .inline)
        .navigationBarItems(leading: Text("Back"), trailing: Text("Edit"))
    }
  }
}

private struct NewBar: View {
  var body: some View {
    NavigationView {
      Text("Row")
        .navigationTitle("Settings")
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
          ToolbarItem(placement: .navigationBarLeading) { Text("Back") }
          ToolbarItem(placement: .navigationBarTrailing) { Text("Edit") }
        }
    }
  }
}

private struct LargeOldTitle: View {
  var body: some View {
    NavigationView { Text("Row").navigationBarTitle(Text("Inbox")) }
  }
}

private struct HiddenBar: View {
  var old = true
  var bars: [ToolbarPlacement] = [.navigationBar]
  var body: some View {
    NavigationStack {
      if old {
        Text("Row").navigationTitle("Settings").navigationBarHidden(true)
      } else {
        Text("Row").navigationTitle("Settings").toolbar(.hidden, for: bars.first!)
      }
    }
  }
}

private struct Accent: View {
  var body: some View {
    HStack {
      Text("plain").foregroundStyle(Color.accentColor)
      Text("accented").foregroundStyle(Color.accentColor).accentColor(Color(red: 1, green: 0, blue: 0))
    }
  }
}

final class LegacyNavigationTests: XCTestCase {
  /// The texts' places: the old modifiers put the title and items where the new ones do, and where
  /// `LayoutNavigationParityTests` pins them on a 390-wide canvas (items 16 from the edges at 13.5,
  /// the inline title centred).
  func testDeprecatedBarModifiersDrawAsTheirReplacements() throws {
    func places(_ scene: _SceneDescription) throws -> [String: [Double]] {
      let nodes = try InspectedNode.frames(scene, at: [0])[0]
      return Dictionary(nodes.compactMap { n in n.text.map { ($0, n.bounds) } }, uniquingKeysWith: { a, _ in a })
    }
    let old = try places(_scene(width: 390, height: 300) { OldBar() })
    let new = try places(_scene(width: 390, height: 300) { NewBar() })
    XCTAssertEqual(old, new)
    XCTAssertEqual(old["Back"]?.prefix(2), [16, 13.5])
    XCTAssertEqual(old["Settings"]?[1], 13.5, "the inline title is in the bar: \(old)")
  }

  /// Without a display mode the old title is a large title, as `navigationTitle` alone gives: under
  /// the bar, not centred in it.
  func testDeprecatedTitleWithoutModeIsLarge() throws {
    let nodes = try InspectedNode.frames(_scene(width: 390, height: 300) { LargeOldTitle() }, at: [0])[0]
    let title = try XCTUnwrap(nodes.text("Inbox"))
    XCTAssertEqual(title.x, 16, "a large title starts at the leading margin: \(title.bounds)")
    XCTAssertGreaterThan(title.y, 40, "a large title sits under the bar's 44 points: \(title.bounds)")
  }

  /// A hidden bar draws no title and gives its room to the content: on a 390 × 300 canvas a 17-point
  /// row is centred in the whole height (141.5), not under the 44-point bar and 52-point large title
  /// (96 + (204 − 17) / 2 = 189.5). Hiding the tab bar leaves the navigation bar.
  func testHiddenNavigationBarGivesItsRoomToTheContent() throws {
    for scene in [_scene(width: 390, height: 300) { HiddenBar() }, _scene(width: 390, height: 300) { HiddenBar(old: false) }] {
      let nodes = try InspectedNode.frames(scene, at: [0])[0]
      XCTAssertNil(nodes.text("Settings"), "\(nodes.compactMap(\.text))")
      XCTAssertEqual(try XCTUnwrap(nodes.text("Row")).y, 141.5, accuracy: 0.001)
    }
    let shown = try InspectedNode.frames(_scene(width: 390, height: 300) { HiddenBar(old: false, bars: [.tabBar]) }, at: [0])[0]
    XCTAssertNotNil(shown.text("Settings"))
    XCTAssertEqual(try XCTUnwrap(shown.text("Row")).y, 189.5, accuracy: 0.001)
  }

  /// `accentColor(_:)` is `tint(_:)`: `Color.accentColor` below it takes the colour; beside it, the
  /// default system blue.
  func testAccentColorModifierTintsAccentColorBelowIt() throws {
    let line = try inspectLines(compiled: _scene(width: 200, height: 40) { Accent() }, at: [0])[0]
    XCTAssertTrue(line.contains(#""text":"accented""#) && line.contains(#""rgba":[1,0,0,1]"#), line)
    XCTAssertTrue(line.contains(#""rgba":[0,0.478,1,1]"#), "system blue beside it: \(line)")
  }
}
