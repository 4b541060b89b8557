import Foundation
import Graphics
import RenderPipeline
import Testing
@testable import SceneRendering

/// Loading scene files, their settings, and errors raised inside scene code surfacing at their frame.
@Suite struct SceneFileTests {
  /// Writes `text` to a fresh temporary file and returns its path.
  func write(_ text: String, name: String = "scene.swift-dsl") throws -> String {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("scene-rendering-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    let url = dir.appendingPathComponent(name)
    try Data(text.utf8).write(to: url)
    return url.path
  }

  /// Index 5 of a two-element array, taken only after the tap at 1 s (frame 10 at 10 fps).
  let brokenAfterTap = """
    struct Broken: View {
        @State private var index = 0
        let labels = ["a", "b"]
        var body: some View {
            Text(labels[index])
                .onTapGesture { index = 5 }
        }
    }

    Scene(width: 100, height: 80, fps: 10, duration: 2, taps: [1]) { Broken() }
    """

  @Test func sceneErrorsThrowAtTheFrameThatRaisedThem() throws {
    let path = try write(brokenAfterTap)
    let file = try SceneFile(path: path)
    let source = try file.frameSource(settings: try file.baseSettings())
    for n in 0..<10 { _ = try source.displayList(at: Double(n) / 10, frame: n) }
    do {
      _ = try source.displayList(at: 1, frame: 10)
      Issue.record("frame 10 indexes past the array and must throw")
    } catch {
      // The subscript expression `labels[index]` starts on line 5, column 14 of the scene.
      #expect(String(describing: error).contains("\(path):5:14"), "\(error)")
      #expect(String(describing: error).contains("index out of range"), "\(error)")
    }
  }

  @Test func theSameErrorStopsARenderAtThatFrame() throws {
    let file = try SceneFile(path: try write(brokenAfterTap))
    let settings = try file.baseSettings()
    let written = CountingSink()
    let renderer = ClipRenderer(settings: settings, plan: try FramePlan(fps: 10, duration: 2))
    #expect(throws: (any Error).self) {
      _ = try renderer.render(into: { written }, makeSource: { try file.frameSource(settings: settings, measurer: $0) })
    }
    // Frames 0-9 were fine; the queue is 3 deep, so at most those reached the sink before the error.
    #expect(written.frames <= 10)
    #expect(written.cancelled && !written.finished)
  }

  @Test func settingsComeFromTheSceneCall() throws {
    let file = try SceneFile(path: try write(brokenAfterTap))
    let s = try file.baseSettings()
    #expect(s.width == 100 && s.height == 80 && s.fps == 10 && s.duration == 2)
    #expect(!file.durationIsDerived)
  }

  @Test func aSceneWithoutDurationRendersUntilItSettles() throws {
    // A tap at 0.5 s starts a 0.4 s linear animation: at rest at 0.9 s, plus the 0.25 s rest = 1.15 s.
    let file = try SceneFile(path: try write("""
      struct Mover: View {
          @State private var x = 0.0
          var body: some View {
              Color.red.frame(width: 10, height: 10).offset(x: x)
                  .onTapGesture { withAnimation(.linear(duration: 0.4)) { x = 50 } }
          }
      }
      Scene(width: 100, height: 100, fps: 20, taps: [0.5]) { Mover() }
      """))
    #expect(file.durationIsDerived)
    let derived = try file.baseSettings().duration
    #expect(abs(derived - 1.15) < 1e-9, "\(derived)")
    #expect(try file.baseSettings(deriveDuration: false).duration == 3)
  }

  @Test func unreadableFilesAreOneLineErrors() throws {
    #expect(throws: SceneFileError("no scene file at '/nonexistent/x.swift-dsl'")) { try SceneFile(path: "/nonexistent/x.swift-dsl") }
    let latin1 = try write("", name: "latin1.swift-dsl")
    try Data([0x2f, 0x2f, 0x20, 0xe9, 0xff, 0x0a]).write(to: URL(fileURLWithPath: latin1))
    #expect(throws: SceneFileError("'\(latin1)' is not UTF-8 text")) { try SceneFile(path: latin1) }
    let big = try write(String(repeating: "// padding\n", count: SceneFile.maxBytes / 11 + 1), name: "big.swift-dsl")
    #expect(throws: SceneFileError("'\(big)' is larger than 1024 KB; is it really a scene?")) { try SceneFile(path: big) }
    #expect(SceneFileError("x").description == "error: x")
  }

  @Test func syntaxErrorsCarryTheirLocation() throws {
    let path = try write("Scene(width: 100) {\n  Text(\"a\"\n}\n")
    do {
      _ = try SceneFile(path: path)
      Issue.record("an unclosed call must not load")
    } catch {
      #expect(String(describing: error).hasPrefix("\(path):"), "\(error)")
    }
  }

  @Test func stillsAreTheFramesOfARender() throws {
    let stills = try SceneStills(path: try write(brokenAfterTap)) { $0.fps = 20 }
    #expect(stills.settings.fps == 20)
    // 2 s at 20 fps: frames 0…39, the last at 1.95 s.
    #expect(abs(stills.lastFrameTime - 1.95) < 1e-12)
    #expect(stills.frameTime(0.52) == 0.5 && stills.frameNumber(0.52) == 10)
    let frame = try stills.frame(at: 0)
    #expect(frame.width == 100 && frame.height == 80)
    #expect(throws: (any Error).self) { try stills.inspect(at: 1.5) }
  }
}

final class CountingSink: FrameSink {
  var frames = 0, finished = false, cancelled = false
  func write(_ frame: FrameBuffer) throws { frames += 1 }
  func finish() throws { finished = true }
  func cancel() { cancelled = true }
}
