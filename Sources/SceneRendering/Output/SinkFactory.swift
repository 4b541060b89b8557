import Foundation
import Graphics
import MediaIO
import RenderPipeline

/// Opens the sink for a render: `RenderSettings` mapped onto MediaIO's per-format settings.
public enum SinkFactory {
  /// - Parameter files: every byte the sink writes goes through it (tests inject `FailingFileWriter`).
  /// - Parameter cancellation: a sink whose `finish()` takes long (a GIF's second pass) checks it between frames.
  public static func makeSink(path: String, settings: RenderSettings, files: FileWriting = LocalFileWriter(),
                              cancellation: CancellationFlag = CancellationFlag()) throws -> any FrameSink {
    var video = VideoSettings(threads: settings.threads)
    if case .video(let codec) = settings.format {
      video.codec = codec
      let presetName = settings.preset ?? settings.quality.preset
      guard let preset = EncoderPreset(rawValue: presetName) else {
        throw PlanError("unknown preset '\(presetName)' (expected \(EncoderPreset.allCases.map(\.rawValue).joined(separator: ", ")))")
      }
      video.preset = preset
      let crf = settings.crf ?? settings.quality.crf
      // VP9's scale runs to 63 and sits about 10 above x264's for similar quality.
      video.crf = codec == .vp9 ? min(63, crf + 10) : crf
    }
    let loop: GIFSettings.Loop = settings.gifLoop == 0 ? .forever : settings.gifLoop < 0 ? .once : .repeat(count: settings.gifLoop)
    let gif = GIFSettings(dithering: settings.gifDither, loop: loop)
    let url = URL(fileURLWithPath: path)
    return try MediaOutput.makeSink(
      url: url, width: settings.pixelWidth, height: settings.pixelHeight,
      frameRate: FrameRate(settings.fps), format: settings.format, video: video, gif: gif, files: files,
      isCancelled: { cancellation.isCancelled })
  }

  /// `--format` names.
  public static let formatNames: [(String, OutputFormat)] = [
    ("mp4", .video(.h264)), ("webm", .video(.vp9)), ("mov", .video(.proRes4444)),
    ("gif", .gif), ("png", .png), ("png-sequence", .pngSequence),
  ]
}
