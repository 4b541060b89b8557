/// How a shard's frames are kept.
public enum SegmentStorage: String, Codable, Sendable {
  /// One FFV1 Matroska file per shard, premultiplied BGRA bit for bit; `merge` encodes once.
  case lossless = "ffv1-bgra-mkv"
  /// Closed-GOP H.264 MP4 segments of `--segment-frames` frames; `merge` joins them without encoding.
  case h264 = "h264-mp4-segments"
}
