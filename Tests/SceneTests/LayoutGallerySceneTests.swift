import CairoRenderer
import Foundation
import Graphics
import Testing
import ViewRuntime

/// The `layout-*` and `nav-*` gallery scenes: frames and animated values checked against numbers worked
/// out by hand from the layout rules, and each scene rasterized once (at 1×) with a pixel checked.
@Suite struct LayoutGallerySceneTests {
  private func node(_ f: FrameInspection, text: String) throws -> InspectNode { try #require(f.nodes.first { $0.text == text }) }
  private func value(_ n: InspectNode, _ name: String, _ key: String = "value") -> Double? {
    n.modifiers.first { $0.name == name }?.values[key]?.first
  }
  private func render(_ scene: LoadedScene, _ t: Double) throws -> FrameBuffer {
    try CairoRasterizer(fonts: try FontLibrary()).render(try scene.displayList(t), scale: 1)
  }
  private func rgb(_ frame: FrameBuffer, _ x: Int, _ y: Int) -> [Int] {
    let p = frame.pixel(x: x, y: y)
    return [Int(p.r), Int(p.g), Int(p.b)]
  }

  @Test func settingsScreen() throws {
    let scene = try LoadedScene("gallery/nav-settings")
    let f = try scene.inspect(0.5)
    #expect(try node(f, text: "Settings").bounds[0] == 16)
    #expect(f.nodes.contains { $0.text == "CONNECTIVITY" })
    #expect(f.nodes.filter { $0.symbol == "chevron.right" }.count == 5)
    #expect(f.nodes.filter { $0.shape == "ListGroup" }.count == 3)
    // "Done" 16 pt from the trailing edge of the 402 pt iPhone 16 Pro screen.
    let done = try node(f, text: "Done")
    #expect(abs(done.bounds[0] + done.bounds[2] - 386) < 1e-6)
    #expect(f.nodes.contains { $0.text == "9:41" } && f.nodes.contains { $0.shape == "DynamicIsland" })
    let frame = try render(scene, 0.5)
    #expect(rgb(frame, 8, 300) == [242, 242, 247])
    #expect(rgb(frame, 201, 29) == [0, 0, 0])  // the Dynamic Island
  }

  @Test func darkInboxWithInlineTitleAndBottomBar() throws {
    let scene = try LoadedScene("gallery/nav-inbox-dark")
    let before = try scene.inspect(0)
    // The newest message is inserted at once and transitions in after its 0.4 s delay: invisible at 0.
    #expect(before.nodes.first { $0.text == "Lena Ortiz" }.map { value($0, "opacity") == 0 } ?? true)
    let title = try node(before, text: "Inbox")
    #expect(abs(title.bounds[0] + title.bounds[2] / 2 - 196.5) < 1e-6)
    // Plain list: one full-width group with square corners.
    let group = try #require(before.nodes.first { $0.shape == "ListGroup" })
    #expect(group.bounds[0] == 0 && group.bounds[2] == 393 && group.cornerRadius == 0)
    // The bottom bar's status is centred in the 44 pt bar above the home indicator strip (818 − 22 = 796).
    let status = try node(before, text: "Updated Just Now")
    #expect(abs(status.bounds[0] + status.bounds[2] / 2 - 196.5) < 1e-6 && abs(status.bounds[1] + status.bounds[3] / 2 - 796) < 1e-6)
    let after = try scene.inspect(1.5)
    let newest = try node(after, text: "Lena Ortiz"), older = try node(after, text: "Jun Ito")
    #expect(newest.bounds[1] < older.bounds[1])
    let frame = try render(scene, 1.5)
    #expect(rgb(frame, 5, 400) == [0, 0, 0])
  }

  @Test func photoGridTilesFadeInRowByRow() throws {
    let scene = try LoadedScene("gallery/layout-photo-grid")
    // 393 pt wide, adaptive(minimum: 90) 2 pt apart: ⌊395 / 92⌋ = 4 columns of (393 − 6) / 4 = 96.75.
    let f = try scene.inspect(1.5)
    let tiles = f.nodes.filter { $0.shape == "Rectangle" }
    #expect(tiles.count == 36)
    #expect(tiles[0].bounds == [0, 59, 96.75, 96.75])
    #expect(tiles[5].bounds == [98.75, 157.75, 96.75, 96.75])
    #expect(tiles.allSatisfy { (value($0, "opacity") ?? 1) == 1 })
    // Row 3 (tiles 12…15) starts at 0.3 s: at 0.2 s it is still hidden.
    let early = try scene.inspect(0.2).nodes.filter { $0.shape == "Rectangle" }
    #expect(value(early[12], "opacity") == 0)
    #expect((value(early[0], "opacity") ?? 0) > 0)
  }

  @Test func onboardingFillsTheScreenAndPinsTheButton() throws {
    let scene = try LoadedScene("gallery/layout-onboarding")
    let f = try scene.inspect(1.5)
    // iPhone SE: 375 × 667, a 20 pt status bar and no home indicator.
    let gradient = try #require(f.nodes.first { $0.shape == "Rectangle" || $0.shape == "LinearGradient" })
    #expect(gradient.bounds == [0, 0, 375, 667])
    let button = try #require(f.nodes.first { $0.shape == "Capsule" && $0.bounds[3] == 50 })
    #expect(button.bounds == [24, 617, 327, 50])
    #expect(try node(f, text: "Continue").bounds[1] > 617)
    #expect(!f.nodes.contains { $0.shape == "HomeIndicator" })
    let frame = try render(scene, 1.5)
    #expect(rgb(frame, 40, 642) == [255, 255, 255])
  }

  @Test func feedHeaderShrinksUnderTheStatusBar() throws {
    let scene = try LoadedScene("gallery/layout-feed-header")
    // The header's rectangle touches the top of the safe area (62) and grows up to the screen's top.
    let header = { (t: Double) throws -> [Double] in try #require(try scene.inspect(t).nodes.first { $0.shape == "Rectangle" }).bounds }
    #expect(try header(0) == [0, 0, 402, 222])
    let compact = try header(1.5)
    #expect(zip(compact, [0, 0, 402, 126]).allSatisfy { abs($0 - $1) < 0.01 }, "\(compact)")
    let f = try scene.inspect(1.5)
    #expect(f.nodes.contains { $0.text == "Today" })
    // Cards are 16 pt in; their image areas 16:9 of the 402 − 32 − 24 = 346 pt content width.
    let image = try #require(f.nodes.first { $0.shape == "RoundedRectangle" && $0.cornerRadius == 12 })
    #expect(abs(image.bounds[2] - 346) < 1e-6 && abs(image.bounds[3] - 346 * 9 / 16) < 1e-6)
  }

  @Test func statsGridBarsGrowToTheirValues() throws {
    let scene = try LoadedScene("gallery/layout-stats-grid")
    let bars = { (t: Double) throws -> [InspectNode] in try scene.inspect(t).nodes.filter { $0.shape == "Capsule" } }
    #expect(try bars(0).map { $0.bounds[2] } == [4, 4, 4])
    let grown = try bars(1.2)
    #expect(zip(grown.map { $0.bounds[2] }, [117.6, 140, 140 * 10 / 12]).allSatisfy { abs($0 - $1) < 1e-6 })
    // One column: the bars share their leading edge, and so do the ring names.
    #expect(Set(grown.map { $0.bounds[0] }).count == 1)
    let names = try ["Move", "Exercise", "Stand"].map { try node(try scene.inspect(1.2), text: $0).bounds[0] }
    #expect(Set(names).count == 1)
  }

  @Test func adaptiveActionsStackWhenNarrow() throws {
    let scene = try LoadedScene("gallery/layout-adaptive-actions")
    let wide = try scene.inspect(0.2)
    #expect(try node(wide, text: "Save to Photos").bounds[1] == (try node(wide, text: "Share…").bounds[1]))
    let narrow = try scene.inspect(1.0)
    #expect(try node(narrow, text: "Save to Photos").bounds[1] < (try node(narrow, text: "Share…").bounds[1]))
  }

  @Test func carouselCardsAreFourFifthsOfTheScreen() throws {
    let scene = try LoadedScene("gallery/layout-carousel")
    // (393 − 4 × 12) / 5 × 4 + 3 × 12 = 312; 16 pt padding, 12 pt apart.
    let cards = try scene.inspect(1.2).nodes.filter { $0.shape == "RoundedRectangle" }
    #expect(cards.count == 4)
    #expect(cards.map { $0.bounds[2] } == [312, 312, 312, 312])
    #expect(cards[1].bounds[0] == 340 && cards[2].bounds[0] == 664)
    // The horizontal scroll view is only as tall as its cards, so they sit 12 pt under the title
    // rather than centred in the height the Spacer leaves.
    let title = try #require(try scene.inspect(1.2).nodes.first { $0.text == "Featured" })
    #expect(abs(cards[1].bounds[1] - (title.bounds[1] + title.bounds[3] + 12)) < 1e-3)
    #expect(try scene.value("offset", "y", at: 1.2, node: f0(scene)) < 0)
  }

  private func f0(_ scene: LoadedScene) throws -> Int {
    try #require(try scene.inspect(1.2).nodes.firstIndex { $0.shape == "RoundedRectangle" })
  }

  @Test func libraryOnIPad() throws {
    let scene = try LoadedScene("gallery/nav-library-ipad")
    let f = try scene.inspect(1.2)
    // 834 − 48 = 786 pt: ⌊810 / 164⌋ = 4 columns of (786 − 72) / 4 = 178.5, covers 2:3.
    let covers = f.nodes.filter { $0.shape == "RoundedRectangle" }
    #expect(covers.count == 10)
    #expect(covers.allSatisfy { abs($0.bounds[2] - 178.5) < 1e-6 && abs($0.bounds[3] - 267.75) < 1e-6 })
    #expect(abs(covers[1].bounds[0] - covers[0].bounds[0] - 202.5) < 1e-6)
    let add = try node(f, text: "Add"), sort = try node(f, text: "Sort")
    #expect(abs(add.bounds[0] + add.bounds[2] - 818) < 1e-6 && abs(sort.bounds[0] + sort.bounds[2] + 16 - add.bounds[0]) < 1e-6)
    #expect(try node(f, text: "Library").bounds[0] == 16)
    let frame = try render(scene, 1.2)
    #expect(rgb(frame, 5, 600) == [255, 255, 255])
  }

  /// `download-row`: icon tile, name over size, `Spacer()`, ring, in a 360-point list with 16-point
  /// padding and 12-point spacing. The stack sizes the spacer last (priority −∞), so the text column is
  /// offered 328 − 3·12 − 8 (the spacer's minimum) − 48 − 30 = 206 and each name keeps one line.
  @Test func downloadRowNamesStayOnOneLine() throws {
    let scene = try LoadedScene("gallery/download-row")
    let f = try scene.inspect(0.6)
    let names = try ["Field Recordings.zip", "Tour Photos.heic", "Keynote Draft.key"].map { try node(f, text: $0) }
    let sizes = try ["48 MB of 120 MB", "48 MB of 64 MB", "18 MB of 18 MB"].map { try node(f, text: $0) }
    for (name, size) in zip(names, sizes) {
      #expect(name.bounds[0] == 16 + 48 + 12)  // after the padding, the tile and the spacing
      #expect(name.bounds[2] <= 206)
      // One headline line: the size line starts one line (plus the VStack's 2) below the name, at the
      // same height for every row, and no name is taller than the first one's single line.
      #expect(abs(size.bounds[1] - (name.bounds[1] + name.bounds[3] + 2)) < 1e-3)
      #expect(abs(name.bounds[3] - names[0].bounds[3]) < 1e-3)
    }
    #expect(names[0].bounds[3] < 1.5 * 17)  // a 17-point headline: one line, not two
    // Rings at the trailing edge: 360 − 16 − 30. easeInOut(1.2 s) from the appearance at 0 is half-way
    // at 0.6 s (the curve is symmetric), so each trim is half its row's fraction; at 1.6 s the whole.
    let rings = f.nodes.filter { n in n.modifiers.contains { $0.name == "trim" } }
    #expect(rings.map { $0.bounds[0] } == [314, 314, 314])
    #expect(zip(rings.map { value($0, "trim", "to") ?? -1 }, [0.2, 0.375, 0.5]).allSatisfy { abs($0 - $1) < 1e-3 })
    let settled = try scene.inspect(1.6).nodes.filter { n in n.modifiers.contains { $0.name == "trim" } }
    #expect(zip(settled.map { value($0, "trim", "to") ?? -1 }, [0.4, 0.75, 1]).allSatisfy { abs($0 - $1) < 1e-3 })
  }
}
