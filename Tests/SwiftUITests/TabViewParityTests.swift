import Foundation
import Graphics
@_spi(AnimRender) import SwiftUI
import class ViewRuntime.SceneRuntime
import struct ViewRuntime.AnyView
import struct ViewRuntime.InteractionScript
import XCTest

// `TabView`: the selected page above iOS's tab bar (or, under `.tabViewStyle(.page)`, with page dots).
// The references are iOS's layout: a 49-point bar at the bottom, items equally wide, the selected
// item in the tint and the others in system grey; a tap on an item's title selects its page.

private enum Section: Hashable { case inbox, starred, settings }

private struct Mail: View {
  @State private var section = Section.inbox

  var body: some View {
    TabView(selection: $section) {
      Text("All mail").tabItem { Label("Inbox", systemImage: "tray") }.tag(Section.inbox)
      Text("Starred mail").tabItem { Label("Starred", systemImage: "star") }.tag(Section.starred)
      Tab("Settings", systemImage: "gear", value: Section.settings) { Text("Preferences") }
    }
  }
}

private struct Pages: View {
  let dots: Bool
  var body: some View {
    TabView {
      ForEach(["One", "Two", "Three"], id: \.self) { Text($0) }
    }
    .tabViewStyle(.page(indexDisplayMode: dots ? .always : .never))
  }
}

private struct Badged: View {
  var body: some View {
    TabView {
      List {
        Text("Inbox").badge(12)
        Text("Sent").badge(0)
      }
      .tabItem { Label("Mail", systemImage: "envelope") }
      .badge(3)
      Text("Calendar").tabItem { Label("Calendar", systemImage: "calendar") }
    }
  }
}

final class TabViewParityTests: XCTestCase {
  /// A list row's badge trails in the secondary style (a count of 0 is none); a page's badge is a red
  /// capsule on its item's icon.
  func testBadges() throws {
    let line = try inspectLines(compiled: _scene(width: 390, height: 500) { Badged() }, at: [0])[0]
    let all = try nodes(line)
    let inbox = try XCTUnwrap(node(all, "Inbox")?["bounds"] as? [Double]), count = try XCTUnwrap(node(all, "12")?["bounds"] as? [Double])
    XCTAssertEqual(inbox[1], count[1], accuracy: 0.5)
    XCTAssertGreaterThan(count[0], 300)
    XCTAssertEqual(colour(node(all, "12")).last ?? 0, 0.6, accuracy: 0.01, "secondary")
    XCTAssertNil(node(all, "0"))
    let badge = try XCTUnwrap(node(all, "3")?["bounds"] as? [Double])
    let capsule = try XCTUnwrap(all.first { $0["shape"] as? String == "Capsule" }?["bounds"] as? [Double], line)
    XCTAssertEqual(capsule[0] + capsule[2] / 2, badge[0] + badge[2] / 2, accuracy: 0.01)
    XCTAssertGreaterThanOrEqual(capsule[2], 18)
    // On the Mail item (the left half of the bar), above its title.
    let mail = try XCTUnwrap(node(all, "Mail")?["bounds"] as? [Double])
    XCTAssertLessThan(capsule[0], 195)
    XCTAssertLessThan(capsule[1] + capsule[3], mail[1])
  }

  private func nodes(_ line: String) throws -> [[String: Any]] {
    try XCTUnwrap((try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])?["nodes"] as? [[String: Any]], line)
  }

  private func node(_ nodes: [[String: Any]], _ text: String) -> [String: Any]? { nodes.first { $0["text"] as? String == text } }

  private func colour(_ node: [String: Any]?) -> [Double] {
    let modifiers = node?["modifiers"] as? [[String: Any]] ?? []
    return modifiers.first { $0["name"] as? String == "foregroundStyle" }?["rgba"] as? [Double] ?? []
  }

  func testTheSelectedPageAboveTheBarAndATapSwitchesIt() throws {
    let scene = _scene(width: 390, height: 600, events: [.Tap(at: 0.5, on: "Starred"), .Tap(at: 1.5, on: "Settings")]) { Mail() }
    let runtime = try SceneRuntime(root: ViewRuntime.AnyView(node: scene.rootNode()), canvasSize: CGSize(width: 390, height: 600),
                                   events: InteractionScript(events: scene.events, sampleRate: scene.fps), measurer: ParityMeasurer())
    let frames = try [0.2, 1.0, 2.0].enumerated().map { i, t in try nodes(runtime.inspect(at: t, frame: i).jsonLine()) }
    let pages = ["All mail", "Starred mail", "Preferences"], items = ["Inbox", "Starred", "Settings"]
    for (i, frame) in frames.enumerated() {
      XCTAssertEqual(pages.filter { node(frame, $0) != nil }, [pages[i]], "page \(i)")
      // The bar: three equal slots of 130 points whose titles are centred in them, 49 points tall
      // above the bottom edge (no safe area here).
      for (j, title) in items.enumerated() {
        let bounds = try XCTUnwrap(node(frame, title)?["bounds"] as? [Double], title)
        XCTAssertEqual(bounds[0] + bounds[2] / 2, 65 + 130 * Double(j), accuracy: 0.5, title)
        XCTAssertGreaterThan(bounds[1], 600 - 49)
        // The selected item in the tint (the accent blue), the others in system grey (142, 142, 147).
        let rgba = colour(node(frame, title))
        XCTAssertEqual(rgba.first ?? -1, j == i ? 0 : 142.0 / 255, accuracy: 0.01, "\(title) at frame \(i): \(rgba)")
      }
      // The page fills the space above the bar: its text is centred there.
      let page = try XCTUnwrap(node(frame, pages[i])?["bounds"] as? [Double])
      XCTAssertEqual(page[1] + page[3] / 2, (600 - 49) / 2, accuracy: 0.5)
    }
  }

  func testThePageStyleShowsDotsUnlessToldNot() throws {
    for dots in [true, false] {
      let line = try inspectLines(compiled: _scene(width: 300, height: 300) { Pages(dots: dots) }, at: [0])[0]
      let all = try nodes(line)
      XCTAssertNotNil(node(all, "One"))
      XCTAssertNil(node(all, "Two"))
      let circles = all.filter { $0["shape"] as? String == "Circle" }
      XCTAssertEqual(circles.count, dots ? 3 : 0, line)
      if dots {
        // 7-point dots 8 points apart, centred, 12 points above the bottom.
        let xs = circles.compactMap { ($0["bounds"] as? [Double])?[0] }
        // The middle dot's leading edge is 150 − 3.5; the pitch is 7 + 8 = 15.
        XCTAssertEqual(xs, [131.5, 146.5, 161.5], line)
        XCTAssertEqual((circles[0]["bounds"] as? [Double])?[1] ?? 0, 300 - 12 - 7, accuracy: 0.01)
      }
    }
  }
}
