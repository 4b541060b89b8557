import CairoRenderer
import Foundation
import Graphics
import RenderPipeline

/// Renders planned frames of a source into a file: Cairo rasterizes, MediaIO encodes what
/// `RenderSettings` asks for, `RenderPipeline` streams between them.
public struct ClipRenderer {
  public var settings: RenderSettings
  public var plan: FramePlan

  public init(settings: RenderSettings, plan: FramePlan) {
    self.settings = settings
    self.plan = plan
  }

  /// Every frame of `settings.duration` (a still format: the first frame only).
  public init(settings: RenderSettings) throws {
    self.settings = settings
    plan = settings.format == .png ? try FramePlan(fps: settings.fps, frames: [0])
      : try FramePlan(fps: settings.fps, duration: settings.duration)
  }

  /// - Parameter makeSource: builds the frame source with the rasterizer's own text measurer, so
  ///   layout and drawing measure text alike.
  public func render(
    to path: String,
    cancellation: CancellationFlag = CancellationFlag(),
    progress: ((RenderProgress) -> Void)? = nil,
    makeSource: (any TextMeasurer) throws -> some FrameSource
  ) throws -> RenderReport {
    try render(into: { try SinkFactory.makeSink(path: path, settings: settings, cancellation: cancellation) }, cancellation: cancellation,
               progress: progress, makeSource: makeSource)
  }

  /// The same, into any sink (raw frames for benchmarks, a test's recorder).
  public func render(
    into makeSink: () throws -> any FrameSink,
    cancellation: CancellationFlag = CancellationFlag(),
    progress: ((RenderProgress) -> Void)? = nil,
    makeSource: (any TextMeasurer) throws -> some FrameSource
  ) throws -> RenderReport {
    let rasterizer = CairoRasterizer(fonts: try FontLibrary())
    let source = try makeSource(rasterizer.makeTextMeasurer())
    let sink = try makeSink()
    return try RenderPipeline().run(
      source: source, rasterizer: rasterizer, scale: settings.scale,
      plan: plan, sink: sink, cancellation: cancellation, progress: progress)
  }
}
