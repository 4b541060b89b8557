import Foundation
@_spi(AnimRender) import SwiftUI
import XCTest

// Views as a scene file writes them; the same text is run by the interpreter below.
private struct Settings: View {
  var body: some View {
    NavigationStack {
      List {
        Section("General") {
          Text("About")
          NavigationLink("Storage", value: 1)
        }
        Section {
          Text("Wi-Fi")
        } header: {
          Text("Network")
        } footer: {
          Text("Connected")
        }
        NavigationLink { Text("Detail") } label: { Text("More") }
        NavigationLink(destination: Text("Old detail")) { Text("Legacy") }
        NavigationLink("Legacy title", destination: Text("Old detail"))
      }
      .listStyle(.insetGrouped)
      .navigationTitle("Settings")
      .navigationBarTitleDisplayMode(.inline)
      .toolbar {
        ToolbarItem(placement: .topBarTrailing) { Text("Edit") }
        ToolbarItem(placement: .topBarLeading) { Text("Back") }
      }
    }
  }
}

private struct Forms: View {
  var body: some View {
    VStack(spacing: 0) {
      Form {
        Section { Text("Name") }
        Text("Loose row")
      }
      List(0..<3) { i in Text("Item \(i)") }
        .listStyle(.plain)
    }
  }
}

private struct Pet: Identifiable {
  let id: Int
  let name: String
}

private struct Legacy: View {
  let pets = [Pet(id: 1, name: "Cat"), Pet(id: 2, name: "Dog")]
  var body: some View {
    NavigationView {
      VStack(spacing: 0) {
        List(pets) { pet in Text(pet.name) }
        List(["Red", "Green"], id: \.self) { Text($0) }
        List {
          Section(header: Text("Head"), footer: Text("Foot")) { Text("Body") }
          Section(header: Text("Only head")) { Text("Row") }
        }
        .listStyle(.grouped)
      }
      .navigationTitle(Text("Pets"))
    }
  }
}

final class LayoutNavigationParityTests: XCTestCase {
  /// A navigation stack with a title, display mode and toolbar items over a list with titled,
  /// header/footer sections and links: the bar and rows are drawn where the interpreter draws them.
  func testNavigationStackListAndToolbarMatchTheInterpreter() throws {
    let scene = _scene(width: 390, height: 500) { Settings() }
    let line = try inspectLines(compiled: scene, at: [0])[0]
    for text in ["Settings", "Edit", "Back", "About", "Storage", "Wi-Fi", "Connected", "More", "Legacy", "Legacy title"] {
      XCTAssertTrue(line.contains("\"\(text)\""), "missing \(text): \(line)")
    }
    XCTAssertFalse(line.contains("Detail") || line.contains("Old detail"), "a destination is not drawn: \(line)")
    // Leading and trailing items at the bar's edges, the inline title centred between them.
    XCTAssertTrue(line.contains(#""text":"Back","bounds":[16,13.5,"#), line)
    XCTAssertTrue(line.contains(#""text":"Edit","bounds":[333.2,13.5,"#), line)
    XCTAssertTrue(line.contains(#""text":"Settings","bounds":[154.2,13.5,"#), line)
    try assertMatchesRecording(scene, at: [0])
  }

  /// `Form` with a section and a loose row, and `List` over a range in the plain style.
  func testFormAndRangeListMatchTheInterpreter() throws {
    let scene = _scene(width: 390, height: 500) { Forms() }
    let line = try inspectLines(compiled: scene, at: [0])[0]
    for text in ["Name", "Loose row", "Item 0", "Item 2"] {
      XCTAssertTrue(line.contains("\"\(text)\""), "missing \(text): \(line)")
    }
    try assertMatchesRecording(scene, at: [0])
  }

  /// `NavigationView`, `List` over identifiable data and over `id: \.self`, and the header/footer
  /// view forms of `Section` in the grouped style.
  func testNavigationViewDataListsAndSectionViewsMatchTheInterpreter() throws {
    let scene = _scene(width: 390, height: 700) { Legacy() }
    let line = try inspectLines(compiled: scene, at: [0])[0]
    for text in ["Pets", "Cat", "Dog", "Red", "Green", "HEAD", "Foot", "Body", "ONLY HEAD", "Row"] {
      XCTAssertTrue(line.contains("\"\(text)\""), "missing \(text): \(line)")
    }
    try assertMatchesRecording(scene, at: [0])
  }
}
