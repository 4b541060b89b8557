/// Speed against compression, named as x264 names its presets. Slower presets give smaller files
/// at the same quality; they do not change the quality target (`crf`).
public enum EncoderPreset: String, Hashable, Sendable, CaseIterable {
  case ultrafast, superfast, veryfast, faster, fast, medium, slow, slower, veryslow

  /// libvpx's deadline and cpu-used for the same intent (VP9 has no presets of its own).
  var vp9Speed: (deadline: String, cpuUsed: Int) {
    switch self {
    case .ultrafast: ("realtime", 8)
    case .superfast: ("realtime", 7)
    case .veryfast: ("realtime", 6)
    case .faster: ("good", 5)
    case .fast: ("good", 5)
    case .medium: ("good", 4)
    case .slow: ("good", 2)
    case .slower: ("good", 1)
    case .veryslow: ("good", 0)
    }
  }
}
