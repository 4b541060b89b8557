import AnimationEngine
import Foundation
import Graphics
import Testing
@testable import ViewRuntime

/// A measurer that also hands out icon-font outlines: the fixed diamond of `FixedSymbolGlyphSource`.
struct GlyphMeasurer: TextMeasurer, SymbolGlyphSource {
  var glyphs = FixedSymbolGlyphSource()
  func measure(_ text: String, font: FontDescriptor) -> TextMetrics { FixedTextMeasurer().measure(text, font: font) }
  func symbolGlyph(_ codepoint: UInt32) -> Path? { glyphs.symbolGlyph(codepoint) }
}

func renderWithGlyphs(_ view: some View, at t: Double = 0) throws -> (DisplayList, FrameInspection) {
  try SceneRuntime(root: view, canvasSize: CGSize(width: 400, height: 400), measurer: GlyphMeasurer()).render(at: t)
}

@Suite("SF Symbol names from the icon font")
struct SymbolNameTests {
  @Test func theTableCoversMoreThanFiveHundredNamesWithGlyphsForEveryRow() {
    #expect(SymbolNames.allNames.count >= 500)
    #expect(SymbolLibrary.allNames.count > SymbolNames.allNames.count)
    for (name, entry) in SymbolNames.entries {
      for glyph in [entry.outline, entry.fill, entry.slashGlyph].compactMap({ $0 }) {
        #expect(MaterialIconCodepoints.byName[glyph] != nil, "\(name) → \(glyph) has no codepoint")
      }
    }
    // Every listed name resolves to a recipe.
    for name in SymbolNames.allNames { #expect(SymbolNames.recipe(for: name) != nil, "\(name)") }
  }

  @Test func variantsComposeFromTheBaseRow() {
    #expect(SymbolNames.recipe(for: "heart") == .init(glyph: "heart-outline", base: "heart"))
    #expect(SymbolNames.recipe(for: "heart.fill") == .init(glyph: "heart", base: "heart"))
    #expect(SymbolNames.recipe(for: "heart.circle") == .init(glyph: "heart-outline", container: .circle, base: "heart"))
    #expect(SymbolNames.recipe(for: "heart.square.fill")
      == .init(glyph: "heart", container: .square, filledContainer: true, base: "heart"))
    // A slash glyph of the font's own, or a drawn slash.
    #expect(SymbolNames.recipe(for: "bell.slash") == .init(glyph: "bell-off", base: "bell"))
    #expect(SymbolNames.recipe(for: "lightbulb.slash") == .init(glyph: "lightbulb-outline", slashed: true, base: "lightbulb"))
    // Variants the symbol lacks in SF Symbols, and names nobody has.
    #expect(SymbolNames.recipe(for: "magnifyingglass.fill") == nil)
    #expect(SymbolNames.recipe(for: "house.slash") == nil)
    #expect(SymbolNames.recipe(for: "tortoise.fill") == nil)
    // Names snippets use often that map to the nearest meaning the font has.
    #expect(SymbolNames.recipe(for: "rotate.right") == .init(glyph: "redo", base: "rotate.right"))
    #expect(SymbolNames.recipe(for: "location") == .init(glyph: "navigation", base: "location"))
  }

  @Test func aGlyphFillsTheGridBandAndKeepsItsInkWidth() throws {
    // The fake diamond spans 2…22 of the 24-unit grid both ways: its band maps to the full height, and its
    // ink width (20/24 of the em, equal to the band) gives aspect 1. At body size (17 pt) a symbol is
    // 17 × 1.2 = 20.4 pt tall.
    let (list, frame) = try renderWithGlyphs(Image(systemName: "bell"))
    let node = try #require(frame.nodes.first { $0.symbol == "bell" })
    #expect(close(node.bounds[2], 20.4, 1e-9) && close(node.bounds[3], 20.4, 1e-9))
    let bounds = fillBounds(list)
    #expect(bounds.count == 1)
    #expect(close(bounds[0].width, 20.4, 1e-9) && close(bounds[0].height, 20.4, 1e-9))
  }

  @Test func filledContainersKnockTheGlyphOutInMonochrome() throws {
    let (list, _) = try renderWithGlyphs(Image(systemName: "bell.circle.fill").foregroundStyle(.red))
    guard case .fill(let path, let paint, let rule, _) = try #require(list.items.first) else { Issue.record("no fill"); return }
    #expect(rule == .evenOdd && paint == .solid(Color.red.rgba))
    // Disc (4 curves) plus the diamond (4 lines), 56 % of the container, centred.
    #expect(path.elements.filter { if case .line = $0 { true } else { false } }.count == 3)
    let (hier, _) = try renderWithGlyphs(Image(systemName: "bell.circle.fill").symbolRenderingMode(.hierarchical).foregroundStyle(.red))
    let paints = hier.items.compactMap { if case .fill(_, let p, _, _) = $0 { return p }; return nil }
    #expect(paints == [.solid(Color.red.rgba.withAlphaMultiplied(by: 0.5)), .solid(Color.red.rgba)])
  }

  @Test func multicolorUsesTheSymbolsOwnColour() throws {
    let (list, _) = try renderWithGlyphs(Image(systemName: "heart.fill").symbolRenderingMode(.multicolor))
    let paints = list.items.compactMap { if case .fill(_, let p, _, _) = $0 { return p }; return nil }
    // heart.fill is a built-in symbol: drawn as palette (black), its drawing unchanged.
    #expect(paints == [.solid(Color.black.rgba)])
    // An outlined container and its glyph both take the colour; a filled one shows the glyph in white.
    func multicolor(_ name: String) throws -> [Paint] {
      try renderWithGlyphs(Image(systemName: name).symbolRenderingMode(.multicolor)).0.items
        .compactMap { if case .fill(_, let p, _, _) = $0 { return p }; return nil }
    }
    #expect(try multicolor("star.circle") == [.solid(Color.yellow.rgba), .solid(Color.yellow.rgba)])
    #expect(try multicolor("bell.circle.fill") == [.solid(Color.yellow.rgba), .solid(Color.white.rgba)])
    #expect(try multicolor("house") == [.solid(Color.black.rgba)])
  }

  @Test func symbolVariantPicksTheComposedNameOrFallsBack() {
    let known = SymbolLibrary.isKnown
    #expect(SymbolVariants.fill.apply(to: "heart", isKnown: known) == "heart.fill")
    #expect(SymbolVariants.circle.fill.apply(to: "person", isKnown: known) == "person.circle.fill")
    #expect(SymbolVariants.slash.apply(to: "bell", isKnown: known) == "bell.slash")
    // magnifyingglass has no .fill: the name stays.
    #expect(SymbolVariants.fill.apply(to: "magnifyingglass", isKnown: known) == "magnifyingglass")
    // A name that already has the suffix keeps it.
    #expect(SymbolVariants.fill.apply(to: "star.fill", isKnown: known) == "star.fill")
  }

  @Test func variableValueLightsLayersInOrder() throws {
    // wifi: a dot and three arcs. 0.5 passes (1−1)/3 and (2−1)/3 but not (3−1)/3: two arcs lit.
    let (list, _) = try renderWithGlyphs(Image(systemName: "wifi", variableValue: 0.5))
    let alphas = list.items.compactMap { if case .fill(_, .solid(let c), _, _) = $0 { return c.alpha }; return nil }
    #expect(alphas == [1, 1, 1, SymbolEffectChoices.inactiveLayerOpacity])
    #expect(SymbolEffectChoices.isLit(layer: 1, of: 3, value: 0) == false)
    #expect(SymbolEffectChoices.isLit(layer: 3, of: 3, value: 1))
  }

  @Test func unknownNamesListTheClosestOnes() throws {
    #expect(SymbolLibrary.closestNames(to: "hart.fill").prefix(2).contains("heart.fill"))
    #expect(SymbolLibrary.closestNames(to: "bel").contains("bell"))
    do {
      _ = try renderWithGlyphs(Image(systemName: "tortoise.fill"))
      Issue.record("expected an error")
    } catch let error as ViewRuntimeError {
      #expect(error.description.hasPrefix("unknown symbol 'tortoise.fill' in Image(systemName:); closest: "))
    }
    // A table symbol with no glyph source (a plain text measurer) says why it cannot be drawn.
    #expect(throws: ViewRuntimeError.unknownSymbol("bell")) { try render(Image(systemName: "bell")) }
    #expect(ViewRuntimeError.unknownSymbol("bell").description.contains("icon font"))
  }
}
