import CairoRenderer
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Graphics
import Testing

/// `animrender test --previews DIR` through the built binary: a folder of Swift files (a model and two
/// views with previews, no test code) records goldens, passes, catches a changed animation duration
/// with the preview and time named, keeps going past a preview that traps, and writes JUnit XML.
@Suite(.serialized) struct PreviewTestCommandTests {
  static let model = """
    struct Scores {
      static let best = 42
    }
    """

  /// A circle scaled from 1 to 2 with a linear animation of `duration` seconds on appear.
  static func pulse(duration: String) -> String {
    """
    import SwiftUI

    struct Pulse: View {
      @State private var grown = false
      var body: some View {
        Circle().fill(Color.blue).frame(width: 100, height: 100)
          .scaleEffect(grown ? 2 : 1)
          .onAppear { withAnimation(.linear(duration: \(duration))) { grown = true } }
      }
    }

    #Preview("Pulse") { Pulse() }
    """
  }

  static let label = """
    import SwiftUI

    struct ScoreLabel: View {
      var body: some View { Text("Best: \\(Scores.best)").font(.title) }
    }

    #Preview { ScoreLabel() }

    struct ScoreLabel_Previews: PreviewProvider {
      static var previews: some View { ScoreLabel().padding(40) }
    }
    """

  static let broken = """
    import SwiftUI

    #Preview("Broken") { Text([String]()[1]) }
    """

  static func makeApp(duration: String = "1", brokenPreview: Bool = false) throws -> URL {
    let dir = try CommandLineTool.temporaryDirectory()
    let app = dir.appendingPathComponent("app")
    try FileManager.default.createDirectory(at: app.appendingPathComponent("Views"), withIntermediateDirectories: true)
    try Data(model.utf8).write(to: app.appendingPathComponent("Scores.swift"))
    try Data(pulse(duration: duration).utf8).write(to: app.appendingPathComponent("Views/Pulse.swift"))
    try Data(label.utf8).write(to: app.appendingPathComponent("Views/ScoreLabel.swift"))
    if brokenPreview { try Data(broken.utf8).write(to: app.appendingPathComponent("Views/Broken.swift")) }
    return dir
  }

  static func test(_ extra: [String], in dir: URL) throws -> CommandLineTool.Result {
    try CommandLineTool.run(["test", "--previews", "app", "--golden", "goldens", "--at", "0,0.5", "--junit", "report.xml"] + extra,
                            in: dir, environment: ["XDG_CACHE_HOME": CommandLineTool.sharedCache.path])
  }

  /// The JUnit report read back with Foundation's XML parser: (classname, name, failure message) per testcase.
  static func junitCases(_ dir: URL) throws -> (root: XMLElement, cases: [(suite: String, name: String, failure: String?)]) {
    let document = try XMLDocument(contentsOf: dir.appendingPathComponent("report.xml"), options: [])
    let root = try #require(document.rootElement())
    let cases = try root.nodes(forXPath: "//testcase").compactMap { $0 as? XMLElement }.map { element in
      (suite: element.attribute(forName: "classname")?.stringValue ?? "", name: element.attribute(forName: "name")?.stringValue ?? "",
       failure: element.elements(forName: "failure").first?.attribute(forName: "message")?.stringValue)
    }
    return (root, cases)
  }

  @Test func recordsThenPassesThenCatchesAChangedDuration() throws {
    let dir = try Self.makeApp()
    defer { try? FileManager.default.removeItem(at: dir) }
    let ids = ["Views/Pulse.swift/Pulse", "Views/ScoreLabel.swift/Preview", "Views/ScoreLabel.swift/ScoreLabel_Previews"]

    let record = try Self.test([], in: dir)
    #expect(record.status == 1, "\(record.stdout)\(record.stderr)")
    #expect(record.stderr.contains("0 passed, 0 failed, 6 recorded (3 previews"), "\(record.stderr)")
    for id in ids {
      for time in ["0.000s", "0.500s"] {
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("goldens/\(id)-\(time).png").path), "\(id) \(time)")
      }
    }
    let recorded = try Self.junitCases(dir)
    #expect(recorded.root.attribute(forName: "tests")?.stringValue == "6" && recorded.root.attribute(forName: "failures")?.stringValue == "6")
    #expect(recorded.cases.allSatisfy { $0.failure?.hasPrefix("recorded golden goldens/") == true })

    let pass = try Self.test([], in: dir)
    #expect(pass.status == 0, "\(pass.stdout)\(pass.stderr)")
    #expect(pass.stdout.contains("test: 6 passed, 0 failed, 0 recorded (3 previews"), "\(pass.stdout)")
    let passed = try Self.junitCases(dir)
    #expect(Set(passed.cases.map(\.suite)) == Set(ids) && passed.cases.count == 6 && passed.cases.allSatisfy { $0.failure == nil })

    // Only --filter's previews run.
    let filtered = try Self.test(["--filter", "ScoreLabel.swift"], in: dir)
    #expect(filtered.status == 0 && filtered.stdout.contains("4 passed, 0 failed, 0 recorded (2 previews"), "\(filtered.stdout)")

    // A 2 s animation instead of 1 s: the same start, a different middle (scale 1.25, not 1.5).
    try Data(Self.pulse(duration: "2").utf8).write(to: dir.appendingPathComponent("app/Views/Pulse.swift"))
    let changed = try Self.test(["--record", "never"], in: dir)
    #expect(changed.status == 1)
    #expect(changed.stdout.contains("FAIL Views/Pulse.swift/Pulse @ 0.500s:"), "\(changed.stdout)")
    #expect(changed.stdout.contains("ok   Views/Pulse.swift/Pulse @ 0.000s"), "\(changed.stdout)")
    #expect(changed.stderr.contains("5 passed, 1 failed, 0 recorded"), "\(changed.stderr)")
    #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("animrender-failures/Views/Pulse.swift/Pulse-0.500s.diff.png").path))
    let failedReport = try Self.junitCases(dir)
    let failing = failedReport.cases.filter { $0.failure != nil }
    #expect(failing.count == 1 && failing.first?.suite == "Views/Pulse.swift/Pulse" && failing.first?.name == "0.500s")
    #expect(failing.first?.failure?.hasPrefix("golden Pulse-0.500s.png mismatch: ") == true, "\(failing)")
  }

  @Test func aPreviewThatTrapsFailsAloneAndTheOthersRun() throws {
    let dir = try Self.makeApp(brokenPreview: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let r = try Self.test(["--record", "all"], in: dir)
    #expect(r.status == 1)
    #expect(r.stdout.contains("FAIL Views/Broken.swift/Broken: error: scene code crashed"), "\(r.stdout)\(r.stderr)")
    #expect(r.stderr.contains("0 passed, 1 failed, 6 recorded (4 previews"), "\(r.stderr)")
    let report = try Self.junitCases(dir)
    let broken = report.cases.filter { $0.suite == "Views/Broken.swift/Broken" }
    #expect(broken.count == 1 && broken.first?.name == "run" && broken.first?.failure?.contains("crashed") == true, "\(broken)")
  }

  @Test func usageErrorsExitTwo() throws {
    let dir = try Self.makeApp()
    defer { try? FileManager.default.removeItem(at: dir) }
    let both = try CommandLineTool.run(["test", "x.swift-dsl", "--previews", "app", "--golden", "g"], in: dir, environment: [:])
    #expect(both.status == 2 && both.stderr.contains("--previews takes the folder"), "\(both.stderr)")
    let filterAlone = try CommandLineTool.run(["test", "x.swift-dsl", "--golden", "g", "--filter", "a"], in: dir, environment: [:])
    #expect(filterAlone.status == 2 && filterAlone.stderr.contains("--filter picks previews"), "\(filterAlone.stderr)")
    let none = try Self.test(["--filter", "NoSuchPreview"], in: dir)
    #expect(none.status == 1 && none.stderr.contains("no previews in app match --filter 'NoSuchPreview' (it has 3)"), "\(none.stderr)")
  }

  /// Two files that each have an unnamed `#Preview` (both "Preview", as Xcode names them): each is a
  /// case of its own file, and `--preview` picks one as `File.swift/Preview`. A `.fixedLayout` trait
  /// sets its preview's canvas.
  @Test func unnamedPreviewsOfTwoFilesAreCasesOfTheirOwn() throws {
    let dir = try Self.makeApp()
    defer { try? FileManager.default.removeItem(at: dir) }
    // And a preview whose trait sets its canvas.
    let swatch = "import SwiftUI\n\n#Preview { Color.red.frame(width: 393, height: 852) }\n\n"
      + "#Preview(\"Chip\", traits: .fixedLayout(width: 120, height: 80)) { Color.green }\n"
    try Data(swatch.utf8).write(to: dir.appendingPathComponent("app/Views/Swatch.swift"))
    let record = try Self.test(["--record", "all"], in: dir)
    #expect(record.stderr.contains("0 passed, 0 failed, 10 recorded (5 previews"), "\(record.stdout)\(record.stderr)")
    for id in ["Views/Swatch.swift/Preview", "Views/ScoreLabel.swift/Preview"] {
      #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("goldens/\(id)-0.000s.png").path), "\(id)")
    }
    let swatchGolden = try PNGFile.read(dir.appendingPathComponent("goldens/Views/Swatch.swift/Preview-0.000s.png").path)
    let labelGolden = try PNGFile.read(dir.appendingPathComponent("goldens/Views/ScoreLabel.swift/Preview-0.000s.png").path)
    let centre = (x: swatchGolden.width / 2, y: swatchGolden.height / 2)
    #expect(swatchGolden.pixel(x: centre.x, y: centre.y).r > 200 && swatchGolden.pixel(x: centre.x, y: centre.y).g < 60)
    #expect(labelGolden.pixel(x: 2, y: 2).r > 200 && labelGolden.pixel(x: 2, y: 2).g > 200, "the label's canvas is white")
    #expect(swatchGolden.width == 393 && swatchGolden.height == 852)
    let chip = try PNGFile.read(dir.appendingPathComponent("goldens/Views/Swatch.swift/Chip-0.000s.png").path)
    #expect(chip.width == 120 && chip.height == 80, "\(chip.width)x\(chip.height)")
    #expect(chip.pixel(x: 60, y: 40).g > 100 && chip.pixel(x: 60, y: 40).r < 60)

    let environment = ["XDG_CACHE_HOME": CommandLineTool.sharedCache.path]
    let ambiguous = try CommandLineTool.run(["app", "--preview", "Preview", "--out", "a.png"], in: dir, environment: environment)
    #expect(ambiguous.status == 1 && ambiguous.stderr.contains("name one as File.swift/Preview"), "\(ambiguous.stderr)")
    #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("a.png").path))
    let picked = try CommandLineTool.run(["app", "--preview", "Views/Swatch.swift/Preview", "--out", "s.png"], in: dir, environment: environment)
    #expect(picked.status == 0, "\(picked.stderr)")
    let red = try PNGFile.read(dir.appendingPathComponent("s.png").path).pixel(x: 40, y: 300)
    #expect(red.r > 200 && red.g < 60 && red.b < 60)
    // A name only one file has still works alone.
    let unique = try CommandLineTool.run(["app", "--preview", "Pulse", "--out", "p.png"], in: dir, environment: environment)
    #expect(unique.status == 0, "\(unique.stderr)")
  }
}
