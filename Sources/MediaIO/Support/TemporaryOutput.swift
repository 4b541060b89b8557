import Foundation

/// A hidden file beside the destination that becomes the destination only on `commit()`.
///
/// Living in the same folder keeps the final rename atomic (same filesystem) and checks early
/// that the folder exists and is writable.
struct TemporaryOutput {
  let destination: URL
  let temporary: URL

  init(destination: URL, suffix: String = "partial") throws {
    let folder = destination.deletingLastPathComponent()
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue else {
      throw MediaError.unwritablePath(destination.path, reason: "folder '\(folder.path)' does not exist")
    }
    guard FileManager.default.isWritableFile(atPath: folder.path) else {
      throw MediaError.unwritablePath(destination.path, reason: "folder '\(folder.path)' is not writable")
    }
    if FileManager.default.fileExists(atPath: destination.path, isDirectory: &isDirectory), isDirectory.boolValue {
      throw MediaError.unwritablePath(destination.path, reason: "it is a folder")
    }
    self.destination = destination
    let tag = UUID().uuidString.prefix(8)
    temporary = folder.appendingPathComponent(".\(destination.lastPathComponent).\(tag).\(suffix)")
  }

  /// Moves the temporary file over the destination (replacing an older file).
  func commit() throws {
    if rename(temporary.path, destination.path) != 0 {
      let reason = String(cString: strerror(errno))
      discard()
      throw MediaError.unwritablePath(destination.path, reason: reason)
    }
  }

  func discard() {
    try? FileManager.default.removeItem(at: temporary)
  }
}
