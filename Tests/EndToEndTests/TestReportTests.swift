import CairoRenderer
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// `animrender test --html DIR` and the render fingerprint in goldens, through the built binary:
/// a scene whose animation changes after its goldens were recorded.
@Suite struct TestReportTests {
  /// A circle that grows after a tap at 0.1 s, over `duration` seconds.
  static func scene(duration: Double = 0.5, color: String = "orange") -> String {
    """
    struct Grow: View {
        @State private var big = false
        var body: some View {
            Circle()
                .fill(.\(color))
                .frame(width: 40, height: 40)
                .scaleEffect(big ? 2 : 1)
                .onTapGesture { withAnimation(.linear(duration: \(duration))) { big = true } }
        }
    }

    Scene(width: 120, height: 100, fps: 20, duration: 1, background: .white, taps: [0.1]) {
        Grow()
    }
    """
  }

  struct Setup {
    var dir: URL, scene: String, golden: String, failures: String
    var args: [String] { ["test", scene, "--golden", golden, "--failures", failures] }
  }

  func setUp() throws -> Setup {
    let dir = try CommandLineTool.temporaryDirectory()
    let scene = dir.appendingPathComponent("grow.swift-dsl").path
    try Self.scene().write(toFile: scene, atomically: true, encoding: .utf8)
    return Setup(dir: dir, scene: scene, golden: dir.appendingPathComponent("goldens").path, failures: dir.appendingPathComponent("failures").path)
  }

  static func elements(_ document: XMLNode, _ xpath: String) throws -> [XMLElement] {
    try document.nodes(forXPath: xpath).compactMap { $0 as? XMLElement }
  }

  static func attribute(_ element: XMLElement, _ name: String) -> String { element.attribute(forName: name)?.stringValue ?? "" }

  @Test func htmlReportShowsTheFailingFramesAndValueCurves() throws {
    let s = try setUp()
    defer { try? FileManager.default.removeItem(at: s.dir) }
    let args = s.args + ["--at", "0,0.35,0.6,0.95", "--inspect"]
    #expect(try CommandLineTool.run(args, environment: [:]).status == 1)  // records
    // A slower animation: the same start and end, different frames at 0.35 s and 0.6 s.
    try Self.scene(duration: 0.8).write(toFile: s.scene, atomically: true, encoding: .utf8)
    let report = s.dir.appendingPathComponent("report")
    try FileManager.default.createDirectory(at: report, withIntermediateDirectories: true)
    try Data("stale".utf8).write(to: report.appendingPathComponent("stale.txt"))
    let r = try CommandLineTool.run(args + ["--html", report.path], environment: [:])
    #expect(r.status == 1, "\(r.stdout) \(r.stderr)")
    #expect(r.stderr.contains("2 passed, 3 failed, 0 recorded"), "\(r.stderr)")

    // The earlier report was replaced whole, and no temporary folder is left beside it.
    #expect(!FileManager.default.fileExists(atPath: report.appendingPathComponent("stale.txt").path))
    #expect(try FileManager.default.contentsOfDirectory(atPath: s.dir.path).filter { $0.hasPrefix(".report") }.isEmpty)
    let html = try String(contentsOf: report.appendingPathComponent("index.html"), encoding: .utf8)
    #expect(!html.contains("http://") && !html.contains("https://") && !html.contains("<link") && !html.contains("<script"))
    let document = try XMLDocument(contentsOf: report.appendingPathComponent("index.html"), options: [])
    let summary = try #require(try Self.elements(document, "//p[@class='summary']").first).stringValue ?? ""
    #expect(summary.contains("2 passed") && summary.contains("3 failed") && summary.contains("0 recorded"), "\(summary)")

    let section = try #require(try Self.elements(document, "//section[@data-suite='grow']").first)
    // The filmstrip: every checked time in order, the failing ones marked, 0.35 s as the first failure.
    let strip = try Self.elements(section, ".//div[@class='filmstrip']/figure")
    #expect(strip.map { Self.attribute($0, "data-time") } == ["0.000s", "0.350s", "0.600s", "0.950s"])
    #expect(strip.map { Self.attribute($0, "class") } == ["frame passed", "frame failed first-failure", "frame failed", "frame passed"])

    func file(_ src: String) throws -> Data { try Data(contentsOf: report.appendingPathComponent(src)) }
    func bytes(_ path: String) throws -> Data { try Data(contentsOf: URL(fileURLWithPath: path)) }
    // Passing times show their golden; failing ones the actual frame of that time.
    let stripImages = try strip.map { try #require(try Self.elements($0, ".//img").first) }.map { Self.attribute($0, "src") }
    #expect(try file(stripImages[0]) == bytes(s.golden + "/grow-0.000s.png"))
    #expect(try file(stripImages[1]) == bytes(s.failures + "/grow-0.350s.actual.png"))

    let failures = try Self.elements(section, ".//article[@class='failure']")
    #expect(failures.map { Self.attribute($0, "data-time") } == ["0.350s", "0.600s", "inspect values"])
    for (article, time) in zip(failures.prefix(2), ["0.350s", "0.600s"]) {
      func src(_ kind: String) throws -> String {
        Self.attribute(try #require(try Self.elements(article, ".//div[@class='side-by-side']/figure[@class='\(kind)']/img").first), "src")
      }
      #expect(try file(src("expected")) == bytes(s.golden + "/grow-\(time).png"))
      #expect(try file(src("actual")) == bytes(s.failures + "/grow-\(time).actual.png"))
      #expect(try file(src("diff")) == bytes(s.failures + "/grow-\(time).diff.png"))
      // The slider stacks the same two images, under a range input.
      let stack = try Self.elements(article, ".//div[@class='side-by-side']/figure[@class='slider']/div[@class='stack']/img").map { Self.attribute($0, "src") }
      #expect(stack == [try src("expected"), try src("actual")])
      #expect(try Self.elements(article, ".//figure[@class='slider']/input[@type='range']").count == 1)
      let message = try #require(try Self.elements(article, ".//p[@class='message']").first).stringValue ?? ""
      #expect(message.contains("golden grow-\(time).png mismatch"), "\(message)")
      let fingerprint = try #require(try Self.elements(article, ".//p[@class='fingerprint']").first).stringValue ?? ""
      #expect(fingerprint.contains("matches the golden's"), "\(fingerprint)")
    }
    // The inspect values: the scale differs, drawn over the four times, expected and actual.
    let curves = try Self.elements(failures[2], ".//svg[@class='curve']")
    let scale = try #require(curves.first { Self.attribute($0, "data-value") == "nodes[0].modifiers.scaleEffect.x" }, "\(curves.map { Self.attribute($0, "data-value") })")
    let lines = try Self.elements(scale, "./polyline")
    #expect(lines.map { Self.attribute($0, "class") } == ["expected", "actual"])
    for line in lines { #expect(Self.attribute(line, "points").split(separator: " ").count == 4) }
    // Only values that differ are drawn: the circle's kind and the times are not.
    #expect(!curves.contains { Self.attribute($0, "data-value").hasSuffix("kind") })
  }

  /// Previews run in worker processes: the image paths travel back with their results.
  @Test func previewFailuresReachTheReportFromTheirWorkers() throws {
    let dir = try PreviewTestCommandTests.makeApp(duration: "1")
    defer { try? FileManager.default.removeItem(at: dir) }
    let args = ["test", "--previews", "app", "--golden", "goldens", "--at", "0,0.5", "--html", "report"]
    #expect(try CommandLineTool.run(args, in: dir, environment: [:]).status == 1)  // records
    try Data(PreviewTestCommandTests.pulse(duration: "2").utf8).write(to: dir.appendingPathComponent("app/Views/Pulse.swift"))
    let r = try CommandLineTool.run(args, in: dir, environment: [:])
    #expect(r.status == 1, "\(r.stdout) \(r.stderr)")
    let document = try XMLDocument(contentsOf: dir.appendingPathComponent("report/index.html"), options: [])
    let sections = try Self.elements(document, "//section")
    #expect(sections.map { Self.attribute($0, "data-suite") } == ["Views/Pulse.swift/Pulse"])
    let article = try #require(try Self.elements(document, "//article[@class='failure']").first)
    #expect(Self.attribute(article, "data-time") == "0.500s")
    func image(_ kind: String) throws -> Data {
      let img = try #require(try Self.elements(article, ".//figure[@class='\(kind)']/img").first)
      return try Data(contentsOf: dir.appendingPathComponent("report").appendingPathComponent(Self.attribute(img, "src")))
    }
    #expect(try image("expected") == Data(contentsOf: dir.appendingPathComponent("goldens/Views/Pulse.swift/Pulse-0.500s.png")))
    #expect(try image("actual") == Data(contentsOf: dir.appendingPathComponent("animrender-failures/Views/Pulse.swift/Pulse-0.500s.actual.png")))
    let passed = try Self.elements(document, "//ul[@class='passed']/li").map { $0.stringValue ?? "" }
    #expect(passed.contains("Views/ScoreLabel.swift/Preview 0.000s, 0.500s"), "\(passed)")
  }

  @Test func passingRunListsCasesAndUnwritableFolderIsAnError() throws {
    let s = try setUp()
    defer { try? FileManager.default.removeItem(at: s.dir) }
    let args = s.args + ["--at", "0,0.5"]
    #expect(try CommandLineTool.run(args, environment: [:]).status == 1)
    let report = s.dir.appendingPathComponent("ok-report")
    let passed = try CommandLineTool.run(args + ["--html", report.path], environment: [:])
    #expect(passed.status == 0, "\(passed.stdout) \(passed.stderr)")
    let document = try XMLDocument(contentsOf: report.appendingPathComponent("index.html"), options: [])
    let items = try Self.elements(document, "//ul[@class='passed']/li").map { $0.stringValue ?? "" }
    #expect(items == ["grow 0.000s, 0.500s"])
    #expect(try Self.elements(document, "//section").isEmpty)

    // A folder below a regular file cannot be made: a clear error, exit 1, nothing half-written.
    let blocker = s.dir.appendingPathComponent("file")
    try Data("x".utf8).write(to: blocker)
    let bad = try CommandLineTool.run(args + ["--html", blocker.appendingPathComponent("report").path], environment: [:])
    #expect(bad.status == 1)
    #expect(bad.stderr.contains("error: cannot write --html \(blocker.path)/report"), "\(bad.stderr)")
    let onFile = try CommandLineTool.run(args + ["--html", blocker.path], environment: [:])
    #expect(onFile.status == 1)
    #expect(onFile.stderr.contains("it is a file, not a folder"), "\(onFile.stderr)")
  }

  @Test func goldensCarryTheFingerprintAndAMismatchNamesWhatDiffers() throws {
    let s = try setUp()
    defer { try? FileManager.default.removeItem(at: s.dir) }
    let args = s.args + ["--at", "0.6"]
    #expect(try CommandLineTool.run(args, environment: [:]).status == 1)
    let golden = s.golden + "/grow-0.600s.png"
    let text = try #require(PNGTextChunk.read("animrender-fingerprint", from: golden))
    var stored = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    #expect((stored["renderer"] as? String)?.hasPrefix("animrender ") == true)
    var libraries = try #require(stored["libraries"] as? [String: String])
    var fonts = try #require(stored["fonts"] as? [String: String])
    #expect(libraries["cairo"] != nil && libraries["pango"] != nil, "\(libraries)")
    // Fonts per folder: the DejaVu folder holds the pinned DejaVu files, counted.
    let dejavu = try #require(fonts["/usr/share/fonts/truetype/dejavu"], "\(fonts.keys.sorted())")
    #expect(dejavu.range(of: #"^[1-9][0-9]* files [0-9a-f]{16}$"#, options: .regularExpression) != nil, "\(dejavu)")
    #if arch(x86_64)
      #expect(stored["architecture"] as? String == "x86_64")
    #endif

    // Same machine, changed picture: the fingerprint matches, so the pixels themselves changed.
    try Self.scene(color: "blue").write(toFile: s.scene, atomically: true, encoding: .utf8)
    let junit = s.dir.appendingPathComponent("report.xml").path
    let same = try CommandLineTool.run(args + ["--junit", junit], environment: [:])
    #expect(same.status == 1)
    #expect(same.stdout.contains("the render fingerprint matches the golden's"), "\(same.stdout)")

    // A golden from "another machine", recorded before the system font's metrics were applied: other
    // architecture, Cairo and DejaVu files, no text metrics; the failure names those four fields.
    let cairo = libraries["cairo"]!
    libraries["cairo"] = "0.0.1"
    fonts["/usr/share/fonts/truetype/dejavu"] = "1 files 0000000000000000"
    stored["libraries"] = libraries
    stored["fonts"] = fonts
    stored["architecture"] = "sparc"
    stored.removeValue(forKey: "textMetrics")
    let edited = String(decoding: try JSONSerialization.data(withJSONObject: stored), as: UTF8.self)
    try PNGTextChunk.write(edited, keyword: "animrender-fingerprint", into: golden)
    let other = try CommandLineTool.run(args + ["--junit", junit, "--html", s.dir.appendingPathComponent("html").path], environment: [:])
    #expect(other.status == 1)
    #expect(other.stdout.contains("the render fingerprint differs from the golden's in 4 fields: architecture: sparc → "), "\(other.stdout)")
    #expect(other.stdout.contains("text metrics: absent → SF Pro line box"), "\(other.stdout)")
    #expect(other.stdout.contains("cairo: 0.0.1 → \(cairo)"), "\(other.stdout)")
    #expect(other.stdout.contains("fonts in /usr/share/fonts/truetype/dejavu: 1 files 0000000000000000 → \(dejavu)"), "\(other.stdout)")
    #expect(other.stdout.contains("mismatch"), "the pixel difference is still reported: \(other.stdout)")
    let xml = try String(contentsOfFile: junit, encoding: .utf8)
    #expect(xml.contains("cairo: 0.0.1 → \(cairo)"))
    let html = try String(contentsOf: s.dir.appendingPathComponent("html/index.html"), encoding: .utf8)
    #expect(html.contains("architecture: sparc →"))

    // A golden without a fingerprint (recorded before them) says so.
    try PNGFile.write(try PNGFile.read(golden), to: golden)
    let old = try CommandLineTool.run(args, environment: [:])
    #expect(old.stdout.contains("the golden has no render fingerprint"), "\(old.stdout)")
  }
}
