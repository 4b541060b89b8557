import Foundation
import Graphics
import MediaIO
import Testing

/// Every sink under a file layer that fails at a chosen point: the error names the output as the
/// user gave it, nothing hidden is left beside it, an older file there is untouched, and the sink
/// is closed.
@Suite("Failing writes")
struct FaultInjectionTests {
  enum Point: String, CaseIterable, CustomTestStringConvertible {
    case create, firstWrite, middleWrite, lastWrite, finalWrite, rename
    var testDescription: String { rawValue }
  }

  static let outputs = ["clip.mp4", "clip.mov", "clip.webm", "clip.gif", "still.png", "frames"]
  static let frames = 6

  /// Renders `name` into `folder` through `files`; returns the error thrown, if any.
  static func render(_ name: String, in folder: TemporaryFolder, files: FileWriting) -> MediaError? {
    do {
      let sink = try MediaOutput.makeSink(url: folder.file(name), width: 48, height: 32, frameRate: FrameRate(30),
                                          video: VideoSettings(preset: .ultrafast, threads: 1), files: files)
      let count = name == "still.png" ? 1 : frames
      for i in 0..<count {
        do { try sink.write(TestFrames.frame(i, width: 48, height: 32, alpha: true)) } catch {
          // A failed write closes the sink: nothing more can go in or out.
          #expect(throws: MediaError.sinkClosed) { try sink.finish() }
          return error as? MediaError ?? .io("not a MediaError: \(error)")
        }
      }
      do { try sink.finish() } catch {
        #expect(throws: MediaError.sinkClosed) { try sink.finish() }
        return error as? MediaError ?? .io("not a MediaError: \(error)")
      }
      return nil
    } catch {
      return error as? MediaError ?? .io("not a MediaError: \(error)")
    }
  }

  static func fault(_ point: Point, name: String, totalWrites: Int) -> FailingFileWriter {
    switch point {
    case .create: FailingFileWriter(.create)
    case .firstWrite: FailingFileWriter(.write(1))
    case .middleWrite: FailingFileWriter(.write((totalWrites + 1) / 2))
    case .lastWrite: FailingFileWriter(.write(totalWrites))
    // A PNG sequence's frames are the output itself; elsewhere the hidden output file, not a spool.
    case .finalWrite: FailingFileWriter(.finalWrite, pathSuffix: name == "frames" ? nil : ".partial")
    case .rename: FailingFileWriter(.rename, code: EROFS)
    }
  }

  @Test("A failure anywhere leaves only what was there before", arguments: outputs, Point.allCases)
  func failureCleansUp(name: String, point: Point) throws {
    let counting = FailingFileWriter(.never)
    let reference = try TemporaryFolder()
    #expect(Self.render(name, in: reference, files: counting) == nil)
    #expect(counting.writes > 0)

    let folder = try TemporaryFolder()
    let isFile = name != "frames"
    let old = Data("an earlier render".utf8)
    if isFile { try old.write(to: folder.file(name)) }
    let files = Self.fault(point, name: name, totalWrites: counting.writes)
    let error = Self.render(name, in: folder, files: files)
    #expect(files.didFail, "the fault was never reached")
    guard let error else {
      Issue.record("\(name): no error at \(point.rawValue)")
      return
    }
    let message = error.description
    #expect(message.contains("'\(folder.file(name).path)'"), "\(message)")
    #expect(!message.contains(".partial") && !message.contains(".spool"), "\(message)")
    let reason = point == .rename ? "Read-only file system" : "No space left on device"
    #expect(message.contains(reason), "\(message)")
    #expect(!message.contains("\n"))

    if isFile {
      #expect(try folder.contents() == [name])
      #expect(try Data(contentsOf: folder.file(name)) == old)
    } else {
      let left = try folder.contents()
      #expect(left.allSatisfy { $0 == name }, "\(left)")
      let inside = (try? FileManager.default.contentsOfDirectory(atPath: folder.file(name).path)) ?? []
      #expect(inside.isEmpty, "half a sequence was left: \(inside)")
    }
  }

  @Test("A failure of the n-th write for every n of an MP4 is reported and cleaned up")
  func everyWriteOfAnMP4() throws {
    let counting = FailingFileWriter(.never)
    let reference = try TemporaryFolder()
    #expect(Self.render("clip.mp4", in: reference, files: counting) == nil)
    for n in 1...counting.writes {
      let folder = try TemporaryFolder()
      let files = FailingFileWriter(.write(n))
      let error = Self.render("clip.mp4", in: folder, files: files)
      #expect(error == .unwritablePath(folder.file("clip.mp4").path, reason: "No space left on device"), "write \(n)")
      #expect(try folder.contents().isEmpty, "write \(n)")
    }
  }
}
