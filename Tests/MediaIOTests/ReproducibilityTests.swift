import Foundation
import Graphics
import MediaIO
import Testing

/// Every output format, rendered twice in one process from the same frames with the settings the
/// command line uses (only the thread count pinned, for x264), must come out byte for byte the same.
@Suite("Byte-reproducible outputs")
struct ReproducibilityTests {
  /// Output name → frames rendered. "frames" (no extension) is a PNG sequence folder.
  static let outputs = ["clip.mp4", "clip.mov", "clip.webm", "clip.gif", "still.png", "frames"]

  /// The files an output consists of, by name, after rendering `count` frames into `run`.
  static func render(_ name: String, into run: URL) throws -> [String: Data] {
    try FileManager.default.createDirectory(at: run, withIntermediateDirectories: true)
    let url = run.appendingPathComponent(name)
    let count = name == "still.png" ? 1 : 6
    let sink = try MediaOutput.makeSink(url: url, width: 48, height: 32, frameRate: FrameRate(30),
                                        video: VideoSettings(preset: .ultrafast, threads: 1))
    for i in 0..<count { try sink.write(TestFrames.frame(i, width: 48, height: 32, alpha: true)) }
    try sink.finish()
    var isDirectory: ObjCBool = false
    _ = FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
    guard isDirectory.boolValue else { return [name: try Data(contentsOf: url)] }
    var files: [String: Data] = [:]
    for file in try FileManager.default.contentsOfDirectory(atPath: url.path) {
      files[file] = try Data(contentsOf: url.appendingPathComponent(file))
    }
    return files
  }

  @Test("Two renders of the same frames give identical bytes", arguments: outputs)
  func identicalBytes(name: String) throws {
    let folder = try TemporaryFolder()
    let first = try Self.render(name, into: folder.file("first"))
    let second = try Self.render(name, into: folder.file("second"))
    #expect(first.count == (name == "frames" ? 6 : 1))
    #expect(first.keys.sorted() == second.keys.sorted())
    for (file, a) in first {
      guard let b = second[file] else { continue }
      let differing = zip(a, b).filter { $0 != $1 }.count + abs(a.count - b.count)
      #expect(differing == 0, "\(name)/\(file): \(differing) of \(a.count) bytes differ")
      #expect(a.count > 0)
    }
  }
}
