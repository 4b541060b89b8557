import Foundation
import Testing

/// Devices, pipes and standard output as `--out`: written in place, never replaced by a file
/// (a rename over `/dev/null` as root would replace the device for the whole system).
@Suite struct StreamOutputTests {
  static let scene = OutputSafetyTests.scene

  static func folder() throws -> URL {
    let dir = try CommandLineTool.temporaryDirectory()
    try Data(scene.utf8).write(to: dir.appendingPathComponent("s.swift-dsl"))
    return dir
  }

  static func fileType(_ path: String) -> mode_t {
    var info = stat()
    guard lstat(path, &info) == 0 else { return 0 }
    return info.st_mode & S_IFMT
  }

  /// glibc's `makedev` (a macro, not imported into Swift).
  static func device(major: UInt64, minor: UInt64) -> dev_t {
    dev_t((minor & 0xff) | ((major & 0xfff) << 8) | ((minor & ~0xff) << 12) | ((major & ~0xfff) << 32))
  }

  /// A copy of /dev/null (character device 1:3) made with mknod in a temporary folder: it stays a
  /// device, and nothing else appears beside it.
  @Test func aDeviceNodeStaysADevice() throws {
    let dir = try Self.folder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let node = dir.appendingPathComponent("null").path
    guard mknod(node, S_IFCHR | 0o666, Self.device(major: 1, minor: 3)) == 0 else {
      print("skipped: mknod needs root (errno \(errno))")
      return
    }
    for format in ["mp4", "gif", "png"] {
      let r = try CommandLineTool.run(["s.swift-dsl", "--out", "null", "--format", format], in: dir)
      #expect(r.status == 0, "\(format): \(r.stderr)")
      #expect(Self.fileType(node) == S_IFCHR, "\(format): the device node was replaced")
    }
    let names = try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted()
    #expect(names == ["null", "s.swift-dsl"], "\(names)")
  }

  /// A named pipe's reader gets the whole GIF, and the pipe is still a pipe.
  @Test func aNamedPipeGetsTheBytes() throws {
    let dir = try Self.folder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let fifo = dir.appendingPathComponent("clip.gif").path
    #expect(mkfifo(fifo, 0o644) == 0)
    let received = Received()
    let reader = Thread {
      let fd = open(fifo, O_RDONLY)
      var bytes = Data(), buffer = [UInt8](repeating: 0, count: 65536)
      while true {
        let n = read(fd, &buffer, buffer.count)
        if n <= 0 { break }
        bytes.append(contentsOf: buffer[0..<n])
      }
      close(fd)
      received.data = bytes
      received.done.signal()
    }
    reader.start()
    let r = try CommandLineTool.run(["s.swift-dsl", "--out", "clip.gif"], in: dir)
    #expect(r.status == 0, "\(r.stderr)")
    #expect(received.done.wait(timeout: .now() + 30) == .success)
    #expect(received.data.starts(with: Array("GIF89a".utf8)), "got \(received.data.count) bytes")
    #expect(received.data.last == 0x3B, "a GIF ends with its trailer")
    #expect(Self.fileType(fifo) == S_IFIFO)
  }

  /// `--out -` is standard output: the PNG's bytes there, messages and the JSON report on stderr.
  @Test func dashIsStandardOutput() throws {
    let dir = try Self.folder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let process = Process()
    process.executableURL = CommandLineTool.binary
    process.arguments = ["s.swift-dsl", "--out", "-", "--format", "png", "--at", "0.25", "--report", "json"]
    process.environment = CommandLineTool.environment
    process.currentDirectoryURL = dir
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let messages = Received()
    let reader = Thread { messages.data = err.fileHandleForReading.readDataToEndOfFile(); messages.done.signal() }
    reader.start()
    let bytes = out.fileHandleForReading.readDataToEndOfFile()
    messages.done.wait()
    process.waitUntilExit()
    let stderr = String(decoding: messages.data, as: UTF8.self)
    #expect(process.terminationStatus == 0, "\(stderr)")
    #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]), "standard output holds the PNG (\(bytes.count) bytes)")
    #expect(stderr.contains("\"format\":\"png\""), "the report goes to stderr: \(stderr)")
    #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("-").path), "no file named '-'")
  }

  @Test func dashNeedsAFormat() throws {
    let dir = try Self.folder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let r = try CommandLineTool.run(["s.swift-dsl", "--out", "-"], in: dir)
    OutputSafetyTests.expectUsageError(r, "--out - writes to standard output")
  }

  /// A reader that goes away early (`| head -c 10`) ends the render with one error line and exit 1.
  @Test func aClosedPipeIsAnError() throws {
    let dir = try Self.folder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let process = Process()
    process.executableURL = CommandLineTool.binary
    process.arguments = ["s.swift-dsl", "--out", "-", "--format", "gif"]
    process.environment = CommandLineTool.environment
    process.currentDirectoryURL = dir
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    try out.fileHandleForReading.close()  // nobody reads standard output
    let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationReason == .exit && process.terminationStatus == 1, "status \(process.terminationStatus): \(message)")
    let lines = message.split(separator: "\n").filter { $0.hasPrefix("error:") }
    #expect(lines.count == 1 && message.contains("Broken pipe"), "\(message)")
  }
}

private final class Received: @unchecked Sendable {
  var data = Data()
  let done = DispatchSemaphore(value: 0)
}
