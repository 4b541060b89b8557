import CFFmpeg
import Foundation

/// The video formats animrender writes. Each fixes its container, encoder and pixel format.
public enum VideoCodec: String, Hashable, Sendable, CaseIterable {
  /// H.264 in MP4 (libx264, yuv420p, BT.709, limited range): plays everywhere. No alpha: pixels
  /// that are not opaque show as composited over black, so give the scene a background.
  case h264
  /// VP9 with alpha in WebM (libvpx-vp9, yuva420p): transparent video for browsers.
  case vp9
  /// ProRes 4444 with alpha in QuickTime (prores_ks, yuva444p10le): editing-grade, large files.
  case proRes4444

  /// The codec conventionally written to a file extension (`mp4`, `m4v`, `webm`, `mov`).
  public init?(fileExtension: String) {
    switch fileExtension.lowercased() {
    case "mp4", "m4v": self = .h264
    case "webm": self = .vp9
    case "mov": self = .proRes4444
    default: return nil
    }
  }

  public var fileExtension: String {
    switch self {
    case .h264: "mp4"
    case .vp9: "webm"
    case .proRes4444: "mov"
    }
  }

  /// Whether the output keeps transparency.
  public var supportsAlpha: Bool { self != .h264 }

  var encoderName: String {
    switch self {
    case .h264: "libx264"
    case .vp9: "libvpx-vp9"
    case .proRes4444: "prores_ks"
    }
  }

  var muxerName: String {
    switch self {
    case .h264: "mp4"
    case .vp9: "webm"
    case .proRes4444: "mov"
    }
  }

  var pixelFormat: AVPixelFormat {
    switch self {
    case .h264: AV_PIX_FMT_YUV420P
    case .vp9: AV_PIX_FMT_YUVA420P
    case .proRes4444: AV_PIX_FMT_YUVA444P10LE
    }
  }

  /// Bits per alpha sample in `pixelFormat`.
  var alphaDepth: Int32 { self == .proRes4444 ? 10 : 8 }

  /// 4:2:0 H.264 needs even sizes; VP9 codes odd sizes itself and 4:4:4 has no constraint.
  var needsEvenSize: Bool { self == .h264 }

  var defaultCRF: Int? {
    switch self {
    case .h264: 20
    case .vp9: 30
    case .proRes4444: nil
    }
  }

  var crfRange: ClosedRange<Int>? {
    switch self {
    case .h264: 0...51
    case .vp9: 0...63
    case .proRes4444: nil
    }
  }

  /// Largest side each encoder accepts (H.264 level limits aside, x264 stops at 16384 per side).
  var maxDimension: Int {
    switch self {
    case .h264: 16384
    case .vp9: 16384
    case .proRes4444: 8192
    }
  }
}
