import Foundation
import Graphics

/// Writes every frame as `frame_00000.png`, `frame_00001.png`, … into a folder.
///
/// Frames are written into a hidden staging folder beside the destination. `finish()` renames that
/// folder into place when the destination is new; into an existing folder it swaps the earlier
/// render's `frame_NNNNN.png` files for the new ones (other files stay), so the folder always holds
/// exactly one whole render. A failed `finish()` or a `cancel()` leaves what was there before.
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
    do {
      guard framesWritten > 0 else { throw MediaError.invalidSetting("no frames were written to '\(folder.path)'") }
      if FileManager.default.fileExists(atPath: folder.path) {
        try replaceFrames(from: staging)
        files.remove(staging)
      } else {
        // A new folder appears whole, in one rename, or not at all.
        try files.rename(staging, to: folder)
      }
      self.staging = nil
      encoder = nil
    } catch {
      cancel()
      if let error = error as? MediaError { throw error }
      throw MediaError.unwritablePath(folder.path, reason: Self.reason(error))
    }
  }

  /// Swaps the frames of an existing folder for the staged ones, leaving its other files alone.
  /// The earlier render's frames move aside into a hidden folder first and are deleted only once
  /// every new frame is in; if any move fails they are put back, so the folder holds one whole
  /// render, the old or the new, never a mix.
  private func replaceFrames(from staging: URL) throws {
    let old = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter(Self.isFrameName).sorted()
    // Not a `.partial`: stale-temporary clean-up and the signal trap's forced exit delete those, and
    // if this process dies mid-swap the earlier frames must survive somewhere.
    let aside = folder.deletingLastPathComponent().appendingPathComponent(TemporaryOutput.hiddenName(for: folder, suffix: "previous"))
    var movedAside: [String] = [], movedIn: [String] = []
    do {
      if !old.isEmpty { try files.createDirectory(aside, intermediate: false) }
      for name in old {
        try files.rename(folder.appendingPathComponent(name), to: aside.appendingPathComponent(name))
        movedAside.append(name)
      }
      for i in 0..<framesWritten {
        let name = Self.fileName(forFrame: i)
        try files.rename(staging.appendingPathComponent(name), to: folder.appendingPathComponent(name))
        movedIn.append(name)
      }
    } catch {
      for name in movedIn { files.remove(folder.appendingPathComponent(name)) }
      var restored = true
      for name in movedAside {
        do { try files.rename(aside.appendingPathComponent(name), to: folder.appendingPathComponent(name)) } catch { restored = false }
      }
      // A frame that could not go back stays in the hidden folder rather than being lost.
      if restored, !old.isEmpty { files.remove(aside) }
      throw error
    }
    if !old.isEmpty { files.remove(aside) }
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
