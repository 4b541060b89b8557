import Foundation
import Graphics

/// Writes the single frame it receives as a PNG still; more than one frame is an error.
public final class StillPNGSink: FrameSink {
  public let url: URL
  private let width: Int, height: Int
  private var frame: FrameBuffer?
  private var closed = false
  private let files: FileWriting

  public init(url: URL, width: Int, height: Int, files: FileWriting = LocalFileWriter()) throws {
    _ = try TemporaryOutput(destination: url, files: files)  // the same early checks as every other sink
    guard width > 0, height > 0 else {
      throw MediaError.invalidSize(width: width, height: height, reason: "width and height must be positive")
    }
    self.url = url; self.width = width; self.height = height; self.files = files
  }

  public func write(_ frame: FrameBuffer) throws {
    guard !closed else { throw MediaError.sinkClosed }
    guard self.frame == nil else {
      cancel()
      throw MediaError.invalidSetting("a .png output holds one frame; use a folder path for a PNG sequence")
    }
    guard frame.width == width, frame.height == height else {
      cancel()
      throw MediaError.frameSizeMismatch(expected: (width, height), got: (frame.width, frame.height))
    }
    self.frame = frame
  }

  public func finish() throws {
    guard !closed else { throw MediaError.sinkClosed }
    closed = true
    guard let frame else { throw MediaError.invalidSetting("no frame was written to '\(url.path)'") }
    self.frame = nil
    try PNGWriter.write(frame, to: url, files: files)
  }

  public func cancel() {
    closed = true
    frame = nil
  }
}
