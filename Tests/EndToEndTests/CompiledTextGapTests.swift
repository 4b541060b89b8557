import CairoRenderer
import Foundation
import Graphics
import Testing

/// What the compiled front end draws of text that it once declared unavailable: strikethrough and
/// underline, placeholder redaction, the live date styles, `@Entry` keys and US-English formatting,
/// each through the built binary (`inspect` values and rendered pixels).
@Suite(.serialized) struct CompiledTextGapTests {
  static func run(_ arguments: [String], in dir: URL) throws -> CommandLineTool.Result {
    try CommandLineTool.run(arguments, in: dir, environment: ["XDG_CACHE_HOME": CommandLineTool.sharedCache.path])
  }

  /// `inspect`'s nodes at each time, as JSON objects.
  static func inspect(_ scene: String, at times: [Double], frontEnd: String = "compiled", in dir: URL) throws -> [[[String: Any]]] {
    let r = try run(["inspect", scene, "--front-end", frontEnd, "--at", times.map { String($0) }.joined(separator: ",")], in: dir)
    #expect(r.status == 0, "\(r.stderr)")
    return r.stdout.split(separator: "\n").map { line in
      let object = (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any]
      return object?["nodes"] as? [[String: Any]] ?? []
    }
  }

  static func texts(_ nodes: [[String: Any]]) -> [String] { nodes.compactMap { $0["text"] as? String } }
  static func bounds(_ node: [String: Any]) -> [Double] { (node["bounds"] as? [NSNumber])?.map(\.doubleValue) ?? [] }
  static func modifier(_ node: [String: Any], _ name: String) -> [String: Any]? {
    (node["modifiers"] as? [[String: Any]])?.first { $0["name"] as? String == name }
  }
  static func rgba(_ modifier: [String: Any]?) -> [Double] { (modifier?["rgba"] as? [NSNumber])?.map(\.doubleValue) ?? [] }

  /// The rows of column `x` between `top` and `bottom` whose pixel passes `test`.
  static func rows(_ f: FrameBuffer, x: Int, from top: Int, to bottom: Int, _ test: (UInt8, UInt8, UInt8) -> Bool) -> [Int] {
    (max(0, top)..<min(f.height, bottom)).filter { let p = f.pixel(x: x, y: $0); return test(p.r, p.g, p.b) }
  }

  static let lines = """
    struct Lines: View {
        var body: some View {
            VStack(spacing: 20) {
                Text("xx      xx").font(.system(size: 34)).strikethrough(color: Color(red: 1, green: 0, blue: 0))
                Text("xx      xx").font(.system(size: 34)).underline(true, color: Color(red: 0, green: 0, blue: 1))
                Text("xx      xx").font(.system(size: 34)).strikethrough(false)
            }
        }
    }
    Scene(width: 260, height: 220, background: .white) { Lines() }
    """

  /// A 34-point line is 2 points thick (1/17 em): in a column between the words its coverage (how
  /// far each pixel is from white towards the line's colour, summed down the column) is 2 pixels at
  /// scale 1. The strikethrough crosses the middle of the line box, the underline its lower part;
  /// `strikethrough(false)` draws nothing between the words.
  @Test func strikethroughAndUnderlineAreDrawnAcrossTheText() throws {
    let dir = try CommandLineTool.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    try Data(Self.lines.utf8).write(to: dir.appendingPathComponent("lines.swift-dsl"))
    let nodes = try #require(try Self.inspect("lines.swift-dsl", at: [0], in: dir).first)
    let texts = nodes.filter { $0["text"] as? String == "xx      xx" }
    try #require(texts.count == 3)
    #expect(Self.rgba(Self.modifier(texts[0], "strikethrough")) == [1, 0, 0, 1])
    #expect(Self.rgba(Self.modifier(texts[1], "underline")) == [0, 0, 1, 1])
    #expect(Self.modifier(texts[2], "strikethrough") == nil && Self.modifier(texts[2], "underline") == nil)

    let r = try Self.run(["render", "lines.swift-dsl", "--at", "0", "-o", "lines.png", "--front-end", "compiled"], in: dir)
    #expect(r.status == 0, "\(r.stderr)")
    let f = try PNGFile.read(dir.appendingPathComponent("lines.png").path)
    for (i, text) in texts.enumerated() {
      let b = Self.bounds(text)
      let x = Int(b[0] + b[2] / 2), top = Int(b[1]), bottom = Int((b[1] + b[3]).rounded(.up))
      let ink = Self.rows(f, x: x, from: top, to: bottom) { r, g, b in Int(r) + Int(g) + Int(b) < 600 }
      // Coverage per row: red lines lower green, blue lines lower red.
      let cover = (top..<bottom).map { y -> Double in
        let p = f.pixel(x: x, y: y)
        return 1 - Double(i == 0 ? p.g : p.r) / 255
      }
      let thickness = cover.reduce(0, +)
      let centre = zip(cover.indices, cover).map { Double($0) * $1 }.reduce(0, +) / max(thickness, 1e-9) + 0.5
      switch i {
      case 0:
        #expect(abs(thickness - 34.0 / 17) < 0.15, "strikethrough \(thickness) px thick")
        #expect(centre > b[3] * 0.35 && centre < b[3] * 0.7, "strikethrough at \(centre) of \(b[3])")
      case 1:
        #expect(abs(thickness - 34.0 / 17) < 0.15, "underline \(thickness) px thick")
        #expect(centre > b[3] * 0.7, "underline at \(centre) of \(b[3])")
      default:
        #expect(ink.isEmpty, "nothing between the words: \(ink)")
      }
    }
  }

  static let placeholder = """
    struct Reasons: View {
        @Environment(\\.redactionReasons) private var reasons
        var body: some View { Text(reasons.contains(.placeholder) ? "placeholder" : "none") }
    }
    struct Card: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 12) {
                Text("A headline loading")
                Text("Always shown").unredacted()
                Reasons()
            }
            .foregroundStyle(Color(red: 0, green: 0.5, blue: 0))
            .redacted(reason: .placeholder)
        }
    }
    Scene(width: 240, height: 140, background: .white) { Card() }
    """

  /// Under `.redacted(reason: .placeholder)` a text is a solid bar in its foreground style across its
  /// width (no gaps between glyphs); `unredacted()` keeps the glyphs; the environment has the reason.
  @Test func redactedTextsAreBarsInTheirForegroundStyle() throws {
    let dir = try CommandLineTool.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    try Data(Self.placeholder.utf8).write(to: dir.appendingPathComponent("card.swift-dsl"))
    let nodes = try #require(try Self.inspect("card.swift-dsl", at: [0], in: dir).first)
    #expect(Self.texts(nodes) == ["A headline loading", "Always shown", "placeholder"])
    let headline = try #require(nodes.first { $0["text"] as? String == "A headline loading" })
    let shown = try #require(nodes.first { $0["text"] as? String == "Always shown" })
    #expect(Self.modifier(headline, "redacted") != nil)
    #expect(Self.modifier(shown, "redacted") == nil)

    let r = try Self.run(["render", "card.swift-dsl", "--at", "0", "-o", "card.png", "--front-end", "compiled"], in: dir)
    #expect(r.status == 0, "\(r.stderr)")
    let f = try PNGFile.read(dir.appendingPathComponent("card.png").path)
    func centreRow(_ node: [String: Any]) -> [(UInt8, UInt8, UInt8)] {
      let b = Self.bounds(node)
      let y = Int(b[1] + b[3] / 2)
      return stride(from: Int(b[0]) + 3, to: Int(b[0] + b[2]) - 3, by: 1).map { let p = f.pixel(x: $0, y: y); return (p.r, p.g, p.b) }
    }
    let green = { (p: (UInt8, UInt8, UInt8)) in p.0 < 10 && abs(Int(p.1) - 128) <= 2 && p.2 < 10 }
    #expect(centreRow(headline).allSatisfy(green), "the bar is solid green")
    #expect(!centreRow(shown).allSatisfy(green), "glyphs have white between them")
  }

  static let live = """
    struct Live: View {
        let start = Date()
        var body: some View {
            VStack {
                Text(start, style: .timer)
                Text(start, style: .relative)
                Text(start, style: .offset)
                Text(timerInterval: start...start.addingTimeInterval(90))
                Text(timerInterval: start...start.addingTimeInterval(90), countsDown: false)
            }
        }
    }
    Scene(width: 200, height: 200, duration: 3) { Live() }
    """

  /// The live date styles count whole seconds of scene time since the date, in the interpreter's
  /// wording; `Text(timerInterval:)` counts down from the interval's length (or up); `inspect` prints
  /// the lines recorded from the interpreter.
  @Test func liveDateStylesCountOnTheSceneClock() throws {
    let dir = try CommandLineTool.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    try Data(Self.live.utf8).write(to: dir.appendingPathComponent("live.swift-dsl"))
    let frames = try Self.inspect("live.swift-dsl", at: [0, 1.5, 2.5], in: dir)
    try #require(frames.count == 3)
    #expect(Self.texts(frames[0]) == ["0:00", "0 sec", "+0 seconds", "1:30", "0:00"])
    #expect(Self.texts(frames[1]) == ["0:01", "1 sec", "+1 second", "1:29", "0:01"])
    #expect(Self.texts(frames[2]) == ["0:02", "2 sec", "+2 seconds", "1:28", "0:02"])
    let times = ["--at", "0,1.5,2.5"]
    let compiled = try Self.run(["inspect", "live.swift-dsl", "--front-end", "compiled"] + times, in: dir)
    #expect(compiled.status == 0, "\(compiled.stderr)")
    let mismatch = RecordedInspect.mismatch(compiled.stdout, recordedAt: RecordedInspect.url(suite: "CompiledTextGapTests", name: "live"))
    #expect(mismatch == nil, "\(mismatch ?? "")")
  }

  /// The gallery's recording badge: `Text(start, style: .timer)` beside a dot blinking on
  /// `DispatchQueue.main.asyncAfter`, as the interpreter showed it (its `inspect`, recorded).
  @Test func recordingDotTimerMatchesTheInterpreter() throws {
    let scene = CommandLineTool.packageRoot.appendingPathComponent("scenes/gallery/time-recording-dot.swift-dsl").path
    let dir = try CommandLineTool.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let frames = try Self.inspect(scene, at: [0, 1.5, 3.1], in: dir)
    #expect(frames.map { Self.texts($0) } == [["REC", "0:00"], ["REC", "0:01"], ["REC", "0:03"]])
    let compiled = try Self.run(["inspect", scene, "--front-end", "compiled", "--at", "0,0.5,1,2"], in: dir)
    #expect(compiled.status == 0, "\(compiled.stderr)")
    let mismatch = RecordedInspect.mismatch(compiled.stdout, recordedAt: RecordedInspect.url(scene: scene))
    #expect(mismatch == nil, "\(mismatch ?? "")")
  }

  static let formats = """
    import Foundation
    import SwiftUI

    struct Formats: View {
        var body: some View {
            let date = Date(timeIntervalSince1970: 1_704_102_060)
            let dates = DateFormatter()
            dates.dateStyle = .medium
            let money = NumberFormatter()
            money.numberStyle = .currency
            money.currencyCode = "USD"
            return VStack {
                Text(dates.string(from: date))
                Text(money.string(from: 1234.5) ?? "")
                Text(date.formatted())
                Text(date.formatted(date: .abbreviated, time: .omitted))
                Text(date.formatted(.dateTime.month(.wide).day().year()))
                Text(Locale.current.identifier)
            }
        }
    }
    Scene(width: 300, height: 240) { Formats() }
    """

  /// Scene code formats as on a US iPhone (en_US), even with its own `import Foundation`: Apple's
  /// documented en_US forms — `DateFormatter` medium "Jan 2, 2001"
  /// (https://developer.apple.com/documentation/foundation/dateformatter), `.abbreviated` "Oct 17, 2020"
  /// (https://developer.apple.com/documentation/foundation/date/formatstyle/datestyle/abbreviated) —
  /// where Linux Foundation's own current locale (en_001) writes "1 Jan 2024" and "US$1,234.50".
  @Test func foundationFormatsInUSEnglish() throws {
    let dir = try CommandLineTool.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    try Data(Self.formats.utf8).write(to: dir.appendingPathComponent("formats.swift-dsl"))
    let nodes = try #require(try Self.inspect("formats.swift-dsl", at: [0], in: dir).first)
    #expect(Self.texts(nodes) == ["Jan 1, 2024", "$1,234.50", "1/1/2024, 9:41 AM", "Jan 1, 2024", "January 1, 2024", "en_US"])
  }

  /// The gallery's digital clock: a `DateFormatter` with a fixed format and `formatted(date:time:)`,
  /// as the interpreter showed it (its `inspect`, recorded).
  @Test func digitalClockMatchesTheInterpreter() throws {
    let scene = CommandLineTool.packageRoot.appendingPathComponent("scenes/gallery/time-digital-clock.swift-dsl").path
    let dir = try CommandLineTool.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let frames = try Self.inspect(scene, at: [0, 2.5], in: dir)
    #expect(frames.map { Self.texts($0) } == [["09:41:00", "Jan 1, 2024"], ["09:41:02", "Jan 1, 2024"]])
    let compiled = try Self.run(["inspect", scene, "--front-end", "compiled", "--at", "0,0.5,1,2"], in: dir)
    #expect(compiled.status == 0, "\(compiled.stderr)")
    let mismatch = RecordedInspect.mismatch(compiled.stdout, recordedAt: RecordedInspect.url(scene: scene))
    #expect(mismatch == nil, "\(mismatch ?? "")")
  }

  /// `@Entry var accent: Color = .purple` in an extension of `EnvironmentValues`, expanded by the
  /// pre-pass into a key: the card sets it to teal, the caption outside keeps the default purple
  /// (SwiftUI's purple, 0.686 0.322 0.871), and the scene's `inspect` is the interpreter's (recorded).
  @Test func entryPropertyIsAnEnvironmentKey() throws {
    let scene = CommandLineTool.packageRoot.appendingPathComponent("scenes/gallery/model-download-entry.swift-dsl").path
    let dir = try CommandLineTool.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let nodes = try #require(try Self.inspect(scene, at: [1], in: dir).first)
    let caption = try #require(nodes.first { $0["text"] as? String == "Accent outside the card" })
    #expect(Self.rgba(Self.modifier(caption, "foregroundStyle")) == [0.686, 0.322, 0.871, 1])
    let compiled = try Self.run(["inspect", scene, "--front-end", "compiled", "--at", "0,0.5,1,2"], in: dir)
    #expect(compiled.status == 0, "\(compiled.stderr)")
    let mismatch = RecordedInspect.mismatch(compiled.stdout, recordedAt: RecordedInspect.url(scene: scene))
    #expect(mismatch == nil, "\(mismatch ?? "")")
  }
}
