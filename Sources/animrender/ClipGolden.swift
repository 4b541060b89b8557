import CairoRenderer
import Foundation
import Graphics
import MediaIO
import RenderPipeline
import SceneRendering

/// `animrender test --clip`: the whole animation against one APNG golden, frame by frame.
///
/// Every frame of the clip a render would write (the scene's duration, derived as `render` derives
/// it, at its fps or `--fps`) is compared with the golden's frame at the same index, within the same
/// tolerance as PNG goldens. The first pass renders and decodes one frame at a time and keeps only
/// the verdicts, so a long clip never sits in memory; only when something must be written (a
/// failure's actual and delta clips, a recording) is the clip rendered a second time, from a fresh
/// runtime, which gives the same frames (the clock is exact and the rasterizer deterministic).
struct ClipGolden {
  /// The golden file (`DIR/<scene>.apng`, `DIR/<file>.swift/<preview>.apng`).
  var path: String
  /// Where `<name>.actual.apng` and `<name>.delta.apng` go when the clip fails.
  var artefacts: URL
  var name: String
  var mode: GoldenRecordMode
  var tolerance: PixelTolerance
  var cancellation: CancellationFlag

  enum Outcome: Equatable {
    case passed(frames: Int)
    case failed(String)
    case recorded(String)
  }

  /// What the first pass found when the golden has the clip's shape.
  private struct Verdicts {
    var failing: Set<Int> = []
    var first: (index: Int, summary: String)?
  }

  /// The `clip` case of `suite`, printed as the frame checks print theirs (`ok`, `FAIL`, `RECORD`).
  func result(of stills: SceneStills, suite: String, quiet: Bool) throws -> TestCaseResult {
    switch try check(stills) {
    case .passed(let frames):
      if !quiet { print("ok   \(suite) clip (\(frames) frames)") }
      return TestCaseResult(suite: suite, name: "clip", status: .passed)
    case .failed(let why):
      print("FAIL \(suite) clip: \(why)")
      return TestCaseResult(suite: suite, name: "clip", status: .failed, message: why)
    case .recorded(let why):
      print("RECORD \(suite) clip: \(why)")
      return TestCaseResult(suite: suite, name: "clip", status: .recorded, message: why)
    }
  }

  func check(_ stills: SceneStills) throws -> Outcome {
    let fps = stills.settings.fps
    let count = try FramePlan(fps: fps, duration: stills.settings.duration).frames.count
    let time = { (i: Int) in String(format: "%.3fs", Double(i) / Double(fps)) }
    let file = (path as NSString).lastPathComponent
    guard FileManager.default.fileExists(atPath: path) else {
      if mode == .never {
        return .failed("clip golden \(path) is missing and \(GoldenRecordMode.environmentVariable) is never (the default under CI); record it locally")
      }
      let size = try record(stills, count: count) { _, actual, _ in actual }
      return .recorded("recorded clip golden \(path) (\(count) frames of \(size) at \(fps) fps) because it did not exist; look at it, then re-run")
    }
    if mode == .all {
      let size = try record(stills, count: count) { _, actual, _ in actual }
      return .recorded("recorded clip golden \(path) (\(count) frames of \(size) at \(fps) fps) because \(GoldenRecordMode.environmentVariable)=all; look at it, then re-run")
    }
    // The golden's shape first: a clip of another length, size or rate cannot be compared frame by frame.
    let shape = try goldenShape()
    var first: FrameBuffer?
    try renderFrames(stills, upTo: 1) { _, frame in first = frame }
    guard let frame0 = first else { throw CLIFailure(message: "error: the clip of \(name) has no frames") }
    let size = "\(frame0.width)x\(frame0.height)"
    let rendered = "the scene renders \(count) frames of \(size) at \(fps) fps (\(time(count)))"
    var mismatch: String?
    if let shape {
      if shape.frames != count || shape.width != frame0.width || shape.height != frame0.height {
        mismatch = "clip golden \(file) has \(shape.frames) frames of \(shape.width)x\(shape.height); \(rendered)"
      } else if abs(shape.frameDuration - 1 / Double(fps)) > 0.5e-3 {
        mismatch = "clip golden \(file) has frames of \(String(format: "%.4f", shape.frameDuration)) s; \(rendered)"
      }
    } else {
      mismatch = "clip golden \(path) is not a readable animated PNG; \(rendered)"
    }
    if let mismatch {
      if mode == .failed {
        // Frames cannot be matched one to one: the whole clip is recorded again.
        _ = try record(stills, count: count) { _, actual, _ in actual }
        return .recorded("re-recorded the whole clip golden \(path) because its shape changed (\(mismatch)); look at it, then re-run")
      }
      let actual = try writeArtefacts(stills, count: count, delta: false)
      return .failed("\(mismatch); \(actual)")
    }

    let verdicts = try compare(stills, count: count)
    guard let first = verdicts.first else { return .passed(frames: count) }
    let where_ = "first at \(time(first.index)) (frame \(first.index))"
    if mode == .failed {
      _ = try record(stills, count: count) { i, actual, expected in verdicts.failing.contains(i) ? actual : expected! }
      return .recorded("re-recorded \(verdicts.failing.count) of \(count) frames of clip golden \(path), \(where_), because they differed: "
        + "\(first.summary); the other \(count - verdicts.failing.count) frames are kept as they were; look at it, then re-run")
    }
    let written = try writeArtefacts(stills, count: count, delta: true)
    return .failed("clip golden \(file) mismatch: \(verdicts.failing.count) of \(count) frames beyond tolerance, \(where_): "
      + "\(first.summary); \(written); \(GoldenFingerprint.current().verdict(forGoldenAt: path))")
  }

  /// First pass: each rendered frame against the golden's frame at the same index.
  private func compare(_ stills: SceneStills, count: Int) throws -> Verdicts {
    let decoder = try VideoDecoder(url: URL(fileURLWithPath: path))
    var verdicts = Verdicts()
    try renderFrames(stills, upTo: count) { i, actual in
      guard let expected = try decoder.nextFrame() else {
        throw CLIFailure(message: "error: clip golden \(path) ended after \(i) of its \(count) frames")
      }
      let diff = PixelDiff.compare(expected: expected, actual: actual, tolerance: tolerance)
      guard !diff.passes else { return }
      verdicts.failing.insert(i)
      if verdicts.first == nil { verdicts.first = (i, diff.summary) }
    }
    return verdicts
  }

  /// Writes the golden from `pick(index, actual, golden's frame)`; the golden is read while its
  /// replacement is written beside it, and replaced only when complete. Returns the frame size.
  private func record(_ stills: SceneStills, count: Int,
                      pick: (Int, FrameBuffer, FrameBuffer?) -> FrameBuffer) throws -> String {
    try FileManager.default.createDirectory(at: URL(fileURLWithPath: path).deletingLastPathComponent(), withIntermediateDirectories: true)
    let old = FileManager.default.fileExists(atPath: path) ? try? VideoDecoder(url: URL(fileURLWithPath: path)) : nil
    var sink: APNGSink?
    try renderFrames(stills, upTo: count) { i, actual in
      let golden = try sink ?? APNGSink(url: URL(fileURLWithPath: path), width: actual.width, height: actual.height,
                                        frameRate: FrameRate(stills.settings.fps))
      sink = golden
      try golden.write(pick(i, actual, try old?.nextFrame()))
    }
    try sink?.finish()
    // As a still golden, the clip records how it was rendered (a tEXt chunk before IEND, which APNG allows).
    if sink != nil { try GoldenFingerprint.current().stamp(into: path) }
    return sink.map { "\($0.width)x\($0.height)" } ?? "nothing"
  }

  /// Second pass of a failure: the actual clip and, when frames match one to one, the delta clip
  /// (each frame PixelDiff's image: red beyond tolerance, orange smaller changes, gray the same).
  private func writeArtefacts(_ stills: SceneStills, count: Int, delta: Bool) throws -> String {
    try FileManager.default.createDirectory(at: artefacts, withIntermediateDirectories: true)
    let actualURL = artefacts.appendingPathComponent("\(name).actual.apng")
    let deltaURL = artefacts.appendingPathComponent("\(name).delta.apng")
    let decoder = delta ? try VideoDecoder(url: URL(fileURLWithPath: path)) : nil
    var sinks: (actual: APNGSink, delta: APNGSink?)?
    let rate = FrameRate(stills.settings.fps)
    try renderFrames(stills, upTo: count) { _, actual in
      let open = try sinks ?? (APNGSink(url: actualURL, width: actual.width, height: actual.height, frameRate: rate),
                               delta ? APNGSink(url: deltaURL, width: actual.width, height: actual.height, frameRate: rate) : nil)
      sinks = open
      try open.actual.write(actual)
      if let decoder, let expected = try decoder.nextFrame(),
         let image = PixelDiff.compare(expected: expected, actual: actual, tolerance: tolerance).diffImage {
        try open.delta?.write(image)
      }
    }
    try sinks?.actual.finish()
    try sinks?.delta?.finish()
    return "actual: \(actualURL.path)" + (delta ? ", delta: \(deltaURL.path)" : "")
  }

  /// Renders frames 0..<count in order from a fresh runtime (each pass starts at time 0).
  private func renderFrames(_ stills: SceneStills, upTo count: Int, _ body: (Int, FrameBuffer) throws -> Void) throws {
    let s = stills.settings
    let source = try stills.file.frameSource(settings: s, measurer: stills.rasterizer.makeTextMeasurer())
    for i in 0..<count {
      try StillImageOutput.check(cancellation)
      try body(i, try stills.rasterizer.render(source.displayList(at: Double(i) / Double(s.fps), frame: i), scale: s.scale))
    }
  }

  /// Frame count, size and frame duration of the golden, or nil when FFmpeg cannot read it as a clip.
  private func goldenShape() throws -> (frames: Int, width: Int, height: Int, frameDuration: Double)? {
    guard let info = try? MediaProbe.inspect(URL(fileURLWithPath: path)), info.codecName == "apng" else { return nil }
    return (info.frameCount, info.width, info.height, info.frameDurations.first ?? 0)
  }
}
