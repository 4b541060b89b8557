import ArgumentParser
import CairoRenderer
import Foundation
import Graphics
import RenderPipeline
import SceneRendering
import ViewRuntime

/// `animrender test SCENE… --golden DIR`: golden-frame regression tests for scenes.
struct TestCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "test",
    abstract: "Compare chosen frames of scenes with PNG goldens (and optionally inspect values with JSON Lines).",
    discussion: """
      Goldens are DIR/<scene>-<time>s.png, rendered at the scene's own size and scale. A frame passes when \
      at most --max-differing percent of its pixels have a premultiplied channel differing by more than \
      --tolerance (0-255). For each failure the actual frame and a diff image (red: beyond tolerance, \
      orange: smaller changes) are written to --failures. Recording never passes: a run that recorded \
      anything exits 1 and says what it wrote. --record defaults to 'never' when CI is set, else 'missing' \
      (ANIMRENDER_RECORD overrides the default). Exit codes: 0 all passed, 1 a failure or a recording, 2 usage.
      """)

  @Argument(help: "Scene files (.swift-dsl).")
  var scenes: [String]

  @Option(help: "Folder of golden PNGs (and <scene>.inspect.jsonl files).")
  var golden: String

  @Option(help: "Comma-separated times in seconds (default: start, middle and last frame).")
  var at: String?

  @Option(help: "Every Nth frame instead of --at.")
  var every: Int?

  @Option(help: "Channel tolerance: largest per-channel difference (0-255) for a pixel to count as equal.")
  var tolerance: Int = PixelTolerance.goldenChannelDifference

  @Option(help: "Differing share: percent of pixels allowed beyond --tolerance.")
  var maxDiffering: Double = PixelTolerance.goldenDifferingFraction * 100

  @Option(help: "When to write goldens: missing, failed, all, never.")
  var record: String?

  @Flag(help: "Also compare `inspect` values at the same times with DIR/<scene>.inspect.jsonl.")
  var inspect = false

  @Option(help: "Numeric tolerance for --inspect values.")
  var valueTolerance: Double = 0.01

  @Option(help: "Where actual frames and diff images of failures go.")
  var failures: String = "animrender-failures"

  @Flag(name: [.short, .long], help: "Print only failures and the summary.")
  var quiet = false

  @OptionGroup var frontEnd: FrontEndOptions

  func validate() throws {
    if at != nil && every != nil { throw ValidationError("--at and --every cannot be combined") }
    if let every, every < 1 { throw ValidationError("--every takes a frame count of at least 1") }
    if !(0...255).contains(tolerance) { throw ValidationError("--tolerance takes a channel difference 0-255") }
    if !(0...100).contains(maxDiffering) { throw ValidationError("--max-differing takes a percentage 0-100") }
    if !(valueTolerance >= 0) { throw ValidationError("--value-tolerance must not be negative") }
    if let record, GoldenRecordMode(rawValue: record) == nil {
      throw ValidationError("unknown --record '\(record)' (expected \(GoldenRecordMode.allCases.map(\.rawValue).joined(separator: ", ")))")
    }
    _ = try times(duration: 1, fps: 1)
  }

  func run() throws {
    try frontEnd.runInWorkerIfCompiled(scenes: scenes, outputs: [], keepGoing: true)
    let mode: GoldenRecordMode
    if let record { mode = GoldenRecordMode(rawValue: record)! } else {
      do { mode = try GoldenRecordMode.from(environment: ProcessInfo.processInfo.environment) } catch { throw ValidationError("\(error)") }
    }
    let toleranceValue = PixelTolerance(maxChannelDifference: tolerance, maxDifferingFraction: maxDiffering / 100)
    // Goldens and failure images are outputs too: never a scene, never a file where a folder goes.
    try OutputGuard(output: golden, format: .pngSequence, inputs: scenes, noOverwrite: false, option: "--golden").check()
    try OutputGuard(output: failures, format: .pngSequence, inputs: scenes, noOverwrite: false, option: "--failures").check()
    let cancellation = CancellationFlag()
    let trap = SignalTrap(flag: cancellation, output: golden)
    defer { trap.end() }
    var tally = Tally()
    for scene in scenes {
      do {
        try check(scene: scene, mode: mode, tolerance: toleranceValue, tally: &tally, cancellation: cancellation)
      } catch {
        if let sig = trap.received {
          throw CLIFailure(message: "error: stopped by \(SignalTrap.name(of: sig)) (\(tally.passed) passed, \(tally.failed) failed, \(tally.recorded) recorded before it)", status: 128 + sig)
        }
        tally.failed += 1
        print("FAIL \(scene): \(CLIFailure(error).message)")
      }
    }
    let summary = "\(tally.passed) passed, \(tally.failed) failed, \(tally.recorded) recorded (\(scenes.count) scene\(scenes.count == 1 ? "" : "s"), record mode \(mode.rawValue))"
    if tally.failed > 0 || tally.recorded > 0 {
      let why = tally.failed > 0 ? "" : "; recording is not a pass: look at the recorded goldens, then re-run"
      throw CLIFailure(message: "test: \(summary)\(why)")
    }
    print("test: \(summary)")
  }

  struct Tally { var passed = 0, failed = 0, recorded = 0 }

  private func check(scene: String, mode: GoldenRecordMode, tolerance: PixelTolerance, tally: inout Tally, cancellation: CancellationFlag) throws {
    let stills = try SceneStills(path: scene, file: frontEnd.compiledFile(for: scene, among: scenes))
    let stem = URL(fileURLWithPath: scene).deletingPathExtension().lastPathComponent
    let chosen = try times(duration: stills.lastFrameTime, fps: stills.settings.fps)
    let artefacts = URL(fileURLWithPath: failures)
    var inspections: [String] = []
    for time in Array(Set(chosen.map(stills.frameTime))).sorted() {
      try StillImageOutput.check(cancellation)
      let label = String(format: "%@ @ %.3fs", stem, time)
      let path = (golden as NSString).appendingPathComponent(String(format: "%@-%.3fs.png", stem, time))
      let frame = try stills.frame(at: time)
      if inspect { inspections.append(try stills.inspect(at: time).jsonLine()) }
      if let failure = try GoldenFile.check(frame, against: path, mode: mode, tolerance: tolerance, artefacts: artefacts) {
        if failure.hasPrefix("recorded") {
          tally.recorded += 1
          print("RECORD \(label): \(failure)")
        } else {
          tally.failed += 1
          print("FAIL \(label): \(failure)")
        }
      } else {
        tally.passed += 1
        if !quiet { print("ok   \(label)") }
      }
    }
    if inspect {
      let path = (golden as NSString).appendingPathComponent("\(stem).inspect.jsonl")
      let outcome = try InspectComparison.check(lines: inspections, against: path, mode: mode, tolerance: valueTolerance)
      switch outcome {
      case .passed: tally.passed += 1; if !quiet { print("ok   \(stem) inspect values") }
      case .recorded(let why): tally.recorded += 1; print("RECORD \(stem) inspect values: wrote \(path) because \(why)")
      case .failed(let why): tally.failed += 1; print("FAIL \(stem) inspect values: \(why)")
      }
    }
  }

  /// The chosen times: --at, every Nth frame, or start / middle / last frame.
  func times(duration last: Double, fps: Int) throws -> [Double] {
    if let at {
      return try at.split(separator: ",").map {
        guard let t = Double($0.trimmingCharacters(in: .whitespaces)), t.isFinite, t >= 0 else {
          throw ValidationError("--at takes times in seconds like 0,0.5,1.2 (got '\($0)')")
        }
        return t
      }.sorted()
    }
    if let every {
      let count = Int((last * Double(fps)).rounded()) + 1
      return stride(from: 0, to: count, by: every).map { Double($0) / Double(fps) }
    }
    return [0, last / 2, last]
  }
}
