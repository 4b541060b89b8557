import Foundation
import Graphics
import Testing
@testable import ViewRuntime

/// `Font.custom`: a family is drawn with its design's pinned stand-in, at the weight and italics its
/// PostScript name spells, scaled by Dynamic Type as much as its text style is (SwiftUI's
/// `custom(_:size:relativeTo:)`), and the front end is told once per name.
@Suite("Custom fonts")
struct CustomFontTests {
  @Test func namesMapToTheirDesignWeightAndItalics() {
    let cases: [(String, Font.Design, Font.Weight?, Bool)] = [
      ("Avenir Next", .default, nil, false),
      ("AvenirNext-DemiBoldItalic", .default, .semibold, true),
      ("HelveticaNeue-UltraLight", .default, .ultraLight, false),
      ("Georgia", .serif, nil, false),
      ("TimesNewRomanPS-BoldMT", .serif, .bold, false),
      ("Menlo-Bold", .monospaced, .bold, false),
      ("Courier New", .monospaced, nil, false),
      ("SFProRounded-Semibold", .rounded, .semibold, false),
      ("Futura-MediumItalic", .default, .medium, true),
    ]
    for (name, design, weight, italic) in cases {
      let family = CustomFontFamily(name)
      #expect(family.design == design && family.weight == weight && family.isItalic == italic, "\(name)")
    }
  }

  @Test func customSizesScaleWithTheirTextStyleAndFixedOnesStay() {
    // Body is 17 points at .large and 23 at .xxxLarge: a 20-point custom font grows by 23/17.
    #expect(Font.custom("Avenir Next", size: 20, relativeTo: .body).scaled(to: .xxxLarge).size == 20.0 * 23 / 17)
    #expect(Font.custom("Avenir Next", size: 20, relativeTo: .body).scaled(to: .large).size == 20)
    #expect(Font.custom("Menlo", size: 14, relativeTo: nil).scaled(to: .accessibility5).size == 14)
    // Relative to a style, a custom font keeps its own weight (headline's semibold is not applied).
    #expect(Font.custom("Georgia", size: 20, relativeTo: .headline).weight == .regular)
  }

  @Test func aCustomFontIsDrawnWithItsStandInAndWarnedAboutOnce() throws {
    let texts = VStack {
      Text("a").font(.custom("Georgia-Bold", size: 18, relativeTo: .body))
      Text("b").font(.custom("Georgia-Bold", size: 18, relativeTo: .body))
    }
    let runtime = try SceneRuntime(root: texts, canvasSize: CGSize(width: 200, height: 100), measurer: FixedTextMeasurer())
    var warnings: [String] = []
    runtime.onWarning = { warnings.append($0) }
    let list = try runtime.displayList(at: 0)
    _ = try runtime.displayList(at: 0.5)
    let fonts = list.items.compactMap { item -> FontDescriptor? in if case .text(let r, _) = item { return r.font }; return nil }
    #expect(fonts == [FontDescriptor(size: 18, weight: 700, design: .serif), FontDescriptor(size: 18, weight: 700, design: .serif)])
    #expect(warnings == ["custom font 'Georgia-Bold' is not among the pinned fonts; drawn with the serif design's stand-in (DejaVu Serif)"])
  }
}

/// `.tracking(_:)` and `.kerning(_:)`: points between characters on top of the font's own tracking.
@Suite("Tracking")
struct TrackingTests {
  @Test func trackingAddsToTheFontsOwnTracking() throws {
    let texts = VStack {
      Text("a").font(.system(size: 17)).modifier(.tracking(2))
      Text("b").font(.system(size: 17, design: .serif)).modifier(.tracking(1.5))
      Text("c").font(.system(size: 17))
    }
    let (list, _) = try render(texts)
    let tracking = list.items.compactMap { item -> Double? in if case .text(let r, _) = item { return r.font.tracking }; return nil }
    // The system font's own tracking at 17 points (SF Pro's table: −0.43 pt) plus 2; the serif design
    // has none of its own.
    let own = SystemFontMetrics.tracking(size: 17)
    #expect(abs(own + 0.43) < 0.01)
    #expect(tracking == [own + 2, 1.5, own])
  }
}
