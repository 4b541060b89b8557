import CairoRenderer
import Foundation
import Graphics
import Testing
import ViewRuntime

/// Through the built binary: system-font text is laid out with SF Pro's line height and tracking
/// (`SystemFontMetrics`), and measured as it is drawn.
@Suite struct TextMetricsCommandTests {
  static let styles: [(name: String, size: Double)] = [
    ("largeTitle", 34), ("title", 28), ("title2", 22), ("title3", 20), ("headline", 17), ("body", 17),
    ("callout", 16), ("subheadline", 15), ("footnote", 13), ("caption", 12), ("caption2", 11),
  ]
  /// Inter at 17 pt is wider than 120 pt for this label, by less than SF Pro's tracking takes away
  /// (−0.43 × 16 = −6.88 pt); checked below against the measurer, not assumed.
  static let label = "Offline playlists"

  static var scene: String {
    let texts = styles.map { "Text(\"\($0.name)\").font(.\($0.name)).fixedSize()" }.joined(separator: "\n        ")
    return """
      struct Root: View {
        var body: some View {
          VStack(spacing: 0) {
            \(texts)
            Text("Hamburgefonstiv").fixedSize()
            Text("Hamburgefonstiv").font(.system(size: 17, design: .serif)).fixedSize()
            Text("\(label)").font(.body).frame(width: 120)
          }
        }
      }
      Scene(width: 300, height: 700) { Root() }
      """
  }

  private func nodes() throws -> [(text: String, bounds: [Double])] {
    let dir = try CommandLineTool.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let file = dir.appendingPathComponent("metrics.swift-dsl")
    try Self.scene.write(to: file, atomically: true, encoding: .utf8)
    let r = try CommandLineTool.run(["inspect", file.path, "--at", "0"])
    #expect(r.status == 0, "\(r.stderr)")
    let json = (try? JSONSerialization.jsonObject(with: Data(r.stdout.utf8))) as? [String: Any]
    let list = json?["nodes"] as? [[String: Any]] ?? []
    return list.compactMap { n in
      guard let t = n["text"] as? String else { return nil }
      return (t, (n["bounds"] as? [Any])?.compactMap { ($0 as? NSNumber)?.doubleValue } ?? [])
    }
  }

  /// Each text style's one-line `Text` is size × (1950 + 494) / 2048 tall: body 20.29, large title 40.57.
  @Test func textStylesAreAsTallAsSFProLines() throws {
    let all = try nodes()
    for style in Self.styles {
      let b = try #require(all.first { $0.text == style.name }?.bounds)
      #expect(b.count == 4 && abs(b[3] - style.size * 2444 / 2048) < 0.01, "\(style.name): \(b)")
    }
  }

  /// The system font is tracked −0.43 pt per gap at 17 pt (15 characters: 14 gaps); serif is not.
  @Test func bodyTextIsNarrowedByTracking() throws {
    let all = try nodes()
    let measurer = try PangoTextMeasurer()
    let inter = measurer.measure("Hamburgefonstiv", font: FontDescriptor(size: 17)).width
    let serif = measurer.measure("Hamburgefonstiv", font: FontDescriptor(size: 17, design: .serif)).width
    let widths = all.filter { $0.text == "Hamburgefonstiv" }.map { $0.bounds[2] }
    #expect(widths.count == 2)
    let tracked = (-0.43 * 1024).rounded() / 1024
    #expect(abs(widths[0] - (inter + tracked * 14)) < 0.01, "\(widths[0]) vs \(inter)")
    #expect(abs(widths[1] - serif) < 0.01)
  }

  /// A 120-pt `.body` label that Inter alone would wrap onto two lines fits on one with SF Pro's tracking.
  @Test func aLabelThatWrappedNowFitsOnOneLine() throws {
    let measurer = try PangoTextMeasurer()
    #expect(measurer.measure(Self.label, font: FontDescriptor(size: 17)).width > 120, "the label is wider than 120 pt in untracked Inter")
    let b = try #require(try nodes().first { $0.text == Self.label }?.bounds)
    #expect(b.count == 4 && b[2] <= 120 && abs(b[3] - 17 * 2444 / 2048) < 0.01, "one line: \(b)")
  }
}
