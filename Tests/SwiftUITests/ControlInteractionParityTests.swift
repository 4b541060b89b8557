import Foundation
import Graphics
@_spi(AnimRender) import SwiftUI
import class ViewRuntime.SceneRuntime
import struct ViewRuntime.AnyView
import struct ViewRuntime.InteractionScript
import XCTest

// Scripted events on controls (`Type("…", into: "title", at:)`, `Tap(at:on:)` by a button's title), as
// `scenes/gallery/act-search-field.swift-dsl` writes them, given to the runtime as the scene's events.

private struct FruitSearch: View {
  @State private var query = ""
  @State private var secret = ""
  let fruits = ["Apple", "Apricot", "Banana", "Blueberry", "Cherry"]

  var matches: String {
    fruits.filter { query.isEmpty || $0.lowercased().hasPrefix(query.lowercased()) }.joined(separator: ", ")
  }

  var body: some View {
    VStack(alignment: .leading, spacing: 12) {
      HStack {
        TextField("Search fruit", text: $query)
          .textFieldStyle(.roundedBorder)
        Button("Clear") { query = "" }
      }
      SecureField("PIN", text: $secret)
      Text(matches)
      Text("PIN length \(secret.count)")
    }
    .padding(20)
  }
}

final class ControlInteractionParityTests: XCTestCase {
  /// Typing goes through the fields' bindings (the filter follows it, the secure field shows bullets) and a
  /// tap addressed to a button's title runs its action; every frame is the one recorded from the interpreter.
  func testTypingAndTapsOnControlsMatchTheInterpreter() throws {
    let scene = _scene(width: 320, height: 240, duration: 2.5, events: [
      .TypeText("bl", into: "Search fruit", at: 0.5, interval: 0.4),
      .TypeText("1234", into: "PIN", at: 0.6, interval: 0.1),
      .Tap(at: 1.8, on: "Clear"),
    ]) { FruitSearch() }
    let script = InteractionScript(events: scene.events, sampleRate: scene.fps)
    let compiled = try SceneRuntime(root: AnyView(node: scene.rootNode()), canvasSize: CGSize(width: scene.width, height: scene.height),
                                    events: script, measurer: ParityMeasurer())
    let times = [0, 0.5, 0.7, 0.95, 1.2, 1.5, 2, 2.5]
    let a = try times.enumerated().map { i, t in try compiled.inspect(at: t, frame: i).jsonLine() }
    XCTAssertTrue(a[0].contains(#""text":"Apple, Apricot, Banana, Blueberry, Cherry""#), a[0])
    XCTAssertTrue(a[5].contains(#""text":"Blueberry""#) && a[5].contains(#""text":"bl""#), a[5])
    XCTAssertTrue(a[5].contains(#"{"name":"textField","count":4,"isEmpty":0,"isSecure":1}"#) && a[5].contains("PIN length 4"), a[5])
    XCTAssertTrue(a[7].contains(#""text":"Apple, Apricot, Banana, Blueberry, Cherry""#), a[7])
    RecordedOutput.assertMatches(a)
  }
}
