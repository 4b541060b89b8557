import Foundation
import Graphics
@_spi(AnimRender) import SwiftUI
import class ViewRuntime.SceneRuntime
import struct ViewRuntime.AnyView
import struct ViewRuntime.InteractionScript
import XCTest

// Modal presentations compile and leave the view drawn as it is; what they present is not drawn yet,
// and while something is presented the render warns once.

private struct Item: Identifiable { let id: Int }

private struct Inbox: View {
  let presents: Bool
  @State private var showSheet = false
  @State private var confirm = false
  @State private var selected: Item?

  var body: some View {
    let base = VStack(spacing: 12) {
      Text(showSheet ? "Composing" : "Inbox")
      Button("Compose") { showSheet = true }
    }
    .padding()
    if presents {
      base
        .fullScreenCover(isPresented: $showSheet, onDismiss: { showSheet = false }) { Text("New message") }
        .sheet(item: $selected) { item in Text("Message \(item.id)") }
        .sheet(isPresented: .constant(false)) { Text("Sheet") }
        .popover(isPresented: .constant(false)) { Text("Tip") }
        .alert("Delete draft?", isPresented: $confirm) {
          Button("Delete", role: .destructive) {}
          Button("Cancel", role: .cancel) {}
        } message: {
          Text("This cannot be undone.")
        }
        .confirmationDialog("Move to", isPresented: .constant(false), titleVisibility: .visible) { Button("Archive") {} }
        .interactiveDismissDisabled()
    } else {
      base
    }
  }
}

private struct Drafts: View {
  @State private var confirm = false
  @State private var drafts = 3

  var body: some View {
    VStack(spacing: 12) {
      Text("Drafts: \(drafts)")
      Button("Delete all") { confirm = true }
    }
    .alert("Delete all drafts?", isPresented: $confirm) {
      Button("Cancel", role: .cancel) {}
      Button("Delete", role: .destructive) { drafts = 0 }
    } message: {
      Text("This cannot be undone.")
    }
  }
}

private struct Photos: View {
  let detents: Set<PresentationDetent>
  @State private var filters = false

  var body: some View {
    Button("Filters") { filters = true }
      .frame(maxWidth: .infinity, maxHeight: .infinity)
      .sheet(isPresented: $filters) {
        VStack { Text("Favourites only") }
          .presentationDetents(detents)
      }
  }
}

final class PresentationParityTests: XCTestCase {
  /// A sheet is drawn over the canvas while presented: at its smallest detent's height above the
  /// bottom (medium: half the screen) with a drag indicator when it offers several, or from 10 points
  /// below the top; its content top-aligned in it.
  func testASheetIsDrawnAtItsDetent() throws {
    func frame(_ detents: Set<PresentationDetent>) throws -> (text: [Double], shapes: [[Double]]) {
      // The default canvas, which `UIScreen.main` (and so a sheet's detents) reports when none is loaded.
      let scene = _scene(width: 393, height: 852, taps: [0.5]) { Photos(detents: detents) }
      let runtime = try SceneRuntime(root: ViewRuntime.AnyView(node: scene.rootNode()), canvasSize: CGSize(width: 393, height: 852),
                                     taps: [0.5], measurer: FixedTextMeasurer())
      XCTAssertFalse(try runtime.inspect(at: 0.2).jsonLine().contains("Favourites only"))
      let line = try runtime.inspect(at: 1).jsonLine()
      let nodes = try XCTUnwrap((try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])?["nodes"] as? [[String: Any]], line)
      let text = try XCTUnwrap(nodes.first { $0["text"] as? String == "Favourites only" }?["bounds"] as? [Double], line)
      return (text, nodes.filter { $0["shape"] != nil }.compactMap { $0["bounds"] as? [Double] })
    }
    let medium = try frame([.medium, .large])
    // The card's top at 852 − 426, the 36 × 5 indicator 5 points into it, the text 14 points down.
    XCTAssertTrue(medium.shapes.contains { $0 == [178.5, 431, 36, 5] }, "\(medium.shapes)")
    XCTAssertEqual(medium.text[1], 426 + 14, accuracy: 0.01)
    let large = try frame([.large])
    XCTAssertEqual(large.text[1], 10, accuracy: 0.01)
    XCTAssertFalse(large.shapes.contains { $0[2] == 36 && $0[3] == 5 }, "one detent: no indicator")
  }

  /// An alert is drawn over the whole canvas while presented: a 270-point box centred on it, title and
  /// message, two actions side by side (the destructive one red); a tap on an action runs it and
  /// dismisses the alert.
  func testAnAlertIsDrawnOverTheCanvasAndItsActionsDismissIt() throws {
    let scene = _scene(width: 390, height: 600, events: [.Tap(at: 0.5, on: "Delete all"), .Tap(at: 1.5, on: "Delete")]) { Drafts() }
    let runtime = try SceneRuntime(root: ViewRuntime.AnyView(node: scene.rootNode()), canvasSize: CGSize(width: 390, height: 600),
                                   events: InteractionScript(events: scene.events, sampleRate: scene.fps), measurer: ParityMeasurer())
    func nodes(_ t: Double, _ frame: Int) throws -> [[String: Any]] {
      let line = try runtime.inspect(at: t, frame: frame).jsonLine()
      return try XCTUnwrap((try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])?["nodes"] as? [[String: Any]], line)
    }
    func bounds(_ all: [[String: Any]], _ text: String) -> [Double]? { all.first { $0["text"] as? String == text }?["bounds"] as? [Double] }
    let before = try nodes(0.2, 0), shown = try nodes(1.0, 1), after = try nodes(2.0, 2)
    XCTAssertNil(bounds(before, "Delete all drafts?"))
    let title = try XCTUnwrap(bounds(shown, "Delete all drafts?")), message = try XCTUnwrap(bounds(shown, "This cannot be undone."))
    let cancel = try XCTUnwrap(bounds(shown, "Cancel")), delete = try XCTUnwrap(bounds(shown, "Delete"))
    for b in [title, message] { XCTAssertEqual(b[0] + b[2] / 2, 195, accuracy: 0.01) }
    XCTAssertLessThan(title[1], message[1])
    // Two actions side by side under the message, each centred in its half of the 270-point box.
    XCTAssertEqual(cancel[1], delete[1], accuracy: 0.01)
    XCTAssertGreaterThan(cancel[1], message[1] + message[3])
    XCTAssertEqual(cancel[0] + cancel[2] / 2, 60 + 135 / 2.0, accuracy: 0.5)
    XCTAssertEqual(delete[0] + delete[2] / 2, 195 + 135 / 2.0, accuracy: 0.5)
    let deleteColour = (shown.first { $0["text"] as? String == "Delete" }?["modifiers"] as? [[String: Any]] ?? [])
      .first { $0["name"] as? String == "foregroundStyle" }?["rgba"] as? [Double] ?? []
    XCTAssertGreaterThan(deleteColour.first ?? 0, 0.9, "destructive actions are red: \(deleteColour)")
    // The box and the dimmed screen under it.
    XCTAssertTrue(shown.contains { ($0["bounds"] as? [Double])?[2] == 270 }, "a 270-point box")
    // After the tap on Delete: its action ran and the alert is gone.
    XCTAssertNotNil(bounds(after, "Drafts: 0"))
    XCTAssertNil(bounds(after, "Delete all drafts?"))
  }

  func testPresentationsLeaveTheViewAsItIsAndWarnWhilePresented() throws {
    func run(_ presents: Bool) throws -> (lines: [String], warnings: [String]) {
      let scene = _scene(width: 240, height: 140, taps: [0.5]) { Inbox(presents: presents) }
      let runtime = try SceneRuntime(root: ViewRuntime.AnyView(node: scene.rootNode()), canvasSize: CGSize(width: 240, height: 140),
                                     taps: [0.5], measurer: FixedTextMeasurer())
      var warnings: [String] = []
      runtime.onWarning = { warnings.append($0) }
      let lines = try [0, 1, 1.5].enumerated().map { i, t in try runtime.inspect(at: t, frame: i).jsonLine() }
      return (lines, warnings)
    }
    let plain = try run(false), presenting = try run(true)
    XCTAssertTrue(plain.lines[1].contains(#""text":"Composing""#), plain.lines[1])
    XCTAssertEqual(presenting.lines, plain.lines)
    XCTAssertEqual(presenting.warnings, ["a .fullScreenCover is presented, and presentations are not drawn yet: frames show the view under it"])
    XCTAssertEqual(plain.warnings, [])
  }
}
