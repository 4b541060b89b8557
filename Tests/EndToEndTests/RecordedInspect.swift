import Foundation

/// `inspect` output checked in under `Tests/EndToEndTests/Expected/`: for a scene file of the package,
/// `Expected/<its path>.jsonl` (`scenes/gallery/x.swift-dsl` → `Expected/scenes/gallery/x.jsonl`, the
/// files `scripts/compiled-parity.sh` checks too); for a scene written by a test, `Expected/<suite>/<name>.jsonl`.
///
/// They were recorded once from the interpreter (the `.swift-dsl` front end, checked against formulas
/// by its own tests) before it was deleted, and the compiled front end's output is compared with them.
/// `ANIMRENDER_RECORD_EXPECTED=1` rewrites a file from the current output (for a change meant to alter
/// what a scene shows; review the diff); otherwise a missing or different file is a failure.
enum RecordedInspect {
  static var folder: URL { CommandLineTool.packageRoot.appendingPathComponent("Tests/EndToEndTests/Expected") }
  static var isRecording: Bool { ProcessInfo.processInfo.environment["ANIMRENDER_RECORD_EXPECTED"] == "1" }

  /// The reference of a scene file under the package root (`scenes/…`).
  static func url(scene path: String) -> URL {
    let root = CommandLineTool.packageRoot.path + "/"
    let relative = path.hasPrefix(root) ? String(path.dropFirst(root.count)) : path
    return folder.appendingPathComponent((relative as NSString).deletingPathExtension + ".jsonl")
  }

  /// The reference of a scene a test writes itself.
  static func url(suite: String, name: String) -> URL {
    folder.appendingPathComponent("\(suite)/\(name).jsonl")
  }

  /// nil when `stdout` is the recorded output, else what differs. In record mode, writes `stdout` and
  /// says so (a recording fails the test, as with the goldens, so the new reference is looked at).
  static func mismatch(_ stdout: String, recordedAt url: URL) -> String? {
    if isRecording {
      do {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(stdout.utf8).write(to: url)
        return "recorded \(url.path): review the diff"
      } catch {
        return "could not record \(url.path): \(error)"
      }
    }
    guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
      return "no recorded inspect at \(url.path) (ANIMRENDER_RECORD_EXPECTED=1 records it)"
    }
    if stdout == expected { return nil }
    let now = stdout.split(separator: "\n", omittingEmptySubsequences: false)
    let then = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let first = zip(now, then).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(now.count, then.count)
    let a = first < now.count ? String(now[first]) : "(no line)", b = first < then.count ? String(then[first]) : "(no line)"
    return "\(url.lastPathComponent) line \(first + 1) differs: now\n\(a)\nrecorded\n\(b)"
  }
}
