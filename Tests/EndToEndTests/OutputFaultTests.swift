import Foundation
import Graphics
import MediaIO
import Testing
import ViewRuntime
@testable import SceneRendering

/// The render pipeline into real sinks behind a file layer that fails like a full disk: every failure returns promptly with
/// the error, and the output folder ends up as it was (no output, no temporary, no spool).
@Suite struct OutputFaultTests {
  /// A square sliding across the canvas for the whole second (so no frame is a repeat): 32×16, 10 fps,
  /// 1 s, written in Swift against the runtime (the pipeline and the sinks are under test, not a front end).
  static func scene() -> SceneFile {
    var settings = SceneSettings()
    settings.width = 32; settings.height = 16; settings.fps = 10; settings.duration = 1; settings.durationIsExplicit = true
    return SceneFile(path: "slide.swift", program: ViewProgram(settings: settings) { _ in
      let x = StateKey("x", -10.0)
      return AnyView(Component("Slide", state: x) { s in
        Color.black.frame(width: 8, height: 8).offset(x: s[x])
          .onAppear { withAnimation(.linear(duration: 1)) { s[x] = 10.0 } }
      })
    })
  }

  static let cases: [(String, OutputFormat, FailingFileWriter.Fault)] = [
    ("clip.mp4", .video(.h264), .finalWrite), ("clip.mp4", .video(.h264), .rename), ("clip.mp4", .video(.h264), .write(3)),
    ("clip.gif", .gif, .finalWrite), ("clip.gif", .gif, .rename), ("clip.gif", .gif, .write(5)),
    ("frames", .pngSequence, .finalWrite), ("frames", .pngSequence, .rename),
    ("still.png", .png, .finalWrite), ("still.png", .png, .rename),
  ]

  @Test(arguments: 0..<cases.count) func aFailingFileLeavesNothingAndReturns(index: Int) throws {
    let (name, format, fault) = Self.cases[index]
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("faults-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let outputs = dir.appendingPathComponent("out")
    try FileManager.default.createDirectory(at: outputs, withIntermediateDirectories: true)
    var base = try Self.scene().baseSettings()
    base.format = format
    base.threads = 1
    let settings = base
    let out = outputs.appendingPathComponent(name).path
    let files = FailingFileWriter(fault)

    let outcome = Box()
    let returned = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
      do {
        let file = Self.scene()
        _ = try ClipRenderer(settings: settings).render(
          into: { try SinkFactory.makeSink(path: out, settings: settings, files: files) },
          makeSource: { try file.frameSource(settings: settings, measurer: $0) })
        outcome.set("finished")
      } catch {
        outcome.set("\(error)")
      }
      returned.signal()
    }
    #expect(returned.wait(timeout: .now() + 120) == .success, "\(name) \(fault): the render hung")
    #expect(files.didFail, "\(name) \(fault): the fault never fired")
    let message = outcome.value ?? ""
    #expect(message != "finished" && !message.isEmpty, "\(name) \(fault): \(message)")
    let left = try FileManager.default.contentsOfDirectory(atPath: outputs.path)
    #expect(left.isEmpty, "\(name) \(fault) left \(left)")
  }
}

private final class Box: @unchecked Sendable {
  private let lock = NSLock()
  private var text: String?
  func set(_ t: String) { lock.withLock { text = t } }
  var value: String? { lock.withLock { text } }
}
