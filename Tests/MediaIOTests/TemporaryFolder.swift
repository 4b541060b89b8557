import Foundation

/// A fresh empty folder per test, removed when the value goes away.
final class TemporaryFolder {
  let url: URL
  init() throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent("mediaio-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }
  func file(_ name: String) -> URL { url.appendingPathComponent(name) }
  /// Names in the folder, hidden temporaries included.
  func contents() throws -> [String] { try FileManager.default.contentsOfDirectory(atPath: url.path).sorted() }
  deinit { try? FileManager.default.removeItem(at: url) }
}
