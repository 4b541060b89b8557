import Graphics

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
