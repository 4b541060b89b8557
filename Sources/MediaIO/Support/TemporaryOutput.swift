import Foundation

/// A hidden file beside the destination that becomes the destination only on `commit()`.
///
/// Living in the same folder keeps the final rename atomic (same filesystem) and checks early
/// that the folder exists and is writable. Its name is `.<output name>.<8 hex digits>.partial`
/// (a GIF's frame spool ends in `.spool`, a PNG sequence's staging folder in `.partial`), so
/// `removeStale(near:)` can recognise what an interrupted render left behind.
public struct TemporaryOutput {
  public let destination: URL
  public let temporary: URL
  let files: FileWriting

  /// How old a temporary must be before `removeStale` takes it for abandoned: no render runs this long.
  public static let staleAge: TimeInterval = 24 * 60 * 60

  init(destination: URL, suffix: String = "partial", files: FileWriting = LocalFileWriter()) throws {
    if Self.isStream(destination) {
      // A device, pipe, socket or standard output stays what it is: the file is made aside and its
      // bytes written into the destination on commit, never renamed over it.
      guard access(destination.path, W_OK) == 0 else {
        throw MediaError.unwritablePath(destination.path, reason: "it is not writable")
      }
      self.destination = destination
      self.files = files
      temporary = Self.folder(for: destination).appendingPathComponent(Self.hiddenName(for: destination, suffix: suffix))
      return
    }
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
    self.files = files
    temporary = folder.appendingPathComponent(Self.hiddenName(for: destination, suffix: suffix))
    Self.removeStale(near: destination, files: files)
  }

  /// `.<name>.<tag>.<suffix>` beside `destination`, with a fresh random tag.
  static func hiddenName(for destination: URL, suffix: String) -> String {
    ".\(destination.lastPathComponent).\(UUID().uuidString.prefix(8)).\(suffix)"
  }

  /// Moves the temporary file over the destination (replacing an older file).
  func commit() throws {
    do {
      if Self.isStream(destination) {
        defer { discard() }
        try files.deliver(temporary, to: destination)
        return
      }
      try files.rename(temporary, to: destination)
    } catch {
      discard()
      throw MediaError.unwritablePath(destination.path, reason: (error as? FileWriteError)?.reason ?? "\(error)")
    }
  }

  func discard() {
    files.remove(temporary)
  }

  /// Removes the temporaries (files or folders) that renders interrupted by a crash or a kill left
  /// in `destination`'s folder, if they were last modified more than `age` before `now`. Younger
  /// ones may belong to a render still running. Returns what was removed.
  @discardableResult
  public static func removeStale(near destination: URL, olderThan age: TimeInterval = staleAge, now: Date = Date(),
                                 files: FileWriting = LocalFileWriter()) -> [URL] {
    let folder = destination.deletingLastPathComponent()
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return [] }
    var removed: [URL] = []
    for name in names.sorted() where isTemporaryName(name) {
      let url = folder.appendingPathComponent(name)
      guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path),
            let modified = attributes[.modificationDate] as? Date, now.timeIntervalSince(modified) > age else { continue }
      files.remove(url)
      removed.append(url)
    }
    return removed
  }

  /// Whether `name` has the shape of a temporary this module makes: `.<name>.<8 hex>.partial|spool`.
  static func isTemporaryName(_ name: String) -> Bool {
    guard name.hasPrefix(".") else { return false }
    let parts = name.dropFirst().split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count >= 3, let suffix = parts.last, suffix == "partial" || suffix == "spool",
          !parts[0].isEmpty else { return false }
    let tag = parts[parts.count - 2]
    return tag.count == 8 && tag.allSatisfy(\.isHexDigit)
  }

  /// Whether `destination` must be written in place rather than replaced: standard output or error
  /// (`--out -`), a file descriptor path, or an existing character or block device, FIFO or socket.
  /// Renaming a file over `/dev/null` as root would replace the device for the whole system.
  public static func isStream(_ destination: URL) -> Bool {
    let path = destination.path
    if path == "/dev/stdout" || path == "/dev/stderr" || path.hasPrefix("/dev/fd/") || path.hasPrefix("/proc/self/fd/") {
      return true
    }
    var info = stat()
    guard stat(path, &info) == 0 else { return false }
    let type = info.st_mode & S_IFMT
    return type != S_IFREG && type != S_IFDIR
  }

  /// Where the temporaries for `destination` live: beside it (so the final rename stays on one
  /// filesystem), or in the system's temporary folder when it is a stream (never in `/dev`).
  public static func folder(for destination: URL) -> URL {
    isStream(destination) ? FileManager.default.temporaryDirectory : destination.deletingLastPathComponent()
  }
}
