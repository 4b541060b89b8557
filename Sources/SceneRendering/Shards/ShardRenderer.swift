import Foundation
import Graphics
import MediaIO
import RenderPipeline

/// Renders one shard of a clip into a parts folder: its frames as segment files, then its manifest.
///
/// The source renders the shard's frames only, but the runtime reaches the first of them by
/// simulating the scene from time 0 (`SceneRuntime` processes every tap, phase step and completion
/// up to the requested time), so frame k is the same whichever shard renders it. Each file appears
/// atomically (written beside its name, then renamed), the manifest last: a folder holding a
/// manifest holds its segments, and a retried shard writes the same names with the same contents.
public struct ShardRenderer {
  /// Who the shard belongs to: recorded in the manifest, compared by `merge`.
  public struct Identity: Sendable {
    public var sceneName: String
    public var sceneHash: String
    public var frameSelection: String
    public var version: String
    public init(sceneName: String, sceneHash: String, frameSelection: String, version: String) {
      self.sceneName = sceneName; self.sceneHash = sceneHash; self.frameSelection = frameSelection; self.version = version
    }
  }

  public enum Mode: Equatable, Sendable {
    case lossless
    /// H.264 segments of this many frames.
    case h264(segmentFrames: Int)
  }

  public var settings: RenderSettings
  /// Every selected frame of the clip; the shard takes its share.
  public var plan: FramePlan
  public var selection: ShardSelection
  public var mode: Mode
  public var identity: Identity

  public init(settings: RenderSettings, plan: FramePlan, selection: ShardSelection, mode: Mode, identity: Identity) {
    self.settings = settings; self.plan = plan; self.selection = selection; self.mode = mode; self.identity = identity
  }

  /// Positions of this shard's frames in the plan.
  public var positions: Range<Int> {
    switch mode {
    case .lossless: selection.positions(of: plan.frames.count)
    case .h264(let length): selection.segmentPositions(of: plan.frames.count, segmentLength: length)
    }
  }

  /// Renders into `folder` (which must exist) and returns the manifest written there.
  @discardableResult
  public func render(into folder: URL, cancellation: CancellationFlag = CancellationFlag(),
                     progress: ((RenderProgress) -> Void)? = nil,
                     makeSource: (any TextMeasurer) throws -> some FrameSource) throws -> ShardManifest {
    let range = positions
    var records: [SegmentRecord] = []
    if !range.isEmpty {
      let shardPlan = try FramePlan(fps: plan.fps, frames: Array(plan.frames[range]))
      let renderer = ClipRenderer(settings: settings, plan: shardPlan)
      switch mode {
      case .lossless:
        let name = String(ShardManifest.fileName(shard: selection.index, of: selection.count).dropLast(5)) + ".mkv"
        let url = folder.appendingPathComponent(name)
        _ = try renderer.render(
          into: { try LosslessSegmentSink(url: url, width: settings.pixelWidth, height: settings.pixelHeight, frameRate: FrameRate(settings.fps)) },
          cancellation: cancellation, progress: progress, makeSource: makeSource)
        records = [SegmentRecord(file: name, first: range.lowerBound, frames: range.count, bytes: Self.size(url))]
      case .h264(let length):
        var videoSettings = settings
        videoSettings.format = .video(.h264)
        let sink = SegmentingSink(first: range.lowerBound, end: range.upperBound, length: length) { first in
          let url = folder.appendingPathComponent(Self.segmentName(first: first))
          return try SinkFactory.makeSink(path: url.path, settings: videoSettings, cancellation: cancellation)
        }
        _ = try renderer.render(into: { sink }, cancellation: cancellation, progress: progress, makeSource: makeSource)
        records = sink.finished.map { first, frames in
          let name = Self.segmentName(first: first)
          return SegmentRecord(file: name, first: first, frames: frames, bytes: Self.size(folder.appendingPathComponent(name)))
        }
      }
    }
    let manifest = ShardManifest(
      kind: ShardManifest.tag, shard: selection.index, shardCount: selection.count,
      scene: identity.sceneName, sceneHash: identity.sceneHash,
      settings: mode == .lossless ? ShardSettings(settings) : ShardSettings(settings, encoding: true, segmentFrames: segmentFrames),
      frameSelection: identity.frameSelection, selectedFrames: plan.frames.count,
      first: range.lowerBound, end: range.upperBound,
      firstFrame: range.isEmpty ? nil : plan.frames[range.lowerBound], lastFrame: range.isEmpty ? nil : plan.frames[range.upperBound - 1],
      animrenderVersion: identity.version, fingerprint: .current(),
      storage: mode == .lossless ? .lossless : .h264, segments: records)
    try manifest.encoded().write(
      to: folder.appendingPathComponent(ShardManifest.fileName(shard: selection.index, of: selection.count)), options: .atomic)
    return manifest
  }

  var segmentFrames: Int? { if case .h264(let n) = mode { n } else { nil } }

  /// `segment-000120.mp4`: named by its first position, so any shard count names it alike.
  static func segmentName(first: Int) -> String { "segment-\(ShardManifest.pad(first, 6)).mp4" }

  static func size(_ url: URL) -> Int { (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0 }
}
