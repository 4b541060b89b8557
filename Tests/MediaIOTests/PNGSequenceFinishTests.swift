import Foundation
import Graphics
import MediaIO
import Testing

/// A PNG sequence's `finish()` that fails leaves the destination as it was: no new folder, and an
/// earlier render's frames untouched (they are deleted only once every new frame is in place).
@Suite("PNG sequence finish failures")
struct PNGSequenceFinishTests {
  @Test("A failed finish() into a new folder creates no folder")
  func newFolderNotCreated() throws {
    let parent = try TemporaryFolder()
    let files = FailingFileWriter(.rename, code: EROFS)
    let sink = try PNGSequenceSink(folder: parent.file("frames"), width: 8, height: 8, files: files)
    for i in 0..<3 { try sink.write(TestFrames.frame(i, width: 8, height: 8)) }
    #expect(throws: MediaError.self) { try sink.finish() }
    #expect(files.didFail)
    #expect(try parent.contents().isEmpty, "no folder, no staging")
  }

  /// Four old frames and a note; a new render of three frames. `finish()` renames: 4 old frames
  /// aside (renames 1-4), then the new frames in (5, 6, 7). Failing any one keeps the old render.
  @Test("A failed finish() over an earlier render keeps its frames", arguments: 1...7)
  func earlierRenderKept(failingRename: Int) throws {
    let parent = try TemporaryFolder()
    let folder = parent.file("frames")
    let old = (0..<4).map { TestFrames.frame(10 + $0, width: 8, height: 8) }
    let first = try PNGSequenceSink(folder: folder, width: 8, height: 8)
    for f in old { try first.write(f) }
    try first.finish()
    try Data("keep".utf8).write(to: folder.appendingPathComponent("notes.txt"))
    let before = try Dictionary(uniqueKeysWithValues: FileManager.default.contentsOfDirectory(atPath: folder.path).map {
      ($0, try Data(contentsOf: folder.appendingPathComponent($0)))
    })

    let files = FailingFileWriter(.renameNumber(failingRename), code: EIO)
    let second = try PNGSequenceSink(folder: folder, width: 8, height: 8, files: files)
    for i in 0..<3 { try second.write(TestFrames.frame(i, width: 8, height: 8)) }
    #expect(throws: MediaError.self) { try second.finish() }
    #expect(files.didFail)

    let after = try Dictionary(uniqueKeysWithValues: FileManager.default.contentsOfDirectory(atPath: folder.path).map {
      ($0, try Data(contentsOf: folder.appendingPathComponent($0)))
    })
    #expect(after == before, "the earlier render, byte for byte")
    #expect(try parent.contents() == ["frames"], "no staging or set-aside folder left")
  }

  @Test("A successful finish() over a longer render leaves only the new frames")
  func replacedWhole() throws {
    let parent = try TemporaryFolder()
    let folder = parent.file("frames")
    for count in [4, 3] {
      let sink = try PNGSequenceSink(folder: folder, width: 8, height: 8, files: FailingFileWriter(.never))
      for i in 0..<count { try sink.write(TestFrames.frame(count * 10 + i, width: 8, height: 8)) }
      try sink.finish()
    }
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(names == (0..<3).map { PNGSequenceSink.fileName(forFrame: $0) })
    #expect(try VideoDecoder.decodeAll(folder.appendingPathComponent(names[2])) == [TestFrames.frame(32, width: 8, height: 8)])
    #expect(try parent.contents() == ["frames"])
  }
}
