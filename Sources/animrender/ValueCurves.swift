import Foundation

/// The inspect values that differ between a golden `.inspect.jsonl` and the actual one, each drawn
/// as an inline SVG chart over the checked times: expected solid blue, actual dashed red. Values are
/// the JSON's numeric leaves, named by their path (`nodes[0].modifiers.scaleEffect.x`: an array
/// element with a `name` is named by it, so a path survives a modifier added before it).
struct ValueCurves {
  var expected: [String]
  var actual: [String]
  var tolerance: Double
  /// Charts beyond this many are summarised by name, to keep the page readable.
  var limit = 8

  /// Path → value of each line's numeric leaves, and the line's `time` (or its index).
  static func values(_ lines: [String]) -> [(time: Double, values: [String: Double])] {
    lines.enumerated().map { i, line in
      guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else { return (Double(i), [:]) }
      var out: [String: Double] = [:]
      flatten(object, path: "", into: &out)
      let time = out.removeValue(forKey: "time") ?? Double(i)
      out.removeValue(forKey: "frame")
      return (time, out)
    }
  }

  private static func flatten(_ value: Any, path: String, into out: inout [String: Double]) {
    switch value {
    case let object as [String: Any]:
      for (key, v) in object { flatten(v, path: path.isEmpty ? key : "\(path).\(key)", into: &out) }
    case let array as [Any]:
      for (i, v) in array.enumerated() {
        let name = (v as? [String: Any])?["name"] as? String
        flatten(v, path: name.map { "\(path).\($0)" } ?? "\(path)[\(i)]", into: &out)
      }
    case let number as NSNumber:  // a Bool too, as 0 or 1
      out[path] = number.doubleValue
    default:
      break
    }
  }

  /// The paths whose value differs beyond the tolerance at some time, or exists on one side only.
  func differing() -> [String] {
    let (e, a) = (Self.values(expected), Self.values(actual))
    var paths = Set<String>()
    for i in 0..<max(e.count, a.count) {
      let x = i < e.count ? e[i].values : [:], y = i < a.count ? a[i].values : [:]
      for key in Set(x.keys).union(y.keys) {
        guard let p = x[key], let q = y[key] else { paths.insert(key); continue }
        if abs(p - q) > tolerance { paths.insert(key) }
      }
    }
    return paths.sorted()
  }

  func svg() -> String {
    let (e, a) = (Self.values(expected), Self.values(actual))
    let paths = differing()
    guard !paths.isEmpty else { return "<p class=\"curves\">No numeric value differs beyond the tolerance (the difference is in the structure or the text).</p>\n" }
    var out = "<div class=\"curves\"><p>Values that differ (\(paths.count)): <span style=\"color:#2563eb\">expected</span>, <span style=\"color:#dc2626\">actual (dashed)</span></p>\n"
    for path in paths.prefix(limit) { out += chart(path, expected: e, actual: a) }
    if paths.count > limit { out += "<p>Not drawn: \(JUnitReport.escape(paths.dropFirst(limit).joined(separator: ", ")))</p>\n" }
    return out + "</div>\n"
  }

  private func chart(_ path: String, expected e: [(time: Double, values: [String: Double])], actual a: [(time: Double, values: [String: Double])]) -> String {
    let (width, height, left, right, top, bottom) = (320.0, 130.0, 48.0, 10.0, 20.0, 22.0)
    let xs = e.map(\.time) + a.map(\.time)
    let series = [e.compactMap { p in p.values[path].map { (p.time, $0) } }, a.compactMap { p in p.values[path].map { (p.time, $0) } }]
    let ys = series.flatMap { $0.map(\.1) }
    var (x0, x1) = (xs.min() ?? 0, xs.max() ?? 1), (y0, y1) = (ys.min() ?? 0, ys.max() ?? 1)
    if x1 - x0 < 1e-9 { x0 -= 0.5; x1 += 0.5 }
    if y1 - y0 < 1e-9 { y0 -= 1; y1 += 1 }
    func px(_ t: Double) -> Double { left + (t - x0) / (x1 - x0) * (width - left - right) }
    func py(_ v: Double) -> Double { top + (y1 - v) / (y1 - y0) * (height - top - bottom) }
    func f(_ v: Double) -> String { String(format: "%.4g", v) }
    var out = "<svg class=\"curve\" data-value=\"\(JUnitReport.escape(path))\" width=\"\(Int(width))\" height=\"\(Int(height))\" viewBox=\"0 0 \(Int(width)) \(Int(height))\">"
    out += "<text x=\"4\" y=\"13\">\(JUnitReport.escape(path))</text>"
    out += "<line x1=\"\(left)\" y1=\"\(top)\" x2=\"\(left)\" y2=\"\(height - bottom)\" stroke=\"#999\"/><line x1=\"\(left)\" y1=\"\(height - bottom)\" x2=\"\(width - right)\" y2=\"\(height - bottom)\" stroke=\"#999\"/>"
    out += "<text x=\"2\" y=\"\(top + 8)\">\(f(y1))</text><text x=\"2\" y=\"\(height - bottom)\">\(f(y0))</text>"
    out += "<text x=\"\(left)\" y=\"\(height - 6)\">\(f(x0)) s</text><text x=\"\(width - right - 40)\" y=\"\(height - 6)\">\(f(x1)) s</text>"
    for (points, kind) in zip(series, ["expected", "actual"]) {
      let list = points.map { "\(f(px($0.0))),\(f(py($0.1)))" }.joined(separator: " ")
      out += "<polyline class=\"\(kind)\" points=\"\(list)\"/>"
      for p in points { out += "<circle class=\"\(kind)\" cx=\"\(f(px(p.0)))\" cy=\"\(f(py(p.1)))\" r=\"2.5\"/>" }
    }
    return out + "</svg>\n"
  }
}
