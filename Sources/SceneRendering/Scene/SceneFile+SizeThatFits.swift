import Foundation
import ViewRuntime

/// Size-that-fits canvases: `#Preview(traits: .sizeThatFitsLayout)`, `.previewLayout(.sizeThatFits)` and
/// `--size fit`. As Xcode's canvas does, the root view is offered `.unspecified` and the canvas becomes
/// the size it asks for, on a plain canvas (no device chrome, no safe area).
/// https://developer.apple.com/documentation/swiftui/previewlayout/sizethatfits
extension SceneFile {
  /// The largest side of a fitted canvas in points (the `.fixedLayout` trait's limit).
  public static let maxFittedSide = 8192.0

  /// `settings` with the canvas measured when `fitsContent` asks for it (unchanged otherwise). The
  /// measurement uses the final appearance, text size and locale, so call it after every override.
  /// Each side is rounded up to the pixel grid, so the view is never cut; the view is centred in it.
  public func fitted(_ settings: RenderSettings, measurer: (any TextMeasurer)? = nil) throws -> RenderSettings {
    guard settings.fitsContent else { return settings }
    var s = settings
    s.device = nil
    s.fitsContent = false
    let ideal = try makeRuntime(settings: s, measurer: measurer ?? Self.pinnedFontMeasurer()).idealSize()
    let w = Double(ideal.width), h = Double(ideal.height)
    let limit = Self.maxFittedSide
    guard w.isFinite, h.isFinite, w > 0, h > 0, w <= limit, h <= limit else {
      let shown = [w, h].map { $0.isFinite ? String(format: "%g", $0) : "infinite" }.joined(separator: "x")
      throw SceneFileError("\(path): the view's ideal size is \(shown) points; a size-that-fits canvas takes more than 0 "
        + "and at most \(Int(limit)) points a side (give the root view a frame, or render with --size WxH)")
    }
    // 1e-9: a side that is a whole number of pixels up to floating-point noise stays that size.
    s.width = (w * s.scale - 1e-9).rounded(.up) / s.scale
    s.height = (h * s.scale - 1e-9).rounded(.up) / s.scale
    return s
  }
}
