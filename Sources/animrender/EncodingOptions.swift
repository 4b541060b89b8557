import ArgumentParser
import MediaIO
import SceneRendering

/// The encoder options of every command that writes a clip (`render`, `demo`, `merge`): one
/// declaration, so their names, help and limits cannot drift apart.
struct EncodingOptions: ParsableArguments {
  @Option(help: ArgumentHelp("Quality preset.", discussion: QualityPreset.helpText))
  var quality: String = QualityPreset.default.name

  @Option(parsing: .unconditional, help: "x264 CRF 0-51, overriding the quality preset (lower is better).")
  var crf: Int?

  @Option(help: "x264 preset (ultrafast … veryslow), overriding the quality preset.")
  var preset: String?

  @Option(help: "GIF dithering: none, bayer, floyd-steinberg.")
  var dither: String = "bayer"

  @Option(parsing: .unconditional, help: "GIF loop count: 0 forever, -1 play once, N repeats.")
  var loop: Int = 0

  @Option(parsing: .unconditional, help: "Encoder threads (0 = automatic; fix it for byte-identical MP4s).")
  var threads: Int = 0

  func validate() throws {
    if let crf, !(0...51).contains(crf) { throw ValidationError("--crf takes 0 to 51 (got \(crf))") }
    if !(0...64).contains(threads) { throw ValidationError("--threads takes 0 (automatic) to 64 (got \(threads))") }
    if !(-1...65535).contains(loop) { throw ValidationError("--loop takes -1, 0 or a repeat count up to 65535 (got \(loop))") }
    if let preset, EncoderPreset(rawValue: preset) == nil {
      throw ValidationError("unknown --preset '\(preset)' (expected \(EncoderPreset.allCases.map(\.rawValue).joined(separator: ", ")))")
    }
  }

  /// Sets the encoding fields of `settings`; an unknown quality or dithering is a usage error.
  func apply(to settings: inout RenderSettings) throws {
    do { settings.quality = try QualityPreset.named(quality) } catch { throw ValidationError("\(error)") }
    settings.crf = crf
    settings.preset = preset
    switch dither {
    case "none": settings.gifDither = .none
    case "bayer": settings.gifDither = .bayer(strength: 8)
    case "floyd-steinberg": settings.gifDither = .floydSteinberg
    default: throw ValidationError("unknown --dither '\(dither)' (expected none, bayer, floyd-steinberg)")
    }
    settings.gifLoop = loop
    settings.threads = threads
  }
}
