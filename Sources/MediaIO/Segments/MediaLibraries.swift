import CFFmpeg

/// Versions of the FFmpeg libraries this process runs with: part of a shard's fingerprint, since
/// they decide the bytes of every encoded file.
public enum MediaLibraries {
  public static var versions: [String: String] {
    func dotted(_ v: UInt32) -> String { "\(v >> 16).\((v >> 8) & 0xff).\(v & 0xff)" }
    return [
      "ffmpeg": String(cString: av_version_info()),
      "libavcodec": dotted(avcodec_version()),
      "libavformat": dotted(avformat_version()),
      "libswscale": dotted(swscale_version()),
    ]
  }
}
