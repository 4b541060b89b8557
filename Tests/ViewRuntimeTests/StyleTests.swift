import AnimationEngine
import Foundation
import Graphics
import Testing
@testable import ViewRuntime

@Suite("Colours, fonts and symbols")
struct StyleTests {
  @Test func namedColoursHaveSwiftUILightModeValues() {
    #expect(Color.red.rgba == RGBAColor(red: 1, green: 0.231, blue: 0.188))
    #expect(Color.blue.rgba == RGBAColor(red: 0, green: 0.478, blue: 1))
    #expect(Color.pink.rgba == RGBAColor(red: 1, green: 0.176, blue: 0.333))
    #expect(Color.primary.rgba == .black)
    #expect(Color.secondary.rgba.alpha == 0.6)
    #expect(Color(white: 0.5, opacity: 0.5).rgba == RGBAColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 0.5))
    #expect(Color.orange.opacity(0.5).rgba == RGBAColor(red: 1, green: 0.584, blue: 0, alpha: 0.5))
  }

  @Test func textStylesHaveDefaultSizes() {
    let sizes: [(Font, Double, Int)] = [(.largeTitle, 34, 400), (.title, 28, 400), (.title2, 22, 400), (.title3, 20, 400),
      (.headline, 17, 600), (.body, 17, 400), (.callout, 16, 400), (.subheadline, 15, 400), (.footnote, 13, 400),
      (.caption, 12, 400), (.caption2, 11, 400)]
    for (font, size, weight) in sizes {
      #expect(font.size == size && font.weight.value == weight)
    }
  }

  @Test func fontAndForegroundAreInheritedAndInnermostWins() throws {
    let view = VStack { Text("a"); Text("b").font(.caption).foregroundStyle(.red) }.font(.title).fontWeight(.bold).foregroundStyle(.blue)
    let (list, _) = try render(view)
    let runs = list.items.compactMap { item -> TextRun? in if case .text(let r, _) = item { return r }; return nil }
    #expect(runs[0].font == Font.system(size: 28, weight: .bold).descriptor && runs[0].paint == .solid(Color.blue.rgba))
    #expect(runs[1].font == Font.system(size: 12, weight: .bold).descriptor && runs[1].paint == .solid(Color.red.rgba))
  }

  @Test func boldAndSystemFont() throws {
    let (list, _) = try render(Text("x").font(.system(size: 40, weight: .light, design: .rounded)).bold())
    guard case .text(let run, _) = list.items[0] else { Issue.record("no text"); return }
    #expect(run.font == FontDescriptor(size: 40, weight: 700, design: .rounded))
  }

  @Test func buttonLabelIsAccentBlue() throws {
    let (list, _) = try render(Button("Tap") {})
    guard case .text(let run, _) = list.items[0] else { Issue.record("no text"); return }
    #expect(run.paint == .solid(Color.blue.rgba))
  }

  @Test func symbolSizeFollowsFont() throws {
    let (_, inspection) = try render(Image(systemName: "circle.fill").font(.system(size: 120)), width: 400, height: 400)
    let h = 120 * 1.2
    #expect(inspection.nodes[0].bounds == [200 - h / 2, 200 - h / 2, h, h])
    #expect(inspection.nodes[0].kind == .image && inspection.nodes[0].symbol == "circle.fill")
  }

  @Test func paletteSymbolUsesBothStyles() throws {
    let view = Image(systemName: "location.circle.fill").symbolRenderingMode(.palette).foregroundStyle(.yellow, .pink)
    let (list, _) = try render(view)
    let paints = list.items.compactMap { item -> Paint? in if case .fill(_, let p, _, _) = item { return p }; return nil }
    // The enclosing circle (secondary) is drawn first, the arrow (primary) on top.
    #expect(paints == [.solid(Color.pink.rgba), .solid(Color.yellow.rgba)])
  }

  @Test func monochromeSymbolKnocksOutTheGlyph() throws {
    let (list, _) = try render(Image(systemName: "location.circle.fill").foregroundStyle(.red))
    #expect(list.items.count == 1)
    guard case .fill(_, let paint, let rule, _) = list.items[0] else { Issue.record("no fill"); return }
    #expect(paint == .solid(Color.red.rgba) && rule == .evenOdd)
  }

  @Test func everyListedSymbolExists() {
    for name in ["location.circle.fill", "heart.fill", "star.fill", "circle.fill", "arrow.up"] {
      #expect(SymbolLibrary.symbol(named: name) != nil)
    }
  }

  /// SwiftUI draws nothing for an unknown name (and logs); the runtime asks its front end, which may throw.
  @Test func unknownSymbolDrawsNothingAndReportsItsName() throws {
    let view = HStack(spacing: 0) { Image(systemName: "tortoise.fill"); Rectangle().frame(width: 10, height: 10) }
    let runtime = try SceneRuntime(root: view, canvasSize: CGSize(width: 100, height: 100), measurer: FixedTextMeasurer())
    var reported: [String] = []
    runtime.onUnknownSymbol = { reported.append($0) }
    let (list, _) = try runtime.render(at: 0)
    #expect(reported.contains("tortoise.fill"))
    // Exactly what the rectangle alone draws: the image took no space and drew nothing.
    let alone = try SceneRuntime(root: HStack(spacing: 0) { Rectangle().frame(width: 10, height: 10) },
                                 canvasSize: CGSize(width: 100, height: 100), measurer: FixedTextMeasurer())
    let aloneList = try alone.render(at: 0).0
    #expect(list == aloneList)
    #expect(list.items.count == 1)
    let strict = try SceneRuntime(root: view, canvasSize: CGSize(width: 100, height: 100), measurer: FixedTextMeasurer())
    strict.onUnknownSymbol = { throw ViewRuntimeError.unknownSymbol($0) }
    #expect(throws: ViewRuntimeError.unknownSymbol("tortoise.fill")) { try strict.render(at: 0) }
    #expect(ViewRuntimeError.unknownSymbol("tortoise.fill").description.contains("'tortoise.fill'"))
  }

  @Test func emojiTextIsPassedThroughWhole() throws {
    let (list, _) = try render(Text("👩‍👩‍👧 ❤️").font(.system(size: 100)))
    guard case .text(let run, _) = list.items[0] else { Issue.record("no text"); return }
    #expect(run.text == "👩‍👩‍👧 ❤️")
  }
}

@Suite("Gradients")
struct GradientTests {
  @Test func linearGradientSpansTheFilledFrame() throws {
    let g = LinearGradient(colors: [.red, .yellow, .blue], startPoint: .top, endPoint: .bottom)
    let (list, _) = try render(Rectangle().fill(g).frame(width: 100, height: 50), width: 200, height: 200)
    guard case .fill(_, let paint, _, _) = list.items[0] else { Issue.record("no fill"); return }
    let stops = [GradientStop(color: Color.red.rgba, location: 0), GradientStop(color: Color.yellow.rgba, location: 0.5),
                 GradientStop(color: Color.blue.rgba, location: 1)]
    #expect(paint == .linearGradient(stops: stops, start: CGPoint(x: 100, y: 75), end: CGPoint(x: 100, y: 125)))
  }

  @Test func textGradientIsInTheRunsSpace() throws {
    let g = LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)
    let (list, _) = try render(Text("ab").foregroundStyle(g), width: 200, height: 200)
    guard case .text(let run, _) = list.items[0] else { Issue.record("no text"); return }
    guard case .linearGradient(_, let s, let e) = run.paint else { Issue.record("no gradient"); return }
    #expect(close(Double(s.x), 0) && close(Double(e.x), 2 * 17 * 0.6) && close(Double(s.y), 8.5))
  }
}

@Suite("Images and bad numbers")
struct ImageAndSanitizingTests {
  @Test func resizableSymbolScaledToFit() throws {
    let (_, ins) = try render(Image(systemName: "heart.fill").resizable().scaledToFit().frame(width: 100, height: 50), width: 200, height: 200)
    // heart.fill is 1.1 times as wide as tall: the fitting size in 100 × 50 is 55 × 50, centred.
    #expect(ins.nodes[0].bounds == [72.5, 75, 55, 50])
  }

  @Test func resizableSymbolFillsItsFrame() throws {
    let (_, ins) = try render(Image(systemName: "circle.fill").resizable().frame(width: 80, height: 40), width: 200, height: 200)
    #expect(ins.nodes[0].bounds == [60, 80, 80, 40])
  }

  @Test func imageScaleFollowsTheFont() throws {
    let (_, ins) = try render(Image(systemName: "circle.fill").imageScale(.large), width: 200, height: 200)
    let h = 17 * 1.2 * 1.29
    #expect(abs(ins.nodes[0].bounds[3] - h) < 1e-9)
  }

  @Test func negativeAndNonFiniteNumbersAreIgnored() throws {
    let (list, ins) = try render(Text("A").frame(width: -5).offset(x: .nan).opacity(.infinity).rotationEffect(.degrees(.nan)), width: 100, height: 100)
    let boundsFinite = ins.nodes[0].bounds.allSatisfy { $0.isFinite }
    #expect(boundsFinite)
    for item in list.items {
      if case .text(_, let t) = item {
        let finite = [t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy { $0.isFinite }
        #expect(finite)
      }
    }
  }
}

@Suite("Drawing extras")
struct DrawingExtraTests {
  @Test func zIndexRaisesASibling() throws {
    let (list, _) = try render(ZStack { Color.red.zIndex(1); Color.blue }, width: 10, height: 10)
    let paints = list.items.compactMap { item -> Paint? in if case .fill(_, let p, _, _) = item { return p }; return nil }
    #expect(paints == [.solid(Color.blue.rgba), .solid(Color.red.rgba)])
  }

  @Test func hiddenKeepsItsSpace() throws {
    let (list, _) = try render(HStack(spacing: 0) { Color.red.frame(width: 30).hidden(); Color.blue.frame(width: 30) }, width: 100, height: 10)
    #expect(fillBounds(list) == [CGRect(x: 50, y: 0, width: 30, height: 10)])
  }

  @Test func clippedClipsToTheFrame() throws {
    let (list, _) = try render(Color.red.frame(width: 20, height: 20).clipped(), width: 100, height: 100)
    #expect(list.items.first == .beginLayer(LayerEffect(clip: Path { $0.addRect(CGRect(x: 40, y: 40, width: 20, height: 20)) })))
  }

  @Test func italicAndDesign() throws {
    let (list, _) = try render(Text("x").italic().monospaced())
    guard case .text(let run, _) = list.items[0] else { Issue.record("no text"); return }
    #expect(run.font == FontDescriptor(size: 17, weight: 400, design: .monospaced, italic: true))
  }
}
