import Foundation
import Graphics

/// Writes frames as raw BGRA bytes back to back (`ffmpeg -f rawvideo -pix_fmt bgra` reads them).
///
/// Opaque frames are written as they are; frames with alpha are un-premultiplied first, since
/// other tools expect straight alpha. Written to a temporary file, renamed into place on `finish()`.
public final class RawVideoSink: FrameSink {
  private let destination: URL
  private let temporary: URL
  private let handle: FileHandle
  private var size: (Int, Int)?

  public init(path: String) throws {
    destination = URL(fileURLWithPath: path)
    let dir = destination.deletingLastPathComponent()
    temporary = dir.appendingPathComponent(".\(destination.lastPathComponent).partial-\(ProcessInfo.processInfo.processIdentifier)")
    guard FileManager.default.createFile(atPath: temporary.path, contents: nil),
      let h = try? FileHandle(forWritingTo: temporary)
    else { throw PlanError("cannot write to '\(path)': folder missing or not writable") }
    handle = h
  }

  public func write(_ frame: FrameBuffer) throws {
    if let (w, h) = size, (w, h) != (frame.width, frame.height) {
      throw PlanError("raw video frames must all be \(w)x\(h)")
    }
    size = (frame.width, frame.height)
    let rowBytes = frame.width * 4
    if frame.isOpaque {
      // Opaque premultiplied pixels are already straight: copy rows as they are.
      if frame.bytesPerRow == rowBytes {
        try handle.write(contentsOf: frame.pixels[0..<rowBytes * frame.height])
      } else {
        for y in 0..<frame.height {
          try handle.write(contentsOf: frame.pixels[y * frame.bytesPerRow..<y * frame.bytesPerRow + rowBytes])
        }
      }
      return
    }
    var bytes = [UInt8](repeating: 0, count: rowBytes * frame.height)
    for y in 0..<frame.height {
      for x in 0..<frame.width {
        let i = y * frame.bytesPerRow + x * 4, o = y * rowBytes + x * 4
        let a = frame.pixels[i + 3]
        bytes[o + 3] = a
        guard a != 0 else { continue }
        let s = 255.0 / Double(a)
        for c in 0..<3 { bytes[o + c] = UInt8(min(255, (Double(frame.pixels[i + c]) * s).rounded())) }
      }
    }
    try handle.write(contentsOf: bytes)
  }

  public func finish() throws {
    try handle.close()
    _ = try? FileManager.default.removeItem(at: destination)
    try FileManager.default.moveItem(at: temporary, to: destination)
  }

  public func cancel() {
    try? handle.close()
    try? FileManager.default.removeItem(at: temporary)
  }
}
