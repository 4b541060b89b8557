import Foundation
import Graphics

/// Frames parked on disk between the GIF's two passes, so memory stays at one frame however long
/// the clip is. Rows are stored tightly packed; a frame equal to the one before is stored once.
final class FrameSpool {
  let url: URL
  let width: Int, height: Int
  private var file: UnsafeMutablePointer<FILE>?
  private var frameBytes: Int { width * height * 4 }
  /// Number of distinct frames written.
  private(set) var storedFrames = 0
  private var reading = false

  init(url: URL, width: Int, height: Int) throws {
    self.url = url
    self.width = width
    self.height = height
    guard let f = fopen(url.path, "w+b") else {
      throw MediaError.unwritablePath(url.path, reason: String(cString: strerror(errno)))
    }
    file = f
  }

  func append(_ frame: FrameBuffer) throws {
    guard let file, !reading else { throw MediaError.sinkClosed }
    let rowBytes = width * 4
    try frame.pixels.withUnsafeBytes { px in
      for y in 0..<height {
        if fwrite(px.baseAddress! + y * frame.bytesPerRow, 1, rowBytes, file) != rowBytes {
          throw MediaError.io("cannot write the GIF spool file '\(url.path)': \(String(cString: strerror(errno)))")
        }
      }
    }
    storedFrames += 1
  }

  /// Reads stored frame after frame into `buffer` (tightly packed BGRA), from the start.
  func rewind() throws {
    guard let file else { throw MediaError.sinkClosed }
    fflush(file)
    Foundation.rewind(file)
    reading = true
  }

  func read(into buffer: inout [UInt8]) throws {
    guard let file else { throw MediaError.sinkClosed }
    let n = buffer.withUnsafeMutableBytes { fread($0.baseAddress, 1, frameBytes, file) }
    guard n == frameBytes else { throw MediaError.io("the GIF spool file '\(url.path)' is truncated") }
  }

  func remove() {
    if let file { fclose(file) }
    file = nil
    unlink(url.path)
  }

  deinit { remove() }
}
