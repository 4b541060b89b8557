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
  let url: URL
  let width: Int, height: Int
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

  init(url: URL, width: Int, height: Int) throws {
    self.url = url
    self.width = width
    self.height = height
    chunksPerRow = (width + Self.chunkPixels - 1) / Self.chunkPixels
    current = [UInt8](repeating: 0, count: width * height * 4)
    bitmap = [UInt8](repeating: 0, count: (chunksPerRow * height + 7) / 8)
    guard let f = fopen(url.path, "w+b") else {
      throw MediaError.unwritablePath(url.path, reason: String(cString: strerror(errno)))
    }
    file = f
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
    guard file != nil, !reading else { throw MediaError.sinkClosed }
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
    guard let file else { throw MediaError.sinkClosed }
    fflush(file)
    Foundation.rewind(file)
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
    unlink(url.path)
  }

  deinit { remove() }

  private func write<T>(_ bytes: T) throws where T: Collection, T.Element == UInt8 {
    let count = bytes.count
    let written = bytes.withContiguousStorageIfAvailable { fwrite($0.baseAddress, 1, count, file) } ?? 0
    guard written == count else {
      throw MediaError.io("cannot write the GIF spool file '\(url.path)': \(String(cString: strerror(errno)))")
    }
    bytesWritten += count
  }

  private func write(_ bytes: UnsafeRawBufferPointer) throws {
    guard fwrite(bytes.baseAddress, 1, bytes.count, file) == bytes.count else {
      throw MediaError.io("cannot write the GIF spool file '\(url.path)': \(String(cString: strerror(errno)))")
    }
    bytesWritten += bytes.count
  }

  private func read(into buffer: UnsafeMutableRawBufferPointer, from file: UnsafeMutablePointer<FILE>) throws {
    guard fread(buffer.baseAddress, 1, buffer.count, file) == buffer.count else {
      throw MediaError.io("the GIF spool file '\(url.path)' is truncated")
    }
  }
}
