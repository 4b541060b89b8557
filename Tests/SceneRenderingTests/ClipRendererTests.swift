import Foundation
import Graphics
import RenderPipeline
import Testing
import ViewRuntime
@testable import SceneRendering

/// Frame ranges through the pipeline: the frames a render writes are the stills of the same times.
@Suite struct ClipRendererTests {
  /// A 20 pt square tapped at 0.1 s, then sliding 40 pt right over 0.5 s, linearly (120×40, 10 fps, 1 s).
  static func slider() -> SceneFile {
    var settings = SceneSettings()
    settings.width = 120; settings.height = 40; settings.fps = 10; settings.duration = 1; settings.durationIsExplicit = true
    settings.taps = [0.1]
    let program = ViewProgram(settings: settings) { _ in
      let x = StateKey("x", 0.0)
      return AnyView(Component("Slider", state: x) { s in
        Color.red.frame(width: 20, height: 20).offset(x: s[x])
          .onTapGesture { withAnimation(.linear(duration: 0.5)) { s[x] = 40.0 } }
      })
    }
    return SceneFile(path: "slider.swift", program: program)
  }

  @Test func aFrameRangeRendersThoseFramesOnly() throws {
    let file = Self.slider()
    let settings = try file.baseSettings()
    let plan = try FramePlan(fps: settings.fps, ranges: "2-4,8", totalFrames: 10)
    let sink = MemorySink()
    let report = try ClipRenderer(settings: settings, plan: plan).render(
      into: { sink }, makeSource: { try file.frameSource(settings: settings, measurer: $0) })
    #expect(report.frames == 4)
    #expect(sink.frames.count == 4)

    // The same instants as stills, from a fresh runtime that never saw the other frames.
    let stills = try SceneStills(path: file.path, file: Self.slider())
    for (frame, n) in zip(sink.frames, [2, 3, 4, 8]) {
      #expect(frame == (try stills.frame(at: Double(n) / 10)), "frame \(n)")
    }
    // The square moves between frames 2 and 4 (8 pt per 0.1 s) and has stopped by frame 8 (the slide
    // ends at 0.6 s): centred in the 120 pt canvas it covered 50..<70, now 40 pt to the right.
    #expect(sink.frames[0] != sink.frames[2])
    let centre = Self.redColumns(sink.frames[3])
    #expect(centre == (90..<110), "\(centre)")
  }

  /// The columns of the middle row whose pixels are red (SwiftUI's red is about #FF3B30).
  static func redColumns(_ f: FrameBuffer) -> Range<Int> {
    let y = f.height / 2
    let red = (0..<f.width).filter { x in
      let i = y * f.bytesPerRow + x * 4
      return f.pixels[i + 2] > 200 && f.pixels[i + 1] < 100 && f.pixels[i] < 100
    }
    return (red.first ?? 0)..<((red.last ?? -1) + 1)
  }
}
