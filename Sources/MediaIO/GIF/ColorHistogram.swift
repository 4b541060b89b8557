import Foundation
import CFFmpegShim
import Graphics

/// Colour statistics of a whole clip, from which one global GIF palette is built.
///
/// Counts every distinct 24-bit colour exactly (a 64 MB table, allocated lazily by the OS, so a
/// clip with few colours touches little of it). Palettes are then built from the exact colours;
/// a clip with more than 131 072 distinct colours is first folded into 6-bit bins that keep the
/// exact mean of their pixels, so entries are true means rather than bin centres either way.
public final class ColorHistogram {
  static let exactLimit = 1 << 17
  private let counts: UnsafeMutablePointer<UInt32>
  /// Pixels below the alpha threshold (they map to the transparent index).
  public private(set) var transparentPixels: UInt64 = 0
  public private(set) var framesAdded = 0

  public init() {
    // calloc: zero pages are mapped on first touch, so memory follows the colours actually seen.
    counts = calloc(1 << 24, MemoryLayout<UInt32>.size)!.assumingMemoryBound(to: UInt32.self)
  }

  deinit { free(counts) }

  /// Adds every pixel of `frame`. With an `alphaThreshold`, pixels whose alpha is below it count as
  /// transparent and the rest are un-premultiplied; with nil, premultiplied colours are used as they
  /// are (the frame composited over black).
  public func add(_ frame: FrameBuffer, alphaThreshold: Int?) {
    var clear: UInt64 = 0
    frame.pixels.withUnsafeBufferPointer { px in
      avshim_histogram_add(px.baseAddress, frame.bytesPerRow, Int32(frame.width), Int32(frame.height),
                           Int32(alphaThreshold ?? -1), counts, &clear)
    }
    transparentPixels += clear
    framesAdded += 1
  }

  /// Number of distinct opaque colours seen.
  public var distinctColors: Int { Int(avshim_histogram_distinct(counts)) }

  /// Up to `maxColors` colours minimising squared RGB error over the histogram: median cut that
  /// always splits the box with the largest error at its error-minimising point, then Lloyd
  /// (k-means) passes that move each colour to the exact mean of the pixels nearest to it.
  public func palette(maxColors: Int, refinementPasses: Int = 8) -> [RGB] {
    guard maxColors > 0 else { return [] }
    var weight: [Double]
    var mean: [Double]
    let distinct = distinctColors
    if distinct == 0 { return [] }
    if distinct <= Self.exactLimit {
      var rgb = [UInt8](repeating: 0, count: distinct * 3)
      weight = [Double](repeating: 0, count: distinct)
      rgb.withUnsafeMutableBufferPointer { c in weight.withUnsafeMutableBufferPointer { w in
        avshim_histogram_collect(counts, c.baseAddress, w.baseAddress)
      } }
      mean = rgb.map(Double.init)
    } else {
      var binWeight = [Double](repeating: 0, count: 1 << 18)
      var binSum = [Double](repeating: 0, count: 3 << 18)
      binWeight.withUnsafeMutableBufferPointer { w in binSum.withUnsafeMutableBufferPointer { s in
        avshim_histogram_bins6(counts, w.baseAddress, s.baseAddress)
      } }
      weight = []; mean = []
      for b in 0..<(1 << 18) where binWeight[b] > 0 {
        weight.append(binWeight[b])
        for ch in 0..<3 { mean.append(binSum[b * 3 + ch] / binWeight[b]) }
      }
    }
    let n = weight.count

    // Median cut over `order`; each box is a contiguous range of it.
    var order = Array(0..<n)
    var boxes: [Box] = [Box(range: 0..<n, stats: Stats(order[0..<n], weight, mean))]
    while boxes.count < maxColors {
      guard let pick = boxes.indices.filter({ boxes[$0].range.count > 1 }).max(by: { boxes[$0].stats.error < boxes[$1].stats.error }),
        boxes[pick].stats.error > 0
      else { break }
      let box = boxes[pick]
      let axis = box.stats.widestAxis
      order[box.range].sort { mean[$0 * 3 + axis] < mean[$1 * 3 + axis] }
      // Scan every cut point along the axis; keep the one with the least total error.
      var left = Stats(), best = (error: Double.infinity, at: box.range.lowerBound + 1)
      for cut in box.range.dropLast() {
        left.add(order[cut], weight, mean)
        let next = order[cut + 1]
        // Only cut between different colours, or identical bins would land in both halves.
        guard mean[order[cut] * 3 + axis] < mean[next * 3 + axis] else { continue }
        let right = box.stats.subtracting(left)
        let e = left.error + right.error
        if e < best.error { best = (e, cut + 1) }
      }
      if best.error == .infinity { boxes[pick].stats.error = 0; continue }
      let lower = box.range.lowerBound..<best.at, upper = best.at..<box.range.upperBound
      boxes[pick] = Box(range: lower, stats: Stats(order[lower], weight, mean))
      boxes.append(Box(range: upper, stats: Stats(order[upper], weight, mean)))
    }
    var palette = boxes.map { $0.stats.meanColor }

    // Lloyd refinement: new centres are exact weighted means of the colours assigned to them.
    var binRGB = [UInt8](repeating: 0, count: n * 3)
    for i in 0..<(n * 3) { binRGB[i] = UInt8(min(255, max(0, mean[i].rounded()))) }
    var assignment = [Int32](repeating: 0, count: n)
    for _ in 0..<refinementPasses {
      let flat = palette.flatMap { [$0.r, $0.g, $0.b] }
      binRGB.withUnsafeBufferPointer { c in
        flat.withUnsafeBufferPointer { p in
          assignment.withUnsafeMutableBufferPointer { out in
            avshim_nearest_many(c.baseAddress, Int32(n), p.baseAddress, Int32(palette.count), out.baseAddress)
          }
        }
      }
      var acc = [Double](repeating: 0, count: palette.count * 4)
      for k in 0..<n {
        let j = Int(assignment[k]) * 4, w = weight[k]
        acc[j] += w
        acc[j + 1] += w * mean[k * 3]; acc[j + 2] += w * mean[k * 3 + 1]; acc[j + 3] += w * mean[k * 3 + 2]
      }
      var moved = false
      for j in palette.indices where acc[j * 4] > 0 {
        let c = RGB(acc[j * 4 + 1] / acc[j * 4], acc[j * 4 + 2] / acc[j * 4], acc[j * 4 + 3] / acc[j * 4])
        if c != palette[j] { palette[j] = c; moved = true }
      }
      if !moved { break }
    }
    return palette
  }
}

private struct Box {
  var range: Range<Int>
  var stats: Stats
}

/// Weighted sums of a set of bins: enough for the mean and the squared error around it.
private struct Stats {
  var w = 0.0
  var s = (0.0, 0.0, 0.0)
  var q = (0.0, 0.0, 0.0)
  var error = 0.0

  init() {}

  init(_ members: ArraySlice<Int>, _ weight: [Double], _ mean: [Double]) {
    for k in members { add(k, weight, mean) }
  }

  mutating func add(_ k: Int, _ weight: [Double], _ mean: [Double]) {
    let w0 = weight[k], r = mean[k * 3], g = mean[k * 3 + 1], b = mean[k * 3 + 2]
    w += w0
    s.0 += w0 * r; s.1 += w0 * g; s.2 += w0 * b
    q.0 += w0 * r * r; q.1 += w0 * g * g; q.2 += w0 * b * b
    error = w > 0 ? max(0, q.0 + q.1 + q.2 - (s.0 * s.0 + s.1 * s.1 + s.2 * s.2) / w) : 0
  }

  func subtracting(_ o: Stats) -> Stats {
    var r = Stats()
    r.w = w - o.w
    r.s = (s.0 - o.s.0, s.1 - o.s.1, s.2 - o.s.2)
    r.q = (q.0 - o.q.0, q.1 - o.q.1, q.2 - o.q.2)
    r.error = r.w > 1e-9 ? max(0, r.q.0 + r.q.1 + r.q.2 - (r.s.0 * r.s.0 + r.s.1 * r.s.1 + r.s.2 * r.s.2) / r.w) : 0
    return r
  }

  /// The channel with the largest weighted variance (0 = r, 1 = g, 2 = b).
  var widestAxis: Int {
    guard w > 0 else { return 0 }
    let v = [q.0 - s.0 * s.0 / w, q.1 - s.1 * s.1 / w, q.2 - s.2 * s.2 / w]
    return v.indices.max { v[$0] < v[$1] } ?? 0
  }

  var meanColor: RGB { w > 0 ? RGB(s.0 / w, s.1 / w, s.2 / w) : RGB(r: 0, g: 0, b: 0) }
}
