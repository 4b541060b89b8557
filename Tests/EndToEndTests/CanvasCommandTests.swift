import CairoRenderer
import Foundation
import Graphics
import Testing

/// Device canvases and size-that-fits canvases through the built binary: `.previewDevice`,
/// `.sizeThatFitsLayout`, `.previewLayout(.sizeThatFits)`, `--size fit`, `GeometryProxy.safeAreaInsets`,
/// what an unadorned `#Preview` gets, and the directional chevrons (docs/layout.md).
@Suite struct CanvasCommandTests {
  /// A folder of previews (written fresh per test) and the functions to run the binary on it.
  struct Folder {
    let url: URL
    var path: String { url.path }

    init(_ files: [String: String]) throws {
      url = try CommandLineTool.temporaryDirectory()
      for (name, text) in files { try text.write(to: url.appendingPathComponent(name), atomically: true, encoding: .utf8) }
    }

    /// `inspect` at time 0: the drawn leaves' JSON objects.
    func inspect(_ arguments: [String]) throws -> (CommandLineTool.Result, [[String: Any]]) {
      let r = try CommandLineTool.run(["inspect", path, "--at", "0"] + arguments)
      let json = (try? JSONSerialization.jsonObject(with: Data(r.stdout.utf8))) as? [String: Any]
      return (r, json?["nodes"] as? [[String: Any]] ?? [])
    }

    /// `render` of one still; the PNG when it succeeded.
    func render(_ arguments: [String]) throws -> (CommandLineTool.Result, FrameBuffer?) {
      let out = url.appendingPathComponent("out-\(UUID().uuidString).png").path
      let r = try CommandLineTool.run(["render", path, "--at", "0", "--out", out, "-q"] + arguments)
      guard r.status == 0 else { return (r, nil) }
      return (r, try PNGFile.read(out))
    }
  }

  static func bounds(_ node: [String: Any]?) -> [Double] {
    (node?["bounds"] as? [Any])?.compactMap { ($0 as? NSNumber)?.doubleValue } ?? []
  }
  /// Element `i` of a node's bounds (x, y, width, height); nan when the node is missing.
  static func bound(_ node: [String: Any]?, _ i: Int) -> Double { let b = bounds(node); return b.count > i ? b[i] : .nan }
  static func node(_ nodes: [[String: Any]], text: String) -> [String: Any]? { nodes.first { $0["text"] as? String == text } }
  static func node(_ nodes: [[String: Any]], shape: String) -> [String: Any]? { nodes.first { $0["shape"] as? String == shape } }

  static let screen = """
    import SwiftUI

    struct Screen: View {
      var body: some View {
        ZStack {
          Color.blue.ignoresSafeArea()
          VStack { Text("Top"); Spacer(); Text("Bottom") }
        }
      }
    }

    #Preview("Plain") { Screen() }

    struct OnDevice_Previews: PreviewProvider {
      static var previews: some View {
        Screen().previewDevice("iPhone 16 Pro").previewDisplayName("Device")
      }
    }

    struct Unknown_Previews: PreviewProvider {
      static var previews: some View { Screen().previewDevice(PreviewDevice(rawValue: "iPhone 99")) }
    }
    """

  // MARK: Devices

  /// `.previewDevice("iPhone 16 Pro")`: the view in the safe area (62 top, 34 bottom), the background
  /// that ignores it filling the 402 × 874 screen, the chrome drawn.
  @Test func previewDevicePutsTheProviderOnTheDevice() throws {
    let folder = try Folder(["Screen.swift": Self.screen])
    defer { try? FileManager.default.removeItem(at: folder.url) }
    let (r, nodes) = try folder.inspect(["--preview", "OnDevice_Previews"])
    #expect(r.status == 0, "\(r.stderr)")
    #expect(Self.bounds(Self.node(nodes, shape: "Color")) == [0, 0, 402, 874])
    let top = Self.bounds(Self.node(nodes, text: "Top")), bottom = Self.bounds(Self.node(nodes, text: "Bottom"))
    #expect(top.count == 4 && top[1] == 62)
    #expect(bottom.count == 4 && abs(bottom[1] + bottom[3] - (874 - 34)) < 1e-6)
    #expect(Self.node(nodes, shape: "DynamicIsland") != nil && Self.node(nodes, shape: "HomeIndicator") != nil)
    let (png, frame) = try folder.render(["--preview", "OnDevice_Previews"])
    #expect(png.status == 0, "\(png.stderr)")
    #expect(frame?.width == 402 * 3 && frame?.height == 874 * 3, "the device's scale")
  }

  @Test func anUnknownPreviewDeviceIsAnErrorNamingIt() throws {
    let folder = try Folder(["Screen.swift": Self.screen])
    defer { try? FileManager.default.removeItem(at: folder.url) }
    let (r, _) = try folder.inspect(["--preview", "Unknown_Previews"])
    #expect(r.status == 1)
    #expect(r.stderr.contains("unknown device 'iPhone 99'") && r.stderr.contains("iPhone 16 Pro"), "\(r.stderr)")
  }

  /// An unadorned `#Preview` keeps the folder's plain 393 × 852 canvas (no insets, no chrome);
  /// `--device` puts it on the device exactly as a scene with `Scene(device:)`.
  @Test func anUnadornedPreviewIsOnAPlainCanvasUnlessADeviceIsAsked() throws {
    let folder = try Folder(["Screen.swift": Self.screen])
    defer { try? FileManager.default.removeItem(at: folder.url) }
    let (plain, nodes) = try folder.inspect(["--preview", "Plain"])
    #expect(plain.status == 0, "\(plain.stderr)")
    #expect(Self.bounds(Self.node(nodes, shape: "Color")) == [0, 0, 393, 852])
    #expect(Self.bound(Self.node(nodes, text: "Top"), 1) == 0)
    #expect(Self.node(nodes, shape: "DynamicIsland") == nil)
    let (device, onDevice) = try folder.inspect(["--preview", "Plain", "--device", "iphone-16"])
    #expect(device.status == 0, "\(device.stderr)")
    #expect(Self.bounds(Self.node(onDevice, shape: "Color")) == [0, 0, 393, 852])
    #expect(Self.bound(Self.node(onDevice, text: "Top"), 1) == 59)
    #expect(Self.node(onDevice, shape: "DynamicIsland") != nil)
    // `--view` takes the same root.
    let (view, viewNodes) = try folder.inspect(["--view", "Screen", "--device", "iphone-16"])
    #expect(view.status == 0, "\(view.stderr)")
    #expect(Self.bounds(Self.node(viewNodes, text: "Top")) == Self.bounds(Self.node(onDevice, text: "Top")))
  }

  /// `proxy.safeAreaInsets`: the device's insets for a reader filling the root, zero for one that does
  /// not reach the edges, zero after `ignoresSafeArea`, zero on a plain canvas.
  @Test func geometryReaderReportsTheSafeArea() throws {
    let scene = """
      struct Insets: View {
        let label: String
        var body: some View {
          GeometryReader { p in
            Text("\\(label) \\(Int(p.safeAreaInsets.top)) \\(Int(p.safeAreaInsets.bottom)) \\(Int(p.safeAreaInsets.leading))")
          }
        }
      }
      struct Root: View {
        var body: some View {
          ZStack {
            Insets(label: "root")
            Insets(label: "ignoring").ignoresSafeArea()
            VStack { Color.clear.frame(height: 100); Insets(label: "middle").frame(height: 50); Color.clear.frame(height: 100) }
          }
        }
      }
      Scene(device: .iPhone16Pro) { Root() }
      """
    let folder = try Folder(["insets.swift-dsl": scene])
    defer { try? FileManager.default.removeItem(at: folder.url) }
    let path = folder.url.appendingPathComponent("insets.swift-dsl").path
    func texts(_ arguments: [String]) throws -> [String] {
      let r = try CommandLineTool.run(["inspect", path, "--at", "0"] + arguments)
      #expect(r.status == 0, "\(r.stderr)")
      let nodes = ((try? JSONSerialization.jsonObject(with: Data(r.stdout.utf8))) as? [String: Any])?["nodes"] as? [[String: Any]] ?? []
      return nodes.compactMap { $0["text"] as? String }.filter { $0 != "9:41" }.sorted()
    }
    #expect(try texts([]) == ["ignoring 0 0 0", "middle 0 0 0", "root 62 34 0"])
    #expect(try texts(["--device", "iphone-se-3"]) == ["ignoring 0 0 0", "middle 0 0 0", "root 20 0 0"])
  }

  /// `proxy.safeAreaInsets` inside `safeAreaInset` content: a reader filling the content reports the
  /// bar's height plus the spacing on the bar's edge, and beyond the bar the device's inset (a bar on the
  /// home indicator's strip: 50 + 10 + 34); bars nest; a reader that ignores the safe area reports zero.
  /// On a plain canvas only the bars count.
  @Test func geometryReaderCountsSafeAreaInsetBars() throws {
    func scene(_ canvas: String) -> String {
      """
      struct Reader: View {
        let label: String
        var body: some View {
          GeometryReader { p in
            Text("\\(label) \\(Int(p.safeAreaInsets.top)) \\(Int(p.safeAreaInsets.bottom)) \\(Int(p.size.height))")
          }
        }
      }
      struct Root: View {
        var body: some View {
          ZStack {
            Reader(label: "bottom")
              .safeAreaInset(edge: .bottom, spacing: 10) { Color.blue.frame(height: 50) }
            Reader(label: "nested")
              .safeAreaInset(edge: .top, spacing: 0) { Color.red.frame(height: 40) }
              .safeAreaInset(edge: .bottom, spacing: 0) { Color.blue.frame(height: 50) }
            Reader(label: "ignoring").ignoresSafeArea()
              .safeAreaInset(edge: .bottom, spacing: 0) { Color.blue.frame(height: 50) }
          }
        }
      }
      Scene(\(canvas)) { Root() }
      """
    }
    func texts(_ canvas: String) throws -> [String] {
      let folder = try Folder(["bars.swift-dsl": scene(canvas)])
      defer { try? FileManager.default.removeItem(at: folder.url) }
      let r = try CommandLineTool.run(["inspect", folder.url.appendingPathComponent("bars.swift-dsl").path, "--at", "0"])
      #expect(r.status == 0, "\(r.stderr)")
      let nodes = ((try? JSONSerialization.jsonObject(with: Data(r.stdout.utf8))) as? [String: Any])?["nodes"] as? [[String: Any]] ?? []
      return nodes.compactMap { $0["text"] as? String }.filter { $0 != "9:41" }.sorted()
    }
    // iPhone 16 Pro: 874 tall, safe area 62 … 840 (778 tall).
    #expect(try texts("device: .iPhone16Pro") == [
      "bottom 62 \(50 + 10 + 34) \(778 - 60)", "ignoring 0 0 874", "nested \(40 + 62) \(50 + 34) \(778 - 90)",
    ])
    #expect(try texts("width: 300, height: 400") == ["bottom 0 60 340", "ignoring 0 0 400", "nested 40 50 310"])
  }

  // MARK: Size that fits

  static let fitting = """
    import SwiftUI

    struct Badge: View {
      var body: some View {
        HStack(spacing: 8) {
          Color.red.frame(width: 40, height: 30)
          Text("Hello")
        }
        .padding(10)
      }
    }

    struct Huge: View {
      var body: some View { Color.red.frame(width: 9000, height: 10) }
    }

    #Preview("Fit", traits: .sizeThatFitsLayout) { Badge() }

    #Preview("Text") { Text("Hello") }

    struct Pill_Previews: PreviewProvider {
      static var previews: some View {
        Color.blue.frame(width: 120, height: 44).padding(8).previewLayout(.sizeThatFits)
      }
    }

    struct Fixed_Previews: PreviewProvider {
      static var previews: some View {
        Color.blue.previewLayout(.fixed(width: 200, height: 80))
      }
    }
    """

  /// The canvas is the ideal size worked out by hand: 10 + 40 + 8 + the text's width + 10 wide (the
  /// width measured on its own canvas, rounded up to a whole pixel) and 10 + 30 + 10 tall.
  @Test func sizeThatFitsLayoutTakesTheViewsIdealSize() throws {
    let folder = try Folder(["Badge.swift": Self.fitting])
    defer { try? FileManager.default.removeItem(at: folder.url) }
    let (_, alone) = try folder.inspect(["--preview", "Text"])
    let textWidth = Self.bound(Self.node(alone, text: "Hello"), 2)
    try #require(textWidth.isFinite && textWidth > 0)
    let width = (10 + 40 + 8 + textWidth + 10).rounded(.up)
    let (r, frame) = try folder.render(["--preview", "Fit"])
    #expect(r.status == 0, "\(r.stderr)")
    #expect(frame?.width == Int(width) && frame?.height == 50)
    let (_, nodes) = try folder.inspect(["--preview", "Fit"])
    let slack = (width - (68 + textWidth)) / 2  // the rounding, shared either side
    // inspect prints 4 decimals.
    let red = Self.bounds(Self.node(nodes, shape: "Color"))
    #expect(red.count == 4 && abs(red[0] - (10 + slack)) < 1e-3 && red[1...] == [10, 40, 30], "\(red)")
    #expect(abs(Self.bound(Self.node(nodes, text: "Hello"), 0) - (58 + slack)) < 1e-3)
    // No device chrome on a fitted canvas; `--device` on the command line wins.
    #expect(Self.node(nodes, shape: "DynamicIsland") == nil)
    let (device, onDevice) = try folder.render(["--preview", "Fit", "--device", "iphone-16-pro", "--scale", "1"])
    #expect(device.status == 0 && onDevice?.width == 402 && onDevice?.height == 874)
  }

  @Test func previewLayoutOnAProviderSizesTheCanvas() throws {
    let folder = try Folder(["Badge.swift": Self.fitting])
    defer { try? FileManager.default.removeItem(at: folder.url) }
    let (fit, pill) = try folder.render(["--preview", "Pill_Previews", "--scale", "2"])
    #expect(fit.status == 0, "\(fit.stderr)")
    #expect(pill?.width == 136 * 2 && pill?.height == 60 * 2)
    let (fixed, frame) = try folder.render(["--preview", "Fixed_Previews"])
    #expect(fixed.status == 0 && frame?.width == 200 && frame?.height == 80, "\(fixed.stderr)")
  }

  /// `--size fit` for a `--view` (and any scene); an absurd ideal size is an error, not a huge image.
  @Test func sizeFitOptionAndItsLimit() throws {
    let folder = try Folder(["Badge.swift": Self.fitting])
    defer { try? FileManager.default.removeItem(at: folder.url) }
    let (plain, full) = try folder.render(["--view", "Badge"])
    #expect(plain.status == 0 && full?.width == 393 && full?.height == 852, "\(plain.stderr)")
    let (fit, fitted) = try folder.render(["--view", "Badge", "--size", "fit"])
    let (_, preview) = try folder.render(["--preview", "Fit"])
    #expect(fit.status == 0, "\(fit.stderr)")
    #expect(fitted?.width == preview?.width && fitted?.height == 50)
    let (huge, none) = try folder.render(["--view", "Huge", "--size", "fit"])
    #expect(huge.status == 1 && none == nil)
    #expect(huge.stderr.contains("ideal size is 9000x10 points") && huge.stderr.contains("8192"), "\(huge.stderr)")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".png") }
    #expect(files.count == 3, "no half-written image for the refused size: \(files)")
    let (bad, _) = try folder.render(["--view", "Badge", "--size", "fits"])
    #expect(bad.status == 2 && bad.stderr.contains("--size takes WxH"), "\(bad.stderr)")
  }

  // MARK: Symbols

  /// `chevron.forward` draws (no warning) and points the other way right to left; a misspelling's
  /// warning names it among the closest names.
  @Test func directionalChevronsDrawAndMirror() throws {
    let scene = """
      struct Chevron: View {
        var body: some View {
          Image(systemName: "chevron.forward").resizable().frame(width: 40, height: 40)
        }
      }
      Scene(width: 40, height: 40) { Chevron() }
      """
    let folder = try Folder(["ltr.swift-dsl": scene,
                             "rtl.swift-dsl": scene.replacingOccurrences(of: "{ Chevron() }", with: "{ Chevron().environment(\\.layoutDirection, .rightToLeft) }"),
                             "typo.swift-dsl": "Scene(width: 40, height: 40) { Image(systemName: \"chevron.foward\") }"])
    defer { try? FileManager.default.removeItem(at: folder.url) }
    func frame(_ name: String) throws -> FrameBuffer {
      let out = folder.url.appendingPathComponent(name + ".png").path
      let r = try CommandLineTool.run(["render", folder.url.appendingPathComponent(name + ".swift-dsl").path, "--at", "0", "--out", out, "-q"])
      #expect(r.status == 0 && r.stderr.isEmpty, "\(r.stderr)")
      return try PNGFile.read(out)
    }
    /// Dark pixels in columns `xs`: a `>` has its two arms' ends on the left, its point on the right.
    func ink(_ f: FrameBuffer, _ xs: Range<Int>) -> Int {
      var n = 0
      for x in xs { for y in 0..<40 where f.pixel(x: x, y: y).r < 128 { n += 1 } }
      return n
    }
    let ltr = try frame("ltr"), rtl = try frame("rtl")
    #expect(ink(ltr, 0..<14) > ink(ltr, 26..<40), "left to right it is >")
    #expect(ink(rtl, 26..<40) > ink(rtl, 0..<14), "right to left it is <")
    #expect(abs(ink(ltr, 0..<14) - ink(rtl, 26..<40)) <= 2, "the same shape, mirrored")
    let typo = try CommandLineTool.run(["render", folder.url.appendingPathComponent("typo.swift-dsl").path, "--at", "0",
                                        "--out", folder.url.appendingPathComponent("typo.png").path, "-q"])
    #expect(typo.status == 0)
    #expect(typo.stderr.contains("chevron.foward") && typo.stderr.contains("chevron.forward"), "\(typo.stderr)")
  }
}
