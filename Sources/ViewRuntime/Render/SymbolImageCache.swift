import Foundation
import Graphics

/// Symbol images by name for one runtime, so a symbol drawn every frame is looked up and composed
/// (glyph placed in its box, container, slash) once; the glyph source keeps the decoded outlines.
/// Used from the runtime's one thread, like the text measurement cache beside it.
final class SymbolImageCache {
  private let glyphs: (any SymbolGlyphSource)?
  private var images: [String: SymbolImage] = [:]

  init(glyphs: (any SymbolGlyphSource)?) { self.glyphs = glyphs }

  func symbol(named name: String) -> SymbolImage? {
    if let hit = images[name] { return hit }
    guard let image = SymbolLibrary.symbol(named: name, glyphs: glyphs) else { return nil }
    images[name] = image
    return image
  }
}
