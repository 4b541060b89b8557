import ViewRuntime

/// Every animated value of a scene over time, sampled from `inspect` frames and named by leaf and
/// property (`#leaf kind modifier.key`): the panels of `animrender plot` and of the preview's curves.
public struct CurveSampler {
  public struct Curve: Codable, Equatable, Sendable {
    public var name: String
    public var times: [Double] = []
    public var values: [Double] = []
  }

  private var curves: [String: Curve] = [:]
  private var order: [String] = []

  public init() {}

  public mutating func add(_ inspection: FrameInspection) {
    let time = inspection.time
    for (i, node) in inspection.nodes.enumerated() {
      let leaf = "#\(i) \(node.shape ?? node.symbol ?? node.kind.rawValue)"
      var seen: [String: Int] = [:]
      for m in node.modifiers {
        // One modifier used twice on a leaf (two scaleEffects) gets its own curves: name, name 2, …
        seen[m.name, default: 0] += 1
        let name = seen[m.name]! == 1 ? m.name : "\(m.name) \(seen[m.name]!)"
        for (key, values) in m.values.sorted(by: { $0.key < $1.key }) {
          let parts = key == "rgba" ? ["r", "g", "b", "a"] : values.count == 1 ? [key] : values.indices.map { "\(key)[\($0)]" }
          for (part, v) in zip(parts, values) { record("\(leaf) \(name).\(part)", time, v) }
        }
      }
      if let r = node.cornerRadius { record("\(leaf) cornerRadius", time, r) }
      for (part, v) in zip(["x", "y", "width", "height"], node.bounds) { record("\(leaf) bounds.\(part)", time, v) }
    }
  }

  private mutating func record(_ name: String, _ t: Double, _ v: Double) {
    guard v.isFinite else { return }
    if curves[name] == nil { curves[name] = Curve(name: name); order.append(name) }
    curves[name]!.times.append(t)
    curves[name]!.values.append(v)
  }

  /// Curves whose value changes, in first-seen order.
  public func animated() -> [Curve] {
    order.compactMap { curves[$0] }.filter { c in
      guard let lo = c.values.min(), let hi = c.values.max() else { return false }
      return hi - lo > 1e-6
    }
  }
}
