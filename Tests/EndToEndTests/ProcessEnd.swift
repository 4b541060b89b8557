import Foundation

/// Ending a started process from a test without waiting forever.
///
/// Foundation's `Process` on Linux reports an exit only once every holder of the socket it gives the
/// child has closed it (swift-corelibs-foundation, Process.swift), so a plain `waitUntilExit()` also
/// waits for any descendant that kept it: a browser chromedriver started, a worker that outlived its
/// parent. These waits have deadlines, and a kill reaches the whole tree.
enum ProcessEnd {
  /// Waits up to `timeout` seconds for `process` to be seen as ended; whether it was.
  @discardableResult
  static func wait(for process: Process, timeout: Double) -> Bool {
    let end = Date().addingTimeInterval(timeout)
    while process.isRunning && Date() < end { Thread.sleep(forTimeInterval: 0.02) }
    return !process.isRunning
  }

  /// SIGKILL to `process` and every process descended from it (found before any is killed: a killed
  /// parent's children are re-parented), then up to 10 s for Foundation to see it end.
  static func killTree(_ process: Process) {
    guard process.isRunning else { return }
    for pid in [process.processIdentifier] + descendants(of: process.processIdentifier) { kill(pid, SIGKILL) }
    wait(for: process, timeout: 10)
  }

  /// Sends `signal`, waits up to `timeout` seconds, and kills the tree if it has not ended; the exit
  /// status, or nil if it had to be killed.
  static func stop(_ process: Process, with signal: Int32, timeout: Double) -> Int32? {
    guard process.isRunning else { return process.terminationStatus }
    kill(process.processIdentifier, signal)
    if wait(for: process, timeout: timeout) { return process.terminationStatus }
    killTree(process)
    return nil
  }

  /// True while `pid` is a process that has not ended (a zombie has ended).
  static func alive(_ pid: pid_t) -> Bool {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8), let close = stat.lastIndex(of: ")") else { return false }
    return !stat[stat.index(after: close)...].hasPrefix(" Z")
  }

  /// The sockets `pid` has open (`socket:[inode]`, as /proc/PID/fd shows them).
  static func sockets(of pid: pid_t) -> Set<String> {
    let fds = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/fd")) ?? []
    return Set(fds.compactMap { try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(pid)/fd/\($0)") }
      .filter { $0.hasPrefix("socket:") })
  }

  /// Every process descended from `pid`, from the parent fields of /proc/*/stat.
  static func descendants(of pid: pid_t) -> [pid_t] {
    var children: [pid_t: [pid_t]] = [:]
    for entry in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] {
      guard let child = pid_t(entry), let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")") else { continue }
      // After "pid (comm) ": the state, then the parent's pid.
      let fields = stat[stat.index(after: close)...].split(separator: " ")
      if fields.count > 1, let parent = pid_t(fields[1]) { children[parent, default: []].append(child) }
    }
    var found: [pid_t] = [], queue = children[pid] ?? []
    while let next = queue.popLast() {
      found.append(next)
      queue += children[next] ?? []
    }
    return found
  }
}
