import Foundation
import SceneCompiler

/// The supervising side of `animrender test --previews DIR`: pre-passes and compiles the folder once
/// (one library for all its previews), then checks each preview in a worker process of its own that
/// loads that library (`--preview-case`), so a preview whose code traps or hangs fails alone, with
/// the crash's one-line message, and the others still run. Workers hand back their results as JSON
/// Lines; a folder that does not compile fails every selected preview with the compiler's messages.
struct PreviewTestRunner {
  var folder: String
  var filter: String?
  /// This command's own arguments, passed on to each worker.
  var arguments: [String]
  var timeout: Double
  var verbose: Bool
  /// Each preview is checked once per variant (`--color-scheme`, `--dynamic-type`, …), in this order.
  var variants: [SceneVariant] = [SceneVariant()]
  /// How many workers run at once (`--jobs`). Their standard output is kept and printed in case order.
  var jobs = 1

  func run() throws -> [TestCaseResult] {
    var builder: SceneLibraryBuilder
    let prepass: ScenePrepass
    do {
      builder = try SceneLibraryBuilder.standard()
      if verbose { builder.log = { FileHandle.standardError.write(Data("animrender: \($0)\n".utf8)) } }
      prepass = try builder.prepass(scenePath: folder)
    } catch {
      throw CLIFailure(error)
    }
    let plan = PreviewTestPlan(folder: folder, names: prepass.previewNames, files: prepass.previewFiles, filter: filter)
    guard !plan.cases.isEmpty else {
      let known = prepass.previewNames.isEmpty ? "it has none" : "it has \(prepass.previewNames.count)"
      throw CLIFailure(message: "error: no previews in \(folder)\(filter.map { " match --filter '\($0)'" } ?? "") (\(known))")
    }
    var library: String?, buildError = ""
    do { library = try builder.build(prepass: prepass).path } catch {
      buildError = CLIFailure(error).message
      FileHandle.standardError.write(Data((buildError + "\n").utf8))
    }
    let cases = plan.cases.flatMap { c in variants.map { (c, $0) } }
    guard let library else {
      var results: [TestCaseResult] = []
      for (c, variant) in cases {
        results.append(TestCaseResult(suite: c.id + variant.suffix, name: "build", status: .failed, message: buildError))
        print("FAIL \(c.id + variant.suffix): the folder did not compile (see the compiler's messages)")
      }
      fflush(nil)
      return results
    }
    if jobs <= 1 || cases.count <= 1 {
      var results: [TestCaseResult] = []
      for (c, variant) in cases {
        let checked = check(c, variant: variant, file: c.declaredIn, library: library, captureOutput: false)
        try checked.throwIfStopped()
        results += checked.results
      }
      return results
    }
    return try PreviewJobQueue(count: cases.count, jobs: jobs).run { i in
      let (c, variant) = cases[i]
      return check(c, variant: variant, file: c.declaredIn, library: library, captureOutput: true)
    }
  }

  /// What one worker checked, what it printed (when kept), and how it ended.
  struct Checked {
    var results: [TestCaseResult]
    var output: Data = Data()
    /// The worker's status when a forwarded signal stopped it.
    var stopped: (status: Int32, message: String)?

    func throwIfStopped() throws {
      if let stopped { throw CLIFailure(message: stopped.message, status: stopped.status) }
    }
  }

  /// One preview in one variant in its own worker. With `captureOutput` the worker's standard output
  /// (and the lines said here) are kept for the caller to print in case order.
  private func check(_ c: PreviewTestPlan.Case, variant: SceneVariant, file: String, library: String, captureOutput: Bool) -> Checked {
    let temporary = FileManager.default.temporaryDirectory.appendingPathComponent("animrender-test-\(getpid())-\(UUID().uuidString)").path
    let resultsFile = temporary + ".jsonl", outputFile = temporary + ".out"
    defer { unlink(resultsFile); unlink(outputFile) }
    let id = c.id + variant.suffix
    let variantJSON = String(decoding: (try? JSONEncoder().encode(variant)) ?? Data("{}".utf8), as: UTF8.self)
    let workerArguments = arguments + ["--scene-library", library, "--preview-case", c.name, "--preview-file", file, "--case-results", resultsFile,
                                       "--preview-variant", variantJSON]
    // The workers write to the same standard output: ours goes out first, in case order (nil: all streams).
    fflush(nil)
    var supervisor = WorkerSupervisor(arguments: workerArguments, scenes: [folder], outputs: [], timeout: timeout)
    supervisor.backtraces = verbose
    if captureOutput { supervisor.standardOutput = outputFile }
    let outcome = supervisor.run()
    var checked = Checked(results: TestCaseResult.readLines(resultsFile))
    if captureOutput { checked.output = FileManager.default.contents(atPath: outputFile) ?? Data() }
    if outcome.status > 128, WorkerSupervisor.forwarded != 0 {
      checked.stopped = (outcome.status, outcome.message ?? "error: stopped by signal \(outcome.status - 128)")
      return checked
    }
    func say(_ line: String) {
      if captureOutput { checked.output += Data((line + "\n").utf8) } else { print(line); fflush(nil) }
    }
    if let message = outcome.message {
      // The worker died (a trap, a hang): what it checked before still counts.
      checked.results.append(TestCaseResult(suite: id, name: "run", status: .failed, message: message))
      say("FAIL \(id): \(message)")
    } else if checked.results.isEmpty {
      checked.results.append(TestCaseResult(suite: id, name: "run", status: .failed, message: "the worker ended with status \(outcome.status) and no results"))
      say("FAIL \(id): the worker ended with status \(outcome.status) and no results")
    }
    return checked
  }
}
