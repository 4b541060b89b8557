import CairoRenderer
import Foundation
import Graphics
import Testing

/// The symbol- and asset-heavy gallery scenes on device and size-that-fits canvases
/// (`scenes/gallery/canvas-*`): goldens recorded from renders that were looked at, and values the
/// scenes' code determines, checked through the built binary.
@Suite struct CanvasGalleryTests {
  static let goldens = "Tests/EndToEndTests/CanvasGoldens"
  static let scenes = ["scenes/gallery/canvas-wallet-tabs.swift-dsl", "scenes/gallery/canvas-quick-toggles.swift-dsl"]
  static let folder = "scenes/gallery/canvas-profile-folder"

  static func inspect(_ arguments: [String]) throws -> [[String: Any]] {
    let r = try CommandLineTool.run(["inspect"] + arguments, in: CommandLineTool.packageRoot)
    #expect(r.status == 0, "\(r.stderr)")
    #expect(!r.stderr.contains("warning"), "every symbol and asset is known: \(r.stderr)")
    let json = (try? JSONSerialization.jsonObject(with: Data(r.stdout.utf8))) as? [String: Any]
    return json?["nodes"] as? [[String: Any]] ?? []
  }

  static func bounds(_ node: [String: Any]?) -> [Double] {
    (node?["bounds"] as? [Any])?.compactMap { ($0 as? NSNumber)?.doubleValue } ?? []
  }

  @Test func scenesAndPreviewsMatchTheirGoldens() throws {
    let failures = try CommandLineTool.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: failures) }
    let scenes = try CommandLineTool.run(["test"] + Self.scenes + ["--golden", Self.goldens, "--failures", failures.path, "--quiet"],
                                         in: CommandLineTool.packageRoot)
    #expect(scenes.status == 0, "\(scenes.stdout)\n\(scenes.stderr)")
    #expect(scenes.stdout.contains("test: \(Self.scenes.count * 3) passed, 0 failed, 0 recorded"), "\(scenes.stdout)")
    let previews = try CommandLineTool.run(["test", "--previews", Self.folder, "--golden", Self.goldens + "/profile-folder",
                                            "--failures", failures.path, "--quiet"], in: CommandLineTool.packageRoot)
    #expect(previews.status == 0, "\(previews.stdout)\n\(previews.stderr)")
    #expect(previews.stdout.contains("0 failed, 0 recorded"), "\(previews.stdout)")
  }

  /// The wallet screen on an iPhone 16: the header's gradient runs up to the screen's top edge while
  /// its content starts under the status bar (59 pt); the tab bar sits on the home indicator's strip
  /// (34 pt) with its material down to the bottom edge; the tap on Cards moves the selection.
  @Test func walletHomeIsLaidOutInTheSafeArea() throws {
    let start = try Self.inspect([Self.scenes[0], "--at", "0"])
    // The header's gradient (a Rectangle filled with it) starts at the screen's top edge, full width.
    let g = Self.bounds(start.first { $0["shape"] as? String == "Rectangle" })
    #expect(g.count == 4 && g[0] == 0 && g[1] == 0 && g[2] == 393, "\(g)")
    let balance = Self.bounds(start.first { $0["text"] as? String == "Balance" })
    #expect(balance.count == 4 && balance[1] > 59 && balance[1] < 59 + 80, "\(balance)")
    let back = Self.bounds(start.first { $0["symbol"] as? String == "chevron.backward" })
    #expect(back.count == 4 && back[0] >= 20 && back[1] >= 59 + 20 - 1, "the toolbar starts inside the safe area: \(back)")
    let cards = Self.bounds(start.first { $0["text"] as? String == "Cards" })
    #expect(cards.count == 4 && cards[1] + cards[3] <= 852 - 34 + 0.5 && cards[1] > 852 - 34 - 60, "\(cards)")
    #expect(start.filter { $0["symbol"] as? String == "chevron.forward" }.count == 5)
    let end = try Self.inspect([Self.scenes[0], "--at", "1.5"])
    func scale(_ nodes: [[String: Any]], _ text: String) -> Double? {
      let m = nodes.first { $0["text"] as? String == text }?["modifiers"] as? [[String: Any]] ?? []
      return (m.first { $0["name"] as? String == "scaleEffect" }?["x"] as? NSNumber)?.doubleValue
    }
    #expect(scale(start, "Home") == 1.08 && scale(end, "Cards") == 1.08 && (scale(end, "Home") ?? 1) == 1)
  }

  /// The profile folder: the header preview takes its ideal size (16 + 56 + … + 16 tall: the avatar's
  /// 56 pt plus padding 16 twice plus the preview's own padding 16 twice = 120), colours come from the
  /// folder's catalog by generated name, and the provider on the iPhone 16 Pro lifts the band by the
  /// 62 pt the reader reports, so it starts at the screen's top edge.
  @Test func profileFolderUsesItsCatalogAndCanvases() throws {
    let header = try Self.inspect([Self.folder, "--preview", "Header", "--at", "0"])
    // The avatar sits 16 (preview padding) + 16 (card padding) from the top; the canvas is rounded up
    // to whole pixels, so it is centred horizontally with a fraction of a point either side.
    let avatar = Self.bounds(header.first { $0["kind"] as? String == "image" && Self.bounds($0).dropFirst(2).first == 56 })
    #expect(avatar.count == 4 && avatar[1] == 32 && avatar[3] == 56 && abs(avatar[0] - 32) < 0.5, "\(avatar)")
    let out = try CommandLineTool.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: out) }
    let png = out.appendingPathComponent("header.png").path
    let r = try CommandLineTool.run(["render", Self.folder, "--preview", "Header", "--at", "0", "--out", png, "-q"], in: CommandLineTool.packageRoot)
    #expect(r.status == 0, "\(r.stderr)")
    let f = try PNGFile.read(png)
    #expect(f.height == 120)
    let screen = try Self.inspect([Self.folder, "--preview", "ProfileScreen_Previews", "--at", "0"])
    let band = screen.first { $0["shape"] as? String == "Color" && Self.bounds($0).first == 0 && Self.bounds($0)[1] == 0 }
    #expect(Self.bounds(band) == [0, 0, 402, 182], "\(Self.bounds(band))")
    #expect(screen.contains { $0["shape"] as? String == "DynamicIsland" })
    let title = Self.bounds(screen.first { $0["text"] as? String == "Robin Meyer" })
    #expect(title.count == 4 && title[1] > 62 + 60, "the header card is inside the safe area: \(title)")
  }
}
