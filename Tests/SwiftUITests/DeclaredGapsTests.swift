import Foundation
import Graphics
@_spi(AnimRender) import SwiftUI
import class ViewRuntime.SceneRuntime
import struct ViewRuntime.AnyView
import XCTest

// The APIs that were once not declared at all: `ControlGroup`, `ActionSheet`, `toolbarBackground`,
// `Section(isExpanded:)`, `pickerStyle(.navigationLink)`, `backgroundStyle` and `containerShape`.
// Each test checks what is drawn (places from `inspect`, colours from the display list).

private struct Formatting: View {
  var body: some View {
    ControlGroup {
      Button("A") {}
      Button("B") {}
      Button("C") {}
    } label: {
      Text("Format")
    }
  }
}

private struct BarGroup: View {
  var body: some View {
    NavigationStack {
      Text("Row")
        .navigationTitle("Reader")
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
          ToolbarItem(placement: .topBarTrailing) {
            ControlGroup {
              Button("Prev") {}
              Button("Next") {}
            }
            .controlGroupStyle(.navigation)
          }
        }
    }
  }
}

private struct Sheets: View {
  var presented: Bool
  var body: some View {
    Text("Photo")
      .actionSheet(isPresented: .constant(presented)) {
        ActionSheet(title: Text("Share"), message: nil, buttons: [.default(Text("Copy")), .cancel()])
      }
  }
}

private struct Bar: View {
  var style: Bool
  var visibility: Visibility
  var body: some View {
    NavigationStack {
      if style {
        Text("Row").navigationTitle("Inbox")
          .toolbarBackground(Color(red: 1, green: 0, blue: 0), for: .navigationBar)
          .toolbarBackground(visibility, for: .navigationBar)
      } else {
        Text("Row").navigationTitle("Inbox").toolbarBackground(visibility, for: .navigationBar)
      }
    }
  }
}

private struct DarkBar: View {
  var body: some View {
    NavigationStack {
      Text("Row").navigationTitle("Inbox")
        .toolbarBackground(.visible, for: .navigationBar)
        .toolbarColorScheme(.dark, for: .navigationBar)
    }
  }
}

private struct Collapsible: View {
  var expanded: Bool
  var body: some View {
    List {
      Section(isExpanded: .constant(expanded)) {
        Text("Inside")
      } header: {
        Text("Favourites")
      }
      Section("Recent", isExpanded: .constant(true)) { Text("Always") }
    }
  }
}

private struct Flavours: View {
  var body: some View {
    Form {
      Picker("Flavour", selection: .constant(1)) {
        Text("Vanilla").tag(0)
        Text("Chocolate").tag(1)
      }
      .pickerStyle(.navigationLink)
    }
  }
}

private struct Backdrops: View {
  var body: some View {
    HStack(spacing: 0) {
      Text("x").frame(width: 40, height: 40).background()
      Text("y").frame(width: 40, height: 40).background().backgroundStyle(Color(red: 1, green: 0, blue: 0))
      Circle().fill(.background).frame(width: 40, height: 40).backgroundStyle(Color(red: 0, green: 1, blue: 0))
      Rectangle().fill(BackgroundStyle()).frame(width: 40, height: 40).backgroundStyle(.background)
    }
  }
}

private struct Cards: View {
  var body: some View {
    VStack(spacing: 0) {
      ContainerRelativeShape().fill(.blue).frame(width: 80, height: 40).containerShape(RoundedRectangle(cornerRadius: 12))
      ContainerRelativeShape().fill(.blue).frame(width: 80, height: 40)
      Text("clip").frame(width: 80, height: 40).background(.red, in: ContainerRelativeShape()).containerShape(Capsule())
    }
  }
}

private struct MapSheet: View {
  var interaction: PresentationBackgroundInteraction
  var body: some View {
    Text("Map")
      .sheet(isPresented: .constant(true)) {
        Text("Nearby")
          .presentationDetents([.medium, .large])
          .presentationBackgroundInteraction(interaction)
      }
  }
}

private struct Spaced: View {
  var spacing: ListSectionSpacing?
  var prominence: Prominence = .standard
  var body: some View {
    let list = List {
      Section { Text("One") }
      Section { Text("Two") }
      Section("Recent") { Text("Three") }.headerProminence(prominence)
    }
    if let spacing { list.listSectionSpacing(spacing) } else { list }
  }
}

private struct Traits: View {
  var shown: Bool
  var body: some View {
    Text("Canvas").inspector(isPresented: .constant(shown)) { Text("Font size") }
  }
}

private struct Headers: View {
  var body: some View {
    List {
      Section { Text("a") } header: { HStack { Text("Wrapped"); Spacer() } }
      Section { Text("b") } header: { Text("Kept").textCase(nil) }
      Section("Plain") { Text("c") }
    }
  }
}

final class DeclaredGapsTests: XCTestCase {
  private func nodes(_ scene: _SceneDescription) throws -> [InspectedNode] { try InspectedNode.frames(scene, at: [0])[0] }

  /// The group takes the 300 points offered and gives each button a third, in a grey 32-point box; its
  /// label is not drawn.
  func testControlGroupDrawsItsButtonsInEqualPartsOfARoundedBox() throws {
    let scene = _scene(width: 300, height: 100) { Formatting() }
    let n = try nodes(scene)
    let a = try XCTUnwrap(n.text("A")), b = try XCTUnwrap(n.text("B")), c = try XCTUnwrap(n.text("C"))
    XCTAssertEqual(a.midX, 50, accuracy: 1)
    XCTAssertEqual(b.midX, 150, accuracy: 1)
    XCTAssertEqual(c.midX, 250, accuracy: 1)
    XCTAssertNil(n.text("Format"))
    let box = try XCTUnwrap(n.first { $0.json["shape"] != nil && $0.width == 300 }, "\(n.map(\.json))")
    XCTAssertEqual(box.height, 32)
    XCTAssertEqual(box.json["cornerRadius"] as? Double, 9)
    // UIKit's tertiarySystemFill, light: (118, 118, 128) at 12 %.
    XCTAssertTrue(fillColors(try displayLists(compiled: scene, at: [0])[0]).contains { $0.isRGB(118, 118, 128, 0.12) })
  }

  /// In a toolbar item the buttons are bar items side by side (16 points apart, the last 16 from the
  /// trailing edge), with no box.
  func testControlGroupInAToolbarDrawsItsButtonsAsBarItems() throws {
    let n = try nodes(_scene(width: 390, height: 300) { BarGroup() })
    let prev = try XCTUnwrap(n.text("Prev")), next = try XCTUnwrap(n.text("Next"))
    XCTAssertEqual(prev.midY, next.midY, accuracy: 0.01)
    XCTAssertLessThan(prev.midY, 44, "in the bar: \(prev.bounds)")
    XCTAssertEqual(next.x - prev.maxX, 16, accuracy: 0.01)
    XCTAssertEqual(next.maxX, 390 - 16, accuracy: 0.01)
    XCTAssertFalse(n.contains { $0.json["cornerRadius"] as? Double == 9 }, "no box: \(n.map(\.json))")
  }

  /// As a confirmation dialog: the view as it is, and one warning while presented.
  func testActionSheetLeavesTheViewAsItIsAndWarnsWhilePresented() throws {
    func run(_ presented: Bool) throws -> (String, [String]) {
      let scene = _scene(width: 200, height: 100) { Sheets(presented: presented) }
      let runtime = try SceneRuntime(root: ViewRuntime.AnyView(node: scene.rootNode()), canvasSize: CGSize(width: 200, height: 100),
                                     taps: [], measurer: FixedTextMeasurer())
      var warnings: [String] = []
      runtime.onWarning = { warnings.append($0) }
      return (try runtime.inspect(at: 0, frame: 0).jsonLine(), warnings)
    }
    let shown = try run(true), hidden = try run(false)
    XCTAssertEqual(shown.0, hidden.0)
    XCTAssertTrue(shown.0.contains(#""text":"Photo""#))
    XCTAssertEqual(shown.1, ["a .actionSheet is presented, and presentations are not drawn yet: frames show the view under it"])
    XCTAssertEqual(hidden.1, [])
  }

  /// `.visible` draws the bar in the colour given, from the canvas top through the large title's row
  /// (44 + 52 points); `.automatic` (as at rest on iOS) and `.hidden` draw none; `.visible` alone
  /// draws the default chrome.
  func testToolbarBackgroundFillsTheNavigationBarWhenVisible() throws {
    func fills(_ style: Bool, _ v: Visibility) throws -> [DisplayItem] {
      try displayLists(compiled: _scene(width: 390, height: 300) { Bar(style: style, visibility: v) }, at: [0])[0].items
    }
    let red = RGBAColor(red: 1, green: 0, blue: 0)
    let visible = try fills(true, .visible)
    let bar = try XCTUnwrap(visible.first { if case .fill(_, .solid(red), _, _) = $0 { return true }; return false })
    if case .fill(let path, _, _, _) = bar { XCTAssertEqual(path.controlPointBounds, CGRect(x: 0, y: 0, width: 390, height: 96)) }
    for items in [try fills(true, .automatic), try fills(true, .hidden)] {
      XCTAssertFalse(fillColors(DisplayList(size: CGSize(width: 390, height: 300), items: items)).contains(red))
    }
    // The default chrome, systemGray6 (242, 242, 247).
    XCTAssertTrue(fillColors(DisplayList(size: CGSize(width: 390, height: 300), items: try fills(false, .visible))).contains { $0.isRGB(242, 242, 247) })
    XCTAssertFalse(fillColors(DisplayList(size: CGSize(width: 390, height: 300), items: try fills(false, .automatic))).contains { $0.isRGB(242, 242, 247) })
  }

  /// `toolbarColorScheme(.dark, for:)`: the title is white and the default bar background dark,
  /// while the content keeps the light scheme.
  func testToolbarColorSchemeDrawsTheBarInItsAppearance() throws {
    let items = try displayLists(compiled: _scene(width: 390, height: 300) { DarkBar() }, at: [0])[0].items
    func paint(_ text: String) -> Paint? {
      for case .text(let run, _) in items where run.text == text { return run.paint }
      return nil
    }
    XCTAssertEqual(paint("Inbox"), .solid(RGBAColor(red: 1, green: 1, blue: 1)))
    XCTAssertEqual(paint("Row"), .solid(RGBAColor(red: 0, green: 0, blue: 0)))
    // systemGray6 in dark mode: (28, 28, 30).
    XCTAssertTrue(fillColors(DisplayList(size: CGSize(width: 390, height: 300), items: items)).contains { $0.isRGB(28, 28, 30) })
  }

  /// A collapsed section draws its header and none of its rows.
  func testCollapsedSectionHidesItsContent() throws {
    let collapsed = try nodes(_scene(width: 390, height: 400) { Collapsible(expanded: false) })
    XCTAssertNil(collapsed.text("Inside"))
    XCTAssertNotNil(collapsed.text("FAVOURITES") ?? collapsed.text("Favourites"))
    XCTAssertNotNil(collapsed.text("Always"))
    let expanded = try nodes(_scene(width: 390, height: 400) { Collapsible(expanded: true) })
    XCTAssertNotNil(expanded.text("Inside"))
    XCTAssertGreaterThan(try XCTUnwrap(expanded.text("Always")).y, try XCTUnwrap(collapsed.text("Always")).y)
  }

  /// The label leading, the selection trailing before a chevron; the other options are not drawn.
  func testNavigationLinkPickerIsARowShowingTheSelection() throws {
    let n = try nodes(_scene(width: 390, height: 200) { Flavours() })
    let label = try XCTUnwrap(n.text("Flavour")), value = try XCTUnwrap(n.text("Chocolate"))
    XCTAssertNil(n.text("Vanilla"))
    XCTAssertEqual(value.midY, label.midY, accuracy: 0.5)
    XCTAssertGreaterThan(value.x, label.maxX + 100, "the value is trailing: \(value.bounds)")
    let chevron = try XCTUnwrap(n.first { $0.json["symbol"] as? String == "chevron.right" }, "\(n.map(\.json))")
    XCTAssertGreaterThan(chevron.x, value.maxX)
  }

  /// `background()` fills with the system background (white), or the `backgroundStyle` set around
  /// it; a shape filled with `.background` takes it too, and `.backgroundStyle(.background)` keeps the
  /// one around.
  func testBackgroundStyleIsWhatBackgroundAndTheBackgroundStyleFill() throws {
    let colours = fillColors(try displayLists(compiled: _scene(width: 160, height: 40) { Backdrops() }, at: [0])[0])
    XCTAssertEqual(colours.filter { $0 == RGBAColor(red: 1, green: 1, blue: 1) }.count, 2, "\(colours)")
    XCTAssertTrue(colours.contains(RGBAColor(red: 1, green: 0, blue: 0)), "\(colours)")
    XCTAssertTrue(colours.contains(RGBAColor(red: 0, green: 1, blue: 0)), "\(colours)")
    let dark = fillColors(try displayLists(compiled: _scene(width: 160, height: 40) { Backdrops().preferredColorScheme(.dark) }, at: [0])[0])
    XCTAssertTrue(dark.contains(RGBAColor(red: 0, green: 0, blue: 0)), "\(dark)")
  }

  /// `presentationBackgroundInteraction(.enabled…)`: the screen under a sheet resting at a detent the
  /// interaction covers is not dimmed (iOS dims it black at 20 % otherwise).
  func testSheetBackgroundInteractionLeavesTheScreenUndimmed() throws {
    func dims(_ interaction: PresentationBackgroundInteraction) throws -> Bool {
      let list = try displayLists(compiled: _scene(width: 390, height: 600) { MapSheet(interaction: interaction) }, at: [0])[0]
      return fillColors(list).contains { $0.isRGB(0, 0, 0, 0.2) }
    }
    XCTAssertTrue(try dims(.automatic))
    XCTAssertTrue(try dims(.disabled))
    XCTAssertFalse(try dims(.enabled))
    XCTAssertFalse(try dims(.enabled(upThrough: .medium)), "the sheet opens at its smallest detent, medium")
    XCTAssertTrue(try dims(.enabled(upThrough: .height(100))))
  }

  /// `listSectionSpacing` replaces the 35 points between groups, the space above a header scaling with
  /// it; `headerProminence(.increased)` draws the header as written, larger.
  func testListSectionSpacingAndHeaderProminence() throws {
    func frames(_ spacing: ListSectionSpacing?, _ p: Prominence = .standard) throws -> [InspectedNode] {
      try nodes(_scene(width: 390, height: 500) { Spaced(spacing: spacing, prominence: p) })
    }
    let plain = try frames(nil), compact = try frames(.compact), custom = try frames(.custom(60))
    func gap(_ n: [InspectedNode]) throws -> Double { try XCTUnwrap(n.text("Two")).y - XCTUnwrap(n.text("One")).y }
    XCTAssertEqual(try gap(compact), try gap(plain) - 15, accuracy: 0.01)
    XCTAssertEqual(try gap(custom), try gap(plain) + 25, accuracy: 0.01)
    let header = try XCTUnwrap(plain.text("RECENT")), three = try XCTUnwrap(plain.text("Three"))
    let header60 = try XCTUnwrap(custom.text("RECENT")), three60 = try XCTUnwrap(custom.text("Three"))
    XCTAssertEqual(three60.y - header60.y, three.y - header.y, accuracy: 0.01, "the header keeps its place above its rows")
    // The space above a header scales with the spacing: 17 of the default 35 points.
    let two = try XCTUnwrap(plain.text("Two")), two60 = try XCTUnwrap(custom.text("Two"))
    XCTAssertEqual((header60.y - two60.y) - (header.y - two.y), 17 * 60 / 35.0 - 17, accuracy: 0.01)
    let prominent = try frames(nil, .increased)
    XCTAssertNil(prominent.text("RECENT"))
    XCTAssertGreaterThan(try XCTUnwrap(prominent.text("Recent")).height, header.height)
  }

  /// An inspector on an iPhone is a sheet: its content drawn over the dimmed screen while presented.
  func testInspectorIsDrawnAsASheet() throws {
    let shown = try nodes(_scene(width: 390, height: 600) { Traits(shown: true) })
    let hidden = try nodes(_scene(width: 390, height: 600) { Traits(shown: false) })
    XCTAssertNotNil(shown.text("Font size"))
    XCTAssertNil(hidden.text("Font size"))
    XCTAssertNotNil(hidden.text("Canvas"))
    // A large sheet starts 10 points below the top (no safe area here), its content at its top.
    XCTAssertEqual(try XCTUnwrap(shown.text("Font size")).y, 10, "\(shown.map(\.json))")
    XCTAssertTrue(shown.contains { $0.json["shape"] as? String == "UnevenRoundedRectangle" && $0.y == 10 })
  }

  /// A grouped header upper-cases every text in it through the environment, inside other views too,
  /// and `.textCase(nil)` keeps a header as written.
  func testSectionHeadersUpperCaseThroughTheEnvironment() throws {
    let n = try nodes(_scene(width: 390, height: 500) { Headers() })
    XCTAssertNotNil(n.text("WRAPPED"), "\(n.compactMap(\.text))")
    XCTAssertNotNil(n.text("Kept"), "\(n.compactMap(\.text))")
    XCTAssertNotNil(n.text("PLAIN"), "\(n.compactMap(\.text))")
  }

  /// `ContainerRelativeShape` takes the container shape set above it, and is a rectangle without one.
  func testContainerRelativeShapeFollowsTheContainerShape() throws {
    let n = try nodes(_scene(width: 80, height: 120) { Cards() })
    let shapes = n.filter { $0.json["shape"] != nil }
    XCTAssertEqual(shapes.count, 3, "\(n.map(\.json))")
    XCTAssertEqual(shapes[0].json["shape"] as? String, "RoundedRectangle")
    XCTAssertEqual(shapes[0].json["cornerRadius"] as? Double, 12)
    XCTAssertEqual(shapes[1].json["shape"] as? String, "Rectangle")
    XCTAssertEqual(shapes[2].json["shape"] as? String, "Capsule", "a background shape takes it too")
  }
}

private extension RGBAColor {
  /// Whether the colour is (r, g, b) out of 255 at `alpha`, to a rounding.
  func isRGB(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) -> Bool {
    abs(red - r / 255) < 0.003 && abs(green - g / 255) < 0.003 && abs(blue - b / 255) < 0.003 && abs(alpha - a) < 0.003
  }
}
