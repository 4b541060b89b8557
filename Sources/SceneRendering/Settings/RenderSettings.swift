import Graphics
import MediaIO
import RenderPipeline
import ViewRuntime

/// Everything a render needs besides the scene: passed down as one value, never global.
public struct RenderSettings: Equatable, Sendable {
  /// Canvas in points.
  public var width: Double
  public var height: Double
  /// Pixels per point.
  public var scale: Double
  public var fps: Int
  public var duration: Double
  public var background: RGBAColor
  public var format: OutputFormat
  public var quality: QualityPreset
  public var crf: Int?
  public var preset: String?
  public var gifDither: GIFSettings.Dithering
  /// GIF loop count: 0 = forever.
  public var gifLoop: Int
  /// Encoder threads; 0 = automatic. Fixed thread counts make MP4 bytes repeatable.
  public var threads: Int
  /// The date at scene time 0 (seconds since 1970, `--date`); nil: the scene's or the default.
  public var date: Double?
  /// The seed of the scene's random numbers (`--seed`); nil: the scene's or the default.
  public var seed: UInt64?
  /// Light or dark appearance (`Scene(colorScheme:)`, `--color-scheme`): system colours follow it.
  public var colorScheme: ColorScheme = .light
  /// The device the scene is shown on (`Scene(device:)`, `--device`): its safe area and chrome; nil: a plain canvas.
  public var device: DeviceModel?
  /// Draw the device's status bar, Dynamic Island and home indicator.
  public var statusBar = true
  /// Size that fits (`#Preview(traits: .sizeThatFitsLayout)`, `.previewLayout(.sizeThatFits)`, `--size fit`):
  /// `width` and `height` are still to be measured from the root view (``SceneFile/fitted(_:)``).
  public var fitsContent = false
  /// The reader's text size (`--dynamic-type`): text styles such as `.body` take its point sizes.
  public var dynamicTypeSize: DynamicTypeSize = .large
  /// The scene's `\.locale` environment value (`--locale de_DE`); nil: the environment's default.
  public var locale: String?

  public init(
    width: Double = 400, height: Double = 400, scale: Double = 1, fps: Int = 60, duration: Double = 2,
    background: RGBAColor = .white, format: OutputFormat = .video(.h264), quality: QualityPreset = .default,
    crf: Int? = nil, preset: String? = nil, gifDither: GIFSettings.Dithering = .bayer(strength: 8), gifLoop: Int = 0, threads: Int = 0
  ) {
    self.width = width; self.height = height; self.scale = scale; self.fps = fps; self.duration = duration
    self.background = background; self.format = format; self.quality = quality; self.crf = crf
    self.preset = preset; self.gifDither = gifDither; self.gifLoop = gifLoop; self.threads = threads
  }

  public var pixelWidth: Int { Int((width * scale).rounded()) }
  public var pixelHeight: Int { Int((height * scale).rounded()) }

  /// Largest canvas side in pixels (8K); beyond this a render is refused instead of exhausting memory.
  public static let maxPixelSide = 8192

  /// Rejects absurd sizes and rates with a one-line reason.
  public func validate() throws {
    guard width.isFinite, height.isFinite, width > 0, height > 0 else {
      throw PlanError("canvas size must be positive (got \(width)x\(height) points)")
    }
    guard scale.isFinite, scale > 0, scale <= 8 else { throw PlanError("scale must be in (0, 8] (got \(scale))") }
    // Checked in floating point first: rounding a huge size to Int would trap.
    let limit = Double(Self.maxPixelSide)
    guard width * scale <= limit, height * scale <= limit else {
      throw PlanError("canvas \(width)x\(height) points at scale \(scale) exceeds the \(Self.maxPixelSide) px limit")
    }
    guard pixelWidth >= 1, pixelHeight >= 1 else { throw PlanError("canvas is smaller than one pixel") }
    guard pixelWidth <= Self.maxPixelSide, pixelHeight <= Self.maxPixelSide else {
      throw PlanError("canvas \(pixelWidth)x\(pixelHeight) px exceeds the \(Self.maxPixelSide) px limit")
    }
    guard fps >= 1, fps <= 240 else { throw PlanError("fps must be between 1 and 240 (got \(fps))") }
    guard duration.isFinite, duration > 0, duration <= FramePlan.maxDuration else {
      throw PlanError("duration must be in (0, \(Int(FramePlan.maxDuration))] seconds (got \(duration))")
    }
    if let crf, !(0...51).contains(crf) { throw PlanError("crf must be between 0 and 51 (got \(crf))") }
  }
}
