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
    let declaring = Dictionary(zip(prepass.previewNames, prepass.previewFiles), uniquingKeysWith: { a, _ in a })
    guard !plan.cases.isEmpty else {
      let known = prepass.previewNames.isEmpty ? "it has none" : "it has \(prepass.previewNames.count)"
      throw CLIFailure(message: "error: no previews in \(folder)\(filter.map { " match --filter '\($0)'" } ?? "") (\(known))")
    }
    var library: String?, buildError = ""
    do { library = try builder.build(prepass: prepass).path } catch {
      buildError = CLIFailure(error).message
      FileHandle.standardError.write(Data((buildError + "\n").utf8))
    }
    var results: [TestCaseResult] = []
    for c in plan.cases {
      guard let library else {
        results.append(TestCaseResult(suite: c.id, name: "build", status: .failed, message: buildError))
        print("FAIL \(c.id): the folder did not compile (see the compiler's messages)")
        fflush(nil)
        continue
      }
      results += try check(c, file: declaring[c.name] ?? c.file, library: library)
    }
    return results
  }

  /// One preview in its own worker.
  private func check(_ c: PreviewTestPlan.Case, file: String, library: String) throws -> [TestCaseResult] {
    let resultsFile = FileManager.default.temporaryDirectory.appendingPathComponent("animrender-test-\(getpid())-\(UUID().uuidString).jsonl").path
    defer { unlink(resultsFile) }
    let workerArguments = arguments + ["--scene-library", library, "--preview-case", c.name, "--preview-file", file, "--case-results", resultsFile]
    // The workers write to the same standard output: ours goes out first, in case order (nil: all streams).
    fflush(nil)
    var supervisor = WorkerSupervisor(arguments: workerArguments, scenes: [folder], outputs: [], timeout: timeout)
    supervisor.backtraces = verbose
    let outcome = supervisor.run()
    if outcome.status > 128, WorkerSupervisor.forwarded != 0 {
      throw CLIFailure(message: outcome.message ?? "error: stopped by signal \(outcome.status - 128)", status: outcome.status)
    }
    var results = TestCaseResult.readLines(resultsFile)
    if let message = outcome.message {
      // The worker died (a trap, a hang): what it checked before still counts.
      results.append(TestCaseResult(suite: c.id, name: "run", status: .failed, message: message))
      print("FAIL \(c.id): \(message)")
      fflush(nil)
    } else if results.isEmpty {
      results.append(TestCaseResult(suite: c.id, name: "run", status: .failed, message: "the worker ended with status \(outcome.status) and no results"))
      print("FAIL \(c.id): the worker ended with status \(outcome.status) and no results")
    }
    return results
  }
}
