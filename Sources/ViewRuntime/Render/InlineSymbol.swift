import Foundation

/// An `Image(systemName:)` inside a `Text` (`Text(Image(systemName: "star.fill")) + Text(" 4.8")`): the
/// symbol as one character of the icon font, so it is laid out, wrapped and coloured with the words
/// around it. A symbol in a circle or square takes the icon font's own circled or boxed glyph where it
/// has one, else the bare glyph; a symbol composed with a slash takes the bare glyph.
public enum InlineSymbol {
  public static func character(for systemName: String) -> Character? {
    guard let recipe = SymbolNames.recipe(for: systemName) else { return nil }
    var names = [recipe.glyph]
    switch recipe.container {
    case .circle?: names.insert(contentsOf: recipe.filledContainer ? ["\(recipe.glyph)-circle"] : ["\(recipe.glyph)-circle-outline", "\(recipe.glyph)-circle"], at: 0)
    case .square?: names.insert(contentsOf: recipe.filledContainer ? ["\(recipe.glyph)-box"] : ["\(recipe.glyph)-box-outline", "\(recipe.glyph)-box"], at: 0)
    case nil: break
    }
    guard let code = names.lazy.compactMap({ MaterialIconCodepoints.byName[$0] }).first, let scalar = Unicode.Scalar(code) else { return nil }
    return Character(scalar)
  }
}

/// Marks text as symbol glyphs (``InlineSymbol``): the text's font takes the icon font's family.
public struct InlineSymbolModifier: ViewEffect, ResolvableEffect {
  public init() {}
  func resolve(_ r: EffectResolution) throws -> ResolvedView { try r.content { $0.environment.drawsSymbolGlyphs = true } }
}
