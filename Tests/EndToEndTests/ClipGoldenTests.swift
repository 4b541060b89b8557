import CairoRenderer
import Foundation
import Graphics
import MediaIO
import Testing

/// `animrender test --clip` through the built binary: a small animated scene records one APNG golden,
/// passes, fails at the first frame where a changed animation duration shows (derived from the two
/// animations' formulas), and `--record failed` rewrites exactly the failing frames.
@Suite(.serialized) struct ClipGoldenTests {
  static let fps = 20, tap = 0.6, distance = 80.0, width = 200, sceneDuration = 1.5

  /// A black square that slides `distance` points right with a linear animation of `slide` seconds,
  /// started by the tap at `tap` s.
  static func scene(slide: Double, duration: Double = sceneDuration) -> String {
    """
    struct Slide: View {
        @State private var moved = false
        var body: some View {
            Rectangle()
                .fill(.black)
                .frame(width: 20, height: 20)
                .offset(x: moved ? \(distance) : 0)
                .onTapGesture { withAnimation(.linear(duration: \(slide))) { moved = true } }
        }
    }

    Scene(width: \(width), height: 40, fps: \(fps), duration: \(duration), background: .white, taps: [\(tap)]) {
        Slide()
    }
    """
  }

  /// The square's offset at `t` for a linear slide of `slide` seconds that starts at the tap.
  static func offset(at t: Double, slide: Double) -> Double {
    distance * min(1, max(0, (t - tap) / slide))
  }

  /// Frames whose square is displaced far enough to fail: a black-on-white edge moved by δ points
  /// changes an edge pixel's channels by 255·δ, and the golden tolerance allows 2 per channel.
  static func failingFrames(count: Int, from a: Double, to b: Double) -> [Int] {
    (0..<count).filter { i in
      let t = Double(i) / Double(fps)
      return abs(offset(at: t, slide: a) - offset(at: t, slide: b)) * 255 > 2
    }
  }

  @Test func recordsPassesFailsAtTheDerivedTimeAndRerecordsOnlyFailingFrames() throws {
    let dir = try CommandLineTool.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let scene = dir.appendingPathComponent("slide.swift-dsl").path
    let golden = dir.appendingPathComponent("goldens").path, failures = dir.appendingPathComponent("failures").path
    let goldenFile = URL(fileURLWithPath: golden + "/slide.apng")
    let junit = dir.appendingPathComponent("report.xml").path
    let args = ["test", scene, "--golden", golden, "--failures", failures, "--clip"]
    let count = Int((Self.sceneDuration * Double(Self.fps)).rounded())

    try Self.scene(slide: 1).write(toFile: scene, atomically: true, encoding: .utf8)
    let first = try CommandLineTool.run(args, environment: [:])
    #expect(first.status == 1, "recording is never a pass: \(first.stdout) \(first.stderr)")
    #expect(first.stdout.contains("RECORD slide clip: recorded clip golden \(goldenFile.path) (\(count) frames of \(Self.width)x40 at 20 fps)"), "\(first.stdout)")
    let info = try MediaProbe.inspect(goldenFile)
    #expect(info.codecName == "apng" && info.frameCount == count && info.width == Self.width && info.height == 40)
    #expect(info.frameDurations.allSatisfy { abs($0 - 1 / Double(Self.fps)) < 1e-3 }, "\(info.frameDurations)")
    let recorded = try VideoDecoder.decodeAll(goldenFile)
    #expect(recorded.count == count)
    // The clip golden carries the render fingerprint, as still goldens do.
    let stamp = try #require(PNGTextChunk.read("animrender-fingerprint", from: goldenFile.path))
    #expect(stamp.contains("\"renderer\":\"animrender "), "\(stamp)")
    // The square moved: the last frame is not the first.
    #expect(PixelDiff.compare(expected: recorded[0], actual: recorded[count - 1]).differingPixels > 0)

    let second = try CommandLineTool.run(args, environment: [:])
    #expect(second.status == 0, "\(second.stdout) \(second.stderr)")
    #expect(second.stdout.contains("ok   slide clip (\(count) frames)"))

    // Twice as fast: the frames differ from the first frame after the tap on.
    try Self.scene(slide: 0.5).write(toFile: scene, atomically: true, encoding: .utf8)
    let failing = Self.failingFrames(count: count, from: 1, to: 0.5)
    let firstFailing = try #require(failing.first)
    #expect(firstFailing == 13)  // 0.65 s: one frame after the tap at 0.6 s, where both offsets are still 0
    let when = String(format: "%.3fs", Double(firstFailing) / Double(Self.fps))
    let third = try CommandLineTool.run(args + ["--junit", junit], environment: [:])
    #expect(third.status == 1)
    #expect(third.stdout.contains("FAIL slide clip: clip golden slide.apng mismatch: \(failing.count) of \(count) frames beyond tolerance, first at \(when) (frame \(firstFailing))"), "\(third.stdout)")
    #expect(try String(contentsOfFile: junit, encoding: .utf8).contains("first at \(when)"))
    // Same machine: the fingerprint matches, so the pixels themselves changed.
    #expect(third.stdout.contains("the render fingerprint matches the golden's"), "\(third.stdout)")
    let actual = try VideoDecoder.decodeAll(URL(fileURLWithPath: failures + "/slide.actual.apng"))
    let delta = try VideoDecoder.decodeAll(URL(fileURLWithPath: failures + "/slide.delta.apng"))
    #expect(actual.count == count && delta.count == count)
    // The delta marks beyond-tolerance pixels pure red only in failing frames.
    let red = { (f: FrameBuffer) in stride(from: 0, to: f.pixels.count, by: 4).contains { f.pixels[$0 + 2] == 255 && f.pixels[$0 + 1] == 0 && f.pixels[$0] == 0 } }
    #expect((0..<count).filter { red(delta[$0]) } == failing)
    // A failing run leaves the golden as it was.
    #expect(try VideoDecoder.decodeAll(goldenFile) == recorded)

    // --record failed: failing frames become the actual ones, the others keep the golden's exact pixels.
    let fourth = try CommandLineTool.run(args + ["--record", "failed"], environment: [:])
    #expect(fourth.status == 1)
    #expect(fourth.stdout.contains("re-recorded \(failing.count) of \(count) frames of clip golden \(goldenFile.path), first at \(when)"), "\(fourth.stdout)")
    let rerecorded = try VideoDecoder.decodeAll(goldenFile)
    #expect(rerecorded.count == count)
    for i in 0..<count {
      #expect(rerecorded[i] == (failing.contains(i) ? actual[i] : recorded[i]), "frame \(i)")
    }
    let fifth = try CommandLineTool.run(args, environment: [:])
    #expect(fifth.status == 0, "\(fifth.stdout)")
  }

  @Test func aDifferentFrameCountFailsClearlyAndRerecordsTheWholeClip() throws {
    let dir = try CommandLineTool.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let scene = dir.appendingPathComponent("slide.swift-dsl").path
    let golden = dir.appendingPathComponent("goldens").path
    let goldenFile = URL(fileURLWithPath: golden + "/slide.apng")
    let args = ["test", scene, "--golden", golden, "--failures", dir.appendingPathComponent("failures").path, "--clip"]
    try Self.scene(slide: 1).write(toFile: scene, atomically: true, encoding: .utf8)
    #expect(try CommandLineTool.run(args, environment: [:]).status == 1)

    // --fps doubles the frames of the same 1.5 s: 60 instead of 30.
    let faster = try CommandLineTool.run(args + ["--fps", "40"], environment: [:])
    #expect(faster.status == 1)
    #expect(faster.stdout.contains("clip golden slide.apng has 30 frames of 200x40; the scene renders 60 frames of 200x40 at 40 fps (1.500s)"), "\(faster.stdout)")

    try Self.scene(slide: 1, duration: 1).write(toFile: scene, atomically: true, encoding: .utf8)
    let shorter = try CommandLineTool.run(args, environment: [:])
    #expect(shorter.status == 1)
    #expect(shorter.stdout.contains("clip golden slide.apng has 30 frames of 200x40; the scene renders 20 frames of 200x40 at 20 fps (1.000s)"), "\(shorter.stdout)")
    #expect(try MediaProbe.inspect(goldenFile).frameCount == 30)

    let rerecord = try CommandLineTool.run(args + ["--record", "failed"], environment: [:])
    #expect(rerecord.status == 1)
    #expect(rerecord.stdout.contains("re-recorded the whole clip golden"), "\(rerecord.stdout)")
    #expect(try VideoDecoder.decodeAll(goldenFile).count == 20)
    #expect(try CommandLineTool.run(args, environment: [:]).status == 0)

    let usage = try CommandLineTool.run(args + ["--at", "0.5"], environment: [:])
    #expect(usage.status == 2 && usage.stderr.contains("--clip checks every frame"), "\(usage.stderr)")
    let elsewhere = ["test", scene, "--golden", dir.appendingPathComponent("none").path, "--clip"]
    let missing = try CommandLineTool.run(elsewhere, environment: ["CI": "1"])
    #expect(missing.status == 1 && missing.stdout.contains("is missing"), "\(missing.stdout)")
  }

  /// A preview's clip: golden `<file>.swift/<preview>.apng`, with the frames `render` writes for
  /// the preview (its derived duration); a longer animation changes that duration, a clear failure.
  @Test func aPreviewsClipIsWhatRenderWrites() throws {
    let dir = try PreviewTestCommandTests.makeApp()
    defer { try? FileManager.default.removeItem(at: dir) }
    let env = ["XDG_CACHE_HOME": CommandLineTool.sharedCache.path]
    let args = ["test", "--previews", "app", "--golden", "goldens", "--clip", "--filter", "Pulse.swift"]
    let record = try CommandLineTool.run(args, in: dir, environment: env)
    #expect(record.status == 1 && record.stdout.contains("RECORD Views/Pulse.swift/Pulse clip: recorded clip golden"), "\(record.stdout)\(record.stderr)")
    let golden = dir.appendingPathComponent("goldens/Views/Pulse.swift/Pulse.apng")
    let clip = try VideoDecoder.decodeAll(golden)

    let render = try CommandLineTool.run(["app", "--preview", "Pulse", "--out", "frames/"], in: dir, environment: env)
    #expect(render.status == 0, "\(render.stderr)")
    let names = try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("frames").path).filter { $0.hasSuffix(".png") }.sorted()
    #expect(names.count == clip.count && clip.count > 1, "render wrote \(names.count) frames, the clip has \(clip.count)")
    for (i, name) in names.enumerated() where i == 0 || i == names.count / 2 || i == names.count - 1 {
      let frame = try #require(try VideoDecoder.decodeAll(dir.appendingPathComponent("frames/\(name)")).first)
      #expect(PixelDiff.compare(expected: clip[i], actual: frame).passes, "frame \(i)")
    }
    #expect(try CommandLineTool.run(args, in: dir, environment: env).status == 0)

    try Data(PreviewTestCommandTests.pulse(duration: "2").utf8).write(to: dir.appendingPathComponent("app/Views/Pulse.swift"))
    let longer = try CommandLineTool.run(args, in: dir, environment: env)
    #expect(longer.status == 1)
    #expect(longer.stdout.contains("FAIL Views/Pulse.swift/Pulse clip: clip golden Pulse.apng has \(clip.count) frames of"), "\(longer.stdout)")
    #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("animrender-failures/Views/Pulse.swift/Pulse.actual.apng").path))
  }
}
