import CairoRenderer
import Foundation
import Graphics
import Testing
import ViewRuntime

/// `NavigationStack`, `List`/`Form`/`Section`, `NavigationLink` and toolbars on an iPhone 16 canvas
/// (393 × 852, safe area from y = 59 to 818): frames from the metrics in `NavigationStackLayout.swift`
/// and `ListLayout.swift`, and pixels of the grouped colours in light and dark.
@Suite struct NavigationSceneTests {
  static let settings = """
    Scene(device: .iPhone16, statusBar: false, colorScheme: .SCHEME) {
        NavigationStack {
            List {
                Section("Account") {
                    Text("Name")
                    Text("Email")
                }
                Section {
                    NavigationLink("Privacy", destination: Text("Privacy"))
                } footer: {
                    Text("Shared with no one.")
                }
            }
            .navigationTitle("Settings")MODE
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) { Button("Add") { } }
                ToolbarItem(placement: .topBarLeading) { Button("Edit") { } }
            }
        }
    }
    """

  private func load(_ scheme: String = "light", mode: String = "") throws -> ServedScene {
    try LoadedScene(source: Self.settings.replacingOccurrences(of: "SCHEME", with: scheme)
      .replacingOccurrences(of: "MODE", with: mode), fileName: "nav.swift-dsl").runtime
  }

  @Test func largeTitleToolbarAndInsetGroupedRows() throws {
    let runtime = try load()
    let f = try runtime.inspect(at: 0)
    // The large title sits 16 pt from the edge in the 52 pt row under the 44 pt bar (y 103…155).
    let title = try #require(f.nodes.first { $0.text == "Settings" })
    #expect(title.bounds[0] == 16 && title.bounds[1] >= 103 && title.bounds[1] + title.bounds[3] <= 155)
    // Bar items 16 pt from the edges, centred on the bar (y 59…103).
    let add = try #require(f.nodes.first { $0.text == "Add" })
    #expect(abs(add.bounds[0] + add.bounds[2] - 377) < 1e-6)
    #expect(abs(add.bounds[1] + add.bounds[3] / 2 - 81) < 1e-6)
    let edit = try #require(f.nodes.first { $0.text == "Edit" })
    #expect(edit.bounds[0] == 16)
    // Groups inset 20 pt (393 ≥ 390): 353 wide, two 44 pt rows in the first; the header is upper-cased
    // 7 pt above its group, 10 pt below the list's top (y = 155).
    let groups = f.nodes.filter { $0.shape == "ListGroup" }
    #expect(groups.count == 2)
    #expect(groups[0].bounds[0] == 20 && groups[0].bounds[2] == 353 && groups[0].bounds[3] == 88)
    #expect(groups[0].cornerRadius == 10)
    let header = try #require(f.nodes.first { $0.text == "ACCOUNT" })
    #expect(header.bounds[0] == 40 && header.bounds[1] == 165)
    #expect(abs(header.bounds[1] + header.bounds[3] + 7 - groups[0].bounds[1]) < 1e-6)
    // Second group: 35 pt below the first (no header), one row.
    #expect(abs(groups[1].bounds[1] - (groups[0].bounds[1] + 88 + 35)) < 1e-6 && groups[1].bounds[3] == 44)
    // Row text 20 pt inside the group; the link's chevron (7 × 12) 20 pt from the group's trailing edge.
    #expect(f.nodes.first { $0.text == "Name" }?.bounds[0] == 40)
    let chevron = try #require(f.nodes.first { $0.symbol == "chevron.right" })
    #expect(chevron.bounds[0] == 346 && chevron.bounds[2] == 7 && chevron.bounds[3] == 12)
    #expect(abs(chevron.bounds[1] + 6 - (groups[1].bounds[1] + 22)) < 1e-6)
    // The footer sits 7 pt under its group.
    let footer = try #require(f.nodes.first { $0.text == "Shared with no one." })
    #expect(abs(footer.bounds[1] - (groups[1].bounds[1] + 44 + 7)) < 1e-6)
  }

  @Test func inlineTitleIsCentredInTheBar() throws {
    let runtime = try load(mode: "\n            .navigationBarTitleDisplayMode(.inline)")
    let f = try runtime.inspect(at: 0)
    let title = try #require(f.nodes.first { $0.text == "Settings" })
    #expect(abs(title.bounds[0] + title.bounds[2] / 2 - 196.5) < 1e-6)
    #expect(abs(title.bounds[1] + title.bounds[3] / 2 - 81) < 1e-6)
    // Without the large-title row the list starts right under the bar: header at 103 + 10.
    #expect(f.nodes.first { $0.text == "ACCOUNT" }?.bounds[1] == 113)
  }

  /// The grouped background reaches the screen's edges; groups are the secondary grouped colour.
  @Test(arguments: [("light", (242, 242, 247), (255, 255, 255)), ("dark", (0, 0, 0), (28, 28, 30))])
  func groupedColoursFollowTheAppearance(_ scheme: String, _ background: (Int, Int, Int), _ group: (Int, Int, Int)) throws {
    let runtime = try load(scheme)
    let list = try runtime.displayList(at: 0)
    let frame = try CairoRasterizer(fonts: try FontLibrary()).render(list, scale: 1)
    func rgb(_ x: Int, _ y: Int) -> (Int, Int, Int) { let p = frame.pixel(x: x, y: y); return (Int(p.r), Int(p.g), Int(p.b)) }
    #expect(rgb(5, 2) == background)      // under the (hidden) status bar
    #expect(rgb(5, 840) == background)    // under the home indicator's strip
    #expect(rgb(10, 400) == background)   // the margin beside the groups
    let groupTop = try #require(try runtime.inspect(at: 0).nodes.first { $0.shape == "ListGroup" }).bounds[1]
    #expect(rgb(30, Int(groupTop) + 40) == group)
  }

  @Test func navigationLinkOutsideAListIsAnAccentLabel() throws {
    let scene = try LoadedScene(source: """
      Scene(width: 200, height: 100) { NavigationLink("Open", destination: Text("Next")) }
      """, fileName: "link.swift-dsl")
    let f = try scene.inspect(0)
    #expect(f.nodes.count == 1 && f.nodes[0].text == "Open")
    let blue = Color.blue.rgba
    let list = try scene.displayList(0)
    let paints = list.items.compactMap { item -> RGBAColor? in
      if case .text(let run, _) = item, case .solid(let c) = run.paint { return c }
      return nil
    }
    #expect(paints == [blue])
  }
}
