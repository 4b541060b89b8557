import CairoRenderer
import Foundation
import Graphics
import Testing
import ViewRuntime

/// Asset catalogs end to end through the built binary, as users run it: the catalog beside the scene,
/// `--assets` and `Scene(assets:)`, checked by pixels of rendered stills, `inspect` numbers, warnings at
/// the call's `file:line:col`, `--strict` and catalog errors. Each scene is compiled by swiftc, with
/// Xcode's generated asset symbols (`Color(.ink)`, `.fill(.gold)`) of the catalog it uses.
@Suite struct AssetSceneTests {
  static let fixture = CommandLineTool.packageRoot.appendingPathComponent("Tests/SceneRenderingTests/Fixtures/Assets.xcassets").path
  static let gallery = CommandLineTool.packageRoot.appendingPathComponent("scenes/gallery")

  /// Writes `text` as a scene in a fresh folder; returns the scene's path.
  private func scene(_ text: String, name: String = "assets.swift-dsl") throws -> String {
    let dir = try CommandLineTool.temporaryDirectory()
    let path = dir.appendingPathComponent(name).path
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  /// The still at `t` of the scene at `path`, rendered by the binary (with `--assets catalog` when given).
  private func frame(_ path: String, catalog: String? = AssetSceneTests.fixture, at t: Double = 0) throws -> FrameBuffer {
    let out = (path as NSString).deletingLastPathComponent + "/still-\(UUID().uuidString).png"
    let r = try CommandLineTool.run(["render", path, "--at", String(t), "-o", out, "--quiet"] + (catalog.map { ["--assets", $0] } ?? []))
    try #require(r.status == 0, "\(r.stderr)")
    defer { try? FileManager.default.removeItem(atPath: out) }
    return try PNGFile.read(out)
  }

  /// `animrender inspect` at `t`, decoded; `stderr` is what the run printed there (its warnings).
  private func inspect(_ path: String, at t: Double) throws -> (FrameInspection, stderr: String) {
    let r = try CommandLineTool.run(["inspect", path, "--at", String(t)])
    try #require(r.status == 0, "\(r.stderr)")
    return (try JSONDecoder().decode(FrameInspection.self, from: Data(r.stdout.utf8)), r.stderr)
  }

  private func rgb(_ f: FrameBuffer, _ x: Int, _ y: Int) -> [Int] { let p = f.pixel(x: x, y: y); return [Int(p.r), Int(p.g), Int(p.b)] }
  /// Channels within `tolerance` steps of `expected` (colour components × 255 round either way).
  private func close(_ a: [Int], _ expected: [Int], _ tolerance: Int = 1) -> Bool { zip(a, expected).allSatisfy { abs($0 - $1) <= tolerance } }

  // MARK: Scales, templates, vectors: pixels

  /// `bear` is red at 1x, green at 2x, blue at 3x (8x6 points each): the render's scale picks the file.
  @Test(arguments: [(1.0, [255, 0, 0]), (2.0, [0, 255, 0]), (3.0, [0, 0, 255])])
  func theNearestScaleIsDrawn(scale: Double, expected: [Int]) throws {
    let path = try scene("Scene(width: 40, height: 20, scale: \(scale)) { Image(\"bear\") }")
    // The catalog beside the scene (a copy of the fixture): `inspect` takes no --assets.
    try FileManager.default.copyItem(atPath: Self.fixture, toPath: (path as NSString).deletingLastPathComponent + "/Assets.xcassets")
    let f = try frame(path, catalog: nil)
    #expect(rgb(f, Int(20 * scale), Int(10 * scale)) == expected)
    // The image is 8 points wide, centred: (16…24); just outside it the canvas stays white.
    #expect(rgb(f, Int(15 * scale), Int(10 * scale)) == [255, 255, 255])
    #expect(try inspect(path, at: 0).0.nodes.first?.bounds == [16, 7, 8, 6])
  }

  /// A template image (the set's intent, or `.renderingMode(.template)`) is its alpha filled with the
  /// foreground style; `.original` keeps its own black.
  @Test func templatesTakeTheForegroundStyle() throws {
    let path = try scene("""
      Scene(width: 60, height: 20) {
        HStack(spacing: 0) {
          Image("mark").resizable().frame(width: 20, height: 20).foregroundStyle(Color(red: 0, green: 0.5, blue: 1))
          Image("mark").renderingMode(.original).resizable().frame(width: 20, height: 20).foregroundStyle(.red)
          Image("bear").renderingMode(.template).resizable().frame(width: 20, height: 20).foregroundStyle(Color(white: 0.25))
        }
      }
      """)
    let f = try frame(path)
    #expect(close(rgb(f, 10, 10), [0, 128, 255]), "\(rgb(f, 10, 10))")
    #expect(rgb(f, 30, 10) == [0, 0, 0])
    #expect(close(rgb(f, 50, 10), [64, 64, 64]), "\(rgb(f, 50, 10))")
    #expect(rgb(f, 1, 1) == [255, 255, 255], "outside the mark's disc nothing is drawn")
  }

  /// A PDF drawn as a vector at 4x its size stays sharp: the star's edge goes from orange to white
  /// within about a pixel (a bitmap scaled 4x would blur over ~4).
  @Test func vectorsAreDrawnAsVectors() throws {
    let path = try scene("Scene(width: 192, height: 192) { Image(\"Icons/star\").resizable().frame(width: 192, height: 192) }")
    let f = try frame(path)
    let fill = rgb(f, 96, 96)
    #expect(close(fill, [250, 140, 26]), "\(fill)")  // the PDF's fill 0.98 0.55 0.1
    // Along the horizontal through the centre, count pixels that are neither the fill nor white.
    let row = (0..<192).map { rgb(f, $0, 96) }
    let partial = row.filter { $0 != fill && $0 != [255, 255, 255] }.count
    #expect(partial > 0 && partial <= 6, "\(partial) blended pixels across the edges")
  }

  // MARK: Colours, dark mode, generated symbols

  @Test func catalogColoursFollowTheColorScheme() throws {
    let text = """
      Scene(width: 60, height: 20, colorScheme: SCHEME) {
        HStack(spacing: 0) {
          Color("Gold").frame(width: 20, height: 20)
          Color(.ink).frame(width: 20, height: 20)
          Rectangle().fill(.gold).frame(width: 20, height: 20)
        }
      }
      """
    let light = try frame(scene(text.replacingOccurrences(of: "SCHEME", with: ".light")))
    #expect([10, 30, 50].map { rgb(light, $0, 10) } == [[255, 215, 0], [51, 102, 153], [255, 215, 0]])
    let dark = try frame(scene(text.replacingOccurrences(of: "SCHEME", with: ".dark")))
    // Gold's dark value is 0xFFC107; Ink has none, so it stays.
    #expect([10, 30, 50].map { rgb(dark, $0, 10) } == [[255, 193, 7], [51, 102, 153], [255, 193, 7]])
  }

  /// `moon` has a red any-appearance file and a blue dark one.
  @Test func darkImageVariantsFollowTheColorScheme() throws {
    let path = try scene("""
      Scene(width: 40, height: 20) {
        HStack(spacing: 0) {
          Image("moon").resizable().frame(width: 20, height: 20)
          Image("moon").resizable().frame(width: 20, height: 20).environment(\\.colorScheme, .dark)
        }
      }
      """)
    let f = try frame(path)
    #expect(rgb(f, 10, 10) == [255, 0, 0] && rgb(f, 30, 10) == [0, 0, 255])
  }

  /// The gallery catalog's BrandStart → BrandEnd as a horizontal gradient, light and under a dark
  /// environment: the first and last pixel columns are the sets' light and dark values.
  @Test func brandGradientUsesLightAndDarkValues() throws {
    let path = try scene("""
      struct Band: View {
          var body: some View {
              Rectangle().fill(LinearGradient(colors: [Color(.brandStart), Color(.brandEnd)], startPoint: .leading, endPoint: .trailing))
                  .frame(width: 200, height: 20)
          }
      }
      Scene(width: 200, height: 40) {
          VStack(spacing: 0) { Band(); Band().environment(\\.colorScheme, .dark) }
      }
      """)
    let f = try frame(path, catalog: Self.gallery.appendingPathComponent("Assets.xcassets").path)
    // BrandStart (0.345, 0.337, 0.839) / dark (0.490, 0.478, 1); BrandEnd (0.937, 0.278, 0.435) / dark (1, 0.420, 0.557);
    // a pixel's centre is half a pixel into a 200-pixel ramp, so it may be off by one more step.
    #expect(close(rgb(f, 0, 10), [88, 86, 214], 2) && close(rgb(f, 199, 10), [239, 71, 111], 2), "\(rgb(f, 0, 10)) \(rgb(f, 199, 10))")
    #expect(close(rgb(f, 0, 30), [125, 122, 255], 2) && close(rgb(f, 199, 30), [255, 107, 142], 2), "\(rgb(f, 0, 30)) \(rgb(f, 199, 30))")
  }

  // MARK: Layout of asset images (gallery scenes)

  @Test func photoStripSizesAndItsPlaceholder() throws {
    let (inspection, stderr) = try inspect(Self.gallery.appendingPathComponent("asset-photo-strip.swift-dsl").path, at: 1.0)
    let nodes = inspection.nodes.filter { $0.kind == .image }
    #expect(nodes.map(\.symbol) == ["landscape", "landscape", "landscape", "holiday"])
    // landscape is 160x100: fill into 70x70 scales by max(70/160, 70/100) = 0.7 → 112x70 (then clipped);
    // fit into 90x70 scales by min(90/160, 70/100) = 0.5625 → 90x56.25; a plain resizable frame stretches.
    #expect(nodes.map { Array($0.bounds[2...]) } == [[112, 70], [90, 56.25], [70, 70], [70, 70]])
    #expect(nodes[3].modifiers.first { $0.name == "assetImage" }?.values["missing"] == [1])
    #expect(stderr.split(separator: "\n") == ["\(Self.gallery.path)/asset-photo-strip.swift-dsl:24:13: warning: no image named 'holiday' in the asset catalog \(Self.gallery.path)/Assets.xcassets; drawing a placeholder"], "\(stderr)")
  }

  @Test func productImageKeepsItsAspectRatio() throws {
    let node = try #require(try inspect(Self.gallery.appendingPathComponent("asset-product-bounce.swift-dsl").path, at: 0).0.nodes
      .first { $0.kind == .image })
    // sneaker@2x.png is 240x160 px = 120x80 pt; fit to width 130 → 130 x 86.667.
    #expect(node.modifiers.first { $0.name == "assetImage" }?.values["size"] == [120, 80])
    #expect(abs(node.bounds[2] - 130) < 1e-3 && abs(node.bounds[3] - 130 * 80 / 120) < 1e-3)
  }

  // MARK: The command line

  @Test func missingAssetsWarnOrFailUnderStrict() throws {
    let path = try scene("""
      struct Card: View {
          var body: some View {
              VStack { Image("nope"); Color("Nothing").frame(width: 10, height: 10) }
          }
      }
      Scene(width: 120, height: 140) { Card() }
      """)
    let out = (path as NSString).deletingLastPathComponent + "/card.png"
    let ok = try CommandLineTool.run(["render", path, "--assets", Self.fixture, "--at", "0", "-o", out])
    #expect(ok.status == 0, "\(ok.stderr)")
    // Line 3 is `        VStack { Image("nope"); Color("Nothing")…`: the calls start at columns 18 and 33.
    #expect(ok.stderr.contains("\(path):3:18: warning: no image named 'nope' in the asset catalog \(Self.fixture); drawing a placeholder"), "\(ok.stderr)")
    #expect(ok.stderr.contains("\(path):3:33: warning: no color named 'Nothing'"), "\(ok.stderr)")
    // The placeholder: a 100x100 box (0.9, 0.9, 0.92) above the 10-point colour with 8 points between,
    // centred in the 120x140 canvas: x 10…110, y 11…111.
    let f = try PNGFile.read(out)
    #expect(close(rgb(f, 30, 80), [230, 230, 235]), "\(rgb(f, 30, 80))")
    #expect(rgb(f, 5, 80) == [255, 255, 255])
    let strict = try CommandLineTool.run(["render", path, "--assets", Self.fixture, "--strict", "--at", "0", "-o", out])
    #expect(strict.status == 1)
    #expect(strict.stderr.hasPrefix("\(path):3:18: error: no image named 'nope' in the asset catalog"), "\(strict.stderr)")
  }

  @Test func sceneAssetsArgumentAndBrokenCatalogs() throws {
    let path = try scene("Scene(width: 40, height: 20, assets: \"Brand.xcassets\") { Color(\"Red\") }")
    let dir = (path as NSString).deletingLastPathComponent
    let set = dir + "/Brand.xcassets/Red.colorset"
    try FileManager.default.createDirectory(atPath: set, withIntermediateDirectories: true)
    try #"{"colors":[{"color":{"color-space":"srgb","components":{"red":"1.0","green":"0.0","blue":"0.0","alpha":"1.0"}},"idiom":"universal"}]}"#
      .write(toFile: set + "/Contents.json", atomically: true, encoding: .utf8)
    let out = dir + "/red.png"
    let ok = try CommandLineTool.run(["render", path, "--at", "0", "-o", out])
    #expect(ok.status == 0, "\(ok.stderr)")
    #expect(rgb(try PNGFile.read(out), 20, 10) == [255, 0, 0])
    try "{ \"colors\": ".write(toFile: set + "/Contents.json", atomically: true, encoding: .utf8)
    let bad = try CommandLineTool.run(["render", path, "--at", "0", "-o", out])
    #expect(bad.status == 1)
    #expect(bad.stderr.hasPrefix("\(path):1:38: error: \(set)/Contents.json: invalid JSON"), "\(bad.stderr)")
    let missing = try CommandLineTool.run(["render", path, "--assets", dir + "/Nowhere.xcassets", "--at", "0", "-o", out])
    #expect(missing.status == 1 && missing.stderr.contains("no asset catalog folder at '\(dir)/Nowhere.xcassets'"), "\(missing.stderr)")
  }

  /// The gallery's asset scenes against goldens (start, middle, end) and their inspected values, recorded
  /// from renders that were looked at.
  @Test func galleryScenesMatchTheirGoldens() throws {
    let scenes = try FileManager.default.contentsOfDirectory(atPath: Self.gallery.path)
      .filter { $0.hasPrefix("asset-") && $0.hasSuffix(".swift-dsl") }.sorted()
    #expect(scenes.count >= 5)
    let failures = try CommandLineTool.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: failures) }
    let r = try CommandLineTool.run(
      ["test"] + scenes.map { "scenes/gallery/" + $0 } + ["--golden", "Tests/EndToEndTests/AssetGoldens", "--inspect", "--failures", failures.path, "--quiet"],
      in: CommandLineTool.packageRoot)
    #expect(r.status == 0, "\(r.stdout)\n\(r.stderr)")
    // Three frames and one inspect file per scene.
    #expect(r.stdout.contains("test: \(scenes.count * 4) passed, 0 failed, 0 recorded"), "\(r.stdout)")
  }
}
