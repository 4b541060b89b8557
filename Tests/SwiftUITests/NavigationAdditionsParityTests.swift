import Foundation
import Graphics
@_spi(AnimRender) import SwiftUI
import class ViewRuntime.SceneRuntime
import struct ViewRuntime.AnyView
import struct ViewRuntime.DeviceModel
import struct ViewRuntime.DeviceScreen
import XCTest

// The navigation stack's root centred in the space below its bars, `.searchable`'s field under the large
// title, `NavigationSplitView` collapsed on an iPhone and side by side on an iPad, and `ShareLink`.

private struct Greeting: View {
  var body: some View {
    NavigationStack { Text("Hello").navigationTitle("Home") }
  }
}

private struct Fruit: View {
  @State private var query = ""
  var body: some View {
    NavigationStack {
      List(["Apple", "Banana"], id: \.self) { Text($0) }
        .navigationTitle("Fruit")
        .searchable(text: $query, prompt: "Search fruit")
        .toolbar { ShareLink(item: URL(string: "https://example.com")!) }
    }
  }
}

private struct Mail: View {
  var body: some View {
    NavigationSplitView {
      List(["Inbox", "Sent"], id: \.self) { Text($0) }.navigationTitle("Mail")
    } detail: {
      Text("Select a mailbox")
    }
  }
}

final class NavigationAdditionsParityTests: XCTestCase {
  private func nodes<V: View>(_ width: Double, _ height: Double, device: DeviceModel? = nil, _ view: @escaping @MainActor () -> V) throws -> [[String: Any]] {
    let scene = _scene(width: width, height: height, content: view)
    let root = DeviceScreen.root(ViewRuntime.AnyView(node: scene.rootNode()), device: device, canvas: CGSize(width: width, height: height),
                                 statusBar: false)
    let runtime = try SceneRuntime(root: root, canvasSize: CGSize(width: width, height: height), measurer: ParityMeasurer())
    let line = try runtime.inspect(at: 0).jsonLine()
    return try XCTUnwrap((try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])?["nodes"] as? [[String: Any]], line)
  }

  private func bounds(_ nodes: [[String: Any]], _ text: String) -> [Double]? {
    nodes.first { $0["text"] as? String == text }?["bounds"] as? [Double]
  }

  func testARootSmallerThanTheScreenIsCentredBelowTheBars() throws {
    // Bar 44 + large title 52 = 96 points; the text is centred in the 304 below them.
    let hello = try XCTUnwrap(bounds(try nodes(300, 400) { Greeting() }, "Hello"))
    XCTAssertEqual(hello[1] + hello[3] / 2, 96 + 304 / 2, accuracy: 0.01)
    XCTAssertEqual(hello[0] + hello[2] / 2, 150, accuracy: 0.01)
  }

  func testTheSearchFieldSitsUnderTheLargeTitleAndTheShareLinkIsAnIcon() throws {
    let all = try nodes(320, 480) { Fruit() }
    let prompt = try XCTUnwrap(bounds(all, "Search fruit"))
    // The 36-point field in the 52-point row under the title (96 + 8), inset 16 points from the edges.
    let field = try XCTUnwrap(all.first { $0["shape"] as? String == "RoundedRectangle" && (($0["bounds"] as? [Double])?[3] ?? 0) == 36 }?["bounds"] as? [Double])
    XCTAssertEqual(field, [16, 104, 288, 36])
    XCTAssertEqual(prompt[1] + prompt[3] / 2, 104 + 18, accuracy: 0.5)
    // The list starts below the row: its first text lower than 96 + 52.
    XCTAssertGreaterThan(try XCTUnwrap(bounds(all, "Apple"))[1], 148)
    // In the bar, the share link is its symbol alone.
    XCTAssertNil(bounds(all, "Share"))
    XCTAssertTrue(all.contains { $0["symbol"] as? String == "square.and.arrow.up" })
  }

  func testASplitViewCollapsesOnAnIPhoneAndStandsSideBySideOnAnIPad() throws {
    let phone = try nodes(393, 852, device: .iPhone16) { Mail() }
    XCTAssertNotNil(bounds(phone, "Inbox"))
    XCTAssertNil(bounds(phone, "Select a mailbox"))
    let pad = DeviceModel.iPadPro11
    let tablet = try nodes(Double(pad.size.width), Double(pad.size.height), device: pad) { Mail() }
    let inbox = try XCTUnwrap(bounds(tablet, "Inbox")), detail = try XCTUnwrap(bounds(tablet, "Select a mailbox"))
    XCTAssertLessThan(inbox[0] + inbox[2], 320)
    // The detail is centred in the space right of the 320-point sidebar and its hairline.
    XCTAssertEqual(detail[0] + detail[2] / 2, (320 + 1.0 / 3 + Double(pad.size.width)) / 2, accuracy: 0.5)
  }
}
