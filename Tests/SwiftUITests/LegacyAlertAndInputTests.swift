import Foundation
@_spi(AnimRender) import SwiftUI
import class ViewRuntime.SceneRuntime
import struct ViewRuntime.AnyView
import struct ViewRuntime.InteractionScript
import XCTest

// The iOS 13 `Alert` and text-input modifiers, and iOS 16's vertical `TextField`, as app code writes them.
private struct DeleteDraft: View {
  @State private var show = true
  @State private var draft = "draft"
  var body: some View {
    Text(draft)
      .textContentType(.emailAddress)
      .autocapitalization(.none)
      .disableAutocorrection(true)
      .alert(isPresented: $show) {
        Alert(title: Text("Delete draft?"), message: Text("It cannot be undone."),
              primaryButton: .destructive(Text("Delete")) { draft = "gone" }, secondaryButton: .cancel())
      }
  }
}

private struct Failure: Identifiable { let id = 1 }

private struct ItemAlert: View {
  @State private var failure: Failure? = Failure()
  var body: some View {
    Text(failure == nil ? "clear" : "failing")
      .alert(item: $failure) { _ in Alert(title: Text("Upload failed")) }
  }
}

private struct Composer: View {
  @State private var message = String(repeating: "word ", count: 12)
  var body: some View {
    TextField("Message", text: $message, axis: .vertical).frame(width: 100)
  }
}

final class LegacyAlertAndInputTests: XCTestCase {
  /// The texts at each time, with the scene's scripted taps.
  private func texts(_ scene: _SceneDescription, at times: [Double]) throws -> [[String]] {
    let runtime = try SceneRuntime(root: ViewRuntime.AnyView(node: scene.rootNode()), canvasSize: CGSize(width: scene.width, height: scene.height),
                                   events: InteractionScript(events: scene.events, sampleRate: scene.fps), measurer: ParityMeasurer())
    return try times.enumerated().map { i, t in
      let line = try runtime.inspect(at: t, frame: i).jsonLine()
      let nodes = (try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])?["nodes"] as? [[String: Any]] ?? []
      return nodes.compactMap { $0["text"] as? String }
    }
  }

  /// The old alert is drawn as the modern one: its title, message and both buttons, the cancel one
  /// labelled "Cancel"; a tap on "Delete" runs its action and dismisses it.
  func testOldAlertShowsItsButtonsAndRunsTheTappedOne() throws {
    let scene = _scene(width: 320, height: 300, events: [.Tap(at: 0.5, on: "Delete")]) { DeleteDraft() }
    let frames = try texts(scene, at: [0, 1])
    for text in ["Delete draft?", "It cannot be undone.", "Delete", "Cancel", "draft"] {
      XCTAssertTrue(frames[0].contains(text), "\(text): \(frames[0])")
    }
    XCTAssertTrue(frames[1].contains("gone"), "\(frames[1])")
    XCTAssertFalse(frames[1].contains("Delete draft?"), "dismissed after the tap")
  }

  /// `alert(item:)` is shown while the item is set; with no button, iOS's "OK"; tapping it clears the item.
  func testItemAlertShowsOKAndClearsTheItem() throws {
    let scene = _scene(width: 320, height: 300, events: [.Tap(at: 0.5, on: "OK")]) { ItemAlert() }
    let frames = try texts(scene, at: [0, 1])
    XCTAssertTrue(frames[0].contains("Upload failed") && frames[0].contains("OK"), "\(frames[0])")
    XCTAssertTrue(frames[1].contains("clear") && !frames[1].contains("Upload failed"), "\(frames[1])")
  }

  /// A vertical field 100 wide shows all of a 60-character text, wrapped: its text is several lines
  /// tall (17 points a line with the tests' metrics), not one.
  func testVerticalTextFieldWrapsItsText() throws {
    let nodes = try InspectedNode.frames(_scene(width: 300, height: 300) { Composer() }, at: [0])[0]
    let text = try XCTUnwrap(nodes.first { $0.text?.hasPrefix("word") == true })
    XCTAssertGreaterThanOrEqual(text.height, 34, "\(text.bounds)")
    XCTAssertLessThanOrEqual(text.width, 100)
  }
}
