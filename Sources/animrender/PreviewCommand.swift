import ArgumentParser
import Dispatch
import Foundation
import PreviewServer

/// `animrender preview SCENE`: a local web page that scrubs, plays, taps and plots the scene, and
/// reloads it whenever the file is saved. Runs until SIGINT or SIGTERM, then stops cleanly (exit 0).
struct PreviewCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "preview",
    abstract: "Preview a scene in the browser: timeline, taps, curves, inspect, hot reload and export.",
    discussion: """
      Serves a page on 127.0.0.1 (loopback only unless --allow-remote) and prints its address. The canvas \
      is drawn by animrender's renderer; saving the scene file reloads it within a second, keeping the \
      playhead; a scene error shows over the last good render. Ctrl-C stops the server.
      """)

  @Argument(help: "The scene file (.swift-dsl).")
  var scene: String

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
    let config = PreviewConfiguration(host: host, port: port, allowRemote: allowRemote, cacheBytes: cacheMb << 20)
    let preview: ScenePreview
    do {
      preview = try ScenePreview(scenePath: scene, configuration: config)
    } catch let e as PreviewError {
      throw ValidationError(String(e.description.dropFirst("error: ".count)))
    }
    let done = DispatchSemaphore(value: 0)
    let outcome = Outcome()
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
    // SIGINT/SIGTERM: stop serving, close the pages' event streams, then return normally.
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
    done.wait()
    for source in sources { source.cancel() }
    if let error = outcome.error { throw CLIFailure(error) }
    FileHandle.standardError.write(Data("animrender preview: stopped\n".utf8))
  }
}

/// How the server task ended, handed back to the blocked main thread.
private final class Outcome: @unchecked Sendable {
  var error: Error?
}
