import ArgumentParser
import Dispatch
import Foundation
import PreviewServer
import SceneCompiler
import SceneRendering
#if canImport(Glibc)
import Glibc
#endif

/// `animrender preview SCENE`: a local web page that scrubs, plays, taps and plots the scene, and
/// reloads it whenever the file is saved. Runs until SIGINT or SIGTERM, then stops cleanly (exit 0).
///
/// Each load runs in a worker process (`CompiledPreviewBackend`); the worker
/// is this command again with `--scene-library` (`runWorker()`).
struct PreviewCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "preview",
    abstract: "Preview a scene in the browser: timeline, taps, curves, inspect, hot reload and export.",
    discussion: """
      Serves a page on 127.0.0.1 (loopback only unless --allow-remote) and prints its address. The canvas \
      is drawn by animrender's renderer. The scene is compiled by swiftc and runs in a worker process; \
      saving the file (any Swift file of a folder) compiles it again and a new worker takes over, keeping \
      the playhead and the taps. A compiler error shows in the page at its file:line:col over the last \
      good render, which keeps serving; a crash or a body that never returns (--scene-timeout) ends that \
      worker with its error in the page, and the next save loads again. Ctrl-C stops the server and its workers.
      """)

  @Argument(help: "The scene file (.swift-dsl or .swift), or a folder of Swift files (with --preview or --view).")
  var scene: String

  @Option(help: "Preview this preview of the file instead of its scene: #Preview(\"NAME\") or a PreviewProvider struct's name.")
  var preview: String?

  @OptionGroup var frontEnd: FrontEndOptions

  /// In a worker: the generation its predecessor reached (the page's frames stay ordered).
  @Option(name: .customLong("preview-generation"), help: .hidden)
  var previewGeneration: Int = 0

  @Option(help: "Port to listen on (0 picks a free one).")
  var port: Int = 8040

  @Option(help: "Address to listen on. Anything but loopback needs --allow-remote.")
  var host: String = "127.0.0.1"

  @Flag(help: "Allow a --host other machines can reach (the preview has no authentication).")
  var allowRemote = false

  @Option(help: "Memory for cached frames, in MB.")
  var cacheMb: Int = 256

  func validate() throws {
    guard cacheMb >= 1, cacheMb <= 65536 else { throw ValidationError("--cache-mb takes 1 to 65536 (got \(cacheMb))") }
    do {
      try PreviewConfiguration(host: host, port: port, allowRemote: allowRemote, cacheBytes: cacheMb << 20).validate()
    } catch let e as PreviewError {
      throw ValidationError(String(e.description.dropFirst("error: ".count)))
    }
  }

  func run() throws {
    if frontEnd.isWorker { return try runWorker() }
    let config = PreviewConfiguration(host: host, port: port, allowRemote: allowRemote, cacheBytes: cacheMb << 20)
    let backend = CompiledPreviewBackend(scene: scene, options: frontEnd, preview: self.preview, cacheMb: cacheMb)
    let preview: ScenePreview
    do {
      preview = try ScenePreview(scenePath: scene, configuration: config, backend: backend)
    } catch let e as PreviewError {
      throw ValidationError(String(e.description.dropFirst("error: ".count)))
    }
    let done = DispatchSemaphore(value: 0)
    let outcome = Outcome()
    // SIGINT/SIGTERM: stop serving, end the workers, close the pages' event streams, then return normally.
    // Set before the first load: swiftc's runner saves and restores the handlers it finds.
    var sources: [DispatchSourceSignal] = []
    for sig in [SIGINT, SIGTERM] {
      signal(sig, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: sig, queue: .global())
      source.setEventHandler {
        Task {
          await preview.stop()
          done.signal()
        }
      }
      source.resume()
      sources.append(source)
    }
    Task {
      do {
        let url = try await preview.start()
        if let problem = await preview.currentProblem() { FileHandle.standardError.write(Data((problem + "\n").utf8)) }
        // Written unbuffered: a script or test reading the pipe needs the address at once.
        FileHandle.standardOutput.write(Data("animrender preview: \(url.absoluteString)  (Ctrl-C to stop)\n".utf8))
      } catch {
        outcome.error = error
        done.signal()
      }
    }
    done.wait()
    for source in sources { source.cancel() }
    // A load compiling now would go on after we return, its compiler outliving us.
    SceneLibraryBuilder.stopRunningCompilers()
    if let error = outcome.error { throw CLIFailure(error) }
    FileHandle.standardError.write(Data("animrender preview: stopped\n".utf8))
  }
}

extension PreviewCommand {
  /// A compiled preview's worker: loads the library, answers requests on standard input and output
  /// until input ends. Scene code's `print` goes to standard error, as the pipe carries replies only.
  func runWorker() throws {
    let replies = dup(1)
    dup2(2, 1)
    // The server may die without closing our input (SIGKILL); then nothing would end us.
    let parent = getppid()
    Thread {
      while getppid() == parent { usleep(200_000) }
      _exit(1)
    }.start()
    // Read only: the options as parsed, used from the worker's scene queue.
    nonisolated(unsafe) let options = frontEnd
    let scene = self.scene, preview = self.preview
    // The library loaded again for each load and export: the same code, a scene of its own.
    let open: @Sendable () throws -> SceneFile = {
      do {
        let file = try options.compiledFile(for: scene, among: [scene])
        file.program.previewName = preview
        return file
      } catch let failure as CLIFailure {
        throw PreviewProblem(message: failure.message)
      }
    }
    let loader = PreviewSceneLoader(open: { _ in try open() }, exportProgram: { _, _ in try open().program })
    let backend = InProcessBackend(path: scene, cacheBytes: cacheMb << 20, loader: loader, generation: previewGeneration)
    PreviewWorkerLoop(backend: backend, input: 0, output: replies).run()
  }
}

/// How the server task ended, handed back to the blocked main thread.
private final class Outcome: @unchecked Sendable {
  var error: Error?
}
