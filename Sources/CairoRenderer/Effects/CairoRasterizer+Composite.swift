import CCairo
import Foundation
import Graphics

/// How a finished layer reaches its parent: its effects applied in order, then composited.
extension CairoRasterizer {
  /// Composites a finished layer onto its parent; returns the parent pixels it may have changed.
  ///
  /// Order: colour matrix, blur, alpha threshold, projection, shadow, then opacity and blend mode onto the parent. The
  /// projection's output goes to a pooled surface that takes the layer's place.
  func composite(_ layer: inout Layer, onto parent: OpaquePointer, scale: Double) throws -> PixelBox? {
    let effect = layer.effect
    let opacity = min(1, max(0, effect.opacity))
    var surface = layer.surface
    let whole = PixelBox(x0: 0, y0: 0, x1: surface.width, y1: surface.height)
    if let matrix = effect.colorMatrix, !matrix.isIdentity, matrix.m[19] > 0 || layer.content != nil {
      // A matrix that makes transparent pixels visible covers the whole layer (within its clip).
      let limit = layer.clipBox ?? whole
      layer.content = ColorMatrixFilter.apply(matrix, to: surface, content: layer.content ?? limit, limit: limit)
      surface.dirty = layer.content
    }
    guard opacity > 0, var content = layer.content else { return nil }
    if effect.blurRadius > 0 {
      let blurred = try BoxBlur.apply(to: surface, sigma: effect.blurRadius * scale, content: content,
                                      scratch: { try self.takeSurface(like: surface) }, giveBack: { self.surfacePool.append($0) })
      surface.dirty = blurred
      if effect.opaqueBlur {
        // The content box carries PixelBox.enclosing's 2-pixel antialiasing margin on every side; the
        // opaque result covers the drawn area itself.
        let drawn = PixelBox(x0: content.x0 + 2, y0: content.y0 + 2, x1: content.x1 - 2, y1: content.y1 - 2)
        LayerPixels.keepOpaque(surface, inside: drawn.isEmpty ? content : drawn, blurred: blurred)
      } else {
        content = blurred
      }
    }
    if let threshold = effect.alphaThreshold {
      AlphaThresholdFilter.apply(threshold, to: surface, in: content)
      surface.dirty = content
    }
    var warped: ImageSurface?
    defer { if let warped { surfacePool.append(warped) } }
    if let projection = effect.projection, !projection.isIdentity {
      let target = try takeSurface(like: surface)
      warped = target
      guard let box = PerspectiveWarp.apply(projection, scale: scale, source: surface, content: content, into: target) else { return nil }
      target.dirty = box
      surface = target
      content = box
    }
    var region = content
    let shadow = effect.shadow.flatMap { $0.color.alpha > 0 ? $0 : nil }
    var shadowSurface: ImageSurface?
    defer { if let shadowSurface { surfacePool.append(shadowSurface) } }
    if let shadow {
      guard shadow.radius.isFinite, shadow.x.isFinite, shadow.y.isFinite else {
        throw CairoRendererError.nonFiniteGeometry("shadow")
      }
      let target = try takeSurface(like: surface)
      shadowSurface = target
      Self.tint(surface, content: content, with: shadow.color, into: target)
      var shadowBox = content
      if shadow.radius > 0 {
        shadowBox = try BoxBlur.apply(to: target, sigma: shadow.radius * scale, content: content,
                                      scratch: { try self.takeSurface(like: target) }, giveBack: { self.surfacePool.append($0) })
      }
      target.dirty = shadowBox
      if let moved = shadowBox.offset(dx: shadow.x * scale, dy: shadow.y * scale, width: surface.width, height: surface.height) {
        region = region.union(moved)
      }
    }
    cairo_save(parent)
    defer { cairo_restore(parent) }
    cairo_identity_matrix(parent)
    // Only the layer's content (and its shadow) can change the parent: clip the composite to it.
    cairo_rectangle(parent, Double(region.x0), Double(region.y0), Double(region.x1 - region.x0), Double(region.y1 - region.y0))
    cairo_clip(parent)
    // With a shadow, content and shadow fade together (SwiftUI's opacity applies to the shadowed view).
    let grouped = shadowSurface != nil && opacity < 1
    if grouped { cairo_push_group(parent) }
    if let shadowSurface, let shadow {
      cairo_set_source_surface(parent, shadowSurface.surface, shadow.x * scale, shadow.y * scale)
      cairo_paint(parent)
    }
    cairo_set_source_surface(parent, surface.surface, 0, 0)
    if grouped {
      cairo_paint(parent)
      cairo_pop_group_to_source(parent)
    }
    cairo_set_operator(parent, BlendOperator.cairo(effect.blendMode))
    cairo_paint_with_alpha(parent, opacity)
    return region
  }

  /// The opacity of a layer whose only effect is a fade (clamped to 0...1), else nil.
  static func fadeOnly(_ effect: LayerEffect) -> Double? {
    guard effect.clip == nil, effect.shadow == nil, effect.blurRadius == 0, effect.opacity.isFinite, effect.colorMatrix == nil,
          effect.alphaThreshold == nil,
          effect.projection == nil, effect.blendMode == .normal else { return nil }
    return min(1, max(0, effect.opacity))
  }

  /// Fills the cleared `target` with `color` through `source`'s alpha, over `content` (which holds all
  /// of `source`'s non-transparent pixels): a solid source masked by a surface, one of pixman's fast paths.
  static func tint(_ source: ImageSurface, content box: PixelBox, with color: RGBAColor, into target: ImageSurface) {
    let cr = cairo_create(target.surface)!
    cairo_rectangle(cr, Double(box.x0), Double(box.y0), Double(box.x1 - box.x0), Double(box.y1 - box.y0))
    cairo_clip(cr)
    cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
    cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
    cairo_mask_surface(cr, source.surface, 0, 0)
    cairo_destroy(cr)
    cairo_surface_flush(target.surface)
  }
}
