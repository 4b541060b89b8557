/// What `MediaProbe` found in a file: stream, colour tags and timing, read back through FFmpeg.
public struct MediaInfo: Hashable, Sendable {
  /// Demuxer name as FFmpeg reports it ("mov,mp4,m4a,3gp,3g2,mj2", "matroska,webm", "gif", ...).
  public var containerName: String
  /// Codec name ("h264", "vp9", "prores", "gif", "png").
  public var codecName: String
  /// Codec profile name when the codec has one ("High", "4444", ...).
  public var profileName: String?
  /// Pixel format the decoder produces ("yuv420p", "yuva420p", "yuva444p12le", "bgra", ...).
  public var pixelFormat: String
  public var width: Int
  public var height: Int
  /// FFmpeg's names: "bt709", "tv", ...; "unknown" when untagged.
  public var colorPrimaries: String
  public var colorTransfer: String
  public var colorSpace: String
  public var colorRange: String
  /// Whether decoded frames carry an alpha channel.
  public var hasAlpha: Bool
  /// Number of video frames (counted packet by packet, not estimated from the header).
  public var frameCount: Int
  /// Presentation span in seconds: from the first frame's start to the last frame's end.
  public var duration: Double
  /// Stream time base as numerator/denominator (e.g. 1/15360 for 30 fps MP4).
  public var timeBase: Rational
  /// Average frame rate the container declares.
  public var averageFrameRate: Rational
  /// Each frame's display time in seconds, in presentation order (GIF delays, for instance).
  public var frameDurations: [Double]
  /// GIF only: the NETSCAPE loop count (0 = forever); nil when the file has no loop block (plays once).
  public var loopCount: Int?
  /// MP4/MOV only: whether the index (`moov`) precedes the media data (`mdat`): "faststart".
  public var indexBeforeMedia: Bool?
}
