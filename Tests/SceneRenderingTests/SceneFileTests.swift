import Foundation
import Graphics
import RenderPipeline
import Testing
import ViewRuntime
@testable import SceneRendering

/// A scene's program as rendering reads it (a `ViewProgram`: the runtime's views written in Swift, so
/// no compiler is involved): its settings, derived durations, and errors raised by scene code
/// surfacing at their frame.
@Suite struct SceneFileTests {
  struct IndexOutOfRange: Error, CustomStringConvertible {
    var description: String { "scene.swift:5:14: error: index out of range" }
  }

  /// A text whose tap at 1 s (frame 10 at 10 fps) raises an error, as an index past an array would.
  static func brokenAfterTap() -> SceneFile {
    var settings = SceneSettings()
    settings.width = 100; settings.height = 80; settings.fps = 10; settings.duration = 2; settings.durationIsExplicit = true
    settings.taps = [1]
    let program = ViewProgram(settings: settings) { program in
      AnyView(Text("a").onTapGesture { program.raise(IndexOutOfRange()) })
    }
    return SceneFile(path: "scene.swift", program: program)
  }

  @Test func sceneErrorsThrowAtTheFrameThatRaisedThem() throws {
    let file = Self.brokenAfterTap()
    let source = try file.frameSource(settings: try file.baseSettings())
    for n in 0..<10 { _ = try source.displayList(at: Double(n) / 10, frame: n) }
    do {
      _ = try source.displayList(at: 1, frame: 10)
      Issue.record("frame 10 runs the tap's action and must throw")
    } catch {
      #expect(String(describing: error) == "scene.swift:5:14: error: index out of range", "\(error)")
    }
  }

  @Test func theSameErrorStopsARenderAtThatFrame() throws {
    let file = Self.brokenAfterTap()
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
    let file = Self.brokenAfterTap()
    let s = try file.baseSettings()
    #expect(s.width == 100 && s.height == 80 && s.fps == 10 && s.duration == 2)
    #expect(s.background == ColorSchemeModifier.canvas(.light))
    #expect(!file.durationIsDerived)
  }

  @Test func aSceneWithoutDurationRendersUntilItSettles() throws {
    // A tap at 0.5 s starts a 0.4 s linear animation: at rest at 0.9 s, plus the 0.25 s rest = 1.15 s.
    var settings = SceneSettings()
    settings.width = 100; settings.height = 100; settings.fps = 20; settings.taps = [0.5]
    let program = ViewProgram(settings: settings) { _ in
      let x = StateKey("x", 0.0)
      return AnyView(Component("Mover", state: x) { s in
        Color.red.frame(width: 10, height: 10).offset(x: s[x])
          .onTapGesture { withAnimation(.linear(duration: 0.4)) { s[x] = 50.0 } }
      })
    }
    let file = SceneFile(path: "mover.swift", program: program)
    #expect(file.durationIsDerived)
    let derived = try file.baseSettings().duration
    #expect(abs(derived - 1.15) < 1e-9, "\(derived)")
    #expect(try file.baseSettings(deriveDuration: false).duration == 3)
  }

  @Test func stillsAreTheFramesOfARender() throws {
    let stills = try SceneStills(path: "scene.swift", file: Self.brokenAfterTap()) { $0.fps = 20 }
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
