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

  static func status(_ cr: OpaquePointer) throws {
    let status = cairo_status(cr)
    guard status == CAIRO_STATUS_SUCCESS else {
      throw CairoRendererError.cairo(String(cString: cairo_status_to_string(status)))
    }
  }
}
