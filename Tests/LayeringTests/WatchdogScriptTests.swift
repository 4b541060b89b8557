import Foundation
import Testing

/// `scripts/watchdog.sh`, which bounds the test run: a command that ends keeps its status; one that
/// hangs is stopped with everything it started, after printing what was running.
@Suite struct WatchdogScriptTests {
  /// Runs the watchdog on `command` (a bash script) with `limit`; output goes to a file, so a
  /// process the watchdog failed to stop cannot hold this test on an open pipe.
  func watch(_ limit: Int, _ command: String) throws -> (status: Int32, output: String) {
    let log = FileManager.default.temporaryDirectory.appendingPathComponent("watchdog-\(UUID().uuidString).log")
    FileManager.default.createFile(atPath: log.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: log) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = [LayeringScriptTests.packageRoot.appendingPathComponent("scripts/watchdog.sh").path,
                         String(limit), "bash", "-c", command]
    let handle = try FileHandle(forWritingTo: log)
    process.standardOutput = handle
    process.standardError = handle
    try process.run()
    let end = Date().addingTimeInterval(Double(limit) + 30)
    while process.isRunning && Date() < end { Thread.sleep(forTimeInterval: 0.05) }
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    process.waitUntilExit()
    return (process.terminationStatus, (try? String(contentsOf: log, encoding: .utf8)) ?? "")
  }

  /// Processes whose command line contains `text`.
  static func running(_ text: String) -> [String] {
    let pids = ((try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []).filter { $0.allSatisfy(\.isNumber) }
    return pids.filter { pid in
      guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") else { return false }
      return String(decoding: data.map { $0 == 0 ? 32 : $0 }, as: UTF8.self).contains(text)
    }
  }

  @Test func aCommandThatEndsKeepsItsStatusAndOutput() throws {
    let (status, output) = try watch(60, "echo done; exit 3")
    #expect(status == 3)
    #expect(output == "done\n")
  }

  /// A command stuck on two sleeps, one in a subshell of its own: all of them are listed and gone.
  @Test func aHangIsListedAndStoppedWithItsChildren() throws {
    // A duration no other process uses, to find these sleeps and only these.
    let tag = "300.\(UInt32.random(in: 100_000...999_999))"
    let started = Date()
    let (status, output) = try watch(2, "sleep \(tag) & (sleep \(tag); echo never) & sleep \(tag); echo never")
    #expect(status == 124)
    #expect(Date().timeIntervalSince(started) < 20, "stopped soon after its limit")
    #expect(output.contains("still running after 2 s"), "\(output)")
    let rows = output.split(separator: "\n").filter { $0.hasSuffix(" sleep \(tag)") }
    #expect(rows.count == 3, "each sleep listed: \(output)")
    #expect(!output.split(separator: "\n").contains("never"), "\(output)")
    let left = Self.running("sleep \(tag)")
    #expect(left.isEmpty, "left running: \(left)")
    for pid in left.compactMap({ Int32($0) }) where pid > 0 { kill(pid, SIGKILL) }
  }

  @Test(arguments: ["ten", "0", "-5", ""])
  func aLimitThatIsNotAPositiveWholeNumberIsAUsageError(limit: String) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = [LayeringScriptTests.packageRoot.appendingPathComponent("scripts/watchdog.sh").path, limit, "true"]
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 2)
  }
}
