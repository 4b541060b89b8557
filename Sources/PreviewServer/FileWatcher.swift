import Foundation

/// Polls the scene file and calls back when its contents change: simple, and it follows editors that
/// save by writing a new file and renaming it over the old one (which a watch on the old inode misses).
struct FileWatcher {
  var path: String
  /// Seconds between checks.
  var interval: Double

  /// Runs until the task is cancelled.
  func run(onChange: () async -> Void) async {
    var last = FileManager.default.contents(atPath: path)
    while !Task.isCancelled {
      try? await Task.sleep(nanoseconds: UInt64(interval * 1e9))
      let now = FileManager.default.contents(atPath: path)
      guard now != last else { continue }
      // Editors often write a file in several steps: let it settle, then read what it became.
      try? await Task.sleep(nanoseconds: 50_000_000)
      last = FileManager.default.contents(atPath: path)
      await onChange()
    }
  }
}
