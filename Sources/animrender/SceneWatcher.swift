import Foundation

/// `--watch`: runs a command body now and again whenever the scene file's contents change, printing
/// failures (diagnostics) instead of exiting, until the process is stopped.
enum SceneWatcher {
  static func run(path: String, _ body: () throws -> Void) -> Never {
    FileHandle.standardError.write(Data("watching \(path) (Ctrl-C to stop)\n".utf8))
    var last = FileManager.default.contents(atPath: path)
    runReportingErrors(body)
    while true {
      Thread.sleep(forTimeInterval: 0.2)
      guard FileManager.default.contents(atPath: path) != last else { continue }
      // Editors often write a file in several steps: wait for it to settle.
      Thread.sleep(forTimeInterval: 0.1)
      last = FileManager.default.contents(atPath: path)
      FileHandle.standardError.write(Data("\(path) changed\n".utf8))
      runReportingErrors(body)
    }
  }

  private static func runReportingErrors(_ body: () throws -> Void) {
    do { try body() } catch {
      let message = (error as? CLIFailure)?.message ?? "error: \(error)"
      // Empty: a compiled run's worker printed its own error.
      if !message.isEmpty { FileHandle.standardError.write(Data((message + "\n").utf8)) }
    }
    // Standard output is block-buffered into a pipe or file: show each result as it happens.
    fflush(nil)
  }
}
