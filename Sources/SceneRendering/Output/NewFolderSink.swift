import Foundation
import Graphics

/// A PNG-sequence sink wrapped so that a render that fails or is cancelled does not leave behind
/// the (empty) output folder it created: MediaIO's `PNGSequenceSink.finish()` creates the folder
/// before moving frames in, and removes only the frames when a move fails.
final class NewFolderSink: FrameSink {
  private let base: any FrameSink
  private let folder: URL
  private let existedBefore: Bool

  init(folder: URL, makeBase: () throws -> any FrameSink) throws {
    self.folder = folder
    existedBefore = FileManager.default.fileExists(atPath: folder.path)
    base = try makeBase()
  }

  func write(_ frame: FrameBuffer) throws { try base.write(frame) }

  func finish() throws {
    do { try base.finish() } catch {
      removeIfNewAndEmpty()
      throw error
    }
  }

  func cancel() {
    base.cancel()
    removeIfNewAndEmpty()
  }

  private func removeIfNewAndEmpty() {
    guard !existedBefore, let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path), names.isEmpty else { return }
    try? FileManager.default.removeItem(at: folder)
  }
}
