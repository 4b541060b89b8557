import Foundation
import Graphics

/// Frames parked on disk between the GIF's two passes, so memory stays at one frame however long
/// the clip is.
///
/// Each frame is stored as the 64-pixel row chunks that changed since the previous stored frame
/// (a bitmap of changed chunks, then their bytes): animations mostly move a few shapes over a
/// still background, so the spool is a fraction of the raw size (raw 1080² is 280 MB a second).
final class FrameSpool {
  static let chunkPixels = 64
  /// Bytes gathered before one write to the file (the changed chunks are small).
  static let writeBuffer = 1 << 20
  let url: URL
  let width: Int, height: Int
  /// The output the spool belongs to, as the user named it: the path errors show.
  let displayPath: String
  private let files: FileWriting
  private var writer: WritableFile?
  private var pending: [UInt8] = []
  private var file: UnsafeMutablePointer<FILE>?
  /// The last frame written (while writing) or read (while reading), tightly packed BGRA.
  private(set) var current: [UInt8]
  private var hasCurrent = false
  private var bitmap: [UInt8]
  private let chunksPerRow: Int
  private(set) var storedFrames = 0
  /// Bytes written to disk so far.
  private(set) var bytesWritten = 0
  private var reading = false

  init(url: URL, width: Int, height: Int, displayPath: String, files: FileWriting = LocalFileWriter()) throws {
    self.url = url
    self.width = width
    self.height = height
    self.displayPath = displayPath
    self.files = files
    chunksPerRow = (width + Self.chunkPixels - 1) / Self.chunkPixels
    current = [UInt8](repeating: 0, count: width * height * 4)
    bitmap = [UInt8](repeating: 0, count: (chunksPerRow * height + 7) / 8)
    pending.reserveCapacity(Self.writeBuffer)
    do { writer = try files.create(url) } catch { throw failure(error) }
  }

  /// Whether `frame` equals the last frame appended.
  func matchesLast(_ frame: FrameBuffer) -> Bool {
    guard hasCurrent else { return false }
    let rowBytes = width * 4
    return frame.pixels.withUnsafeBytes { src in
      current.withUnsafeBytes { cur in
        (0..<height).allSatisfy { y in memcmp(src.baseAddress! + y * frame.bytesPerRow, cur.baseAddress! + y * rowBytes, rowBytes) == 0 }
      }
    }
  }

  func append(_ frame: FrameBuffer) throws {
    guard writer != nil, !reading else { throw MediaError.sinkClosed }
    let rowBytes = width * 4, chunkBytes = Self.chunkPixels * 4
    for i in bitmap.indices { bitmap[i] = 0 }
    var changed: [(offset: Int, length: Int)] = []
    frame.pixels.withUnsafeBytes { src in
      current.withUnsafeMutableBytes { cur in
        for y in 0..<height {
          for c in 0..<chunksPerRow {
            let start = c * chunkBytes, length = min(chunkBytes, rowBytes - start)
            let s = src.baseAddress! + y * frame.bytesPerRow + start, d = cur.baseAddress! + y * rowBytes + start
            if hasCurrent, memcmp(s, d, length) == 0 { continue }
            memcpy(d, s, length)
            let bit = y * chunksPerRow + c
            bitmap[bit >> 3] |= UInt8(1 << (bit & 7))
            changed.append((y * rowBytes + start, length))
          }
        }
      }
    }
    hasCurrent = true
    try write(bitmap)
    try current.withUnsafeBytes { cur in
      for run in changed { try write(UnsafeRawBufferPointer(rebasing: cur[run.offset..<run.offset + run.length])) }
    }
    storedFrames += 1
  }

  /// Starts reading stored frames from the first.
  func rewind() throws {
    guard let writer, !reading else { throw MediaError.sinkClosed }
    self.writer = nil
    do {
      try flush(to: writer)
      try writer.close()
    } catch {
      try? writer.close()
      throw failure(error)
    }
    guard let f = fopen(url.path, "rb") else { throw failure(FileWriteError(code: errno, operation: "reading")) }
    file = f
    reading = true
    hasCurrent = false
  }

  /// Reads the next stored frame into `current` (tightly packed BGRA).
  func readNext() throws {
    guard let file, reading else { throw MediaError.sinkClosed }
    let rowBytes = width * 4, chunkBytes = Self.chunkPixels * 4
    try bitmap.withUnsafeMutableBytes { try read(into: $0, from: file) }
    try current.withUnsafeMutableBytes { cur in
      for y in 0..<height {
        for c in 0..<chunksPerRow {
          let bit = y * chunksPerRow + c
          guard bitmap[bit >> 3] & UInt8(1 << (bit & 7)) != 0 else { continue }
          let start = y * rowBytes + c * chunkBytes, length = min(chunkBytes, rowBytes - c * chunkBytes)
          try read(into: UnsafeMutableRawBufferPointer(rebasing: cur[start..<start + length]), from: file)
        }
      }
    }
  }

  func remove() {
    if let file { fclose(file) }
    file = nil
    try? writer?.close()
    writer = nil
    files.remove(url)
  }

  deinit { remove() }

  private func write<T>(_ bytes: T) throws where T: Collection, T.Element == UInt8 {
    pending.append(contentsOf: bytes)
    bytesWritten += bytes.count
    if pending.count >= Self.writeBuffer, let writer { try flush(to: writer) }
  }

  private func flush(to writer: WritableFile) throws {
    defer { pending.removeAll(keepingCapacity: true) }
    do { try writer.write(pending) } catch { throw failure(error) }
  }

  /// A spool failure is the output's failure: the message names the output, never the spool file.
  private func failure(_ error: Error) -> MediaError {
    if let error = error as? MediaError { return error }
    let reason = (error as? FileWriteError)?.reason ?? "\(error)"
    return MediaError.unwritablePath(displayPath, reason: "\(reason) (while spooling frames)")
  }

  private func read(into buffer: UnsafeMutableRawBufferPointer, from file: UnsafeMutablePointer<FILE>) throws {
    guard fread(buffer.baseAddress, 1, buffer.count, file) == buffer.count else {
      throw MediaError.io("the frame spool of '\(displayPath)' is truncated")
    }
  }
}
