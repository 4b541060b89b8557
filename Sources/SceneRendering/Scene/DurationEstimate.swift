import ViewRuntime

/// How long to render a scene that does not say: until it settles, or one cycle of a loop.
///
/// A scene settles when nothing animates and no event (tap, phase step, completion) is scheduled;
/// the estimate is that moment plus a short rest, so the final state is seen. A scene that never
/// settles (a looping phase animator, a repeating keyframe timeline) renders the last tap plus one
/// period of its motion, found by matching the sampled `inspect` values against themselves shifted in
/// time. Everything is capped at `cap` seconds.
public enum DurationEstimate {
  /// Longest derived duration, in seconds.
  public static let cap = 10.0
  /// Time shown after the scene comes to rest.
  public static let rest = 0.25
  /// Shortest loop period considered, in seconds (shorter matches are stills, not loops).
  public static let minimumPeriod = 0.2

  /// - Parameter runtime: a scene used for nothing else (the estimate simulates it forward).
  public static func duration(of runtime: some SceneSimulation, fps: Int) throws -> Double {
    let fps = max(1, fps)
    let step = 1 / Double(fps)
    // Loops are looked for over twice the cap, so a cycle as long as the cap is found.
    let frames = Int(2 * cap * Double(fps))
    var samples: [Signature] = []
    for n in 0...frames {
      let t = Double(n) * step
      if t <= cap {
        let moving = try runtime.isAnimating(at: t)
        let scheduled = try runtime.nextEventTime(after: t).map { $0 <= cap } ?? false
        if !moving && !scheduled { return roundUp(min(cap, max(step, t + rest)), fps: fps) }
      }
      samples.append(signature(try runtime.inspect(at: t, frame: n)))
    }
    let start = Int(((runtime.taps.last ?? 0) * Double(fps)).rounded(.up))
    guard let period = period(of: Array(samples[min(start, samples.count - 1)...]), minimum: Int(minimumPeriod * Double(fps))) else {
      return cap
    }
    return roundUp(min(cap, (Double(start) + period) * step), fps: fps)
  }

  private static func roundUp(_ t: Double, fps: Int) -> Double {
    (t * Double(fps) - 1e-9).rounded(.up) / Double(fps)
  }

  /// What a frame shows, for matching frames against each other: texts and shapes exactly, numbers
  /// within a tolerance.
  struct Signature: Equatable {
    var labels: [String]
    var values: [Double]
  }

  static func signature(_ f: FrameInspection) -> Signature {
    var labels: [String] = [], values: [Double] = []
    for n in f.nodes {
      labels.append([n.kind.rawValue, n.text ?? "", n.shape ?? "", n.symbol ?? "", n.modifiers.map(\.name).joined(separator: ",")].joined(separator: "|"))
      values += n.bounds
      if let r = n.cornerRadius { values.append(r) }
      for m in n.modifiers { for key in m.values.keys.sorted() { values += m.values[key] ?? [] } }
    }
    return Signature(labels: labels, values: values)
  }

  /// Smallest shift P (frames, at least `minimum`, in half frames) with samples[i + P] ≈ samples[i]
  /// over the later samples (a loop's first cycle may start from rest). A number matches within half
  /// its typical per-frame step (90th percentile) plus 1 % of its range, since frame times never land on
  /// exactly the same phase of a loop; 5 % of frames may miss (a value jumping, like a rotation wrapping
  /// to 0). Of the first shift that matches and the next two half frames, the closest match wins.
  static func period(of samples: [Signature], minimum: Int) -> Double? {
    let n = samples.count
    guard n > 2 * max(1, minimum) else { return nil }
    var columns: [Int: [[Double]]] = [:]
    for s in samples {
      var c = columns[s.values.count] ?? Array(repeating: [], count: s.values.count)
      for (j, v) in s.values.enumerated() { c[j].append(v) }
      columns[s.values.count] = c
    }
    var tolerance: [Int: [Double]] = [:]
    for (count, cs) in columns {
      tolerance[count] = cs.map { column in
        let steps = zip(column, column.dropFirst()).map { abs($1 - $0) }.sorted()
        let typical = steps.isEmpty ? 0 : steps[min(steps.count - 1, steps.count * 9 / 10)]
        return 1e-6 + 0.5 * typical + 0.01 * ((column.max() ?? 0) - (column.min() ?? 0))
      }
    }
    /// How far apart two samples are, in tolerances (≤ 1 matches); infinite when the leaves differ.
    func distance(_ a: Signature, _ b: Signature) -> Double {
      guard a.labels == b.labels, a.values.count == b.values.count, let tol = tolerance[a.values.count] else { return .infinity }
      return zip(zip(a.values, b.values), tol).map { abs($0.0 - $0.1) / $1 }.max() ?? 0
    }
    /// The sample at a fractional index: halfway between two frames, their mean (when they show the same leaves).
    func sample(at index: Double) -> Signature? {
      let lo = Int(index.rounded(.down))
      guard index != Double(lo) else { return samples[lo] }
      let a = samples[lo], b = samples[lo + 1]
      guard a.labels == b.labels, a.values.count == b.values.count else { return nil }
      return Signature(labels: a.labels, values: zip(a.values, b.values).map { ($0 + $1) / 2 })
    }
    /// Mean distance over the compared frames, or nil when too many frames miss.
    func score(_ p: Double) -> Double? {
      let window = max(Int(p.rounded(.up)), n / 3)
      let last = n - 1 - Int(p.rounded(.up))
      let first = max(0, last - window)
      guard last > first else { return nil }
      var misses = 0, total = 0.0
      for i in first...last {
        let d = sample(at: Double(i) + p).map { distance(samples[i], $0) } ?? .infinity
        if d > 1 { misses += 1 } else { total += d }
      }
      guard Double(misses) <= 0.05 * Double(last - first + 1) else { return nil }
      return total / Double(last - first + 1 - misses)
    }
    for halves in (2 * max(1, minimum))...n {
      let p = Double(halves) / 2
      guard score(p) != nil else { continue }
      return [p, p + 0.5, p + 1].compactMap { q in score(q).map { (q, $0) } }.min { $0.1 < $1.1 }?.0 ?? p
    }
    return nil
  }
}
