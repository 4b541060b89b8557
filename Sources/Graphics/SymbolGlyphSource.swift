import Foundation

/// Outlines of icon-font glyphs, for symbol images drawn from an open icon font. Injected like
/// ``TextMeasurer``, so the view runtime stays free of font files and runs with a fake in tests.
///
/// An outline is in the glyph's design grid scaled to the unit square: x from the advance's start,
/// y down from the em square's top, both 0…1 for the em square (icon fonts draw on a square grid).
public protocol SymbolGlyphSource {
  /// The outline of the glyph for `codepoint` in the icon font, or nil if the font lacks it.
  func symbolGlyph(_ codepoint: UInt32) -> Path?
}

/// A deterministic glyph source for tests: every codepoint in `codepoints` (all if nil) is a diamond
/// inscribed in the grid's 2…22 content box of a 24-unit icon grid.
public struct FixedSymbolGlyphSource: SymbolGlyphSource, Sendable {
  public var codepoints: Set<UInt32>?
  public init(codepoints: Set<UInt32>? = nil) { self.codepoints = codepoints }

  public func symbolGlyph(_ codepoint: UInt32) -> Path? {
    if let codepoints, !codepoints.contains(codepoint) { return nil }
    let lo = 2.0 / 24, hi = 22.0 / 24, mid = 0.5
    var p = Path()
    p.addLines([CGPoint(x: mid, y: lo), CGPoint(x: hi, y: mid), CGPoint(x: mid, y: hi), CGPoint(x: lo, y: mid)])
    p.closeSubpath()
    return p
  }
}
