import Foundation
import Graphics

/// SwiftUI's `Image` of an asset catalog image (`Image("bear")`, `Image(.bear)`, `Image(uiImage:)`): a
/// leaf view drawn as one display-list image item, or a placeholder when the catalog lacks the name.
///
/// Like SwiftUI, the image keeps its own size in points unless `.resizable()`, which makes it take the
/// size it is offered (combine with `.aspectRatio`/`.scaledToFit()` to keep its shape).
/// `.renderingMode(.template)` (or the image set's template intent) draws its alpha in the
/// foreground style. https://developer.apple.com/documentation/swiftui/image
public struct AssetImageView: ViewEffect, ResolvableEffect {
  /// SwiftUI's `Image.TemplateRenderingMode`.
  public enum RenderingMode: String, Hashable, Sendable { case original, template }

  public var name: String
  /// nil: the catalog has no image of this name; a placeholder is drawn.
  public var image: AssetImage?
  public var isResizable = false
  /// nil: the image set's own intent (template or original).
  public var renderingMode: RenderingMode?
  public var interpolation: ImageDraw.Interpolation = .high
  public var antialiased = true

  /// A missing image's size: large enough to read its name (SwiftUI draws nothing there; a visible box
  /// is a choice, so a missing file is noticed in the video).
  public static let placeholderSize = CGSize(width: 100, height: 100)

  public init(name: String, image: AssetImage?) { self.name = name; self.image = image }

  public var size: CGSize { image?.size ?? Self.placeholderSize }
  var isTemplate: Bool { (renderingMode ?? (image?.isTemplate == true ? .template : .original)) == .template }

  func resolve(_ r: EffectResolution) throws -> ResolvedView {
    // The image set's dark files in dark mode; the layout size stays the any-appearance image's.
    let drawn = r.environment.colorScheme == .dark ? image?.dark ?? image : image
    return ResolvedView(.effect(.empty, AssetImageDrawer(view: self, drawn: drawn, tint: isTemplate ? r.environment.primaryForeground : nil)))
  }
}

struct AssetImageDrawer: DrawnEffect {
  let view: AssetImageView
  /// The image drawn: the view's, or its dark variant.
  let drawn: AssetImage?
  let tint: StylePaint?

  func sizeThatFits(_ content: ResolvedView, _ proposal: ProposedViewSize) -> CGSize {
    let own = view.size
    guard view.isResizable else { return own }
    func pick(_ p: Double?, _ fallback: CGFloat) -> Double {
      guard let p, p.isFinite else { return Double(fallback) }
      return max(0, p)
    }
    return CGSize(width: pick(proposal.width, own.width), height: pick(proposal.height, own.height))
  }

  /// Drawn as a whole: right to left, only its position is mirrored (SwiftUI mirrors neither a canvas's
  /// drawing nor an image unless `flipsForRightToLeftLayoutDirection(true)`).
  func draw(_ content: ResolvedView, _ place: EffectPlacement, _ out: inout DisplayListBuilder) throws {
    try out.drawLeaf(place) { p, o in try drawUnmirrored(content, p, &o) }
  }

  private func drawUnmirrored(_ content: ResolvedView, _ place: EffectPlacement, _ out: inout DisplayListBuilder) throws {
    let frame = place.frame
    var place = place
    var values: [String: [Double]] = ["size": [Double(view.size.width), Double(view.size.height)]]
    if let image = drawn {
      out.emit(.image(ImageDraw(image: image, rect: frame, transform: place.ctm, tint: tint?.paint(in: frame),
                                interpolation: view.interpolation, antialiased: view.antialiased)))
      if let tint { values["rgba"] = tint.inspectValues["rgba"] ?? [] }
    } else {
      drawPlaceholder(frame, place.ctm, &out)
      values["missing"] = [1]
    }
    if view.isTemplate { values["template"] = [1] }
    place = place.adding(InspectModifier(name: "assetImage", values: values))
    out.record(InspectNode(kind: .image, symbol: view.name, bounds: [], modifiers: []), place)
  }

  /// A light grey box with a border, one diagonal and the missing name in its top-left corner.
  private func drawPlaceholder(_ frame: CGRect, _ ctm: Transform2D, _ out: inout DisplayListBuilder) {
    guard frame.width > 0, frame.height > 0 else { return }
    var box = Path()
    box.addRect(frame)
    let ink = RGBAColor(red: 0.56, green: 0.56, blue: 0.58, alpha: 1)
    out.emit(.fill(path: box, paint: .solid(RGBAColor(red: 0.9, green: 0.9, blue: 0.92, alpha: 1)), rule: .nonZero, transform: ctm))
    var diagonal = Path()
    diagonal.addLines([CGPoint(x: frame.minX, y: frame.minY), CGPoint(x: frame.maxX, y: frame.maxY)])
    out.emit(.stroke(path: diagonal, paint: .solid(ink), style: StrokeStyle(lineWidth: 1), transform: ctm))
    out.emit(.stroke(path: box, paint: .solid(ink), style: StrokeStyle(lineWidth: 1), transform: ctm))
    out.emit(.beginLayer(LayerEffect(clip: box, clipTransform: ctm)))
    let font = FontDescriptor(size: min(12, max(6, Double(frame.height) / 4)), weight: 600)
    let origin = Transform2D.translation(x: Double(frame.minX) + 4, y: Double(frame.minY) + 3)
    out.emit(.text(run: TextRun(text: view.name, font: font, paint: .solid(RGBAColor(red: 0.24, green: 0.24, blue: 0.26, alpha: 1))),
                   transform: origin.concatenating(ctm)))
    out.emit(.endLayer)
  }
}
