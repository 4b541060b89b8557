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

  static func readLines(_ path: String) -> [TestCaseResult] {
    guard let data = FileManager.default.contents(atPath: path) else { return [] }
    return String(decoding: data, as: UTF8.self).split(separator: "\n").compactMap {
      try? JSONDecoder().decode(TestCaseResult.self, from: Data($0.utf8))
    }
  }

  func jsonLine() throws -> String { String(decoding: try JSONEncoder().encode(self), as: UTF8.self) }
}
