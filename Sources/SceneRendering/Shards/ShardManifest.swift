import Foundation
import Graphics

/// The JSON written beside each shard's frames: enough for `merge` to check that the parts belong
/// together and to put them in order. It holds nothing that varies between two runs of the same
/// shard (no host name or time), so a retried or duplicated task writes the very same file.
public struct ShardManifest: Codable, Equatable, Sendable {
  public static let tag = "animrender-shard/1"

  /// Always `tag`: tells a manifest from any other JSON in the folder.
  public var kind: String
  public var shard: Int
  public var shardCount: Int
  /// The scene's file name and a hash of its bytes.
  public var scene: String
  public var sceneHash: String
  public var settings: ShardSettings
  /// `--frames` as given, or `all`; and how many frames that selects.
  public var frameSelection: String
  public var selectedFrames: Int
  /// Positions `[first, end)` of this shard in the selected frame list, and the frame numbers there.
  public var first: Int
  public var end: Int
  public var firstFrame: Int?
  public var lastFrame: Int?
  public var animrenderVersion: String
  public var fingerprint: PixelFingerprint
  public var storage: SegmentStorage
  public var segments: [SegmentRecord]

  /// `shard-0002-of-0004.json`: sorts in shard order, and two runs of one shard share the name.
  public static func fileName(shard: Int, of count: Int) -> String { "shard-\(pad(shard, 4))-of-\(pad(count, 4)).json" }

  static func pad(_ n: Int, _ width: Int) -> String {
    let s = String(n)
    return s.count >= width ? s : String(repeating: "0", count: width - s.count) + s
  }

  func encoded() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
    return try encoder.encode(self) + Data("\n".utf8)
  }
}

/// How a shard's frames are kept.
public enum SegmentStorage: String, Codable, Sendable {
  /// One FFV1 Matroska file per shard, premultiplied BGRA bit for bit; `merge` encodes once.
  case lossless = "ffv1-bgra-mkv"
  /// Closed-GOP H.264 MP4 segments of `--segment-frames` frames; `merge` joins them without encoding.
  case h264 = "h264-mp4-segments"
}

/// One stored segment: its file (in the parts folder), where it starts in the selected frame list,
/// how many frames it holds and its size (a truncated copy is caught before decoding).
public struct SegmentRecord: Codable, Equatable, Sendable {
  public var file: String
  public var first: Int
  public var frames: Int
  public var bytes: Int
}

/// The resolved settings that decide the frames (and, for H.264 segments, the encoding).
public struct ShardSettings: Codable, Equatable, Sendable {
  public var width: Double
  public var height: Double
  public var scale: Double
  public var fps: Int
  public var duration: Double
  /// r, g, b, a in 0…1.
  public var background: [Double]
  public var pixelWidth: Int
  public var pixelHeight: Int
  /// H.264 segments only: the encoding, fixed on the shards.
  public var crf: Int?
  public var preset: String?
  public var threads: Int?
  public var segmentFrames: Int?

  public init(_ s: RenderSettings, encoding: Bool = false, segmentFrames: Int? = nil) {
    width = s.width; height = s.height; scale = s.scale; fps = s.fps; duration = s.duration
    background = [s.background.red, s.background.green, s.background.blue, s.background.alpha]
    pixelWidth = s.pixelWidth; pixelHeight = s.pixelHeight
    if encoding {
      crf = s.crf ?? s.quality.crf
      preset = s.preset ?? s.quality.preset
      threads = s.threads
      self.segmentFrames = segmentFrames
    }
  }

  /// `base` with these frame settings applied (encoding options stay `base`'s).
  public func applied(to base: RenderSettings) -> RenderSettings {
    var s = base
    s.width = width; s.height = height; s.scale = scale; s.fps = fps; s.duration = duration
    if background.count == 4 { s.background = RGBAColor(red: background[0], green: background[1], blue: background[2], alpha: background[3]) }
    if let crf { s.crf = crf }
    if let preset { s.preset = preset }
    if let threads { s.threads = threads }
    return s
  }

  /// The first differing field, for an error message.
  public func difference(from o: ShardSettings) -> String? {
    let pairs: [(String, String, String)] = [
      ("size", "\(width)x\(height)", "\(o.width)x\(o.height)"), ("scale", "\(scale)", "\(o.scale)"),
      ("fps", "\(fps)", "\(o.fps)"), ("duration", "\(duration)", "\(o.duration)"),
      ("background", "\(background)", "\(o.background)"),
      ("crf", "\(crf.map(String.init) ?? "-")", "\(o.crf.map(String.init) ?? "-")"),
      ("preset", preset ?? "-", o.preset ?? "-"), ("threads", "\(threads.map(String.init) ?? "-")", "\(o.threads.map(String.init) ?? "-")"),
      ("segment frames", "\(segmentFrames.map(String.init) ?? "-")", "\(o.segmentFrames.map(String.init) ?? "-")"),
    ]
    return pairs.first { $0.1 != $0.2 }.map { "\($0.0) \($0.1) vs \($0.2)" }
  }
}
