import ArgumentParser
import CompiledScene
import Foundation
import SceneCompiler
import SceneRendering

/// How a scene runs, for every command that runs one (`render`, `inspect`, `sheet`, `plot`, `test`,
/// `batch`, and `preview`, whose workers serve requests: `CompiledPreviewBackend`).
///
/// The scene is pre-passed and compiled by swiftc into a library (cached), and the command runs again
/// in a worker process (`--scene-library`, hidden) that loads it; this process supervises the worker
/// (`WorkerSupervisor`), so a trap in scene code ends the render with one error line.
struct FrontEndOptions: ParsableArguments {
  /// `--front-end compiled`, hidden: accepted (and ignored) so that scripts written when there were two
  /// front ends keep working; `interpreted` names the removed interpreter and is refused.
  @Option(help: .hidden)
  var frontEnd: String = "compiled"

  @Option(help: "Render this view type (built with its init()) as the root; the scene or folder is compiled.")
  var view: String?

  @Option(help: "Seconds a compiled scene may go without finishing a frame before it is stopped.")
  var sceneTimeout: Double = 60

  @Flag(help: "Say on standard error what the compiled front end does (compiler runs, cache hits); on a crash in scene code, look for its line in a backtrace (slower).")
  var verbose = false

  /// The worker's compiled libraries, one per scene in order (set by the supervising process).
  @Option(name: .customLong("scene-library"), help: .hidden)
  var sceneLibraries: [String] = []

  func validate() throws {
    if frontEnd != "compiled" {
      throw ValidationError(frontEnd == "interpreted"
        ? "--front-end interpreted was removed: every scene is compiled by swiftc (drop the option)"
        : "--front-end takes only 'compiled' (got '\(frontEnd)'); scenes are always compiled, so it can be dropped")
    }
    if !(sceneTimeout > 0) { throw ValidationError("--scene-timeout must be a positive number of seconds") }
  }

  var isWorker: Bool { !sceneLibraries.isEmpty }

  /// Outside a worker: compiles `scenes`, runs this command again in a worker that loads them, and
  /// exits with its status (never returns). In the worker returns at once.
  /// - Parameter outputs: files the command writes, whose partial temporaries a crashed worker leaves.
  /// - Parameter keepGoing: a scene that does not compile is left out (its diagnostics printed; the
  ///   worker reports it as failed) instead of ending the command: `test` goes on with the others.
  /// - Parameter catalog: `--assets`, compiled into the scene's generated asset symbols.
  func runInWorkerIfCompiled(scenes: [String], outputs: [String], keepGoing: Bool = false, catalog: String? = nil) throws {
    guard !isWorker else { return }
    let outcome = try runWorker(scenes: scenes, outputs: outputs, keepGoing: keepGoing, catalog: catalog, arguments: Animrender.naming(Array(CommandLine.arguments.dropFirst())))
    if let message = outcome.message { FileHandle.standardError.write(Data((message + "\n").utf8)) }
    Foundation.exit(outcome.status)
  }

  /// Compiles `scenes` and runs this executable once with `arguments` in a worker that loads them.
  func runWorker(scenes: [String], outputs: [String], keepGoing: Bool = false, catalog: String? = nil, arguments: [String]) throws -> WorkerSupervisor.Outcome {
    WorkerSupervisor.stopOnSignalsWhileCompiling()
    var builder: SceneLibraryBuilder
    do { builder = try SceneLibraryBuilder.standard() } catch { throw CLIFailure(error) }
    if verbose { builder.log = { FileHandle.standardError.write(Data("animrender: \($0)\n".utf8)) } }
    var libraries: [String] = []
    for scene in scenes {
      do { libraries.append(try builder.build(scenePath: scene, view: view, catalog: catalog).path) } catch {
        guard keepGoing else { throw CLIFailure(error) }
        FileHandle.standardError.write(Data((CLIFailure(error).message + "\n").utf8))
        libraries.append("")  // the worker's compiledFile(for:) fails this scene
      }
    }
    var supervisor = WorkerSupervisor(arguments: arguments, scenes: scenes, outputs: outputs, timeout: sceneTimeout)
    supervisor.libraries = libraries
    supervisor.log = builder.log
    supervisor.backtraces = verbose
    return supervisor.run()
  }

  /// `--watch`: every run (the first and one per change of `scene`) is
  /// compiled and runs in a worker of its own, so an edited scene loads as a new library and a trap
  /// ends that run only; nothing is ever unloaded. Never returns; a forwarded Ctrl-C ends the watch.
  func watchInWorkers(scene: String, outputs: [String], catalog: String? = nil) -> Never {
    let arguments = CommandLine.arguments.dropFirst().filter { $0 != "--watch" }
    SceneWatcher.run(path: scene) {
      let outcome = try runWorker(scenes: [scene], outputs: outputs, catalog: catalog, arguments: Array(arguments))
      if WorkerSupervisor.forwarded != 0 {
        if let message = outcome.message { FileHandle.standardError.write(Data((message + "\n").utf8)) }
        Foundation.exit(outcome.status)
      }
      if outcome.status != 0 { throw CLIFailure(message: outcome.message ?? "", status: outcome.status) }
    }
  }

  /// In a worker: the compiled scene `path` loaded from its library.
  /// - Parameter catalog: `--assets`, the catalog instead of `Scene(assets:)` or the one beside the scene.
  /// - Parameter strict: an unknown symbol or a missing asset is an error.
  func compiledFile(for path: String, among scenes: [String], strict: Bool = false, catalog: String? = nil) throws -> SceneFile {
    guard isWorker else { throw CLIFailure(message: "error: '\(path)' was not compiled (internal: the command ran outside its worker)") }
    guard let index = scenes.firstIndex(of: path), index < sceneLibraries.count else {
      throw CLIFailure(message: "error: no compiled library for '\(path)'")
    }
    guard !sceneLibraries[index].isEmpty else { throw CompiledSceneError("'\(path)' did not compile (see the compiler's messages above)") }
    do {
      let program = try CompiledProgram(libraryPath: sceneLibraries[index])
      program.onFrame = WorkerSupervisor.heartbeat
      program.assets = try SceneInput.assets(for: path, catalog: catalog, strict: strict)
      program.assets?.places = program.symbolPlaces
      try AssetPlaceholderReport(program: program, assets: program.assets).report(strict: strict)
      program.strings = try SceneInput.strings(for: path)
      return SceneFile(path: path, program: program, strict: strict, symbolPlaces: program.symbolPlaces)
    } catch {
      throw CLIFailure(error)
    }
  }
}
