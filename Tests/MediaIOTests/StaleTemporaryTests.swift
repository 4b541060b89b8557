import Foundation
import Graphics
import MediaIO
import Testing

@Suite("Stale temporaries")
struct StaleTemporaryTests {
  static let hour: TimeInterval = 3600

  /// Creates `name` in `folder` (a folder when `directory`) last modified `age` seconds ago.
  static func make(_ name: String, in folder: TemporaryFolder, age: TimeInterval, directory: Bool = false) throws {
    let url = folder.file(name)
    if directory {
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
      try Data([1]).write(to: url.appendingPathComponent("frame_00000.png"))
    } else {
      try Data([1, 2, 3]).write(to: url)
    }
    try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -age)], ofItemAtPath: url.path)
  }

  @Test("Temporaries older than a day are removed; younger ones, other hidden files and outputs stay")
  func removesOnlyStale() throws {
    let folder = try TemporaryFolder()
    try Self.make(".clip.mp4.1A2B3C4D.partial", in: folder, age: 25 * Self.hour)
    try Self.make(".clip.gif.ABCDEF12.spool", in: folder, age: 48 * Self.hour)
    try Self.make(".frames.00FF00FF.partial", in: folder, age: 30 * Self.hour, directory: true)
    try Self.make(".clip.mp4.99999999.partial", in: folder, age: 23 * Self.hour)  // a render may still run
    try Self.make(".notes.partial", in: folder, age: 48 * Self.hour)  // not a name MediaIO makes
    try Self.make(".clip.mp4.NOTHEX!!.partial", in: folder, age: 48 * Self.hour)
    try Self.make("clip.mp4", in: folder, age: 48 * Self.hour)
    let removed = TemporaryOutput.removeStale(near: folder.file("clip.mp4"))
    #expect(removed.map(\.lastPathComponent).sorted()
      == [".clip.gif.ABCDEF12.spool", ".clip.mp4.1A2B3C4D.partial", ".frames.00FF00FF.partial"])
    #expect(try folder.contents() == [".clip.mp4.99999999.partial", ".clip.mp4.NOTHEX!!.partial", ".notes.partial", "clip.mp4"])
  }

  @Test("The age limit is measured from `now`: 23 h is kept, 25 h is not")
  func ageBoundary() throws {
    let folder = try TemporaryFolder()
    try Self.make(".a.png.0000000A.partial", in: folder, age: 0)
    let inADay = Date(timeIntervalSinceNow: 23 * Self.hour)
    #expect(TemporaryOutput.removeStale(near: folder.file("a.png"), now: inADay).isEmpty)
    let later = Date(timeIntervalSinceNow: 25 * Self.hour)
    #expect(TemporaryOutput.removeStale(near: folder.file("a.png"), now: later).count == 1)
    #expect(try folder.contents().isEmpty)
  }

  @Test("The next render into a folder removes the stale temporaries there", arguments: ["clip.mp4", "clip.gif", "a.png", "frames"])
  func nextRenderCleansUp(name: String) throws {
    let folder = try TemporaryFolder()
    try Self.make(".old.mov.DEADBEEF.partial", in: folder, age: 72 * Self.hour)
    try Self.make(".old.gif.DEADBEEF.spool", in: folder, age: 72 * Self.hour)
    let sink = try MediaOutput.makeSink(url: folder.file(name), width: 16, height: 16, frameRate: FrameRate(10))
    try sink.write(TestFrames.frame(0, width: 16, height: 16))
    try sink.finish()
    #expect(try folder.contents() == [name])
  }
}
