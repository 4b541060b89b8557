import Foundation

/// `animrender preview` run as a user runs it, on a free port, until `stop()` sends SIGINT.
final class PreviewServerProcess {
  let process = Process()
  let url: URL

  init(scene: String, extraArguments: [String] = []) throws {
    process.executableURL = CommandLineTool.binary
    process.arguments = ["preview", scene, "--port", "0"] + extraArguments
    process.environment = CommandLineTool.environment
    let out = Pipe()
    process.standardOutput = out
    process.standardError = FileHandle.nullDevice
    try process.run()
    let line = try Self.readLine(from: out.fileHandleForReading, containing: "animrender preview: http", timeout: 30)
    guard let address = line.split(separator: " ").first(where: { $0.hasPrefix("http://") }), let url = URL(string: String(address)) else {
      throw PreviewWebDriver.Failure(description: "no address in: \(line)")
    }
    self.url = url
  }

  deinit { ProcessEnd.killTree(process) }

  /// SIGINT, then the exit status (nil if it had to be killed after `timeout` seconds).
  func stop(timeout: Double = 5) -> Int32? {
    ProcessEnd.stop(process, with: SIGINT, timeout: timeout)
  }

  /// Reads `handle` until a line containing `marker` arrives (on a helper thread, so the wait has a deadline).
  static func readLine(from handle: FileHandle, containing marker: String, timeout: Double) throws -> String {
    final class Box: @unchecked Sendable { var text = ""; var found: String?; let lock = NSLock() }
    let box = Box()
    let done = DispatchSemaphore(value: 0)
    Thread {
      while true {
        let chunk = handle.availableData
        if chunk.isEmpty { done.signal(); return }
        box.lock.lock()
        box.text += String(decoding: chunk, as: UTF8.self)
        if let line = box.text.split(separator: "\n").first(where: { $0.contains(marker) }) {
          box.found = String(line)
          box.lock.unlock()
          done.signal()
          // Keep draining so the child never blocks on a full pipe.
          while !handle.availableData.isEmpty {}
          return
        }
        box.lock.unlock()
      }
    }.start()
    _ = done.wait(timeout: .now() + timeout)
    box.lock.lock()
    defer { box.lock.unlock() }
    guard let found = box.found else { throw PreviewWebDriver.Failure(description: "no line with '\(marker)' within \(timeout) s; got: \(box.text.prefix(300))") }
    return found
  }
}
