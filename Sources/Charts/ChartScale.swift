import Foundation

/// A numeric axis: its domain and its ticks.
///
/// Swift Charts rounds an automatic domain out to "nice" values and labels ticks at nice steps
/// (https://developer.apple.com/documentation/charts/customizing-axes-in-swift-charts). Apple does not
/// publish its rule; the choice here: steps of 1, 2, 2.5 or 5 × 10ⁿ, the smallest giving at most 5
/// intervals over the domain (so 4–6 ticks), the domain rounded out to whole steps and always
/// containing 0 (bars, areas and lines alike, as Charts' automatic domain includes zero).
struct _ChartScale: Equatable {
  var lower: Double
  var upper: Double
  var ticks: [Double]

  static let maxIntervals = 5.0

  /// The nice step for a span: the smallest 1/2/2.5/5 × 10ⁿ with span/step ≤ 5 (or ≤ `intervals`,
  /// an `AxisMarks(values: .automatic(desiredCount:))`).
  static func step(span: Double, intervals: Double = maxIntervals) -> Double {
    guard span > 0, span.isFinite, intervals > 0 else { return 1 }
    let raw = span / intervals
    let magnitude = pow(10, floor(log10(raw)))
    for m in [1, 2, 2.5, 5, 10] where m * magnitude >= raw * (1 - 1e-9) { return m * magnitude }
    return 10 * magnitude
  }

  /// The automatic scale over values: rounded out to whole steps, with 0 included.
  static func automatic(_ values: [Double], includesZero: Bool = true) -> _ChartScale {
    var lo = values.min() ?? 0, hi = values.max() ?? 1
    if includesZero { lo = min(lo, 0); hi = max(hi, 0) }
    if hi - lo < 1e-12 { hi = lo + 1 }
    let step = step(span: hi - lo)
    let lower = floor(lo / step + 1e-9) * step, upper = ceil(hi / step - 1e-9) * step
    return _ChartScale(lower: lower, upper: upper, ticks: ticks(lower, upper, step))
  }

  /// A domain given by `chartYScale(domain:)`: kept as is, ticked at the nice step of its span.
  static func fixed(_ domain: ClosedRange<Double>) -> _ChartScale {
    let span = max(domain.upperBound - domain.lowerBound, 1e-12)
    let step = step(span: span)
    let first = ceil(domain.lowerBound / step - 1e-9) * step
    return _ChartScale(lower: domain.lowerBound, upper: domain.lowerBound + span, ticks: ticks(first, domain.upperBound, step))
  }

  /// A continuous x scale (lines over numbers or dates): the data's extent, not rounded, without 0.
  static func extent(_ values: [Double]) -> _ChartScale {
    var lo = values.min() ?? 0, hi = values.max() ?? 1
    if hi - lo < 1e-12 { lo -= 0.5; hi += 0.5 }
    let step = step(span: hi - lo)
    return _ChartScale(lower: lo, upper: hi, ticks: ticks(ceil(lo / step - 1e-9) * step, hi, step))
  }

  /// A date x scale (seconds since the reference date): the data's extent, ticked at midnights (UTC,
  /// the scenes' time zone) a whole number of days apart (the nice step over days, at least 1).
  static func dates(_ values: [Double]) -> _ChartScale {
    var scale = extent(values)
    let day = 86400.0
    let step = max(1, ceil(Self.step(span: (scale.upper - scale.lower) / day))) * day
    scale.ticks = ticks(ceil(scale.lower / step - 1e-9) * step, scale.upper, step)
    return scale
  }

  static func ticks(_ from: Double, _ to: Double, _ step: Double) -> [Double] {
    var out: [Double] = []
    var i = 0.0
    while from + i * step <= to + step * 1e-9 && out.count < 50 {
      let v = from + i * step
      out.append(abs(v) < step * 1e-9 ? 0 : v)
      i += 1
    }
    return out
  }

  /// 0…1 from the lower to the upper end.
  func fraction(_ v: Double) -> Double { upper == lower ? 0 : (v - lower) / (upper - lower) }

  /// A tick's label: whole numbers without a fraction, others with as few digits as they need.
  static func label(_ v: Double) -> String {
    if v.rounded() == v && abs(v) < 1e15 { return String(Int(v)) }
    var s = String(format: "%.2f", v)
    while s.hasSuffix("0") { s.removeLast() }
    if s.hasSuffix(".") { s.removeLast() }
    return s
  }
}
