import Foundation
@_spi(AnimRender) import SwiftUI
import XCTest

// What a frame at rest does not show: context menus, swipe actions, pull to refresh, hover, keyboard
// and text-selection settings, row selection, system-gesture deferral, dismissing a search, scroll
// indicators, VoiceOver's labels and traits. The reference is the
// same scene without them; `ContentUnavailableView` and `LabeledContent` are checked against their layout.

private struct Row: View {
  let concealed: Bool
  @State private var count = 0
  @Environment(\.dismissSearch) private var dismissSearch

  var body: some View {
    let row = HStack {
      Label("Inbox", systemImage: "tray")
      Spacer()
      Text("\(count)")
    }
    .padding(12)
    .onTapGesture { dismissSearch(); count += 1 }
    if concealed {
      row
        .contextMenu { Button("Mark all read") {} }
        .swipeActions(edge: .leading) { Button("Pin") {} }
        .refreshable {}
        .onHover { _ in count = 99 }
        .hoverEffect(.lift)
        .hoverEffectDisabled(false)
        .help("Your messages")
        .textSelection(.enabled)
        .keyboardType(.numberPad)
        .scrollDismissesKeyboard(.interactively)
        .scrollIndicators(.hidden)
        .privacySensitive()
        .selectionDisabled()
        .defersSystemGestures(on: .bottom)
        .accessibilityElement(children: .combine)
        .accessibilityValue("\(count) unread")
        .accessibilityHint("Opens the inbox")
        .accessibilityAddTraits([.isButton, .isHeader])
        .accessibilityRemoveTraits(.isImage)
        .accessibilityHidden(false)
        .accessibilitySortPriority(1)
        .accessibilityAction(named: "Archive") { count = 42 }
    } else {
      row
    }
  }
}

final class ConcealedInteractionParityTests: XCTestCase {
  /// The modifiers change nothing drawn, before and after a tap, and run none of their actions.
  func testConcealedInteractionsDrawNothing() throws {
    func lines(_ concealed: Bool) throws -> [String] {
      try inspectLines(compiled: _scene(width: 300, height: 80, taps: [0.5]) { Row(concealed: concealed) }, at: [0, 1])
    }
    let plain = try lines(false), concealed = try lines(true)
    XCTAssertTrue(plain[1].contains(#""text":"1""#), plain[1])
    XCTAssertEqual(concealed, plain)
  }

  /// An empty state: icon, bold title and secondary description stacked and centred in the space
  /// offered; `.search(text:)` names the query.
  func testContentUnavailableViewIsCentredInItsSpace() throws {
    let scene = _scene(width: 320, height: 400) {
      ContentUnavailableView("No Favorites", systemImage: "star", description: Text("Tap the star on a recipe to keep it here."))
    }
    let line = try inspectLines(compiled: scene, at: [0])[0]
    let nodes = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])["nodes"] as? [[String: Any]]
    func bounds(_ match: ([String: Any]) -> Bool) throws -> [Double] {
      try XCTUnwrap(nodes?.first(where: match)?["bounds"] as? [Double], line)
    }
    let icon = try bounds { $0["symbol"] as? String == "star" }
    let title = try bounds { $0["text"] as? String == "No Favorites" }
    let description = try bounds { ($0["text"] as? String)?.hasPrefix("Tap the star") == true }
    for b in [icon, title, description] { XCTAssertEqual(b[0] + b[2] / 2, 160, accuracy: 0.5, line) }
    XCTAssertLessThan(icon[1] + icon[3], title[1])
    XCTAssertLessThan(title[1] + title[3], description[1])
    // The group as a whole sits in the middle of the 400 points offered.
    XCTAssertEqual((icon[1] + description[1] + description[3]) / 2, 200, accuracy: 1, line)

    let search = try inspectLines(compiled: _scene(width: 320, height: 300) { ContentUnavailableView.search(text: "tofu") }, at: [0])[0]
    XCTAssertTrue(search.contains(#""text":"No Results for “tofu”""#), search)
    XCTAssertTrue(search.contains(#""text":"Check the spelling or try a new search.""#), search)
  }

  /// A `DisclosureGroup` without a binding keeps its own state: collapsed, then expanded by a tap on
  /// its row, its chevron turned a quarter.
  func testADisclosureGroupOpensOnATapWithItsOwnState() throws {
    let scene = _scene(width: 300, height: 200, taps: [0.5]) {
      DisclosureGroup("Details") { Text("Shipped Tuesday") }.padding()
    }
    let lines = try inspectLines(compiled: scene, at: [0, 1])
    XCTAssertFalse(lines[0].contains("Shipped Tuesday"), lines[0])
    XCTAssertTrue(lines[1].contains(#""text":"Shipped Tuesday""#), lines[1])
    XCTAssertTrue(lines[1].contains(#""degrees":90"#), lines[1])
  }

  /// `LabeledContent` puts its value on the label's row, at the trailing edge.
  func testLabeledContentPutsTheValueTrailing() throws {
    let scene = _scene(width: 300, height: 60) {
      LabeledContent("Version", value: "2.4.1").padding(.horizontal, 20)
    }
    let line = try inspectLines(compiled: scene, at: [0])[0]
    let nodes = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])["nodes"] as? [[String: Any]]
    let label = try XCTUnwrap(nodes?.first { $0["text"] as? String == "Version" }?["bounds"] as? [Double], line)
    let value = try XCTUnwrap(nodes?.first { $0["text"] as? String == "2.4.1" }?["bounds"] as? [Double], line)
    XCTAssertEqual(label[0], 20, accuracy: 0.01)
    XCTAssertEqual(value[0] + value[2], 280, accuracy: 0.01)
    XCTAssertEqual(label[1] + label[3] / 2, value[1] + value[3] / 2, accuracy: 0.01)
  }
}

private struct SortMenu: View {
  let asMenu: Bool
  @State private var order = "Newest"

  var body: some View {
    VStack(spacing: 12) {
      if asMenu {
        Menu("Sort") {
          Button("Newest") { order = "Newest" }
          Button("Oldest") { order = "Oldest" }
        } primaryAction: {
          order = "Oldest"
        }
        .buttonStyle(.bordered)
        Menu {
          Button("Delete", role: .destructive) {}
        } label: {
          Image(systemName: "ellipsis.circle")
        }
        .menuStyle(.button)
        .menuOrder(.fixed)
      } else {
        Button("Sort") { order = "Oldest" }
          .buttonStyle(.bordered)
        Button {} label: { Image(systemName: "ellipsis.circle") }
      }
      Text(order)
    }
  }
}

final class MenuParityTests: XCTestCase {
  /// A closed menu is drawn as the button of its label, in the button style around it, and a tap runs
  /// its primary action.
  func testAClosedMenuIsItsButton() throws {
    func lines(_ asMenu: Bool) throws -> [String] {
      try inspectLines(compiled: _scene(width: 240, height: 160, taps: [0.5]) { SortMenu(asMenu: asMenu) }, at: [0, 1])
    }
    let button = try lines(false), menu = try lines(true)
    XCTAssertTrue(button[1].contains(#""text":"Oldest""#), button[1])
    XCTAssertEqual(menu, button)
  }
}
