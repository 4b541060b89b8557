import CCairo
import Foundation
import Graphics

/// Paints as Cairo sources: solid colours and linear and radial gradients as Cairo patterns; conic
/// (angular) gradients, which Cairo lacks, as a per-pixel image in device space.
extension CairoContext {
  /// Sets `paint` as the source. Call after the item's matrix is set: Cairo locks a pattern to the
  /// user space in effect when it becomes the source, which makes gradient points item-local.
  /// `extents` (user space) bounds what will be drawn; a conic gradient is computed only there
  /// (nil: the clip extents, the whole surface unless clipped).
  static func setPaint(_ cr: OpaquePointer, _ paint: Paint, extents: CGRect? = nil) {
    switch paint {
    case .solid(let c):
      cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha)
    case .linearGradient(let stops, let start, let end) where start == end:
      setDegenerate(cr, stops)
    case .radialGradient(let stops, _, let r0, let r1, _) where abs(max(0, r1) - max(0, r0)) < 1e-9:
      setDegenerate(cr, stops)
    case .linearGradient(let stops, let start, let end):
      let pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y)!
      setPattern(cr, pattern, stops)
    case .radialGradient(let stops, let center, let r0, let r1, let yScale):
      let pattern = cairo_pattern_create_radial(0, 0, max(0, r0), 0, 0, max(0, r1))!
      // Pattern space = user space centred on `center`, squashed vertically for an ellipse.
      let ys = abs(yScale) < 1e-9 ? 1e-9 : yScale
      var m = cairo_matrix_t(xx: 1, yx: 0, xy: 0, yy: 1 / ys, x0: -center.x, y0: -center.y / ys)
      cairo_pattern_set_matrix(pattern, &m)
      setPattern(cr, pattern, stops)
    case .conicGradient(let stops, let center, let a0, let a1):
      setConic(cr, stops: stops, center: center, startAngle: a0, endAngle: a1, extents: extents)
    case .mesh(let mesh):
      setMesh(cr, mesh)
    }
  }

  /// A mesh as a Cairo mesh pattern of one straight-edged patch per cell, its corners' colours
  /// interpolated across it; a background, if any, is painted under it in an intermediate group.
  private static func setMesh(_ cr: OpaquePointer, _ mesh: MeshPaint) {
    let pattern = cairo_pattern_create_mesh()!
    for (a, b, c, d) in mesh.cells {
      cairo_mesh_pattern_begin_patch(pattern)
      cairo_mesh_pattern_move_to(pattern, mesh.points[a].x, mesh.points[a].y)
      for k in [b, c, d] { cairo_mesh_pattern_line_to(pattern, mesh.points[k].x, mesh.points[k].y) }
      for (corner, k) in [a, b, c, d].enumerated() {
        let col = mesh.colors[k]
        cairo_mesh_pattern_set_corner_color_rgba(pattern, UInt32(corner), col.red, col.green, col.blue, col.alpha)
      }
      cairo_mesh_pattern_end_patch(pattern)
    }
    guard mesh.background.alpha > 0 else {
      cairo_set_source(cr, pattern)
      cairo_pattern_destroy(pattern)
      return
    }
    cairo_push_group(cr)
    let bg = mesh.background
    cairo_set_source_rgba(cr, bg.red, bg.green, bg.blue, bg.alpha)
    cairo_paint(cr)
    cairo_set_source(cr, pattern)
    cairo_paint(cr)
    cairo_pattern_destroy(pattern)
    let group = cairo_pop_group(cr)!
    cairo_set_source(cr, group)
    cairo_pattern_destroy(group)
  }

  /// A gradient of zero length: every point lies past its end, so it is its last colour (Cairo would
  /// draw nothing).
  private static func setDegenerate(_ cr: OpaquePointer, _ stops: [GradientStop]) {
    let c = stops.max { $0.location < $1.location }?.color ?? .clear
    cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha)
  }

  /// SwiftUI gradients hold their end colours beyond the end points (Cairo's pad extend).
  private static func setPattern(_ cr: OpaquePointer, _ pattern: OpaquePointer, _ stops: [GradientStop]) {
    cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
    for stop in stops.sorted(by: { $0.location < $1.location }) {
      let c = stop.color
      cairo_pattern_add_color_stop_rgba(pattern, min(1, max(0, stop.location)), c.red, c.green, c.blue, c.alpha)
    }
    cairo_set_source(cr, pattern)
    cairo_pattern_destroy(pattern)
  }

  /// A conic gradient computed per device pixel (its colour at the pixel's centre, so the colour error
  /// is under half a pixel of arc), within the drawn extents, and set as a device-aligned image source.
  private static func setConic(_ cr: OpaquePointer, stops: [GradientStop], center: CGPoint, startAngle: Double, endAngle: Double,
                               extents: CGRect?) {
    var toDevice = cairo_matrix_t()
    cairo_get_matrix(cr, &toDevice)
    var user = extents ?? .zero
    if extents == nil {
      var x0 = 0.0, y0 = 0.0, x1 = 0.0, y1 = 0.0
      cairo_clip_extents(cr, &x0, &y0, &x1, &y1)
      user = CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
    let t = Transform2D(a: toDevice.xx, b: toDevice.yx, c: toDevice.xy, d: toDevice.yy, tx: toDevice.x0, ty: toDevice.y0)
    let device = t.apply(user)
    let target = cairo_get_target(cr)
    let w = Int(cairo_image_surface_get_width(target)), h = Int(cairo_image_surface_get_height(target))
    let bx = max(0, Int(floor(Double(device.minX))) - 1), by = max(0, Int(floor(Double(device.minY))) - 1)
    let ex = min(w, Int(ceil(Double(device.maxX))) + 1), ey = min(h, Int(ceil(Double(device.maxY))) + 1)
    guard ex > bx, ey > by, t.determinant != 0 else { cairo_set_source_rgba(cr, 0, 0, 0, 0); return }
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(ex - bx), Int32(ey - by))!
    defer { cairo_surface_destroy(surface) }
    cairo_surface_flush(surface)
    let stride = Int(cairo_image_surface_get_stride(surface))
    let lut = ConicTable(stops: stops)
    let det = t.determinant
    let inverse = Transform2D(a: t.d / det, b: -t.b / det, c: -t.c / det, d: t.a / det,
                              tx: (t.c * t.ty - t.d * t.tx) / det, ty: (t.b * t.tx - t.a * t.ty) / det)
    let span = endAngle - startAngle
    let sweep = max(abs(span), 1e-9), direction = span < 0 ? -1.0 : 1.0
    let data = cairo_image_surface_get_data(surface)!
    data.withMemoryRebound(to: UInt32.self, capacity: stride / 4 * (ey - by)) { pixels in
      for py in by..<ey {
        let row = (py - by) * stride / 4
        for px in bx..<ex {
          let u = inverse.apply(CGPoint(x: Double(px) + 0.5, y: Double(py) + 0.5))
          // Angle from the start, clockwise on screen (y down), in [0, 2π).
          var a = direction * (atan2(Double(u.y) - Double(center.y), Double(u.x) - Double(center.x)) - startAngle)
          a = a.truncatingRemainder(dividingBy: 2 * .pi)
          if a < 0 { a += 2 * .pi }
          // Outside the sweep each end colour holds up to the middle of the gap.
          let location = a <= sweep ? a / sweep : (a - sweep < 2 * .pi - a ? 1 : 0)
          pixels[row + px - bx] = lut.pixel(at: location)
        }
      }
    }
    cairo_surface_mark_dirty(surface)
    let pattern = cairo_pattern_create_for_surface(surface)!
    var shift = cairo_matrix_t()
    cairo_matrix_init_translate(&shift, Double(-bx), Double(-by))
    var m = cairo_matrix_t()
    cairo_matrix_multiply(&m, &toDevice, &shift)  // user → device → image
    cairo_pattern_set_matrix(pattern, &m)
    cairo_pattern_set_filter(pattern, CAIRO_FILTER_NEAREST)
    cairo_set_source(cr, pattern)
    cairo_pattern_destroy(pattern)
  }

  static func checkFinite(_ paint: Paint, _ what: @autoclosure () -> String) throws {
    func ok(_ c: RGBAColor) -> Bool { c.red.isFinite && c.green.isFinite && c.blue.isFinite && c.alpha.isFinite }
    func ok(_ p: CGPoint) -> Bool { p.x.isFinite && p.y.isFinite }
    if case .solid(let c) = paint {
      if !ok(c) { throw CairoRendererError.nonFiniteGeometry("colour of \(what())") }
      return
    }
    let geometry: Bool
    switch paint {
    case .solid: geometry = true
    case .linearGradient(_, let s, let e): geometry = ok(s) && ok(e)
    case .radialGradient(_, let c, let r0, let r1, let y): geometry = ok(c) && r0.isFinite && r1.isFinite && y.isFinite
    case .conicGradient(_, let c, let a0, let a1): geometry = ok(c) && a0.isFinite && a1.isFinite
    case .mesh(let m):
      geometry = m.points.allSatisfy(ok) && m.colors.allSatisfy(ok) && ok(m.background)
    }
    if !geometry || paint.stops.contains(where: { !ok($0.color) || !$0.location.isFinite }) {
      throw CairoRendererError.nonFiniteGeometry("gradient of \(what())")
    }
  }
}

/// A gradient's colours at 4096 locations, premultiplied ARGB32 as Cairo stores them.
private struct ConicTable {
  static let size = 4096
  var entries: [UInt32]

  init(stops: [GradientStop]) {
    let sorted = stops.sorted { $0.location < $1.location }
    entries = (0..<Self.size).map { i in
      let t = Double(i) / Double(Self.size - 1)
      let c = Self.color(at: t, sorted)
      func byte(_ v: Double) -> UInt32 { UInt32(max(0, min(255, (v * 255).rounded()))) }
      let a = max(0, min(1, c.alpha))
      return byte(a) << 24 | byte(c.red * a) << 16 | byte(c.green * a) << 8 | byte(c.blue * a)
    }
  }

  func pixel(at location: Double) -> UInt32 {
    entries[max(0, min(Self.size - 1, Int((location * Double(Self.size - 1)).rounded())))]
  }

  /// Linear interpolation between the stops around `t` (non-premultiplied, as Cairo's gradients).
  static func color(at t: Double, _ stops: [GradientStop]) -> RGBAColor {
    guard let first = stops.first, let last = stops.last else { return .clear }
    if t <= first.location { return first.color }
    if t >= last.location { return last.color }
    for (a, b) in zip(stops, stops.dropFirst()) where t <= b.location {
      let f = b.location > a.location ? (t - a.location) / (b.location - a.location) : 1
      func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * f }
      return RGBAColor(red: mix(a.color.red, b.color.red), green: mix(a.color.green, b.color.green),
                       blue: mix(a.color.blue, b.color.blue), alpha: mix(a.color.alpha, b.color.alpha))
    }
    return last.color
  }
}
