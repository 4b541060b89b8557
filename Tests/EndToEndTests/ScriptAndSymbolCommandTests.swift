import CairoRenderer
import Foundation
import Graphics
import Testing
import ViewRuntime

/// Through the built binary: text in every script renders and measures as Pango does, and unknown
/// symbol names warn and draw nothing (errors under `--strict`), with both front ends.
@Suite(.serialized) struct ScriptAndSymbolCommandTests {
  static let lines = ["안녕하세요", "こんにちは世界", "你好世界", "مرحبا بالعالم", "שלום עולם", "สวัสดีชาวโลก", "नमस्ते दुनिया"]

  static let scriptScene = """
    struct Greetings: View {
        var body: some View {
            VStack(spacing: 4) {
    \(lines.map { "            Text(\"\($0)\")" }.joined(separator: "\n"))
            }
        }
    }
    Scene(width: 220, height: 200) { Greetings() }
    """

  /// A symbol that does not exist beside a known one.
  static let symbolScene = """
    struct Icons: View {
        var body: some View {
            HStack(spacing: 0) {
                Image(systemName: "no.such.symbol")
                Image(systemName: "heart.fill")
            }
        }
    }
    Scene(width: 80, height: 40) { Icons() }
    """

  private func write(_ text: String, in dir: URL) throws -> String {
    let path = dir.appendingPathComponent("scene.swift-dsl").path
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  private func run(_ arguments: [String], in dir: URL) throws -> CommandLineTool.Result {
    try CommandLineTool.run(arguments, in: dir, environment: ["XDG_CACHE_HOME": CommandLineTool.sharedCache.path])
  }

  private struct InspectLine: Decodable {
    struct Node: Decodable { var text: String?; var bounds: [Double] }
    var nodes: [Node]
  }

  /// The text leaves of an inspect line: text → width.
  private func textWidths(_ jsonLine: String) throws -> [String: Double] {
    let line = try JSONDecoder().decode(InspectLine.self, from: Data(jsonLine.utf8))
    var widths: [String: Double] = [:]
    for node in line.nodes {
      guard let text = node.text, node.bounds.count == 4 else { continue }
      widths[text] = node.bounds[2]
    }
    return widths
  }

  @Test func everyScriptRendersAndInspectsAtPangosWidths() throws {
    let dir = try CommandLineTool.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    _ = try write(Self.scriptScene, in: dir)
    let inspect = try run(["inspect", "scene.swift-dsl", "--at", "0"], in: dir)
    #expect(inspect.status == 0, "\(inspect.stderr)")
    let widths = try textWidths(inspect.stdout.trimmingCharacters(in: .whitespacesAndNewlines))
    let measurer = try PangoTextMeasurer()
    for line in Self.lines {
      // Text(…) uses .body: 17 pt regular, the system font, so SF Pro's tracking at 17 pt.
      let body = FontDescriptor(size: 17, tracking: SystemFontMetrics.tracking(size: 17), lineBox: SystemFontMetrics.lineBox)
      let expected = try measurer.metrics(of: line, font: body).width
      let measured = try #require(widths[line], "\(line) not in \(widths.keys.sorted())")
      #expect(abs(measured - expected) < 0.01, "\(line): \(measured) vs \(expected)")
    }
    let out = dir.appendingPathComponent("greetings.png").path
    let render = try run(["render", "scene.swift-dsl", "--at", "0", "-o", out], in: dir)
    #expect(render.status == 0, "\(render.stderr)")
    #expect(!render.stderr.contains("warning"), "\(render.stderr)")
    #expect(FileManager.default.fileExists(atPath: out))
  }

  @Test func unknownSymbolsWarnOnceAndDrawNothingUnlessStrict() throws {
    let dir = try CommandLineTool.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    _ = try write(Self.symbolScene, in: dir)
    // Three frames of a clip: still one warning.
    let clip = try run(["render", "scene.swift-dsl", "--duration", "0.3", "--fps", "10", "-o", "icons.gif"], in: dir)
    #expect(clip.status == 0, "\(clip.stderr)")
    #expect(clip.stderr.components(separatedBy: "unknown symbol").count == 2, "\(clip.stderr)")
    let out = dir.appendingPathComponent("icons.png").path
    let ok = try run(["render", "scene.swift-dsl", "--at", "0", "-o", out], in: dir)
    #expect(ok.status == 0, "\(ok.stderr)")
    let warnings = ok.stderr.split(separator: "\n").filter { $0.contains("warning: unknown symbol 'no.such.symbol'") }
    #expect(warnings.count == 1, "\(ok.stderr)")
    // The call's place in the user's file, from the pre-pass's table.
    #expect(warnings.first?.hasPrefix("scene.swift-dsl:4:13: warning:") == true, "\(ok.stderr)")
    #expect(warnings.first?.hasSuffix("drawing nothing") == true, "\(ok.stderr)")

    // Drawing nothing and taking no space: the heart alone, centred, as in a scene without the unknown image.
    let alone = dir.appendingPathComponent("alone.swift-dsl").path
    try Data(Self.symbolScene.replacingOccurrences(of: "Image(systemName: \"no.such.symbol\")", with: "").utf8)
      .write(to: URL(fileURLWithPath: alone))
    let aloneOut = dir.appendingPathComponent("alone.png").path
    let reference = try run(["render", "alone.swift-dsl", "--at", "0", "-o", aloneOut], in: dir)
    #expect(reference.status == 0, "\(reference.stderr)")
    let drawn = try PNGFile.read(out)
    let expected = try PNGFile.read(aloneOut)
    #expect(drawn.pixels == expected.pixels)

    let strict = try run(["render", "scene.swift-dsl", "--at", "0", "-o", out, "--strict"], in: dir)
    #expect(strict.status == 1)
    #expect(strict.stderr.contains("scene.swift-dsl:4:13: error: unknown symbol 'no.such.symbol'"), "\(strict.stderr)")
  }

  /// The localised gallery scene, tested as users test theirs: start, middle and last frame against
  /// committed goldens (looked at when recorded).
  @Test func worldGreetingsMatchesItsGoldens() throws {
    let failures = try CommandLineTool.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: failures) }
    let r = try CommandLineTool.run(
      ["test", "scenes/gallery/text-world-greetings.swift-dsl", "--golden", "Tests/EndToEndTests/ScriptGoldens",
       "--failures", failures.path, "--quiet"], in: CommandLineTool.packageRoot)
    #expect(r.status == 0, "\(r.stdout)\n\(r.stderr)")
    #expect(r.stdout.contains(", 0 failed"), "\(r.stdout)")
    #expect(!r.stderr.contains("warning"), "\(r.stderr)")
  }
}
