import CFFmpeg
import Foundation

/// An AVIO context that writes through a `WritableFile` instead of FFmpeg's own file protocol, so
/// FFmpeg's writes go through the same `FileWriting` layer (and its test faults) as the sinks' own.
///
/// The first failure is kept with its `errno`: FFmpeg only passes on a bare error code, and the
/// caller wants to say which output could not be written and why. See
/// https://ffmpeg.org/doxygen/5.1/group__lavf__io.html (avio_alloc_context).
final class AVIOOutput {
  private(set) var context: UnsafeMutablePointer<AVIOContext>?
  private var file: WritableFile?
  /// The first write, seek or close that failed.
  private(set) var failure: FileWriteError?

  private static let bufferSize = 64 * 1024

  init(file: WritableFile) throws {
    self.file = file
    guard let buffer = av_malloc(Self.bufferSize) else {
      try? file.close()
      throw MediaError.ffmpeg(operation: "allocating an output buffer", code: -12, message: "out of memory")
    }
    let opaque = Unmanaged.passUnretained(self).toOpaque()
    guard let ctx = avio_alloc_context(buffer.assumingMemoryBound(to: UInt8.self), Int32(Self.bufferSize), 1, opaque,
                                       nil, Self.writePacket, Self.seek) else {
      av_free(buffer)
      try? file.close()
      throw MediaError.ffmpeg(operation: "allocating an output context", code: -12, message: "out of memory")
    }
    context = ctx
  }

  /// Flushes FFmpeg's buffer and closes the file; throws the first failure seen.
  func close() throws {
    guard let ctx = context else { return }
    avio_flush(ctx)
    release()
    do { try file?.close() } catch let error as FileWriteError { if failure == nil { failure = error } }
    file = nil
    if let failure { throw failure }
  }

  /// Closes without caring whether the bytes arrived (the file is about to be deleted).
  func discard() {
    release()
    try? file?.close()
    file = nil
  }

  private func release() {
    guard context != nil else { return }
    // The buffer may have been replaced inside FFmpeg, so it is freed through the context.
    av_freep(&context!.pointee.buffer)
    avio_context_free(&context)
  }

  deinit { discard() }

  private func write(_ bytes: UnsafeMutablePointer<UInt8>?, _ count: Int32) -> Int32 {
    guard failure == nil, let file else { return -(failure?.code ?? EIO) }
    do {
      try file.write(UnsafeRawBufferPointer(start: bytes, count: Int(count)))
      return count
    } catch {
      return record(error)
    }
  }

  private func seek(_ offset: Int64, _ whence: Int32) -> Int64 {
    guard failure == nil, let file else { return Int64(-(failure?.code ?? EIO)) }
    do {
      // AVSEEK_SIZE asks for the size without moving; AVSEEK_FORCE is only a hint.
      if whence & AVSEEK_SIZE != 0 { return try file.size() }
      return try file.seek(to: offset, whence: whence & ~AVSEEK_FORCE)
    } catch {
      return Int64(record(error))
    }
  }

  private func record(_ error: Error) -> Int32 {
    let failure = error as? FileWriteError ?? FileWriteError(code: EIO, operation: "writing")
    if self.failure == nil { self.failure = failure }
    return -failure.code  // AVERROR(e) is -e on POSIX systems
  }

  private static let writePacket: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutablePointer<UInt8>?, Int32) -> Int32 = {
    opaque, bytes, count in
    Unmanaged<AVIOOutput>.fromOpaque(opaque!).takeUnretainedValue().write(bytes, count)
  }

  private static let seek: @convention(c) (UnsafeMutableRawPointer?, Int64, Int32) -> Int64 = { opaque, offset, whence in
    Unmanaged<AVIOOutput>.fromOpaque(opaque!).takeUnretainedValue().seek(offset, whence)
  }
}
