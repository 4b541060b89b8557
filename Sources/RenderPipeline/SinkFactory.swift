import Foundation
import Graphics
import MediaIO

/// Opens the sink that writes `settings.format` to `path`.
public enum SinkFactory {
  public static func makeSink(path: String, settings: RenderSettings) throws -> any FrameSink {
    let url = URL(fileURLWithPath: path)
    let (w, h) = (settings.pixelWidth, settings.pixelHeight)
    let rate = FrameRate(settings.fps)
    switch settings.format {
    case .mp4, .webm, .mov:
      let codec: VideoCodec = settings.format == .mp4 ? .h264 : settings.format == .webm ? .vp9 : .proRes4444
      let preset = try settings.preset.map { name -> EncoderPreset in
        guard let p = EncoderPreset(rawValue: name) else {
          throw PlanError("unknown preset '\(name)' (expected \(EncoderPreset.allCases.map(\.rawValue).joined(separator: ", ")))")
        }
        return p
      } ?? EncoderPreset(rawValue: settings.quality.preset) ?? .medium
      var crf = settings.crf ?? settings.quality.crf
      if codec == .vp9 { crf = min(63, crf + 10) }
      let video = VideoSettings(codec: codec, frameRate: rate, crf: crf, preset: preset, threads: settings.threads)
      return try VideoSink(url: url, width: w, height: h, settings: video)
    case .gif:
      let loop: GIFSettings.Loop = settings.gifLoop == 0 ? .forever : settings.gifLoop < 0 ? .once : .repeat(count: settings.gifLoop)
      return try GIFSink(url: url, width: w, height: h, settings: GIFSettings(frameRate: rate, dithering: settings.gifDither, loop: loop))
    case .png:
      return StillSink(url: url)
    case .pngSequence:
      return try PNGSequenceSink(folder: url, width: w, height: h)
    }
  }
}

/// Writes the one frame of a still to a PNG when the render finishes.
final class StillSink: FrameSink {
  let url: URL
  var frame: FrameBuffer?
  init(url: URL) { self.url = url }
  func write(_ frame: FrameBuffer) throws {
    guard self.frame == nil else { throw PlanError("a .png output holds one frame: use --at TIME, or a folder/ for a sequence") }
    self.frame = frame
  }
  func finish() throws {
    guard let frame else { throw PlanError("no frame was rendered") }
    try PNGWriter.write(frame, to: url)
  }
  func cancel() { frame = nil }
}
