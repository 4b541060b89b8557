import ArgumentParser
import CairoRenderer
import CompiledScene
import Foundation
import Graphics
import RenderPipeline
import SceneCompiler
import SceneRendering
import ViewRuntime

/// `animrender test SCENE… --golden DIR`: golden-frame regression tests for scenes; with
/// `--previews DIR`, for every preview of a folder of Swift files (`PreviewTestRunner`).
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
      With --previews DIR every #Preview and PreviewProvider of the folder is a case, compiled once; its \
      goldens are DIR/<file>.swift/<preview>-<time>s.png (the file's path inside the folder); --jobs workers run \
      at once, their output printed in case order. --color-scheme, --dynamic-type, --device and --locale take \
      comma-separated lists: every combination is a case with goldens of its own, named with the values that \
      are not defaults (<preview>[dark,XXXL]-<time>s.png; light and L add nothing).
      With --clip every frame of the animation (the duration a render derives, at the scene's fps or --fps) is \
      compared with one animated PNG golden, DIR/<scene>.apng or DIR/<file>.swift/<preview>.apng; a failure \
      names the first failing time and writes <name>.actual.apng and <name>.delta.apng to --failures. \
      --record failed then rewrites only the frames beyond tolerance, or the whole clip when its frame count, \
      size or rate changed.
      --at takes names as well as seconds (start, end, settled, tap+0.3, phase:2, keyframes-end), resolved \
      by the scene's runtime; their goldens are named after the name (<scene>-settled.png).
      """)

  @Argument(help: "Scene files (.swift-dsl).")
  var scenes: [String] = []

  @Option(help: "Test every #Preview and PreviewProvider of this folder (or Swift file), compiled.")
  var previews: String?

  @Option(help: "With --previews: only the previews whose <file>.swift/<name> contains this text.")
  var filter: String?

  @Option(help: "Also write the results as JUnit XML to this file.")
  var junit: String?

  @Option(help: "Also write a static HTML report (index.html and its images) to this folder.")
  var html: String?

  @Option(name: .customLong("color-scheme"), help: "Appearances to test, comma-separated: light,dark. Each one is a case with goldens of its own (<name>[dark]-<time>s.png; no suffix for light).")
  var colorSchemes: String?

  @Option(name: .customLong("dynamic-type"), help: "Text sizes to test, comma-separated: \(DynamicTypeSize.allCases.map(\.shortName).joined(separator: ",")) or the Swift names (xxxLarge); L (.large, the default) has no suffix.")
  var dynamicTypes: String?

  @Option(name: .customLong("device"), help: "Device canvases to test, comma-separated (size, scale and safe area): \(DeviceModel.all.map(\.identifier).joined(separator: ", ")).")
  var devices: String?

  @Option(name: .customLong("locale"), help: "Locales to test, comma-separated (en,de_DE): the scene's \\.locale environment value.")
  var locales: String?

  @Option(help: "With --previews: how many cases render at once, each in a worker process (default: the number of cores). Output and reports keep case order.")
  var jobs: Int?

  /// In a worker of --previews: the variant of the case it checks, as JSON.
  @Option(name: .customLong("preview-variant"), help: .hidden)
  var previewVariant: String?

  /// In a worker of --previews: the one preview it checks, and where its results go.
  @Option(name: .customLong("preview-case"), help: .hidden)
  var previewCase: String?
  @Option(name: .customLong("preview-file"), help: .hidden)
  var previewCaseFile: String?
  @Option(name: .customLong("case-results"), help: .hidden)
  var caseResults: String?

  @Option(help: "Folder of golden PNGs (and <scene>.inspect.jsonl files).")
  var golden: String

  @Option(help: "Comma-separated times: seconds or names such as settled, tap+0.3, phase:2 (default: start, middle and last frame).")
  var at: String?

  @Option(help: "Every Nth frame instead of --at.")
  var every: Int?

  @Flag(help: "Compare the whole animation, every frame, with one APNG golden per scene or preview (instead of --at).")
  var clip = false

  @Option(help: "With --clip: frames per second of the clip (default: the scene's).")
  var fps: Int?

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
    if previews == nil && scenes.isEmpty { throw ValidationError("name scene files, or a folder with --previews") }
    if previews != nil && !scenes.isEmpty { throw ValidationError("--previews takes the folder; name no scene files with it") }
    if filter != nil && previews == nil { throw ValidationError("--filter picks previews; it needs --previews") }
    if at != nil && every != nil { throw ValidationError("--at and --every cannot be combined") }
    if let every, every < 1 { throw ValidationError("--every takes a frame count of at least 1") }
    if clip && (at != nil || every != nil) { throw ValidationError("--clip checks every frame; it cannot be combined with --at or --every") }
    if clip && inspect { throw ValidationError("--inspect compares values at chosen times; it cannot be combined with --clip") }
    if fps != nil && !clip { throw ValidationError("--fps sets the clip's frame rate; it needs --clip") }
    if let fps, !(1...240).contains(fps) { throw ValidationError("--fps takes 1 to 240 (got \(fps))") }
    if !(0...255).contains(tolerance) { throw ValidationError("--tolerance takes a channel difference 0-255") }
    if !(0...100).contains(maxDiffering) { throw ValidationError("--max-differing takes a percentage 0-100") }
    if !(valueTolerance >= 0) { throw ValidationError("--value-tolerance must not be negative") }
    if let record, GoldenRecordMode(rawValue: record) == nil {
      throw ValidationError("unknown --record '\(record)' (expected \(GoldenRecordMode.allCases.map(\.rawValue).joined(separator: ", ")))")
    }
    if let at { do { _ = try SceneTime.parseList(at) } catch let e as SceneTime.ParseError { throw ValidationError(e.description) } }
    if let jobs, !(1...64).contains(jobs) { throw ValidationError("--jobs takes 1 to 64 workers (got \(jobs))") }
    if jobs != nil && previews == nil { throw ValidationError("--jobs runs previews in parallel; it needs --previews") }
    _ = try variants()
    _ = try times(duration: 1, fps: 1)
  }

  /// Every combination of the variant lists (one default variant without them).
  func variants() throws -> [SceneVariant] {
    try SceneVariant.combinations(colorSchemes: colorSchemes, dynamicTypes: dynamicTypes, devices: devices, locales: locales)
  }

  func run() throws {
    if let previews { return try runPreviews(previews) }
    try frontEnd.runInWorkerIfCompiled(scenes: scenes, outputs: [], keepGoing: true)
    let mode = try recordMode()
    let toleranceValue = PixelTolerance(maxChannelDifference: tolerance, maxDifferingFraction: maxDiffering / 100)
    // Goldens and failure images are outputs too: never a scene, never a file where a folder goes.
    try OutputGuard(output: golden, format: .pngSequence, inputs: scenes, noOverwrite: false, option: "--golden").check()
    try OutputGuard(output: failures, format: .pngSequence, inputs: scenes, noOverwrite: false, option: "--failures").check()
    let cancellation = CancellationFlag()
    let trap = SignalTrap(flag: cancellation, output: golden)
    defer { trap.end() }
    var results: [TestCaseResult] = []
    for scene in scenes {
     for variant in try variants() {
      let stem = URL(fileURLWithPath: scene).deletingPathExtension().lastPathComponent + variant.suffix
      do {
        let stills = try SceneStills(path: scene, file: frontEnd.compiledFile(for: scene, among: scenes), settings: { clipSettings(&$0); variant.apply(to: &$0) })
        try check(stills, suite: stem, goldenStem: stem, artefacts: URL(fileURLWithPath: failures),
                  mode: mode, tolerance: toleranceValue, results: &results, cancellation: cancellation)
      } catch {
        if let sig = trap.received {
          let tally = Tally(results)
          throw CLIFailure(message: "error: stopped by \(SignalTrap.name(of: sig)) (\(tally.passed) passed, \(tally.failed) failed, \(tally.recorded) recorded before it)", status: 128 + sig)
        }
        results.append(TestCaseResult(suite: stem, name: "run", status: .failed, message: CLIFailure(error).message))
        print("FAIL \(scene)\(variant.suffix): \(CLIFailure(error).message)")
      }
     }
    }
    try finish(results, mode: mode, what: "\(scenes.count) scene\(scenes.count == 1 ? "" : "s")")
  }

  /// The summary line, the JUnit report, and the exit status: a failure or a recording exits 1.
  private func finish(_ results: [TestCaseResult], mode: GoldenRecordMode, what: String) throws {
    if let junit { try JUnitReport(results: results).write(to: junit) }
    if let html { try HTMLReport(results: results, valueTolerance: valueTolerance).write(to: html) }
    let tally = Tally(results)
    let summary = "\(tally.passed) passed, \(tally.failed) failed, \(tally.recorded) recorded (\(what), record mode \(mode.rawValue))"
    if tally.failed > 0 || tally.recorded > 0 {
      let why = tally.failed > 0 ? "" : "; recording is not a pass: look at the recorded goldens, then re-run"
      throw CLIFailure(message: "test: \(summary)\(why)")
    }
    print("test: \(summary)")
  }

  private func recordMode() throws -> GoldenRecordMode {
    if let record { return GoldenRecordMode(rawValue: record)! }
    do { return try GoldenRecordMode.from(environment: ProcessInfo.processInfo.environment) } catch { throw ValidationError("\(error)") }
  }

  /// `--previews DIR`: the supervising process runs every case in a worker; a worker checks one.
  private func runPreviews(_ folder: String) throws {
    let mode = try recordMode()
    try OutputGuard(output: golden, format: .pngSequence, inputs: [], noOverwrite: false, option: "--golden").check()
    try OutputGuard(output: failures, format: .pngSequence, inputs: [], noOverwrite: false, option: "--failures").check()
    guard frontEnd.isWorker, let name = previewCase, let file = previewCaseFile, let caseResults else {
      var runner = PreviewTestRunner(folder: folder, filter: filter, arguments: Array(CommandLine.arguments.dropFirst()),
                                     timeout: frontEnd.sceneTimeout, verbose: frontEnd.verbose)
      runner.variants = try variants()
      runner.jobs = jobs ?? ProcessInfo.processInfo.activeProcessorCount
      let results = try runner.run()
      let count = Set(results.map(\.suite)).count
      let what = runner.variants.count == 1 ? "\(count) preview\(count == 1 ? "" : "s")"
        : "\(count / runner.variants.count) preview\(count == runner.variants.count ? "" : "s") × \(runner.variants.count) variants"
      return try finish(results, mode: mode, what: what)
    }
    let plan = PreviewTestPlan(folder: folder, names: [name], files: [file], filter: nil)
    let c = plan.cases[0]
    var variant = SceneVariant()
    if let previewVariant {
      guard let decoded = try? JSONDecoder().decode(SceneVariant.self, from: Data(previewVariant.utf8)) else {
        throw CLIFailure(message: "error: the worker got an unreadable --preview-variant '\(previewVariant)'")
      }
      variant = decoded
    }
    var results: [TestCaseResult] = []
    do {
      let program = try CompiledProgram(libraryPath: frontEnd.sceneLibraries[0])
      program.onFrame = WorkerSupervisor.heartbeat
      program.assets = try SceneInput.assets(for: folder)
      try AssetPlaceholderReport(program: program, assets: program.assets).report(strict: false)
      program.strings = try SceneInput.strings(for: folder)
      program.previewName = ScenePrepass.qualifiedPreviewName(name, file: file, input: folder)
      let stills = try SceneStills(path: folder, file: SceneFile(path: folder, program: program), settings: { clipSettings(&$0); variant.apply(to: &$0) })
      let artefacts = URL(fileURLWithPath: failures).appendingPathComponent((c.goldenStem as NSString).deletingLastPathComponent)
      try check(stills, suite: c.id + variant.suffix, goldenStem: c.goldenStem + variant.suffix, artefacts: artefacts, mode: mode,
                tolerance: PixelTolerance(maxChannelDifference: tolerance, maxDifferingFraction: maxDiffering / 100),
                results: &results, cancellation: CancellationFlag())
    } catch {
      results.append(TestCaseResult(suite: c.id + variant.suffix, name: "run", status: .failed, message: CLIFailure(error).message))
      print("FAIL \(c.id + variant.suffix): \(CLIFailure(error).message)")
    }
    let lines = try results.map { try $0.jsonLine() + "\n" }.joined()
    try Data(lines.utf8).write(to: URL(fileURLWithPath: caseResults), options: .atomic)
  }

  struct Tally {
    var passed = 0, failed = 0, recorded = 0
    init(_ results: [TestCaseResult]) {
      for r in results {
        switch r.status { case .passed: passed += 1; case .failed: failed += 1; case .recorded: recorded += 1 }
      }
    }
  }

  /// Checks the chosen frames of `stills` (and with --inspect its values) against the goldens
  /// `<golden>/<goldenStem>-<time>s.png`; failure images go to `artefacts`.
  private func check(_ stills: SceneStills, suite: String, goldenStem: String, artefacts: URL, mode: GoldenRecordMode,
                     tolerance: PixelTolerance, results: inout [TestCaseResult], cancellation: CancellationFlag) throws {
    if clip {
      let golden = ClipGolden(path: (self.golden as NSString).appendingPathComponent("\(goldenStem).apng"), artefacts: artefacts,
                              name: (goldenStem as NSString).lastPathComponent, mode: mode, tolerance: tolerance, cancellation: cancellation)
      return results.append(try golden.result(of: stills, suite: suite, quiet: quiet))
    }
    // Computed on the first recording or mismatch only: it reads the heads of the font files.
    var fingerprint: GoldenFingerprint?
    func current() -> GoldenFingerprint {
      if let fingerprint { return fingerprint }
      fingerprint = .current()
      return fingerprint!
    }
    var inspections: [String] = []
    for (name, time, named) in try chosenFrames(stills) {
      try StillImageOutput.check(cancellation)
      let label = "\(suite) @ \(name)" + (named ? String(format: " (%.3fs)", time) : "")
      let path = (golden as NSString).appendingPathComponent("\(goldenStem)-\(name).png")
      let frame = try stills.frame(at: time)
      if inspect { inspections.append(try stills.inspect(at: time).jsonLine()) }
      let existed = FileManager.default.fileExists(atPath: path)
      if var failure = try GoldenFile.check(frame, against: path, mode: mode, tolerance: tolerance, artefacts: artefacts) {
        let recorded = failure.hasPrefix("recorded")
        var result = TestCaseResult(suite: suite, name: name, status: recorded ? .recorded : .failed, message: failure)
        if recorded {
          try current().stamp(into: path)
          result.expected = path
        } else if existed {
          // A pixel mismatch: GoldenFile wrote <name>.actual.png (and .diff.png) to the artefacts.
          let stem = artefacts.appendingPathComponent(URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent).path
          result.expected = path
          result.actual = stem + ".actual.png"
          result.diff = FileManager.default.fileExists(atPath: stem + ".diff.png") ? stem + ".diff.png" : nil
          result.fingerprint = current().verdict(forGoldenAt: path)
          failure += "; \(result.fingerprint!)"
          result.message = failure
        }
        results.append(result)
        print("\(recorded ? "RECORD" : "FAIL") \(label): \(failure)")
      } else {
        results.append(TestCaseResult(suite: suite, name: name, status: .passed, expected: path))
        if !quiet { print("ok   \(label)") }
      }
    }
    if inspect {
      let path = (golden as NSString).appendingPathComponent("\(goldenStem).inspect.jsonl")
      try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      let outcome = try InspectComparison.check(lines: inspections, against: path, mode: mode, tolerance: valueTolerance)
      let name = "inspect values"
      switch outcome {
      case .passed:
        results.append(TestCaseResult(suite: suite, name: name, status: .passed))
        if !quiet { print("ok   \(suite) inspect values") }
      case .recorded(let why):
        results.append(TestCaseResult(suite: suite, name: name, status: .recorded, message: "wrote \(path) because \(why)"))
        print("RECORD \(suite) inspect values: wrote \(path) because \(why)")
      case .failed(let why):
        // The actual values beside the failure images, for the reader and the HTML report's curves.
        try FileManager.default.createDirectory(at: artefacts, withIntermediateDirectories: true)
        let actual = artefacts.appendingPathComponent("\((goldenStem as NSString).lastPathComponent).inspect.actual.jsonl")
        try Data((inspections.joined(separator: "\n") + "\n").utf8).write(to: actual, options: .atomic)
        results.append(TestCaseResult(suite: suite, name: name, status: .failed, message: why, expected: path, actual: actual.path))
        print("FAIL \(suite) inspect values: \(why)")
      }
    }
  }

  /// --fps of --clip, applied as `render` applies it: after the duration is derived at the scene's own rate.
  private func clipSettings(_ s: inout RenderSettings) {
    if let fps { s.fps = fps }
  }

  /// The chosen times: every Nth frame, or start / middle / last frame (--at: `chosenFrames`).
  func times(duration last: Double, fps: Int) throws -> [Double] {
    if let every {
      let count = Int((last * Double(fps)).rounded()) + 1
      return stride(from: 0, to: count, by: every).map { Double($0) / Double(fps) }
    }
    return [0, last / 2, last]
  }
}
