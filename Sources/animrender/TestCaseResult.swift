import Foundation

/// One checked thing of `animrender test`: a frame at a time, the inspect values, or a preview that
/// could not run. Workers hand them to the supervising process as JSON Lines (`--case-results`).
struct TestCaseResult: Codable, Equatable {
  enum Status: String, Codable { case passed, failed, recorded }

  /// The scene, or the preview as `File.swift/Name` (JUnit's `classname`).
  var suite: String
  /// The time (`0.500s`), `inspect values`, or `build` / `run` for a preview that did not get that far.
  var name: String
  var status: Status
  /// Why it failed or what was recorded; empty when it passed.
  var message: String = ""
  /// For a frame: the golden PNG; on a mismatch also the actual frame and diff image written to
  /// `--failures`. For `inspect values` that failed: the golden and actual JSON Lines. The HTML
  /// report (`HTMLReport`) shows them; absent in results of older workers.
  var expected: String? = nil
  var actual: String? = nil
  var diff: String? = nil
  /// On a pixel mismatch: how this machine's render fingerprint compares with the golden's.
  var fingerprint: String? = nil

  static func readLines(_ path: String) -> [TestCaseResult] {
    guard let data = FileManager.default.contents(atPath: path) else { return [] }
    return String(decoding: data, as: UTF8.self).split(separator: "\n").compactMap {
      try? JSONDecoder().decode(TestCaseResult.self, from: Data($0.utf8))
    }
  }

  func jsonLine() throws -> String { String(decoding: try JSONEncoder().encode(self), as: UTF8.self) }
}
