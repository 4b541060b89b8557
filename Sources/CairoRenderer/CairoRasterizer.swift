import CCairo
import Foundation
import Graphics

/// Rasterizes display lists with Cairo (shapes) and Pango (text), into premultiplied BGRA frames.
///
/// ```swift
/// let rasterizer = try CairoRasterizer()
/// let frame = try rasterizer.render(list, scale: 2)   // 2 pixels per point
/// ```
///
/// - Antialiasing is pinned to Cairo's grayscale mode and text to the project's own fontconfig
///   configuration (`FontLibrary`), so the same display list gives byte-identical frames on any run.
/// - Text is shaped once per (text, font) and rendered once per device scale into a cached sprite
///   that each frame composites with its own transform (`Options.textRendering`).
/// - A layer (`beginLayer` … `endLayer`) is drawn into its own surface, then composited in this order:
///   its content is clipped to `clip`, multiplied by its mask (items after `beginMask`), transformed by
///   `colorMatrix`, blurred by `blurRadius`, warped by `projection`, gets the `shadow` (a tinted,
///   blurred, offset copy of its alpha) underneath, and the whole is faded by `opacity` and combined by
///   `blendMode` (`Effects/CairoRasterizer+Composite.swift`). Nest layers for other orders.
/// - A small translucent solid fill is drawn through a cached coverage mask (`CoverageMaskCache`), with
///   the pixels `cairo_fill` gives, so repeated shapes (a grid of dots) are scan-converted once.
/// - A `backdrop` (a material) blurs and tints what the current layer already holds under its shape.
/// - Blur radii are the Gaussian's standard deviation in points, approximated by three box blurs.
///
/// The surfaces and caches live as long as the rasterizer and are reused between frames. Calls are
/// serialised by a lock, so one instance can be shared, but rendering in parallel needs one per thread.
public final class CairoRasterizer: Rasterizer, @unchecked Sendable {
  /// How the rasterizer trades memory for speed.
  public struct Options: Hashable, Sendable {
    public enum TextRendering: String, Hashable, Sendable {
      /// Render each run once per device scale into a cached surface, then composite it (fast).
      case sprites
      /// Draw the glyphs with every frame's transform (slow; for comparison and benchmarks).
      case direct
    }

    public var textRendering: TextRendering
    /// Upper bound of the sprite cache, in bytes of pixels; least recently used sprites go first.
    public var spriteCacheBytes: Int
    /// Sprites larger than this many pixels on a side are not made; such text is drawn directly.
    public var maxSpriteDimension: Int

    /// Pixels per em of the colour emoji font's only bitmap strike (Noto Color Emoji: 109). Sprites of
    /// emoji-only runs are never made finer than this; larger emoji are upscaled when composited.
    public var emojiStrikePixelsPerEm: Double
    /// Upper bound of the coverage masks kept for small solid fills (`CoverageMaskCache`), in bytes;
    /// 0 fills every shape directly.
    public var coverageMaskBytes: Int

    public init(
      textRendering: TextRendering = .sprites, spriteCacheBytes: Int = 96 << 20, maxSpriteDimension: Int = 4096,
      emojiStrikePixelsPerEm: Double = 109, coverageMaskBytes: Int = 16 << 20
    ) {
      self.textRendering = textRendering
      self.spriteCacheBytes = spriteCacheBytes
      self.maxSpriteDimension = maxSpriteDimension
      self.emojiStrikePixelsPerEm = emojiStrikePixelsPerEm
      self.coverageMaskBytes = coverageMaskBytes
    }
  }

  public let fonts: FontLibrary
  public let options: Options
  private let lock = NSLock()
  private let painter: TextPainter
  private var frameSurface: ImageSurface?
  /// Frame-sized surfaces for layers, masks, warps and blurs, reused between frames (`takeSurface`).
  var surfacePool: [ImageSurface] = []
  /// Asset images turned into Cairo surfaces / vector handles once, on first use.
  private let images = ImagePainter()
  private let coverageMasks: CoverageMaskCache?

  public init(fonts: FontLibrary, options: Options = Options()) {
    self.fonts = fonts
    self.options = options
    painter = TextPainter(shaper: TextShaper(library: fonts), options: options)
    coverageMasks = options.coverageMaskBytes > 0 ? CoverageMaskCache(budget: options.coverageMaskBytes) : nil
  }

  /// A rasterizer over the default pinned Debian fonts; throws if a font package is missing.
  public convenience init(options: Options = Options()) throws {
    self.init(fonts: try FontLibrary(), options: options)
  }

  /// Versions of the C libraries that decide the pixels (goldens are only comparable across equal versions).
  public static var libraryVersions: [String: String] {
    let fc = Int(FcGetVersion())
    return [
      "cairo": String(cString: cairo_version_string()),
      "pango": String(cString: pango_version_string()),
      "fontconfig": "\(fc / 10000).\(fc / 100 % 100).\(fc % 100)",
    ]
  }

  /// A measurer that agrees with this rasterizer's text layout (same fonts and settings).
  public func makeTextMeasurer() -> PangoTextMeasurer { PangoTextMeasurer(fonts: fonts) }

  /// Cache sizes, for diagnostics and tests.
  public var cacheStatistics: (layouts: Int, sprites: Int, spriteBytes: Int) {
    lock.lock()
    defer { lock.unlock() }
    return (painter.shaper.cachedLayoutCount, painter.spriteCount, painter.spriteBytes)
  }

  /// Coverage masks kept for small translucent fills (`CoverageMaskCache`), for tests.
  public var coverageMaskCount: Int {
    lock.lock()
    defer { lock.unlock() }
    return coverageMasks?.count ?? 0
  }

  public func render(_ list: DisplayList, scale: Double) throws -> FrameBuffer {
    lock.lock()
    defer { lock.unlock() }
    return try renderLocked(list, scale: scale).frameBuffer()
  }

  /// Renders into `frame`, reusing its pixel storage when the size matches (no per-frame allocation).
  public func render(_ list: DisplayList, scale: Double, into frame: inout FrameBuffer) throws {
    lock.lock()
    defer { lock.unlock() }
    let surface = try renderLocked(list, scale: scale)
    guard frame.width == surface.width, frame.height == surface.height, frame.bytesPerRow == surface.stride else {
      frame = surface.frameBuffer()
      return
    }
    surface.copy(into: &frame.pixels)
  }

  private func renderLocked(_ list: DisplayList, scale: Double) throws -> ImageSurface {
    guard scale.isFinite, scale > 0, list.size.width.isFinite, list.size.height.isFinite else {
      throw CairoRendererError.nonFiniteGeometry("canvas \(list.size.width)x\(list.size.height) at scale \(scale)")
    }
    let w = (list.size.width * scale).rounded(), h = (list.size.height * scale).rounded()
    guard (1...32767).contains(w), (1...32767).contains(h) else {
      throw CairoRendererError.invalidCanvas(width: Int(max(-1e9, min(1e9, w))), height: Int(max(-1e9, min(1e9, h))))
    }
    let width = Int(w), height = Int(h)
    if frameSurface?.width != width || frameSurface?.height != height {
      frameSurface = try ImageSurface(width: width, height: height)
      surfacePool.removeAll()
    }
    let frame = frameSurface!
    try draw(list, scale: scale, into: frame)
    return frame
  }

  // MARK: Drawing

  struct Layer {
    let surface: ImageSurface
    /// Where items draw now: the layer's context, or its mask's after `beginMask`.
    var cr: OpaquePointer
    let effect: LayerEffect
    /// Device-space bounds of the clip, so drawing bounds stay tight.
    let clipBox: PixelBox?
    /// Every pixel drawn so far lies in here; blur, shadow and compositing work only on it.
    /// After `beginMask`, the mask's pixels.
    var content: PixelBox? = nil
    /// Set by `beginMask`: the mask's surface, and the content's context and box kept aside.
    var mask: (surface: ImageSurface, contentCR: OpaquePointer, content: PixelBox?)? = nil

    /// The surface items draw into now.
    var target: ImageSurface { mask?.surface ?? surface }
  }

  private func draw(_ list: DisplayList, scale: Double, into frame: ImageSurface) throws {
    let root = cairo_create(frame.surface)!
    var stack: [Layer] = []
    defer {
      for layer in stack.reversed() {
        cairo_destroy(layer.cr)
        surfacePool.append(layer.surface)
        if let mask = layer.mask {
          cairo_destroy(mask.contentCR)
          surfacePool.append(mask.surface)
        }
      }
      cairo_destroy(root)
    }
    cairo_set_antialias(root, CAIRO_ANTIALIAS_GRAY)
    let bg = list.background
    try CairoContext.checkFinite(.solid(bg), "background")
    cairo_set_operator(root, CAIRO_OPERATOR_SOURCE)
    cairo_set_source_rgba(root, bg.red, bg.green, bg.blue, bg.alpha)
    cairo_paint(root)
    cairo_set_operator(root, CAIRO_OPERATOR_OVER)
    let pixelScale = Transform2D.scale(x: scale, y: scale)
    let (width, height) = (frame.width, frame.height)
    /// Records that the current layer drew within `rect` (device space, conservative).
    func touched(_ rect: CGRect?) {
      guard let rect, !stack.isEmpty, let box = PixelBox.enclosing(rect, width: width, height: height) else { return }
      guard let clipped = box.intersection(stack[stack.count - 1].clipBox) else { return }
      stack[stack.count - 1].content = clipped.union(stack[stack.count - 1].content)
    }

    /// Fills `path` on `cr`; `alpha` fades a solid paint (a faded single fill, see below).
    func fill(_ path: Path, _ paint: Paint, _ rule: FillRule, _ transform: Transform2D, on cr: OpaquePointer, item index: Int,
              alpha: Double = 1) throws {
      try CairoContext.checkFinite(transform, "item \(index)")
      try CairoContext.checkFinite(path, "item \(index)")
      try CairoContext.checkFinite(paint, "item \(index)")
      let device = transform.concatenating(pixelScale)
      let bounds = path.controlPointBounds
      guard device.determinant != 0, !path.isEmpty, !device.squashesToNothing(bounds) else { return }
      let box = device.apply(bounds)
      defer { touched(box) }
      // Not under a clip: Cairo clips a fill by intersecting outlines, a mask by multiplying coverages,
      // which differ along the clip's antialiased edge.
      if case .solid(var c) = paint, let coverageMasks, stack.last?.effect.clip == nil {
        c.alpha *= alpha
        if coverageMasks.fill(path, box: box, rule, device, c, on: cr, surfaceWidth: width, surfaceHeight: height) { return }
      }
      cairo_save(cr)
      CairoContext.setMatrix(cr, device)
      CairoContext.appendPath(cr, path)
      if alpha < 1, case .solid(let c) = paint {
        cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha * alpha)
      } else {
        CairoContext.setPaint(cr, paint, extents: bounds)
      }
      cairo_set_fill_rule(cr, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
      cairo_fill(cr)
      cairo_restore(cr)
    }

    let items = list.items
    var index = 0
    while index < items.count {
      defer { index += 1 }
      let item = items[index]
      let cr = stack.last?.cr ?? root
      // A layer that only fades one solid fill is that fill with its colour's alpha scaled: a fill
      // covers each pixel once, so there is nothing inside the group to composite, and drawing it
      // directly skips a surface, a context and a composite per view (a faded shape in SwiftUI).
      if index + 2 < items.count, case .beginLayer(let effect) = item, let opacity = Self.fadeOnly(effect),
         case .fill(let path, let paint, let rule, let transform) = items[index + 1], case .solid = paint,
         case .endLayer = items[index + 2] {
        if opacity > 0 {
          try fill(path, paint, rule, transform, on: cr, item: index + 1, alpha: opacity)
        } else {
          // Nothing is drawn, but bad geometry still fails as it does inside a layer.
          try CairoContext.checkFinite(transform, "item \(index + 1)")
          try CairoContext.checkFinite(path, "item \(index + 1)")
          try CairoContext.checkFinite(paint, "item \(index + 1)")
        }
        index += 2
        try CairoContext.status(cr)
        continue
      }
      switch item {
      case .fill(let path, let paint, let rule, let transform):
        try fill(path, paint, rule, transform, on: cr, item: index)

      case .stroke(let path, let paint, let style, let transform):
        try CairoContext.checkFinite(transform, "item \(index)")
        try CairoContext.checkFinite(path, "item \(index)")
        try CairoContext.checkFinite(paint, "item \(index)")
        guard style.lineWidth.isFinite, style.dash.allSatisfy(\.isFinite) else {
          throw CairoRendererError.nonFiniteGeometry("stroke style of item \(index)")
        }
        if !style.dash.isEmpty, style.dash.contains(where: { $0 < 0 }) || style.dash.allSatisfy({ $0 == 0 }) {
          throw CairoRendererError.invalidDash(style.dash)
        }
        let device = transform.concatenating(pixelScale)
        guard device.determinant != 0, !path.isEmpty, style.lineWidth > 0,
              !device.squashesToNothing(path.controlPointBounds.insetBy(dx: -style.lineWidth / 2, dy: -style.lineWidth / 2))
        else { continue }
        cairo_save(cr)
        CairoContext.setMatrix(cr, device)
        CairoContext.appendPath(cr, path)
        cairo_set_line_width(cr, style.lineWidth)
        cairo_set_line_cap(cr, Self.cairoCap(style.lineCap))
        cairo_set_line_join(cr, Self.cairoJoin(style.lineJoin))
        let miter = style.miterLimit.isFinite ? max(1, style.miterLimit) : 10
        cairo_set_miter_limit(cr, miter)
        if !style.dash.isEmpty {
          cairo_set_dash(cr, style.dash, Int32(style.dash.count), style.dashPhase.isFinite ? style.dashPhase : 0)
        }
        // Miter joins reach at most miterLimit × half the width; square caps √2 × half the width.
        let reach = style.lineWidth / 2 * (style.lineJoin == .miter ? max(miter, 2.0.squareRoot()) : style.lineCap == .square ? 2.0.squareRoot() : 1)
        CairoContext.setPaint(cr, paint, extents: path.controlPointBounds.insetBy(dx: -reach, dy: -reach))
        cairo_stroke(cr)
        cairo_restore(cr)
        touched(device.apply(path.controlPointBounds.insetBy(dx: -reach, dy: -reach)))

      case .text(let run, let transform):
        try CairoContext.checkFinite(transform, "item \(index)")
        try CairoContext.checkFinite(run.paint, "item \(index)")
        touched(try painter.draw(run, device: transform.concatenating(pixelScale), into: cr))

      case .beginLayer(let effect):
        guard effect.opacity.isFinite, effect.blurRadius.isFinite, effect.projection?.isFinite ?? true,
              effect.colorMatrix?.m.allSatisfy(\.isFinite) ?? true else {
          throw CairoRendererError.nonFiniteGeometry("layer effect of item \(index)")
        }
        let surface = try takeSurface(like: frame)
        let layerCR = cairo_create(surface.surface)!
        cairo_set_antialias(layerCR, CAIRO_ANTIALIAS_GRAY)
        var clipBox: PixelBox?
        if let clip = effect.clip {
          let device = effect.clipTransform.concatenating(pixelScale)
          clipBox = PixelBox.enclosing(device.apply(clip.controlPointBounds), width: width, height: height)
            ?? PixelBox(x0: 0, y0: 0, x1: 0, y1: 0)
        }
        stack.append(Layer(surface: surface, cr: layerCR, effect: effect, clipBox: clipBox))
        if let clip = effect.clip {
          try CairoContext.checkFinite(clip, "clip of item \(index)")
          try CairoContext.checkFinite(effect.clipTransform, "clip of item \(index)")
          let device = effect.clipTransform.concatenating(pixelScale)
          if device.determinant == 0 {
            cairo_rectangle(layerCR, 0, 0, 0, 0)  // a degenerate clip hides everything
          } else {
            CairoContext.setMatrix(layerCR, device)
            CairoContext.appendPath(layerCR, clip)
            cairo_identity_matrix(layerCR)
          }
          cairo_clip(layerCR)
        }

      case .beginMask:
        guard var layer = stack.popLast(), layer.mask == nil else { throw CairoRendererError.unbalancedLayers }
        let surface = try takeSurface(like: frame)
        let maskCR = cairo_create(surface.surface)!
        cairo_set_antialias(maskCR, CAIRO_ANTIALIAS_GRAY)
        layer.mask = (surface, layer.cr, layer.content)
        layer.cr = maskCR
        layer.content = nil
        stack.append(layer)

      case .endLayer:
        guard var layer = stack.popLast() else { throw CairoRendererError.unbalancedLayers }
        try CairoContext.status(layer.cr)
        cairo_destroy(layer.cr)
        if let mask = layer.mask {
          // The content keeps only as much of each pixel as the mask covers (destination-in).
          mask.surface.dirty = layer.content
          layer.cr = mask.contentCR
          layer.content = LayerPixels.applyMask(mask.surface, maskContent: layer.content, to: layer.surface, content: mask.content)
          layer.mask = nil
          surfacePool.append(mask.surface)
          cairo_destroy(mask.contentCR)
        }
        layer.surface.dirty = layer.content
        defer { surfacePool.append(layer.surface) }
        touched(try composite(&layer, onto: stack.last?.cr ?? root, scale: scale)?.rect)

      case .backdrop(let backdrop):
        try CairoContext.checkFinite(backdrop.path, "item \(index)")
        try CairoContext.checkFinite(backdrop.transform, "item \(index)")
        try CairoContext.checkFinite(.solid(backdrop.tint), "item \(index)")
        guard backdrop.blurRadius.isFinite, backdrop.saturation.isFinite else {
          throw CairoRendererError.nonFiniteGeometry("material of item \(index)")
        }
        let scratch = try takeSurface(like: frame)
        defer { surfacePool.append(scratch) }
        let pool = (take: { try self.takeSurface(like: frame) }, giveBack: { (s: ImageSurface) in self.surfacePool.append(s) })
        touched(try BackdropPainter.draw(backdrop, scale: scale, on: cr, target: stack.last?.target ?? frame, scratch: scratch, pool: pool)?.rect)

      case .image(let draw):
        try CairoContext.checkFinite(draw.transform, "item \(index)")
        guard draw.rect.minX.isFinite, draw.rect.minY.isFinite, draw.rect.width.isFinite, draw.rect.height.isFinite else {
          throw CairoRendererError.nonFiniteGeometry("image rectangle of item \(index)")
        }
        touched(try images.draw(draw, scale: scale, on: cr))
      }
      try CairoContext.status(stack.last?.cr ?? root)
    }
    guard stack.isEmpty else { throw CairoRendererError.unbalancedLayers }
    try CairoContext.status(root)
    cairo_surface_flush(frame.surface)
  }

  /// A transparent surface of the frame's size, reused from earlier layers when possible.
  func takeSurface(like frame: ImageSurface) throws -> ImageSurface {
    if let reused = surfacePool.popLast() {
      reused.clear()
      return reused
    }
    return try ImageSurface(width: frame.width, height: frame.height)
  }

  private static func cairoCap(_ cap: StrokeStyle.LineCap) -> cairo_line_cap_t {
    switch cap {
    case .butt: return CAIRO_LINE_CAP_BUTT
    case .round: return CAIRO_LINE_CAP_ROUND
    case .square: return CAIRO_LINE_CAP_SQUARE
    }
  }

  private static func cairoJoin(_ join: StrokeStyle.LineJoin) -> cairo_line_join_t {
    switch join {
    case .miter: return CAIRO_LINE_JOIN_MITER
    case .round: return CAIRO_LINE_JOIN_ROUND
    case .bevel: return CAIRO_LINE_JOIN_BEVEL
    }
  }
}
