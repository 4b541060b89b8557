/// Odd frame sizes and 4:2:0 video.
public enum OddSizePolicy: String, Hashable, Sendable {
  /// Add one column and/or row that repeats the last one, so the video is at most 1 px larger and
  /// the edge shows no seam or black line. (The default.)
  case padByRepeatingEdge
  /// Throw `MediaError.invalidSize` instead.
  case reject
}
