import CairoRenderer
import Foundation
import Graphics
import Testing

/// `animrender test`: recording, passing, failing with artefacts, tolerances, CI defaults, inspect values.
@Suite struct TestCommandTests {
  /// A small scene whose colour the tests change to make frames differ.
  static func scene(color: String = "orange") -> String {
    """
    struct Grow: View {
        @State private var big = false
        var body: some View {
            Circle()
                .fill(.\(color))
                .frame(width: 40, height: 40)
                .scaleEffect(big ? 2 : 1)
                .onTapGesture { withAnimation(.easeInOut(duration: 0.5)) { big = true } }
        }
    }

    Scene(width: 120, height: 100, fps: 20, duration: 1, background: .white, taps: [0.1]) {
        Grow()
    }
    """
  }

  func setUp() throws -> (dir: URL, scene: String, golden: String, failures: String) {
    let dir = try CommandLineTool.temporaryDirectory()
    let scene = dir.appendingPathComponent("grow.swift-dsl").path
    try Self.scene().write(toFile: scene, atomically: true, encoding: .utf8)
    return (dir, scene, dir.appendingPathComponent("goldens").path, dir.appendingPathComponent("failures").path)
  }

  @Test func recordsThenPassesThenFailsWithDiffImages() throws {
    let (dir, scene, golden, failures) = try setUp()
    defer { try? FileManager.default.removeItem(at: dir) }
    let args = ["test", scene, "--golden", golden, "--failures", failures, "--at", "0,0.35,0.95"]

    let first = try CommandLineTool.run(args, environment: [:])
    #expect(first.status == 1, "recording is never a pass: \(first.stdout)")
    #expect(first.stdout.contains("RECORD grow @ 0.350s"))
    #expect(first.stderr.contains("0 passed, 0 failed, 3 recorded"))
    let recorded = try PNGFile.read(golden + "/grow-0.950s.png")
    #expect(recorded.width == 120 && recorded.height == 100)

    let second = try CommandLineTool.run(args, environment: [:])
    #expect(second.status == 0, "\(second.stdout) \(second.stderr)")
    #expect(second.stdout.contains("test: 3 passed, 0 failed, 0 recorded"))

    try Self.scene(color: "blue").write(toFile: scene, atomically: true, encoding: .utf8)
    let third = try CommandLineTool.run(args, environment: [:])
    #expect(third.status == 1)
    #expect(third.stdout.contains("FAIL grow @ 0.950s: golden grow-0.950s.png mismatch"), "\(third.stdout)")
    #expect(third.stderr.contains("0 passed, 3 failed, 0 recorded"))
    // The artefacts decode: the actual frame is the new picture, the diff marks changed pixels red.
    let actual = try PNGFile.read(failures + "/grow-0.950s.actual.png")
    let centre = actual.pixel(x: 60, y: 50)
    #expect(centre.b > 200 && centre.r < 60, "blue circle expected, got \(centre)")
    let diff = try PNGFile.read(failures + "/grow-0.950s.diff.png")
    let marked = diff.pixel(x: 60, y: 50)
    #expect(marked.r == 255 && marked.g == 0 && marked.b == 0)
    // The golden itself is untouched by a failing run in the default mode.
    #expect(PixelDiff.compare(expected: recorded, actual: try PNGFile.read(golden + "/grow-0.950s.png")).differingPixels == 0)

    // Generous tolerances accept the change: every channel may move up to 255.
    let tolerant = try CommandLineTool.run(args + ["--tolerance", "255"], environment: [:])
    #expect(tolerant.status == 0, "\(tolerant.stdout)")
    let share = try CommandLineTool.run(args + ["--max-differing", "100"], environment: [:])
    #expect(share.status == 0, "\(share.stdout)")
  }

  @Test func ciNeverRecordsAndFailsOnMissingGoldens() throws {
    let (dir, scene, golden, failures) = try setUp()
    defer { try? FileManager.default.removeItem(at: dir) }
    let r = try CommandLineTool.run(["test", scene, "--golden", golden, "--failures", failures], environment: ["CI": "true"])
    #expect(r.status == 1)
    #expect(r.stdout.contains("is missing"), "\(r.stdout)")
    #expect(r.stderr.contains("record mode never"))
    #expect(!FileManager.default.fileExists(atPath: golden))
  }

  @Test func everyNthFrameAndRecordAll() throws {
    let (dir, scene, golden, failures) = try setUp()
    defer { try? FileManager.default.removeItem(at: dir) }
    let r = try CommandLineTool.run(["test", scene, "--golden", golden, "--failures", failures, "--every", "5", "--record", "all"], environment: [:])
    #expect(r.status == 1)
    // 20 frames at 20 fps: frames 0, 5, 10, 15.
    let files = try FileManager.default.contentsOfDirectory(atPath: golden).sorted()
    #expect(files == ["grow-0.000s.png", "grow-0.250s.png", "grow-0.500s.png", "grow-0.750s.png"])
  }

  @Test func inspectValuesCompareWithTolerance() throws {
    let (dir, scene, golden, failures) = try setUp()
    defer { try? FileManager.default.removeItem(at: dir) }
    let args = ["test", scene, "--golden", golden, "--failures", failures, "--at", "0.3", "--inspect"]
    #expect(try CommandLineTool.run(args, environment: [:]).status == 1)  // records
    #expect(try CommandLineTool.run(args, environment: [:]).status == 0)
    // Nudge the recorded scale: within the tolerance passes, beyond it fails naming the value.
    let path = golden + "/grow.inspect.jsonl"
    let text = try String(contentsOfFile: path, encoding: .utf8)
    let scale = try #require(text.range(of: #""name":"scaleEffect","x":[0-9.]+"#, options: .regularExpression))
    let original = String(text[scale])
    let value = try #require(Double(original.split(separator: ":").last!))
    try text.replacingOccurrences(of: original, with: #""name":"scaleEffect","x":"# + String(value + 0.5)).write(toFile: path, atomically: true, encoding: .utf8)
    let failed = try CommandLineTool.run(args, environment: [:])
    #expect(failed.status == 1)
    #expect(failed.stdout.contains("FAIL grow inspect values"), "\(failed.stdout)")
    #expect(failed.stdout.contains("off by 0.5"), "\(failed.stdout)")
    #expect(try CommandLineTool.run(args + ["--value-tolerance", "0.6"], environment: [:]).status == 0)
  }

  @Test(arguments: [
    (["test", "x.swift-dsl", "--golden", "g", "--at", "0", "--every", "2"], "--at and --every cannot be combined"),
    (["test", "x.swift-dsl", "--golden", "g", "--record", "sometimes"], "unknown --record 'sometimes'"),
    (["test", "x.swift-dsl", "--golden", "g", "--tolerance", "300"], "--tolerance takes a channel difference"),
    (["test", "x.swift-dsl"], "Missing expected argument '--golden"),
  ])
  func usageErrorsExitTwo(arguments: [String], message: String) throws {
    let r = try CommandLineTool.run(arguments)
    #expect(r.status == 2)
    #expect(r.stderr.contains(message), "\(r.stderr)")
  }

  @Test func aBrokenSceneIsAFailureNotACrash() throws {
    let (dir, _, golden, failures) = try setUp()
    defer { try? FileManager.default.removeItem(at: dir) }
    let broken = dir.appendingPathComponent("broken.swift-dsl").path
    try "Scene(width: 100, height: 100) { Circle().frame(width: undefinedThing) }".write(toFile: broken, atomically: true, encoding: .utf8)
    let r = try CommandLineTool.run(["test", broken, "--golden", golden, "--failures", failures], environment: [:])
    #expect(r.status == 1)
    #expect(r.stdout.contains("FAIL \(broken)"), "\(r.stdout)")
    // The compiler's diagnostic goes to standard error, before the FAIL line.
    #expect(r.stderr.contains("error: cannot find 'undefinedThing' in scope"), "\(r.stderr)")
  }
}
