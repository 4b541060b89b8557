import Foundation
import Graphics
@_spi(AnimRender) import SwiftUI
import class ViewRuntime.SceneRuntime
import struct ViewRuntime.AnyView
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
        .sheet(isPresented: $showSheet, onDismiss: { showSheet = false }) {
          Text("New message").presentationDetents([.medium, .large]).presentationDragIndicator(.visible)
        }
        .sheet(item: $selected) { item in Text("Message \(item.id)") }
        .fullScreenCover(isPresented: .constant(false)) { Text("Cover") }
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

final class PresentationParityTests: XCTestCase {
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
    XCTAssertEqual(presenting.warnings, ["a .sheet is presented, and presentations are not drawn yet: frames show the view under it"])
    XCTAssertEqual(plain.warnings, [])
  }
}
