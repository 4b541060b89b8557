import Foundation

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
