import Foundation
import Testing

/// `sheet`, `plot` and `test` write images too: their size is known and refused before any frame is
/// drawn (with the render's own 8192 px limit), their outputs pass the render's output checks, and a
/// signal stops them cleanly.
@Suite struct StillCommandSafetyTests {
  static func scene(width: Int, height: Int) -> String {
    """
    struct Dot: View {
        @State private var on = false
        var body: some View {
            Circle().fill(.blue).frame(width: 10, height: 10).opacity(on ? 1 : 0.2)
                .onAppear { withAnimation(.linear(duration: 0.5)) { on = true } }
        }
    }
    Scene(width: \(width), height: \(height), fps: 10, duration: 0.5) { Dot() }
    """
  }

  static func folder(width: Int = 40, height: Int = 30) throws -> URL {
    let dir = try CommandLineTool.temporaryDirectory()
    try Data(scene(width: width, height: height).utf8).write(to: dir.appendingPathComponent("s.swift-dsl"))
    return dir
  }

  static func names(_ dir: URL) -> Set<String> { Set((try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []) }

  /// 400 frames of 400x400 px: 20 columns of 400 + 12 px plus a 12 px margin = 8252 px > 8192.
  /// 64 frames of 240 pt at scale 8 (1920 px): 8 columns, 12 + 8 × 1932 = 15468 px > 8192.
  @Test(arguments: [
    (400, ["--count", "400"], "a 8252x8692 px sheet exceeds the 8192 px limit"),
    (240, ["--scale", "8", "--count", "64"], "a 15468x15644 px sheet exceeds the 8192 px limit"),
    (40, ["--count", "400", "--columns", "1"], "a 64x29612 px sheet exceeds the 8192 px limit"),
  ] as [(Int, [String], String)])
  func aSheetTooLargeIsRefusedBeforeDrawing(side: Int, arguments: [String], message: String) throws {
    let dir = try Self.folder(width: side, height: side)
    defer { try? FileManager.default.removeItem(at: dir) }
    let r = try CommandLineTool.run(["sheet", "s.swift-dsl", "--out", "sheet.png"] + arguments, in: dir)
    #expect(r.status == 2, "\(r.stderr)")
    #expect(r.stderr == "error: \(message); use --count, --columns or --scale\n")
    #expect(Self.names(dir) == ["s.swift-dsl"], "nothing written")
  }

  /// The largest sheet within the limit is still drawn: 19 columns of 400 px = 12 + 19 × 412 = 7840.
  @Test func aSheetWithinTheLimitIsDrawn() throws {
    let dir = try Self.folder(width: 400, height: 10)
    defer { try? FileManager.default.removeItem(at: dir) }
    let r = try CommandLineTool.run(["sheet", "s.swift-dsl", "--out", "sheet.png", "--count", "19", "--columns", "19"], in: dir)
    #expect(r.status == 0, "\(r.stderr)")
    #expect(r.stdout == "wrote sheet.png: 19 frames, 7840x56 px\n")
  }

  /// 36 pt title band + 144 pt per panel + 10: 56 panels are 8110 px, 57 would be 8254.
  @Test func plotPanelsAreLimitedByThePixelLimit() throws {
    let dir = try Self.folder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let r = try CommandLineTool.run(["plot", "s.swift-dsl", "--out", "plot.png", "--max-panels", "57"], in: dir)
    #expect(r.status == 2, "\(r.stderr)")
    #expect(r.stderr.hasPrefix("error: --max-panels takes 1 to 56 "), "\(r.stderr)")
    #expect(Self.names(dir) == ["s.swift-dsl"])
    let ok = try CommandLineTool.run(["plot", "s.swift-dsl", "--out", "plot.png", "--max-panels", "56"], in: dir)
    #expect(ok.status == 0, "\(ok.stderr)")
  }

  /// The render's output checks: a folder where the PNG goes, or a golden folder that is a file.
  @Test(arguments: [
    (["sheet", "s.swift-dsl", "--out", "taken.png"], "--out 'taken.png' is a folder: this format writes one file"),
    (["plot", "s.swift-dsl", "--out", "taken.png"], "--out 'taken.png' is a folder: this format writes one file"),
    (["test", "s.swift-dsl", "--golden", "plain.txt"], "--golden 'plain.txt' is a file: PNG frames go into a folder"),
    (["test", "s.swift-dsl", "--golden", "g", "--failures", "s.swift-dsl"], "--failures 's.swift-dsl' is the input 's.swift-dsl'"),
  ] as [([String], String)])
  func outputsAreGuarded(arguments: [String], message: String) throws {
    let dir = try Self.folder()
    defer { try? FileManager.default.removeItem(at: dir) }
    try FileManager.default.createDirectory(at: dir.appendingPathComponent("taken.png"), withIntermediateDirectories: true)
    try Data("keep".utf8).write(to: dir.appendingPathComponent("plain.txt"))
    let before = Self.names(dir)
    let r = try CommandLineTool.run(arguments, in: dir)
    #expect(r.status == 2, "\(r.stderr)")
    #expect(r.stderr.hasPrefix("error: \(message)"), "\(r.stderr)")
    #expect(Self.names(dir) == before)
    #expect(try String(contentsOf: dir.appendingPathComponent("plain.txt"), encoding: .utf8) == "keep")
  }

  /// A plot sampling an hour at 240 fps (864 000 samples) stops between samples at SIGINT.
  @Test func aSignalStopsAPlot() throws {
    let dir = try Self.folder()
    defer { try? FileManager.default.removeItem(at: dir) }
    // Compiled once first (the cache), so the signal comes while sampling, not while swiftc runs.
    #expect(try CommandLineTool.run(["inspect", "s.swift-dsl"], in: dir).status == 0)
    let run = try SignalTests.Running(["plot", "s.swift-dsl", "--out", "plot.png", "--fps", "240", "--duration", "3600"], in: dir)
    defer { try? FileManager.default.removeItem(at: run.stderr) }
    Thread.sleep(forTimeInterval: 1.5)  // loaded and sampling
    #expect(run.process.isRunning, "still sampling: \(run.errorText)")
    run.send(SIGINT)
    let status = run.waitForExit(timeout: 30)
    #expect(status == 130, "\(run.errorText)")
    #expect(run.errorText == "error: stopped by SIGINT; nothing was written\n")
    #expect(Self.names(dir) == ["s.swift-dsl"], "no plot and no temporary")
  }
}
