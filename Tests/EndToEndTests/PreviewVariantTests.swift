import CairoRenderer
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Graphics
import MediaIO
import Testing

/// `animrender test --previews DIR` with variants (`--color-scheme`, `--dynamic-type`, `--device`,
/// `--locale`) and `--jobs`, through the built binary: each combination records goldens of its own,
/// named stably; the goldens show what SwiftUI specifies (a black canvas and white `.primary` in dark
/// mode, `@Environment(\.colorScheme)` read by the view, `.body` at Apple's Dynamic Type sizes: 17 pt
/// at Large, 23 pt at xxxLarge); and two workers give the same output and JUnit report as one.
@Suite(.serialized) struct PreviewVariantTests {
  /// A rectangle coloured by the `colorScheme` the view reads, one in `.primary`, and three texts on
  /// solid backgrounds: the `.body` style and fixed 17 and 23 pt, the sizes of Apple's HIG table
  /// ("Typography", Dynamic Type sizes) for Body at Large and at xxxLarge.
  static func sample(darkColour: String = "Color(red: 1, green: 0, blue: 0)") -> String {
    """
    import SwiftUI

    struct Sample: View {
      @Environment(\\.colorScheme) private var scheme
      var body: some View {
        VStack(alignment: .leading, spacing: 8) {
          HStack(spacing: 0) {
            Rectangle().fill(scheme == .dark ? \(darkColour) : Color(red: 0, green: 1, blue: 0)).frame(width: 30, height: 20)
            Rectangle().fill(Color.primary).frame(width: 30, height: 20)
          }
          Text("Body").font(.body).background(Color(red: 0, green: 0, blue: 1))
          Text("Body").font(.system(size: 17)).background(Color(red: 1, green: 1, blue: 0))
          Text("Body").font(.system(size: 23)).background(Color(red: 1, green: 0, blue: 1))
        }
      }
    }

    #Preview("Sample", traits: .fixedLayout(width: 160, height: 200)) { Sample() }
    """
  }

  static let badge = """
    import SwiftUI

    struct Badge: View {
      @State private var on = false
      var body: some View {
        Capsule().fill(on ? Color.orange : Color.gray).frame(width: on ? 80 : 40, height: 24)
          .onAppear { withAnimation(.easeInOut(duration: 0.4)) { on = true } }
      }
    }

    #Preview("Badge", traits: .sizeThatFitsLayout) { Badge().padding(8) }
    #Preview("Badge title") { Text("Badge").font(.headline) }
    """

  /// Fills its safe area with pure red for German, pure green otherwise: the `\.locale` it reads.
  static let localized = """
    import SwiftUI

    struct Greeting: View {
      @Environment(\\.locale) private var locale
      var body: some View {
        (locale.identifier.hasPrefix("de") ? Color(red: 1, green: 0, blue: 0) : Color(red: 0, green: 1, blue: 0))
      }
    }

    #Preview("Greeting") { Greeting() }
    """

  static func makeApp(files: [String: String]) throws -> URL {
    let dir = try CommandLineTool.temporaryDirectory()
    let views = dir.appendingPathComponent("app/Views")
    try FileManager.default.createDirectory(at: views, withIntermediateDirectories: true)
    for (name, text) in files { try Data(text.utf8).write(to: views.appendingPathComponent(name)) }
    return dir
  }

  static func test(_ extra: [String], in dir: URL) throws -> CommandLineTool.Result {
    try CommandLineTool.run(["test", "--previews", "app", "--golden", "goldens", "--junit", "report.xml"] + extra,
                            in: dir, environment: ["XDG_CACHE_HOME": CommandLineTool.sharedCache.path])
  }

  static func golden(_ dir: URL, _ name: String) throws -> FrameBuffer {
    try PNGFile.read(dir.appendingPathComponent("goldens/Views/\(name).png").path)
  }

  /// How many rows hold at least one pixel of exactly this opaque colour: the height in pixels of
  /// a solid background (its anti-aliased edge rows aside, hence the ±1 in the checks).
  static func rows(_ f: FrameBuffer, _ r: UInt8, _ g: UInt8, _ b: UInt8) -> Int {
    (0..<f.height).filter { y in (0..<f.width).contains { x in let p = f.pixel(x: x, y: y); return p.r == r && p.g == g && p.b == b && p.a == 255 } }.count
  }

  /// The first pixel of exactly this colour, in reading order.
  static func find(_ f: FrameBuffer, _ r: UInt8, _ g: UInt8, _ b: UInt8) -> (x: Int, y: Int)? {
    for y in 0..<f.height { for x in 0..<f.width { let p = f.pixel(x: x, y: y); if p.r == r && p.g == g && p.b == b { return (x, y) } } }
    return nil
  }

  static func rgb(_ f: FrameBuffer, _ x: Int, _ y: Int) -> [Int] { let p = f.pixel(x: x, y: y); return [Int(p.r), Int(p.g), Int(p.b)] }

  @Test func variantsRecordTheirOwnGoldensWithWhatSwiftUISpecifies() throws {
    let dir = try Self.makeApp(files: ["Sample.swift": Self.sample(), "Badge.swift": Self.badge])
    defer { try? FileManager.default.removeItem(at: dir) }
    let variants = ["--color-scheme", "light,dark", "--dynamic-type", "L,xxxLarge", "--at", "0"]

    let record = try Self.test(variants + ["--record", "all", "--jobs", "2"], in: dir)
    #expect(record.status == 1, "\(record.stdout)\(record.stderr)")
    #expect(record.stderr.contains("0 passed, 0 failed, 12 recorded (3 previews × 4 variants"), "\(record.stderr)")
    // Light and Large are the defaults: no suffix, so goldens from before variants keep their names.
    for suffix in ["", "[dark]", "[XXXL]", "[dark,XXXL]"] {
      for name in ["Sample.swift/Sample", "Badge.swift/Badge", "Badge.swift/Badge title"] {
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("goldens/Views/\(name)\(suffix)-0.000s.png").path), "\(name)\(suffix)")
      }
    }

    let light = try Self.golden(dir, "Sample.swift/Sample-0.000s")
    let dark = try Self.golden(dir, "Sample.swift/Sample[dark]-0.000s")
    let large = try Self.golden(dir, "Sample.swift/Sample[XXXL]-0.000s")
    let darkLarge = try Self.golden(dir, "Sample.swift/Sample[dark,XXXL]-0.000s")
    // Pixels per point: the 30 pt wide marker's run of pixels.
    let start = try #require(Self.find(light, 0, 255, 0))
    let run = (start.x..<light.width).prefix { Self.rgb(light, $0, start.y + 2) == [0, 255, 0] }.count
    let scale = Int((Double(run) / 30).rounded())
    #expect(scale >= 1)
    // The canvas is UIKit's systemBackground: white, black in dark mode.
    #expect(Self.rgb(light, 1, 1) == [255, 255, 255] && Self.rgb(dark, 1, 1) == [0, 0, 0])
    #expect(Self.rgb(large, 1, 1) == [255, 255, 255] && Self.rgb(darkLarge, 1, 1) == [0, 0, 0])
    // The view read its colorScheme: green in light, red in dark; `.primary` beside it is black, then white.
    for (frame, isDark) in [(light, false), (dark, true), (large, false), (darkLarge, true)] {
      let marker = isDark ? Self.find(frame, 255, 0, 0) : Self.find(frame, 0, 255, 0)
      let wrong = isDark ? Self.find(frame, 0, 255, 0) : Self.find(frame, 255, 0, 0)
      let at = try #require(marker, "no \(isDark ? "red" : "green") marker")
      #expect(wrong == nil)
      #expect(Self.rgb(frame, at.x + 45 * scale, at.y + 10 * scale) == (isDark ? [255, 255, 255] : [0, 0, 0]))
    }
    // Dynamic Type: `.body` is as tall as a 17 pt text at Large and as a 23 pt one at xxxLarge;
    // the fixed sizes do not move.
    for frame in [light, dark] {
      let body = Self.rows(frame, 0, 0, 255), fixed17 = Self.rows(frame, 255, 255, 0), fixed23 = Self.rows(frame, 255, 0, 255)
      #expect(abs(body - fixed17) <= 1 && fixed23 > fixed17 + 4 * scale, "body \(body), 17 pt \(fixed17), 23 pt \(fixed23)")
    }
    for (frame, reference) in [(large, light), (darkLarge, dark)] {
      let body = Self.rows(frame, 0, 0, 255), fixed23 = Self.rows(frame, 255, 0, 255)
      #expect(abs(body - fixed23) <= 1, "body at xxxLarge \(body) rows, 23 pt \(fixed23)")
      #expect(abs(Self.rows(frame, 255, 255, 0) - Self.rows(reference, 255, 255, 0)) <= 1)
      #expect(abs(fixed23 - Self.rows(reference, 255, 0, 255)) <= 1)
    }

    // Passing: --jobs 2 prints and reports exactly what --jobs 1 does, in the same order.
    let parallel = try Self.test(variants + ["--record", "never", "--jobs", "2"], in: dir)
    #expect(parallel.status == 0, "\(parallel.stdout)\(parallel.stderr)")
    let parallelReport = try String(contentsOf: dir.appendingPathComponent("report.xml"), encoding: .utf8)
    let serial = try Self.test(variants + ["--record", "never", "--jobs", "1"], in: dir)
    #expect(serial.status == 0, "\(serial.stdout)\(serial.stderr)")
    let serialReport = try String(contentsOf: dir.appendingPathComponent("report.xml"), encoding: .utf8)
    #expect(parallel.stdout == serial.stdout)
    #expect(parallelReport == serialReport)
    #expect(serial.stdout.contains("test: 12 passed, 0 failed, 0 recorded (3 previews × 4 variants"), "\(serial.stdout)")
    let document = try XMLDocument(data: Data(parallelReport.utf8), options: [])
    let suites = try document.nodes(forXPath: "//testsuite").compactMap { ($0 as? XMLElement)?.attribute(forName: "name")?.stringValue }
    // Case order: previews as the folder lists them, each in its variants in the order given.
    #expect(suites == ["Views/Badge.swift/Badge", "Views/Badge.swift/Badge[XXXL]", "Views/Badge.swift/Badge[dark]", "Views/Badge.swift/Badge[dark,XXXL]",
                       "Views/Badge.swift/Badge title", "Views/Badge.swift/Badge title[XXXL]", "Views/Badge.swift/Badge title[dark]",
                       "Views/Badge.swift/Badge title[dark,XXXL]",
                       "Views/Sample.swift/Sample", "Views/Sample.swift/Sample[XXXL]", "Views/Sample.swift/Sample[dark]", "Views/Sample.swift/Sample[dark,XXXL]"],
            "\(suites)")

    // A change that only shows in dark mode fails the dark variants only.
    try Data(Self.sample(darkColour: "Color(red: 0, green: 0, blue: 1)").utf8).write(to: dir.appendingPathComponent("app/Views/Sample.swift"))
    let changed = try Self.test(variants + ["--record", "never"], in: dir)
    #expect(changed.status == 1)
    #expect(changed.stderr.contains("10 passed, 2 failed, 0 recorded"), "\(changed.stderr)")
    #expect(changed.stdout.contains("FAIL Views/Sample.swift/Sample[dark] @ 0.000s:") && changed.stdout.contains("FAIL Views/Sample.swift/Sample[dark,XXXL] @ 0.000s:"),
            "\(changed.stdout)")
    #expect(changed.stdout.contains("ok   Views/Sample.swift/Sample @ 0.000s") && changed.stdout.contains("ok   Views/Sample.swift/Sample[XXXL] @ 0.000s"))
  }

  @Test func deviceAndLocaleVariantsReachTheView() throws {
    let dir = try Self.makeApp(files: ["Greeting.swift": Self.localized])
    defer { try? FileManager.default.removeItem(at: dir) }
    let r = try Self.test(["--device", "iphone-16", "--locale", "en,de", "--record", "all", "--at", "0"], in: dir)
    #expect(r.status == 1 && r.stderr.contains("0 passed, 0 failed, 2 recorded (1 preview × 2 variants"), "\(r.stdout)\(r.stderr)")
    let english = try Self.golden(dir, "Greeting.swift/Greeting[iphone-16,en]-0.000s")
    let german = try Self.golden(dir, "Greeting.swift/Greeting[iphone-16,de]-0.000s")
    // iPhone 16: 393 × 852 points at 3 pixels per point; the colour fills the safe area only (59 pt
    // status bar and island on top, 34 pt home indicator strip at the bottom).
    #expect(english.width == 1179 && english.height == 2556 && german.width == 1179 && german.height == 2556)
    #expect(Self.rgb(english, 600, 1200) == [0, 255, 0] && Self.rgb(german, 600, 1200) == [255, 0, 0])
    #expect(Self.rgb(german, 600, 40 * 3) != [255, 0, 0] && Self.rgb(german, 600, 62 * 3) == [255, 0, 0])
    #expect(Self.rgb(german, 600, (852 - 20) * 3) != [255, 0, 0] && Self.rgb(german, 600, (852 - 40) * 3) == [255, 0, 0])
  }

  @Test func badVariantsAreUsageErrors() throws {
    let dir = try Self.makeApp(files: ["Greeting.swift": Self.localized])
    defer { try? FileManager.default.removeItem(at: dir) }
    let size = try Self.test(["--dynamic-type", "M,huge"], in: dir)
    #expect(size.status == 2 && size.stderr.contains("unknown --dynamic-type 'huge'") && size.stderr.contains("XXXL (.xxxLarge)"), "\(size.stderr)")
    let scheme = try Self.test(["--color-scheme", "light,dusk"], in: dir)
    #expect(scheme.status == 2 && scheme.stderr.contains("--color-scheme takes light and/or dark (got 'dusk')"), "\(scheme.stderr)")
    let device = try Self.test(["--device", "iphone-3g"], in: dir)
    #expect(device.status == 2 && device.stderr.contains("unknown --device 'iphone-3g'"), "\(device.stderr)")
    let locale = try Self.test(["--locale", "en,../x"], in: dir)
    #expect(locale.status == 2 && locale.stderr.contains("--locale takes locale identifiers"), "\(locale.stderr)")
    let jobs = try Self.test(["--jobs", "0"], in: dir)
    #expect(jobs.status == 2 && jobs.stderr.contains("--jobs takes 1 to 64"), "\(jobs.stderr)")
  }

  /// `inspect --dynamic-type`: a `.body` text is laid out exactly as tall as a fixed text of the
  /// table's size (17 pt at L, 23 pt at XXXL, 53 pt at AX5), and `.dynamicTypeSize(_:)` in code does the same.
  @Test func inspectTakesTheTextSize() throws {
    let dir = try CommandLineTool.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let scene = dir.appendingPathComponent("type.swift-dsl")
    try """
      struct Texts: View {
        var body: some View {
          VStack {
            Text("a").font(.body)
            Text("b").font(.system(size: 17))
            Text("c").font(.system(size: 23))
            Text("d").font(.system(size: 53))
            Text("e").font(.body).dynamicTypeSize(.accessibility5)
          }
        }
      }
      Scene(width: 200, height: 300, duration: 0.5) { Texts() }
      """.write(to: scene, atomically: true, encoding: .utf8)
    func heights(_ extra: [String]) throws -> [String: Double] {
      let r = try CommandLineTool.run(["inspect", scene.path, "--at", "0"] + extra, environment: ["XDG_CACHE_HOME": CommandLineTool.sharedCache.path])
      #expect(r.status == 0, "\(r.stderr)")
      let line = try #require(r.stdout.split(separator: "\n").first)
      let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
      let nodes = try #require(object["nodes"] as? [[String: Any]])
      var out: [String: Double] = [:]
      for node in nodes { if let text = node["text"] as? String, let bounds = node["bounds"] as? [Double] { out[text] = bounds[3] } }
      return out
    }
    let large = try heights([])
    #expect(large["a"] == large["b"] && large["e"] == large["d"], "\(large)")
    let xxxl = try heights(["--dynamic-type", "XXXL"])
    #expect(xxxl["a"] == xxxl["c"] && xxxl["b"] == large["b"] && xxxl["e"] == large["d"], "\(xxxl)")
  }
}
