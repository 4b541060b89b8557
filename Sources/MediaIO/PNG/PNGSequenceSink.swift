import Foundation
import Graphics

/// Writes every frame as `frame_00000.png`, `frame_00001.png`, … into a folder.
///
/// Frames are written into a hidden staging folder beside the destination; `finish()` moves them
/// in (creating the folder if needed, and removing older `frame_NNNNN.png` files a longer earlier
/// render left there, so the folder always holds exactly one render). `cancel()` removes the staging folder.
public final class PNGSequenceSink: FrameSink {
  public let folder: URL
  public let width: Int, height: Int
  public let compressionLevel: Int
  public private(set) var framesWritten = 0
  /// File name of frame `index`.
  public static func fileName(forFrame index: Int) -> String {
    "frame_" + String(repeating: "0", count: max(0, 5 - String(index).count)) + String(index) + ".png"
  }

  private var staging: URL?
  private var encoder: PNGEncoder?
  private let files: FileWriting

  public init(folder: URL, width: Int, height: Int, compressionLevel: Int = 6,
              files: FileWriting = LocalFileWriter()) throws {
    let parent = folder.deletingLastPathComponent()
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: parent.path, isDirectory: &isDirectory), isDirectory.boolValue else {
      throw MediaError.unwritablePath(folder.path, reason: "folder '\(parent.path)' does not exist")
    }
    if FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), !isDirectory.boolValue {
      throw MediaError.unwritablePath(folder.path, reason: "it is a file, not a folder")
    }
    self.folder = folder
    self.width = width
    self.height = height
    self.compressionLevel = compressionLevel
    self.files = files
    encoder = try PNGEncoder(width: width, height: height, compressionLevel: compressionLevel)
    TemporaryOutput.removeStale(near: folder, files: files)
    let stage = parent.appendingPathComponent(TemporaryOutput.hiddenName(for: folder, suffix: "partial"))
    do {
      try files.createDirectory(stage, intermediate: false)
    } catch {
      throw MediaError.unwritablePath(folder.path, reason: "cannot create files in '\(parent.path)': \(Self.reason(error))")
    }
    staging = stage
  }

  public func write(_ frame: FrameBuffer) throws {
    guard let staging, let encoder else { throw MediaError.sinkClosed }
    do {
      let bytes = try encoder.encode(frame)
      try PNGWriter.writeFile(bytes, to: staging.appendingPathComponent(Self.fileName(forFrame: framesWritten)),
                              files: files, reportingAs: folder.path)
      framesWritten += 1
    } catch {
      cancel()
      throw error
    }
  }

  public func finish() throws {
    guard let staging else { throw MediaError.sinkClosed }
    let fm = FileManager.default
    var moved = 0
    do {
      guard framesWritten > 0 else { throw MediaError.invalidSetting("no frames were written to '\(folder.path)'") }
      try files.createDirectory(folder, intermediate: true)
      for name in try fm.contentsOfDirectory(atPath: folder.path) where Self.isFrameName(name) {
        files.remove(folder.appendingPathComponent(name))
      }
      for i in 0..<framesWritten {
        let name = Self.fileName(forFrame: i)
        try files.rename(staging.appendingPathComponent(name), to: folder.appendingPathComponent(name))
        moved += 1
      }
      files.remove(staging)
      self.staging = nil
      encoder = nil
    } catch {
      // Half a sequence is no use: frames already moved go too, so the folder holds no render.
      for i in 0..<moved { files.remove(folder.appendingPathComponent(Self.fileName(forFrame: i))) }
      cancel()
      if let error = error as? MediaError { throw error }
      throw MediaError.unwritablePath(folder.path, reason: Self.reason(error))
    }
  }

  private static func reason(_ error: Error) -> String {
    (error as? FileWriteError)?.reason ?? (error as NSError).localizedDescription
  }

  public func cancel() {
    if let staging { files.remove(staging) }
    staging = nil
    encoder = nil
  }

  deinit {
    if staging != nil { cancel() }
  }

  static func isFrameName(_ name: String) -> Bool {
    guard name.hasPrefix("frame_"), name.hasSuffix(".png") else { return false }
    let digits = name.dropFirst(6).dropLast(4)
    return digits.count >= 5 && digits.allSatisfy(\.isASCII) && digits.allSatisfy(\.isNumber)
  }
}
