import CCairo
import Foundation

/// A folder of links to the pinned font files, so that fontconfig scans them once and every later
/// process reads its cache.
///
/// Adding the files one by one (`FcConfigAppFontAddFile`) parses each with FreeType to build its
/// character set: about 50 ms a process for the 103 files (the CJK collections most of it), paid by every
/// render, still and inspect. Fontconfig caches folders, not files, so the files are linked into a folder
/// named by a hash of their paths, sizes and modification times and fontconfig's version: an updated font
/// package makes a new folder, never a stale cache. Links are numbered in the pinned order, which a
/// folder scan keeps (it sorts names), so matching sees the faces in the same order as before.
///
/// Fontconfig's own cache files (`FcDirCacheWrite`) are written atomically, so processes starting
/// together are safe; a folder that cannot be made leaves the caller adding files one by one.
struct FontFolderCache {
  /// `…/animrender/fonts`: one folder of links per font set, and fontconfig's cache files in `fontconfig`.
  let root: String

  /// `$XDG_CACHE_HOME/animrender/fonts` or `~/.cache/animrender/fonts` (the compile cache's parent), or
  /// nil when neither variable is set.
  static func standard(environment: [String: String] = ProcessInfo.processInfo.environment) -> FontFolderCache? {
    let base = environment["XDG_CACHE_HOME"].flatMap { $0.isEmpty ? nil : $0 }
      ?? environment["HOME"].flatMap { $0.isEmpty ? nil : "\($0)/.cache" }
    return base.map { FontFolderCache(root: "\($0)/animrender/fonts") }
  }

  /// Where fontconfig keeps its cache of the folders (outside them: a folder's subfolders are scanned).
  var fontconfigCache: String { "\(root)/fontconfig" }

  /// The folder of links to `files` (made if missing), or nil if a file is missing or the folder cannot
  /// be made.
  func folder(for files: [PinnedFonts.File]) -> String? {
    var key = "fontconfig \(FcGetVersion())\n"
    for file in files {
      // stat, not FileManager's attributes: those look up the owner's and group's names, reading
      // /etc/passwd and /etc/group for each of the hundred-odd files before every render's first frame.
      var info = stat()
      guard stat(file.path, &info) == 0 else { return nil }
      key += "\(file.path)\t\(info.st_size)\t\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)\n"
    }
    let folder = "\(root)/set-\(Self.hash(key))"
    if FileManager.default.fileExists(atPath: folder) { return folder }
    // Made aside and renamed into place, so no process ever sees a half-linked folder.
    let partial = "\(folder).partial-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    do {
      try FileManager.default.createDirectory(atPath: partial, withIntermediateDirectories: true)
      for (index, file) in files.enumerated() {
        let name = String(format: "%03d-", index) + (file.path as NSString).lastPathComponent
        try FileManager.default.createSymbolicLink(atPath: "\(partial)/\(name)", withDestinationPath: file.path)
      }
      try FileManager.default.createDirectory(atPath: fontconfigCache, withIntermediateDirectories: true)
    } catch {
      try? FileManager.default.removeItem(atPath: partial)
      return nil
    }
    if rename(partial, folder) != 0 {
      // Another process made it first (the rename then fails as the folder is not empty): use theirs.
      try? FileManager.default.removeItem(atPath: partial)
      guard FileManager.default.fileExists(atPath: folder) else { return nil }
    }
    return folder
  }

  /// 64-bit FNV-1a, in hex: a stable name for a key (Swift's `Hasher` is seeded per process).
  static func hash(_ text: String) -> String {
    var h: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 { h = (h ^ UInt64(byte)) &* 0x100_0000_01b3 }
    return String(h, radix: 16)
  }
}
