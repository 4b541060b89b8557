import ArgumentParser
import Foundation
import Graphics
import MediaIO
import RenderPipeline
import SceneRendering
import ViewRuntime

/// Output and quality options shared by every command that renders.
struct RenderOptions: ParsableArguments {
  @Option(name: [.short, .long], help: "Output file (.mp4 .gif .webm .mov .png) or folder/ for a PNG sequence.")
  var out: String

  @Option(help: "Output format, overriding the extension: \(SinkFactory.formatNames.map(\.0).joined(separator: ", ")).")
  var format: String?

  @Option(parsing: .unconditional, help: "Canvas size in points, WxH (overrides the scene), or fit: the view's ideal size on a plain canvas.")
  var size: String?

  @Option(parsing: .unconditional, help: "Pixels per point (overrides the scene).")
  var scale: Double?

  @Option(parsing: .unconditional, help: "Frames per second (overrides the scene).")
  var fps: Int?

  @Option(parsing: .unconditional, help: "Duration in seconds (overrides the scene).")
  var duration: Double?

  @Option(parsing: .unconditional, help: "Only these frames, as ranges: 0-59,90,120-")
  var frames: String?

  @Option(parsing: .unconditional, help: "Render one still at this time: seconds or a name such as settled, tap+0.3, phase:2, keyframes-end.")
  var at: String?

  /// `--at` read: seconds, or a name the scene's runtime resolves (`SceneTimeResolver`).
  var atTime: SceneTime? {
    get throws {
      guard let at else { return nil }
      do { return try SceneTime.parse(at) } catch let e as SceneTime.ParseError { throw ValidationError(e.description) }
    }
  }

  @OptionGroup var encoding: EncodingOptions

  @Option(help: "Background colour: a SwiftUI colour name or #RRGGBB[AA] (overrides the scene).")
  var background: String?

  @Option(name: .customLong("color-scheme"), help: "Appearance: light or dark (overrides the scene); system colours and the default background follow it.")
  var colorScheme: String?

  @Option(name: .customLong("dynamic-type"), help: "Text size setting: text styles such as .body take its point sizes: \(DynamicTypeSize.allCases.map(\.shortName).joined(separator: ", ")) or the Swift names (default L, .large).")
  var dynamicType: String?

  @Option(help: "The scene's \\.locale environment value, e.g. de_DE (Foundation's Locale.current is not changed).")
  var locale: String?

  @Option(help: "Asset catalog folder (an Xcode .xcassets) for Color(\"Name\") and Image(\"name\"); default: Scene(assets:), else Assets.xcassets beside the scene.")
  var assets: String?

  @Flag(help: "A missing asset is an error (exit 1) instead of a placeholder and a warning.")
  var strict = false

  @Option(help: "Device canvas: its size in points, scale and safe area (overrides the scene): \(DeviceModel.all.map(\.identifier).joined(separator: ", ")).")
  var device: String?

  @Flag(help: "Transparent background (GIF, WebM, MOV, PNG).")
  var transparent = false

  @OptionGroup var reporting: ReportingOptions
  var quiet: Bool { reporting.quiet }
  var report: String? { reporting.report }
  var noOverwrite: Bool { reporting.noOverwrite }

  @Option(help: "Render this preview of the file instead of its scene: #Preview(\"NAME\") or a PreviewProvider struct's name.")
  var preview: String?
  @OptionGroup var clock: ClockOptions

  func validate() throws {
    // Every number is checked here, before any work; the same limits as RenderSettings.validate().
    if let scale, !(scale.isFinite && scale > 0 && scale <= 8) { throw ValidationError("--scale takes a number in (0, 8] (got \(scale))") }
    if let fps, !(1...240).contains(fps) { throw ValidationError("--fps takes 1 to 240 (got \(fps))") }
    if let duration, !(duration.isFinite && duration > 0 && duration <= FramePlan.maxDuration) {
      throw ValidationError("--duration takes seconds in (0, \(Int(FramePlan.maxDuration))] (got \(duration))")
    }
    _ = try atTime
    if let size, size.lowercased() != "fit" {
      let parts = size.lowercased().split(separator: "x", omittingEmptySubsequences: false).map { Double($0) }
      guard parts.count == 2, let w = parts[0], let h = parts[1] else { throw ValidationError("--size takes WxH in points, e.g. 1080x1080 (got '\(size)')") }
      guard w.isFinite, h.isFinite, w > 0, h > 0 else { throw ValidationError("--size takes a positive width and height (got '\(size)')") }
    }
    if frames != nil && at != nil { throw ValidationError("--frames and --at cannot be combined") }
    if transparent && background != nil { throw ValidationError("--transparent and --background cannot be combined") }
    if let device, DeviceModel.named(device) == nil {
      throw ValidationError("unknown --device '\(device)' (known: \(DeviceModel.knownList))")
    }
    if let colorScheme, ColorScheme(rawValue: colorScheme) == nil {
      throw ValidationError("--color-scheme takes light or dark (got '\(colorScheme)')")
    }
    if let dynamicType, DynamicTypeSize(name: dynamicType) == nil {
      throw ValidationError("unknown --dynamic-type '\(dynamicType)' (known: \(DynamicTypeSize.knownList))")
    }
    if let locale { try SceneVariant.checkLocale(locale) }
  }

  /// Applies these options over a scene's own settings. Anything wrong here is a usage error (exit 2).
  func settings(over base: RenderSettings) throws -> RenderSettings {
    do { return try applied(over: base) } catch let e as PlanError { throw ValidationError(e.description) }
  }

  private func applied(over base: RenderSettings) throws -> RenderSettings {
    var s = base
    if let model = device.flatMap(DeviceModel.named) {
      // The device's canvas and scale first, so --size and --scale still override them.
      s.device = model
      s.width = model.width; s.height = model.height; s.scale = model.scale
      s.fitsContent = false
    }
    if size?.lowercased() == "fit" {
      // The view's ideal size on a plain canvas, measured once every other option is applied.
      s.fitsContent = true; s.device = nil
    } else if let size {
      s.fitsContent = false
      let parts = size.lowercased().split(separator: "x").map { Double($0) }
      guard parts.count == 2, let w = parts[0], let h = parts[1] else { throw ValidationError("--size takes WxH, e.g. 1080x1080") }
      s.width = w; s.height = h
    }
    if let scheme = colorScheme.flatMap(ColorScheme.init(rawValue:)) {
      // A background that is the system background of the scene's own appearance follows the new one.
      if s.background == ColorSchemeModifier.canvas(s.colorScheme) { s.background = ColorSchemeModifier.canvas(scheme) }
      s.colorScheme = scheme
    }
    if let size = dynamicType.flatMap(DynamicTypeSize.init(name:)) { s.dynamicTypeSize = size }
    if let locale { s.locale = locale }
    if let scale { s.scale = scale }
    if let fps { s.fps = fps }
    if let duration { s.duration = duration }
    if let format {
      guard let f = SinkFactory.formatNames.first(where: { $0.0 == format })?.1 else {
        throw ValidationError("unknown --format '\(format)' (expected \(SinkFactory.formatNames.map(\.0).joined(separator: ", ")))")
      }
      s.format = f
    } else {
      // A name without an extension is more often a forgotten one than a folder: folders say so with '/'.
      var isFolder: ObjCBool = false
      if (out as NSString).pathExtension.isEmpty, !out.hasSuffix("/"),
        !(FileManager.default.fileExists(atPath: out, isDirectory: &isFolder) && isFolder.boolValue) {
        throw ValidationError("--out '\(out)' has no extension: use .mp4, .webm, .mov, .gif or .png, end a folder for PNG frames with '/', or pass --format")
      }
      do { s.format = try OutputFormat(path: out) } catch { throw ValidationError(String(describing: error)) }
    }
    if at != nil && s.format != .png && s.format != .pngSequence {
      throw ValidationError("--at renders one still: write it to a .png")
    }
    try encoding.apply(to: &s)
    clock.apply(to: &s)
    if transparent {
      guard s.format.supportsAlpha else { throw ValidationError("\((out as NSString).pathExtension) has no alpha channel: use .webm, .mov, .gif or .png for --transparent") }
      s.background = .clear
    }
    if let background { s.background = try ColorArgument.parse(background) }
    try s.validate()
    return s
  }

  /// - Parameter still: `--at` resolved to seconds by the caller; a named `--at` needs it (the
  ///   scene's runtime resolves names), seconds do not.
  func plan(for s: RenderSettings, still: Double? = nil) throws -> FramePlan {
    if let at = try atTime {
      guard let t = still ?? (at.isNamed ? nil : at.offset) else { throw ValidationError("--at \(at) is a time by name: it needs a scene file") }
      return try FramePlan(fps: s.fps, stillAt: t)
    }
    let all = try FramePlan(fps: s.fps, duration: s.duration)
    if let frames { return try FramePlan(fps: s.fps, ranges: frames, totalFrames: all.frames.count) }
    if s.format == .png { return try FramePlan(fps: s.fps, frames: [0]) }
    return all
  }
}
