import Foundation
import MediaIO

/// `OUT/.animrender-batch.json`: for each output, the content hash of what last rendered it.
///
/// Keys are canonical absolute paths (`.`/`..` and symbolic links resolved), so one output is one
/// entry however the folder was typed. Batches sharing a folder may run at once: each reads the
/// manifest again under an exclusive `flock` on the folder and changes only its own
/// entries, then writes a temporary file and renames it over the manifest, so a reader sees the old
/// or the new manifest, never half of one.
struct BatchManifest {
  static let fileName = ".animrender-batch.json"

  let folder: URL

  init(folder: String) {
    self.folder = OutputGuard.resolved(folder)
  }

  var url: URL { folder.appendingPathComponent(Self.fileName) }

  /// The manifest's key for an output path.
  static func key(_ output: String) -> String { OutputGuard.resolved(output).path }

  /// The entries as last written (none if the file is missing or unreadable).
  func read() -> [String: String] {
    (try? JSONDecoder().decode([String: String].self, from: Data(contentsOf: url))) ?? [:]
  }

  /// Records `rendered` (output → hash) and forgets `failed` outputs, keeping every other entry as
  /// it is on disk now (another batch's included).
  func update(rendered: [String: String], failed: [String]) throws {
    try FileLock.withExclusiveLock(at: folder) {
      var entries = read()
      for (output, hash) in rendered { entries[Self.key(output)] = hash }
      for output in failed { entries[Self.key(output)] = nil }
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys]
      let data = try encoder.encode(entries)
      let temp = folder.appendingPathComponent("\(Self.fileName).\(ProcessInfo.processInfo.processIdentifier).tmp")
      do {
        try data.write(to: temp)
        guard rename(temp.path, url.path) == 0 else { throw FileWriteError(code: errno, operation: "replacing \(url.path)") }
      } catch {
        try? FileManager.default.removeItem(at: temp)
        throw error
      }
    }
  }
}
