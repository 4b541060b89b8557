import Foundation
import XCTest

/// Reference output of a test, checked in as `Tests/SwiftUITests/Expected/<test file>/<test>.<kind>`,
/// one line per time asked (for `inspect`, one JSON line each).
///
/// The files were recorded once from the interpreter (the `.swift-dsl` front end, checked against
/// formulas by its own tests); the tests compare the compiled scenes with them, so they outlive the
/// interpreter. `ANIMRENDER_RECORD_EXPECTED=1` rewrites them (from the `recording:` reference, the
/// interpreter's output while it exists, else the current output), for a change that is
/// meant to alter what a scene shows (review the diff before committing it). Without it a missing or
/// different file is a failure: nothing is ever written silently. See docs/architecture.md (Testing).
enum RecordedOutput {
  static var isRecording: Bool { ProcessInfo.processInfo.environment["ANIMRENDER_RECORD_EXPECTED"] == "1" }

  /// `Expected/<file stem>/<test name>.<kind>` next to the calling test file.
  static func url(file: StaticString, function: String, kind: String) -> URL {
    let source = URL(fileURLWithPath: "\(file)")
    let stem = source.deletingPathExtension().lastPathComponent
    let test = function.split(separator: "(").first.map(String.init) ?? function
    return source.deletingLastPathComponent().appendingPathComponent("Expected/\(stem)/\(test).\(kind)")
  }

  /// Compares `lines` with the recorded file, or (record mode) writes them there.
  static func assertMatches(_ lines: [String], kind: String = "jsonl",
                            file: StaticString = #filePath, function: String = #function, line: UInt = #line) {
    let url = url(file: file, function: function, kind: kind)
    if isRecording {
      do {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try (lines.joined(separator: "\n") + "\n").write(to: url, atomically: true, encoding: .utf8)
        // As with the goldens, a recording fails the test, so the new reference is looked at before it counts.
        XCTFail("recorded \(url.path): review the diff", file: file, line: line)
      } catch {
        XCTFail("could not record \(url.path): \(error)", file: file, line: line)
      }
      return
    }
    guard let text = try? String(contentsOf: url, encoding: .utf8) else {
      XCTFail("no recorded output at \(url.path) (run with ANIMRENDER_RECORD_EXPECTED=1 to record it)", file: file, line: line)
      return
    }
    var expected = text.components(separatedBy: "\n")
    if expected.last == "" { expected.removeLast() }
    XCTAssertEqual(lines.count, expected.count, "line count against \(url.lastPathComponent)", file: file, line: line)
    var failures = 0
    for (i, (a, b)) in zip(lines, expected).enumerated() where a != b {
      XCTFail("\(url.lastPathComponent) line \(i + 1): now\n\(a)\nrecorded\n\(b)", file: file, line: line)
      failures += 1
      if failures == 3 { break }
    }
  }
}
