import CCairo
import Foundation
import Graphics

/// Thin helpers that put `Graphics` values into a `cairo_t`.
enum CairoContext {
  static func setMatrix(_ cr: OpaquePointer, _ t: Transform2D) {
    var m = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
    cairo_set_matrix(cr, &m)
  }

  static func appendPath(_ cr: OpaquePointer, _ path: Path) {
    cairo_new_path(cr)
    for element in path.elements {
      switch element {
      case .move(let p): cairo_move_to(cr, p.x, p.y)
      case .line(let p): cairo_line_to(cr, p.x, p.y)
      case .curve(let p, let c1, let c2): cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
      case .closeSubpath: cairo_close_path(cr)
      }
    }
  }

  /// Sets `paint` as the source. Call after the item's matrix is set: Cairo locks a pattern to the
  /// user space in effect when it becomes the source, which makes gradient points item-local.
  static func setPaint(_ cr: OpaquePointer, _ paint: Paint) {
    switch paint {
    case .solid(let c):
      cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha)
    case .linearGradient(let stops, let start, let end):
      let pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y)!
      // SwiftUI gradients hold their end colours beyond the end points.
      cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
      for stop in stops.sorted(by: { $0.location < $1.location }) {
        let c = stop.color
        cairo_pattern_add_color_stop_rgba(pattern, min(1, max(0, stop.location)), c.red, c.green, c.blue, c.alpha)
      }
      cairo_set_source(cr, pattern)
      cairo_pattern_destroy(pattern)
    }
  }

  static func checkFinite(_ t: Transform2D, _ what: @autoclosure () -> String) throws {
    guard t.a.isFinite, t.b.isFinite, t.c.isFinite, t.d.isFinite, t.tx.isFinite, t.ty.isFinite else {
      throw CairoRendererError.nonFiniteGeometry("transform of \(what())")
    }
  }

  static func checkFinite(_ path: Path, _ what: @autoclosure () -> String) throws {
    func check(_ p: CGPoint) throws {
      guard p.x.isFinite, p.y.isFinite else {
        throw CairoRendererError.nonFiniteGeometry("path point (\(p.x), \(p.y)) of \(what())")
      }
    }
    for element in path.elements {
      switch element {
      case .move(let p), .line(let p): try check(p)
      case .curve(let p, let c1, let c2): try check(p); try check(c1); try check(c2)
      case .closeSubpath: break
      }
    }
  }

  static func checkFinite(_ paint: Paint, _ what: @autoclosure () -> String) throws {
    func ok(_ c: RGBAColor) -> Bool { c.red.isFinite && c.green.isFinite && c.blue.isFinite && c.alpha.isFinite }
    switch paint {
    case .solid(let c):
      if !ok(c) { throw CairoRendererError.nonFiniteGeometry("colour of \(what())") }
    case .linearGradient(let stops, let s, let e):
      if !(s.x.isFinite && s.y.isFinite && e.x.isFinite && e.y.isFinite) || stops.contains(where: { !ok($0.color) || !$0.location.isFinite }) {
        throw CairoRendererError.nonFiniteGeometry("gradient of \(what())")
      }
    }
  }

  static func status(_ cr: OpaquePointer) throws {
    let status = cairo_status(cr)
    guard status == CAIRO_STATUS_SUCCESS else {
      throw CairoRendererError.cairo(String(cString: cairo_status_to_string(status)))
    }
  }
}
