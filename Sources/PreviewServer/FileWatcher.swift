import Foundation

/// Polls the scene file and calls back when its contents change: simple, and it follows editors that
/// save by writing a new file and renaming it over the old one (which a watch on the old inode misses).
/// A folder (an app's Swift files) changes when any file under it is added, removed or rewritten.
struct FileWatcher {
  var path: String
  /// Seconds between checks.
  var interval: Double

  /// Runs until the task is cancelled.
  func run(onChange: () async -> Void) async {
    var last = Self.fingerprint(path)
    while !Task.isCancelled {
      try? await Task.sleep(nanoseconds: UInt64(interval * 1e9))
      let now = Self.fingerprint(path)
      guard now != last else { continue }
      // Editors often write a file in several steps: let it settle, then read what it became.
      try? await Task.sleep(nanoseconds: 50_000_000)
      last = Self.fingerprint(path)
      await onChange()
    }
  }

  /// A file's bytes; for a folder, each file's path, size and modification time.
  static func fingerprint(_ path: String) -> Data? {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
      return FileManager.default.contents(atPath: path)
    }
    var text = ""
    let keys: [URLResourceKey] = [.fileSizeKey, .contentModificationDateKey]
    let files = FileManager.default.enumerator(at: URL(fileURLWithPath: path), includingPropertiesForKeys: keys)
    while let url = files?.nextObject() as? URL {
      let values = try? url.resourceValues(forKeys: Set(keys))
      text += "\(url.path) \(values?.fileSize ?? -1) \(values?.contentModificationDate?.timeIntervalSince1970 ?? 0)\n"
    }
    return Data(text.utf8)
  }
}
