import Foundation
import Graphics
import MediaIO
import Testing

/// The real thing behind `FailingFileWriter`: a small tmpfs that is full, or read-only. Mounting
/// needs root (CI runs as root); where it is refused the tests print why and do nothing, except
/// under CI as root, where a refusal fails them.
@Suite("Full and read-only filesystems")
struct FullDiskTests {
  /// A tmpfs of `kilobytes` mounted on a fresh folder, unmounted when the value goes away.
  final class Mount {
    let url: URL
    /// Kept so the folder is removed only after the unmount.
    private let owner: TemporaryFolder?
    init?(kilobytes: Int, readOnly: Bool = false, at url: URL, owner: TemporaryFolder? = nil) {
      self.url = url
      self.owner = owner
      let options = "size=\(kilobytes)k" + (readOnly ? ",ro" : "")
      let result = Self.run(["/bin/mount", "-t", "tmpfs", "-o", options, "tmpfs", url.path])
      guard result.status == 0 else {
        let why = result.output.trimmingCharacters(in: .whitespacesAndNewlines)
        // CI runs as root on a machine where tmpfs mounts work: there a refusal is a failure, so
        // these tests can never pass by doing nothing where they matter.
        if ProcessInfo.processInfo.environment["CI"] == "true" && getuid() == 0 {
          Issue.record("cannot mount a tmpfs under CI as root: \(why)")
        } else {
          print("skipped: cannot mount a tmpfs here (\(why))")
        }
        return nil
      }
    }
    private var mounted = true
    /// Unmounts (once); also done when the value goes away.
    func unmount() {
      if mounted { _ = Self.run(["/bin/umount", url.path]) }
      mounted = false
    }
    deinit { unmount() }

    static func run(_ arguments: [String]) -> (status: Int32, output: String) {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: arguments[0])
      process.arguments = Array(arguments.dropFirst())
      let pipe = Pipe()
      process.standardOutput = pipe
      process.standardError = pipe
      do { try process.run() } catch { return (-1, "\(error)") }
      let data = pipe.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
  }

  static func render(_ name: String, to url: URL, frames: Int) throws {
    let sink = try MediaOutput.makeSink(url: url, width: 96, height: 64, frameRate: FrameRate(30),
                                        video: VideoSettings(preset: .ultrafast, threads: 1))
    for i in 0..<frames { try sink.write(TestFrames.frame(i, width: 96, height: 64, alpha: true)) }
    try sink.finish()
  }

  @Test("A disk that fills as the file completes: an error naming the output, nothing left behind",
        arguments: ["clip.mp4", "clip.mov", "clip.webm", "clip.gif", "still.png", "frames"])
  func diskFillsAtTheEnd(name: String) throws {
    let frames = name == "still.png" ? 1 : 4
    // Its size on a roomy disk: the full disk below leaves room for only part of it.
    let reference = try TemporaryFolder()
    try Self.render(name, to: reference.file(name), frames: frames)
    let size = try Self.bytes(at: reference.file(name))
    let page = 4096
    let room = (size / 2) / page * page  // tmpfs counts whole pages
    let capacity = 1024 * 1024
    let base = try TemporaryFolder()
    guard let mount = Mount(kilobytes: capacity / 1024, at: base.url, owner: base) else { return }
    // A filler takes all but `room` bytes, so the output's first bytes fit and the rest do not.
    try Data(count: capacity - room).write(to: mount.url.appendingPathComponent("filler"))
    let url = mount.url.appendingPathComponent(name)
    do {
      try Self.render(name, to: url, frames: frames)
      Issue.record("\(name) (\(size) bytes) fit in \(room) bytes")
    } catch let error as MediaError {
      #expect(error.description.contains("cannot write '\(url.path)'"), "\(error)")
      #expect(error.description.contains("No space left on device"), "\(error)")
      #expect(!error.description.contains(".partial") && !error.description.contains(".spool"), "\(error)")
    }
    let left = try FileManager.default.contentsOfDirectory(atPath: mount.url.path)
    #expect(left.filter { $0 != name } == ["filler"], "\(left)")
    let inside = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
    #expect(inside.isEmpty, "\(inside)")
  }

  @Test("A PNG sequence into a folder that cannot be written fails at finish() and leaves no staging folder")
  func readOnlySequenceFolder() throws {
    let parent = try TemporaryFolder()
    let frames = parent.file("frames")
    try FileManager.default.createDirectory(at: frames, withIntermediateDirectories: false)
    // The frames folder itself is a read-only filesystem: staging (in `parent`) works, moving in does not.
    guard let mount = Mount(kilobytes: 64, readOnly: true, at: frames) else { return }
    // The mount goes before the folder that holds it is removed.
    defer { mount.unmount(); withExtendedLifetime(parent) {} }
    let sink = try PNGSequenceSink(folder: frames, width: 32, height: 32)
    for i in 0..<3 { try sink.write(TestFrames.frame(i, width: 32, height: 32)) }
    #expect(try parent.contents().count == 2)  // the folder and the staging folder
    do {
      try sink.finish()
      Issue.record("frames were moved into a read-only folder")
    } catch let error as MediaError {
      #expect(error.description.hasPrefix("cannot write '\(frames.path)'"), "\(error)")
      #expect(error.description.contains("Read-only file system"), "\(error)")
    }
    #expect(try parent.contents() == ["frames"])
    #expect(throws: MediaError.sinkClosed) { try sink.finish() }
  }

  static func bytes(at url: URL) throws -> Int {
    var isDirectory: ObjCBool = false
    _ = FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
    guard isDirectory.boolValue else { return try FileManager.default.attributesOfItem(atPath: url.path)[.size] as! Int }
    return try FileManager.default.contentsOfDirectory(atPath: url.path).reduce(0) {
      $0 + (try FileManager.default.attributesOfItem(atPath: url.appendingPathComponent($1).path)[.size] as! Int)
    }
  }
}
