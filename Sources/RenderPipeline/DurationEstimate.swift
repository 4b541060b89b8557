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

  /// - Parameter runtime: a runtime used for nothing else (the estimate simulates it forward).
  public static func duration(of runtime: SceneRuntime, fps: Int) throws -> Double {
    let fps = max(1, fps)
    let step = 1 / Double(fps)
    let frames = Int(cap * Double(fps))
    var samples: [[Double]?] = []
    for n in 0...frames {
      let t = Double(n) * step
      let moving = try runtime.isAnimating(at: t)
      let scheduled = try runtime.nextEventTime(after: t).map { $0 <= cap } ?? false
      if !moving && !scheduled { return roundUp(min(cap, max(step, t + rest)), fps: fps) }
      samples.append(signature(try runtime.inspect(at: t, frame: n)))
    }
    let start = Int(((runtime.taps.last ?? 0) * Double(fps)).rounded(.up))
    guard let period = period(of: Array(samples[min(start, samples.count - 1)...]), minimum: Int(minimumPeriod * Double(fps))) else {
      return cap
    }
    return roundUp(min(cap, Double(start + period) * step), fps: fps)
  }

  private static func roundUp(_ t: Double, fps: Int) -> Double {
    (t * Double(fps) - 1e-9).rounded(.up) / Double(fps)
  }

  /// Every number of a frame's inspection, in a fixed order; nil-free when the leaves are the same.
  static func signature(_ f: FrameInspection) -> [Double] {
    var v: [Double] = [Double(f.nodes.count)]
    for n in f.nodes {
      v += n.bounds
      if let r = n.cornerRadius { v.append(r) }
      for m in n.modifiers { for key in m.values.keys.sorted() { v += m.values[key] ?? [] } }
    }
    return v
  }

  /// Smallest shift P (frames) with samples[i + P] ≈ samples[i] over the rest of the samples,
  /// checked on at least half a period of overlap.
  static func period(of samples: [[Double]?], minimum: Int) -> Int? {
    let n = samples.count
    guard n > 2 * max(1, minimum) else { return nil }
    for p in max(1, minimum)...(n / 2) {
      var matches = true
      for i in 0..<(n - p) {
        guard let a = samples[i], let b = samples[i + p], a.count == b.count,
              zip(a, b).allSatisfy({ abs($0 - $1) <= 0.05 + 0.01 * abs($0) }) else { matches = false; break }
      }
      if matches { return p }
    }
    return nil
  }
}
