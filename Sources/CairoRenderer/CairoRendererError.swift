import Graphics

/// Everything the Cairo rasterizer refuses to draw, with a one-line message a user can act on.
public enum CairoRendererError: Error, Equatable, CustomStringConvertible {
  /// A pinned font file is not on disk; `package` is the Debian package that ships it.
  case missingFontFile(path: String, package: String)
  /// Fontconfig rejected the generated configuration or a font file.
  case fontConfiguration(String)
  /// No pinned font has a glyph for `character` (its code point is in `codePoint`).
  case missingGlyph(character: String, codePoint: String, text: String)
  /// A coordinate, size or transform was NaN or infinite.
  case nonFiniteGeometry(String)
  /// A font size that is not a positive number of at most 10 000 points.
  case unsupportedFontSize(Double, text: String)
  /// A dash pattern Cairo cannot draw (negative entries, or all zero).
  case invalidDash([Double])
  /// The canvas is empty or too large for a Cairo image surface.
  case invalidCanvas(width: Int, height: Int)
  /// `beginLayer` / `endLayer` do not pair up.
  case unbalancedLayers
  /// Cairo reported an error status.
  case cairo(String)
  /// A PNG could not be read or written.
  case png(path: String, reason: String)

  public var description: String {
    switch self {
    case .missingFontFile(let path, let package):
      return "font file \(path) is missing; install the Debian package \(package) (scripts/setup.sh does)"
    case .fontConfiguration(let why):
      return "font configuration failed: \(why)"
    case .missingGlyph(let character, let codePoint, let text):
      return "no pinned font has a glyph for \(character) (\(codePoint)) in text \(String(reflecting: text))"
    case .nonFiniteGeometry(let what):
      return "non-finite geometry: \(what)"
    case .unsupportedFontSize(let size, let text):
      return "font size \(size) for text \(String(reflecting: text)) is not between 0 and 10000 points"
    case .invalidDash(let dash):
      return "invalid dash pattern \(dash): entries must be non-negative and not all zero"
    case .invalidCanvas(let w, let h):
      return "invalid canvas size \(w)x\(h) pixels (must be 1…32767 on each side)"
    case .unbalancedLayers:
      return "display list has unbalanced beginLayer/endLayer items"
    case .cairo(let status):
      return "cairo error: \(status)"
    case .png(let path, let reason):
      return "PNG \(path): \(reason)"
    }
  }
}
