import Foundation
import Graphics

/// Golden-frame files for tests in any target: compares a frame with a PNG on disk, records per
/// `GoldenRecordMode`, and writes the actual frame and a diff image when they differ.
///
/// ```swift
/// let mode = try GoldenRecordMode.from(environment: ProcessInfo.processInfo.environment)
/// if let failure = try GoldenFile.check(frame, against: "Goldens/spin-0.png", mode: mode) {
///   Issue.record(Comment(rawValue: failure))
/// }
/// ```
public enum GoldenFile {
  /// Returns nil when the frame matches; otherwise the failure to report. Recording is a failure
  /// too ("recorded …; look at it, then re-run"), so a recording run never passes silently.
  public static func check(
    _ frame: FrameBuffer, against path: String, mode: GoldenRecordMode, tolerance: PixelTolerance = .golden,
    artefacts: URL = FileManager.default.temporaryDirectory.appendingPathComponent("animrender-golden-failures")
  ) throws -> String? {
    let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
    let expected = FileManager.default.fileExists(atPath: path) ? try PNGFile.read(path) : nil
    switch GoldenComparison.evaluate(expected: expected, actual: frame, mode: mode, tolerance: tolerance) {
    case .passed:
      return nil
    case .missing:
      return "golden \(path) is missing and \(GoldenRecordMode.environmentVariable) is never (the default under CI); record it locally"
    case .record(let reason):
      try FileManager.default.createDirectory(
        at: URL(fileURLWithPath: path).deletingLastPathComponent(), withIntermediateDirectories: true)
      try PNGFile.write(frame, to: path)
      let why: String
      switch reason {
      case .missing: why = "it did not exist"
      case .forced: why = "\(GoldenRecordMode.environmentVariable)=all"
      case .mismatch(let diff): why = "it differed: \(diff.summary)"
      }
      return "recorded golden \(path) because \(why); look at it, then re-run"
    case .failed(let diff):
      try FileManager.default.createDirectory(at: artefacts, withIntermediateDirectories: true)
      let actualPath = artefacts.appendingPathComponent("\(name).actual.png").path
      try PNGFile.write(frame, to: actualPath)
      var written = "actual: \(actualPath)"
      if let image = diff.diffImage {
        let diffPath = artefacts.appendingPathComponent("\(name).diff.png").path
        try PNGFile.write(image, to: diffPath)
        written += ", diff: \(diffPath)"
      }
      return "golden \(name).png mismatch: \(diff.summary); \(written)"
    }
  }
}
