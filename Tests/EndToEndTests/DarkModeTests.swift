import CairoRenderer
import Foundation
import Graphics
import MediaIO
import Testing

/// `--color-scheme` and `Scene(colorScheme:)` through the built binary: the canvas and the system colours follow.
@Suite struct DarkModeTests {
  /// A label on the system background in the primary colour, and a system-red square.
  static let scene = """
    struct Card: View {
        var body: some View {
            HStack(spacing: 0) {
                Color(.secondarySystemBackground).frame(width: 40, height: 40)
                Rectangle().fill(Color(uiColor: .systemRed)).frame(width: 40, height: 40)
                Rectangle().fill(.primary).frame(width: 40, height: 40)
            }
        }
    }
    Scene(width: 160, height: 60, duration: 0.5SCHEME) { Card() }
    """

  private func render(_ scheme: String, _ arguments: [String]) throws -> FrameBuffer {
    let dir = try CommandLineTool.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let path = dir.appendingPathComponent("card.swift-dsl").path
    try Self.scene.replacingOccurrences(of: "SCHEME", with: scheme).write(toFile: path, atomically: true, encoding: .utf8)
    let out = dir.appendingPathComponent("card.png").path
    let result = try CommandLineTool.run([path, "--at", "0", "--out", out] + arguments)
    #expect(result.status == 0, "\(result.stderr)")
    return try PNGFile.read(out)
  }

  /// Pixels are BGRA; the canvas at (2, 2), the three squares' centres at x = 40, 80, 120 (y = 30).
  private func colours(_ f: FrameBuffer) -> [[Int]] {
    [(2, 2), (40, 30), (80, 30), (120, 30)].map { let p = f.pixel(x: $0.0, y: $0.1); return [Int(p.r), Int(p.g), Int(p.b)] }
  }

  @Test func lightIsTheDefault() throws {
    // White canvas; secondarySystemBackground #F2F2F7; systemRed #FF3B30; primary black.
    #expect(colours(try render("", [])) == [[255, 255, 255], [242, 242, 247], [255, 59, 48], [0, 0, 0]])
  }

  @Test func theFlagAndTheSceneArgumentTurnItDark() throws {
    // Black canvas; secondarySystemBackground #1C1C1E; systemRed #FF453A; primary white.
    let dark = [[0, 0, 0], [28, 28, 30], [255, 69, 58], [255, 255, 255]]
    #expect(colours(try render("", ["--color-scheme", "dark"])) == dark)
    #expect(colours(try render(", colorScheme: .dark", [])) == dark)
    // The flag wins over the scene, in both directions.
    #expect(colours(try render(", colorScheme: .dark", ["--color-scheme", "light"]))[0] == [255, 255, 255])
  }

  @Test func aBadSchemeIsAUsageError() throws {
    let result = try CommandLineTool.run(["x.swift-dsl", "--color-scheme", "dusk", "--out", "x.png"])
    #expect(result.status == 2)
    #expect(result.stderr.contains("--color-scheme takes light or dark (got 'dusk')"))
  }
}
