import Foundation
import Graphics
import Testing
@testable import ViewRuntime

/// `Canvas` and `GraphicsContext`: what a renderer's calls become in the display list.
@Suite struct CanvasTests {
  /// A 200×100 canvas centred in a 400×400 window, so its origin is (100, 150).
  private func draw(_ renderer: @escaping (inout GraphicsContext, CGSize) throws -> Void) throws -> DisplayList {
    let view = AnyView(node: .primitive(CanvasView(renderer: renderer))).frame(width: 200, height: 100)
    return try render(view).0
  }

  @Test func fillsAndStrokesFollowTheContextTransform() throws {
    var seen = CGSize.zero
    let list = try draw { context, size in
      seen = size
      context.translateBy(x: 10, y: 20)
      context.scaleBy(x: 2, y: 2)
      try context.fill(Path(CGRect(x: 0, y: 0, width: 5, height: 5)), with: .color(.red))
      try context.stroke(Path(CGRect(x: 0, y: 0, width: 5, height: 5)), with: .color(.blue), lineWidth: 3)
    }
    #expect(seen == CGSize(width: 200, height: 100))
    guard case .fill(_, .solid(let c), _, let t) = list.items[0], case .stroke(_, _, let style, let t2) = list.items[1] else {
      Issue.record("\(list.items)"); return
    }
    #expect(c == Color.red.rgba && style.lineWidth == 3)
    // scale 2, then translate (10, 20), then the canvas origin (100, 150).
    #expect(t == Transform2D(a: 2, b: 0, c: 0, d: 2, tx: 110, ty: 170) && t2 == t)
  }

  /// Copies keep their own state; opacity on a fill scales its paint (no layer); a clip and a blur
  /// wrap the drawing in layers, closed after it.
  @Test func stateCopiesOpacityClipsAndFilters() throws {
    let list = try draw { context, _ in
      var faded = context
      faded.opacity = 0.5
      try faded.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.green))
      try context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.green))
      var clipped = context
      try clipped.clip(to: Path(ellipseIn: CGRect(x: 0, y: 0, width: 50, height: 50)))
      clipped.addFilter(.blur(radius: 4))
      try clipped.fill(Path(CGRect(x: 0, y: 0, width: 60, height: 60)), with: .color(.blue))
    }
    guard case .fill(_, .solid(let a), _, _) = list.items[0], case .fill(_, .solid(let b), _, _) = list.items[1] else {
      Issue.record("\(list.items)"); return
    }
    #expect(a.alpha == 0.5 && b.alpha == 1)
    guard case .beginLayer(let clip) = list.items[2], case .beginLayer(let blur) = list.items[3], case .fill = list.items[4],
          case .endLayer = list.items[5], case .endLayer = list.items[6] else { Issue.record("\(list.items)"); return }
    #expect(clip.clip != nil && clip.clipTransform == .translation(x: 100, y: 150) && blur.blurRadius == 4)
    #expect(list.items.count == 7)
  }

  /// drawLayer composites its drawing as one group with the outer opacity; colorMultiply multiplies paints.
  @Test func layersAndColorMultiply() throws {
    let list = try draw { context, _ in
      context.opacity = 0.25
      try context.drawLayer { layer in
        try layer.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.white))
        try layer.fill(Path(CGRect(x: 5, y: 5, width: 10, height: 10)), with: .color(.white))
      }
      var tinted = context
      tinted.opacity = 1
      tinted.addFilter(.colorMultiply(Color(red: 0.5, green: 1, blue: 0.25)))
      try tinted.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.white))
    }
    guard case .beginLayer(let group) = list.items[0], case .endLayer = list.items[3], case .fill(_, .solid(let c), _, _) = list.items[4] else {
      Issue.record("\(list.items)"); return
    }
    #expect(group.opacity == 0.25)
    #expect(c == RGBAColor(red: 0.5, green: 1, blue: 0.25, alpha: 1))
  }

  /// A view drawn at a point sits with its anchor there, at its ideal size (the fixed measurer makes
  /// "Hi" at 17 points 2 × 0.6 × 17 = 20.4 wide and 17 tall).
  @Test func textIsPlacedByItsAnchor() throws {
    let list = try draw { context, _ in
      try context.draw(.text("Hi"), at: CGPoint(x: 50, y: 40), anchor: .center)
    }
    let origins = textOrigins(list)
    #expect(origins.count == 1)
    #expect(close(Double(origins[0].1.x), 100 + 50 - 10.2, 1e-6) && close(Double(origins[0].1.y), 150 + 40 - 8.5, 1e-6))
  }

  /// A non-normal blend mode wraps the whole canvas in a layer (it blends with the canvas, not the views
  /// behind) and each blended operation in a layer with that mode, outside its clips and filters.
  @Test func blendModesCompositeInsideTheCanvas() throws {
    let list = try draw { context, _ in
      try context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.red))
      var screen = context
      screen.blendMode = "screen"
      try screen.clip(to: Path(CGRect(x: 0, y: 0, width: 8, height: 8)))
      try screen.fill(Path(CGRect(x: 5, y: 5, width: 10, height: 10)), with: .color(.blue))
    }
    guard list.items.count == 8, case .beginLayer(let canvas) = list.items[0], case .fill = list.items[1],
          case .beginLayer(let blend) = list.items[2], case .beginLayer(let clip) = list.items[3], case .fill = list.items[4],
          case .endLayer = list.items[5], case .endLayer = list.items[6], case .endLayer = list.items[7] else {
      Issue.record("\(list.items)"); return
    }
    #expect(canvas == LayerEffect() && blend.blendMode == .screen && blend.clip == nil && clip.clip != nil && clip.blendMode == .normal)
  }

  /// SwiftUI's Porter-Duff context modes that the display list cannot composite fail with a message naming them.
  @Test func porterDuffModesFailWithAMessage() throws {
    let error = try #require(throws: CanvasError.self) {
      _ = try draw { context, _ in
        context.blendMode = "xor"
        try context.fill(Path(CGRect(x: 0, y: 0, width: 1, height: 1)), with: .color(.red))
      }
    }
    #expect(error.description.hasPrefix("Canvas blendMode .xor is not supported (it draws normal, multiply"), "\(error)")
  }

  /// An even-odd clip is a masked layer: the content, then the clip path filled even-odd as the mask.
  @Test func evenOddClipIsAMask() throws {
    let ring = Path { p in
      p.addEllipse(in: CGRect(x: 0, y: 0, width: 40, height: 40))
      p.addEllipse(in: CGRect(x: 10, y: 10, width: 20, height: 20))
    }
    let list = try draw { context, _ in
      try context.clip(to: ring, style: FillStyle(eoFill: true))
      try context.fill(Path(CGRect(x: 0, y: 0, width: 40, height: 40)), with: .color(.green))
    }
    guard list.items.count == 5, case .beginLayer(let layer) = list.items[0], case .fill(_, .solid(let c), .nonZero, _) = list.items[1],
          case .beginMask = list.items[2], case .fill(let mask, _, .evenOdd, let t) = list.items[3], case .endLayer = list.items[4] else {
      Issue.record("\(list.items)"); return
    }
    #expect(layer.clip == nil && c == Color.green.rgba && mask == ring && t == .translation(x: 100, y: 150))
  }

  /// Colour filters become the layer's colour matrix (the view modifiers' matrices, composed in order);
  /// colorMultiply on a view multiplies through the matrix, on a fill through the paint.
  @Test func colourFiltersAreLayerMatrices() throws {
    let list = try draw { context, _ in
      context.addFilter(.colorMatrix(.grayscale(1)))
      context.addFilter(.colorMatrix(.brightness(0.2)))
      try context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.red))
      var tinted = context
      tinted.addFilter(.colorMultiply(Color(red: 0.5, green: 1, blue: 1)))
      try tinted.draw(.text("Hi"), at: CGPoint(x: 20, y: 20))
    }
    guard case .beginLayer(let first) = list.items[0], case .fill(_, .solid(let red), _, _) = list.items[1], case .endLayer = list.items[2],
          case .beginLayer(let second) = list.items[3] else { Issue.record("\(list.items)"); return }
    #expect(red == Color.red.rgba)
    let grey = ColorMatrix.grayscale(1).concatenating(.brightness(0.2))
    #expect(first.colorMatrix == grey)
    #expect(second.colorMatrix == grey.concatenating(.multiply(RGBAColor(red: 0.5, green: 1, blue: 1, alpha: 1))))
    // Red through grayscale: Rec. 709 luma 0.2126 + 0.7152 × 0.231 + 0.0722 × 0.188 = 0.3920, then + 0.2.
    let out = grey.apply(Color.red.rgba)
    #expect(close(out.red, 0.2126 + 0.7152 * 0.231 + 0.0722 * 0.188 + 0.2, 1e-9) && out.red == out.green && out.green == out.blue)
  }

  /// Colours resolve in the canvas's scheme and tint: `.red` is dark-mode red (255, 69, 58), `.foreground` the
  /// dark label colour (white), shadow and multiply colours too; `.tint` and `accentColor` follow `.tint(_:)`.
  @Test func coloursFollowTheEnvironment() throws {
    let canvas = ViewNode.primitive(CanvasView { context, _ in
      try context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.red))
      try context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .style(AnyShapeStyle(ForegroundStyle())))
      try context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .style(AnyShapeStyle(TintShapeStyle())))
      try context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.accentColor.opacity(0.5)))
    })
    let themed = ViewNode.modified(.modified(canvas, .effect(TintModifier(.orange))), .effect(ColorSchemeModifier(.dark, isPreferred: false)))
    let list = try render(AnyView(node: themed).frame(width: 200, height: 100)).0
    let colours: [RGBAColor] = list.items.compactMap { if case .fill(_, .solid(let c), _, _) = $0 { c } else { nil } }
    let darkOrange = Color.system["systemOrange"]!.dark!
    #expect(colours == [Color.system["systemRed"]!.dark!, RGBAColor(red: 1, green: 1, blue: 1, alpha: 1), darkOrange,
                        darkOrange.withAlphaMultiplied(by: 0.5)], "\(colours)")
  }
}
