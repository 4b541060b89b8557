import Foundation

/// Gaussian blur approximated by three successive box blurs per axis (the box widths chosen so
/// their combined variance equals σ², after W3C/Kutskir), on premultiplied BGRA pixels.
///
/// SwiftUI's `blur(radius:)` and `shadow(radius:)` are treated as the Gaussian's standard
/// deviation σ (CSS's convention for `blur()`). Pixels outside the image count as transparent.
/// Only the rectangle holding non-transparent pixels, grown by the blur's reach, is processed.
enum BoxBlur {
  /// Box widths (odd) for `passes` boxes approximating a Gaussian of standard deviation `sigma`.
  static func boxWidths(sigma: Double, passes: Int = 3) -> [Int] {
    let n = Double(passes)
    let ideal = (12 * sigma * sigma / n + 1).squareRoot()
    var lower = Int(ideal.rounded(.down))
    if lower % 2 == 0 { lower -= 1 }
    lower = max(1, lower)
    let upper = lower + 2
    let wl = Double(lower)
    let mIdeal = (12 * sigma * sigma - n * wl * wl - 4 * n * wl - 3 * n) / (-4 * wl - 4)
    let m = Int(mIdeal.rounded())
    return (0..<passes).map { $0 < m ? lower : upper }
  }

  /// Blurs `data` (premultiplied BGRA, `stride` bytes per row) in place by `sigma` pixels.
  static func apply(data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: Double) {
    guard sigma >= 0.25, sigma.isFinite else { return }
    let radii = boxWidths(sigma: sigma).map { ($0 - 1) / 2 }
    guard radii.contains(where: { $0 > 0 }) else { return }
    guard let content = alphaBounds(data: data, width: width, height: height, stride: stride) else { return }
    let reach = radii.reduce(0, +)
    let x0 = max(0, content.x0 - reach), x1 = min(width, content.x1 + reach)
    let y0 = max(0, content.y0 - reach), y1 = min(height, content.y1 + reach)
    let count = max(x1 - x0, y1 - y0)
    let line = UnsafeMutablePointer<UInt8>.allocate(capacity: count * 4)
    let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: count * 4)
    defer { line.deallocate(); scratch.deallocate() }
    // Rows.
    for y in y0..<y1 {
      let row = data + y * stride + x0 * 4
      line.update(from: row, count: (x1 - x0) * 4)
      for r in radii where r > 0 { boxPass(line, scratch, count: x1 - x0, radius: r) }
      row.update(from: line, count: (x1 - x0) * 4)
    }
    // Columns: gather each into a contiguous line, blur, scatter back.
    let n = y1 - y0
    for x in x0..<x1 {
      for i in 0..<n { (line + i * 4).update(from: data + (y0 + i) * stride + x * 4, count: 4) }
      for r in radii where r > 0 { boxPass(line, scratch, count: n, radius: r) }
      for i in 0..<n { (data + (y0 + i) * stride + x * 4).update(from: line + i * 4, count: 4) }
    }
  }

  /// One box blur of width `2·radius + 1` along a line of `count` BGRA pixels, zeros beyond its ends.
  private static func boxPass(_ line: UnsafeMutablePointer<UInt8>, _ scratch: UnsafeMutablePointer<UInt8>, count: Int, radius: Int) {
    let width = 2 * radius + 1
    let half = width / 2
    var s0 = 0, s1 = 0, s2 = 0, s3 = 0
    // Window for output i covers inputs i−radius … i+radius.
    for j in 0..<min(radius, count) {
      s0 += Int(line[j * 4]); s1 += Int(line[j * 4 + 1]); s2 += Int(line[j * 4 + 2]); s3 += Int(line[j * 4 + 3])
    }
    for i in 0..<count {
      let add = i + radius
      if add < count {
        s0 += Int(line[add * 4]); s1 += Int(line[add * 4 + 1]); s2 += Int(line[add * 4 + 2]); s3 += Int(line[add * 4 + 3])
      }
      scratch[i * 4] = UInt8((s0 + half) / width)
      scratch[i * 4 + 1] = UInt8((s1 + half) / width)
      scratch[i * 4 + 2] = UInt8((s2 + half) / width)
      scratch[i * 4 + 3] = UInt8((s3 + half) / width)
      let drop = i - radius
      if drop >= 0 {
        s0 -= Int(line[drop * 4]); s1 -= Int(line[drop * 4 + 1]); s2 -= Int(line[drop * 4 + 2]); s3 -= Int(line[drop * 4 + 3])
      }
    }
    line.update(from: scratch, count: count * 4)
  }

  /// The half-open pixel rectangle holding every pixel with non-zero alpha, or nil if none.
  static func alphaBounds(data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int)
    -> (x0: Int, y0: Int, x1: Int, y1: Int)?
  {
    var minX = width, minY = height, maxX = -1, maxY = -1
    for y in 0..<height {
      let row = data + y * stride
      var x = 0
      while x < width {
        if row[x * 4 + 3] != 0 {
          if x < minX { minX = x }
          if x > maxX { maxX = x }
          if y < minY { minY = y }
          maxY = y
        }
        x += 1
      }
    }
    guard maxX >= 0 else { return nil }
    return (minX, minY, maxX + 1, maxY + 1)
  }
}
