import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Copies a finished file into a destination that must not be replaced: a device, a FIFO, a socket
/// or standard output. A reader that went away (`| head -c 10`) is an error, not a signal: the
/// process ignores SIGPIPE while writing, so the write fails with EPIPE instead.
enum StreamDelivery {
  static let chunk = 1 << 16

  static func copy(_ source: URL, to destination: URL) throws {
    let input = open(source.path, O_RDONLY | O_CLOEXEC)
    guard input >= 0 else { throw FileWriteError(code: errno, operation: "reading the finished file") }
    defer { close(input) }
    let output: Int32
    let ownsOutput: Bool
    switch destination.path {
    case "/dev/stdout": output = STDOUT_FILENO; ownsOutput = false
    case "/dev/stderr": output = STDERR_FILENO; ownsOutput = false
    default:
      output = open(destination.path, O_WRONLY | O_CLOEXEC)
      ownsOutput = true
    }
    guard output >= 0 else { throw FileWriteError(code: errno, operation: "opening the output") }
    defer { if ownsOutput { close(output) } }
    let previous = signal(SIGPIPE, SIG_IGN)
    defer { signal(SIGPIPE, previous) }
    var buffer = [UInt8](repeating: 0, count: chunk)
    while true {
      let n = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, chunk) }
      if n < 0 {
        if errno == EINTR { continue }
        throw FileWriteError(code: errno, operation: "reading the finished file")
      }
      if n == 0 { return }
      var done = 0
      while done < n {
        let w = buffer.withUnsafeBytes { write(output, $0.baseAddress! + done, n - done) }
        if w < 0 {
          if errno == EINTR { continue }
          if errno == EPIPE { throw FileWriteError(code: EPIPE, operation: "writing the output (the reader closed the pipe)") }
          throw FileWriteError(code: errno, operation: "writing the output")
        }
        done += w
      }
    }
  }
}
