import CCairo
import Foundation
import Graphics

/// Coverage masks of small translucent fills, each scan-converted once per shape and sub-pixel position.
///
/// A grid of dots, a chart's point marks or a column of identical badges fills the same small shape
/// at the same sub-pixel position many times a frame, and Cairo scan-converts every fill anew: that
/// was most of the time spent drawing 500 animated dots. Here a fill's coverage is drawn once into an
/// A8 surface and composited with the fill's colour (`cairo_mask_surface`), as Skia's software path
/// renderer caches path masks.
///
/// The pixels are the ones `cairo_fill` gives, byte for byte. A fill is keyed by its outline in
/// Cairo's own device coordinates (24.8 fixed point, computed with Cairo's arithmetic) less whole
/// pixels, so a mask is the very polygon Cairo would scan-convert, moved by whole pixels; and Cairo
/// composites a translucent colour through coverage exactly as it composites a mask. Opaque colours
/// (Cairo blends their edges by another formula, a level apart), fills under a clip (clipped by
/// intersecting outlines, not by multiplying coverage) and fills reaching past the surface's edge are
/// drawn directly. So no frame depends on the frames drawn before it.
final class CoverageMaskCache {
  /// Largest side of a mask, in pixels: larger fills seldom repeat, and their cost is compositing
  /// their area rather than scan-converting their edges.
  static let maxSide = 128

  /// The outline: per element its kind (0 move, 1 line, 2 curve, 3 close) then its points, in 1/256
  /// pixels from the mask's first pixel.
  struct Key: Hashable {
    let codes: [Int32]
    let evenOdd: Bool
  }

  private var masks: [Key: OpaquePointer] = [:]
  private var scratch: [Int32] = []
  private var bytes = 0
  /// The most mask bytes kept; past it every mask is dropped (cheaper than ranking them, and no fill
  /// depends on which masks are kept).
  let budget: Int

  init(budget: Int) { self.budget = budget }

  deinit { for surface in masks.values { cairo_surface_destroy(surface) } }

  var count: Int { masks.count }

  /// Draws `path` filled with `color` under `device` on `cr` through its mask and returns true, or
  /// returns false, drawing nothing, when the fill is not one a mask draws exactly. `box`: the path's
  /// device-space bounds; `surfaceWidth` × `surfaceHeight`: the target's size.
  func fill(_ path: Path, box: CGRect, _ rule: FillRule, _ device: Transform2D, _ color: RGBAColor,
            on cr: OpaquePointer, surfaceWidth: Int, surfaceHeight: Int) -> Bool {
    guard color.alpha < 1, box.minX >= 1, box.minY >= 1, box.maxX < Double(surfaceWidth - 2), box.maxY < Double(surfaceHeight - 2),
          box.width < Double(Self.maxSide - 3), box.height < Double(Self.maxSide - 3) else { return false }
    // The mask's first pixel lies a pixel before the outline's, its last a pixel past it.
    let x0 = Int32(box.minX.rounded(.down)) - 1, y0 = Int32(box.minY.rounded(.down)) - 1
    let width = Int32(box.maxX.rounded(.up)) + 2 - x0, height = Int32(box.maxY.rounded(.up)) + 2 - y0
    // The outline is written into a kept buffer: a hit allocates nothing (a miss's key takes the
    // buffer, and the next fill's first write copies it).
    scratch.removeAll(keepingCapacity: true)
    func add(_ p: CGPoint) {
      // cairo_matrix_transform_point's arithmetic, then _cairo_fixed_from_double's rounding (adding
      // 1.5 × 2^44 leaves the value in 1/256 units, rounded to even, in the low 32 bits).
      let x = (device.a * p.x + device.c * p.y) + device.tx, y = (device.b * p.x + device.d * p.y) + device.ty
      scratch.append(Int32(truncatingIfNeeded: (x + 26388279066624.0).bitPattern) - (x0 << 8))
      scratch.append(Int32(truncatingIfNeeded: (y + 26388279066624.0).bitPattern) - (y0 << 8))
    }
    for element in path.elements {
      switch element {
      case .move(let p): scratch.append(0); add(p)
      case .line(let p): scratch.append(1); add(p)
      case .curve(let p, let c1, let c2): scratch.append(2); add(c1); add(c2); add(p)
      case .closeSubpath: scratch.append(3)
      }
    }
    let key = Key(codes: scratch, evenOdd: rule == .evenOdd)
    let mask: OpaquePointer
    if let found = masks[key] {
      mask = found
    } else {
      guard let made = Self.draw(key, width: width, height: height) else { return false }
      let size = Int(cairo_image_surface_get_stride(made) * cairo_image_surface_get_height(made))
      if bytes + size > budget {
        for surface in masks.values { cairo_surface_destroy(surface) }
        masks.removeAll(keepingCapacity: true)
        bytes = 0
      }
      masks[key] = made
      bytes += size
      mask = made
    }
    cairo_save(cr)
    cairo_identity_matrix(cr)
    cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
    cairo_mask_surface(cr, mask, Double(x0), Double(y0))
    cairo_restore(cr)
    return true
  }

  /// The A8 coverage of `key`'s outline.
  private static func draw(_ key: Key, width: Int32, height: Int32) -> OpaquePointer? {
    let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, width, height)!
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
      cairo_surface_destroy(surface)
      return nil
    }
    let cr = cairo_create(surface)!
    cairo_set_antialias(cr, CAIRO_ANTIALIAS_GRAY)
    let codes = key.codes
    func point(_ j: Int) -> (Double, Double) { (Double(codes[j]) / 256, Double(codes[j + 1]) / 256) }
    var i = 0
    while i < codes.count {
      switch codes[i] {
      case 0: let p = point(i + 1); cairo_move_to(cr, p.0, p.1); i += 3
      case 1: let p = point(i + 1); cairo_line_to(cr, p.0, p.1); i += 3
      case 2:
        let (c1, c2, p) = (point(i + 1), point(i + 3), point(i + 5))
        cairo_curve_to(cr, c1.0, c1.1, c2.0, c2.1, p.0, p.1)
        i += 7
      default: cairo_close_path(cr); i += 1
      }
    }
    cairo_set_fill_rule(cr, key.evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
    cairo_fill(cr)
    cairo_destroy(cr)
    cairo_surface_flush(surface)
    return surface
  }
}
