import Foundation
import RenderPipeline
import ViewRuntime

/// Turns ``SceneTime``s into seconds by asking the scene's runtime, never by comparing pixels: it
/// simulates the scene forward (events and frame times only, nothing is drawn).
///
/// - `settled`: the first frame time `t` at which nothing animates (``SceneRuntime/isAnimating(at:)``
///   is false: no running animation, transition or keyframe timeline, no phase animator with a step to
///   come, no `TimelineView(.animation)`) and no event is scheduled after it (taps, phase steps,
///   completions, timers): the rule a render without `duration:` stops by (``DurationEstimate``).
/// - `tapN`: the N-th time of `Scene(taps:)` and scripted `Tap(at:on:)` events together.
/// - `phase:N`, `keyframes-end`: the first animator (of the earliest event, then in tree order) as
///   ``SceneRuntime/animators(at:)`` reports it after each event.
/// - `end`: the last frame of the scene's duration (its own, `--duration`, or the derived one).
///
/// Nothing is searched past `horizon` seconds of scene time.
public struct SceneTimeResolver {
  public let source: SceneFileFrameSource
  /// The scene's name in messages.
  public let scene: String
  public let fps: Int
  public let duration: Double
  /// How far the scene is simulated when looking for a named moment.
  public static let horizon = 60.0

  public init(source: SceneFileFrameSource, scene: String, fps: Int, duration: Double) {
    self.source = source; self.scene = scene; self.fps = max(1, fps); self.duration = duration
  }

  /// A named time the scene does not have (no tap, never settles, …); the description names the scene.
  public struct Failure: Error, CustomStringConvertible, Equatable {
    public let description: String
  }

  /// The last frame's time: frames 0 ..< ⌈duration·fps⌉, as a render numbers them.
  public static func lastFrameTime(duration: Double, fps: Int) -> Double {
    let count = max(1, Int((duration * Double(fps) - 1e-9).rounded(.up)))
    return Double(count - 1) / Double(fps)
  }

  /// Seconds for `time`. Throws ``Failure`` when the scene has no such moment or the result is
  /// outside 0 … `FramePlan.maxDuration`.
  public func resolve(_ time: SceneTime) throws -> Double {
    let base: Double
    switch time.anchor {
    case .seconds: return time.offset
    case .start: base = 0
    case .end: base = Self.lastFrameTime(duration: duration, fps: fps)
    case .settled: base = try settled()
    case .tap(let n): base = try tap(n)
    case .phase(let n): base = try phase(n)
    case .keyframesEnd: base = try keyframesEnd()
    }
    let t = base + time.offset
    guard t >= 0, t <= FramePlan.maxDuration else {
      throw fail("'\(time)' is \(SceneTime.number(t)) s, outside the scene's time (0 to \(Int(FramePlan.maxDuration)) s)")
    }
    return t
  }

  /// Every time of `times`, each named one resolved once.
  public func resolve(_ times: [SceneTime]) throws -> [Double] {
    var memo: [SceneTime: Double] = [:]
    return try times.map { time in
      if let t = memo[time] { return t }
      let t = try resolve(time)
      memo[time] = t
      return t
    }
  }

  private func fail(_ why: String) -> Failure { Failure(description: "error: \(scene): \(why)") }

  func settled() throws -> Double {
    let frames = Int(Self.horizon * Double(fps))
    for n in 0...frames {
      let t = Double(n) / Double(fps)
      if try !source.isAnimating(at: t), try source.nextEventTime(after: t) == nil { return t }
    }
    throw fail("'settled' has no time: the scene still animates or has events to come at \(Int(Self.horizon)) s (a repeatForever animation, a looping phase or keyframe animator, a TimelineView(.animation) or a repeating timer never settles)")
  }

  func tap(_ n: Int) throws -> Double {
    let scripted = source.program.sceneSettings.events.filter { $0.action == .tap }.map(\.time)
    let taps = (source.taps + scripted).sorted()
    guard n <= taps.count else {
      let name = n == 1 ? "'tap'" : "'tap\(n)'"
      if taps.isEmpty { throw fail("\(name) has no time: the scene has no scripted tap (Scene(taps:) or Tap(at:on:))") }
      throw fail("\(name) has no time: the scene has \(taps.count) scripted tap\(taps.count == 1 ? "" : "s")")
    }
    return taps[n - 1]
  }

  func phase(_ n: Int) throws -> Double {
    var first: AnimatorSnapshot.Phases?
    let found = try walk { snapshot in
      if first == nil { first = snapshot.phases.first }
      guard let animator = first else { return nil }
      // The first animator's latest record (it keeps its place while it stays in the tree).
      let current = snapshot.phases.first { $0.path == animator.path } ?? animator
      guard n < current.phaseCount else {
        throw fail("'phase:\(n)' is out of range: the phase animator has \(current.phaseCount) phase\(current.phaseCount == 1 ? "" : "s") (phase:0 to phase:\(current.phaseCount - 1))")
      }
      first = current
      return current.firstEntered[n]
    }
    if let found { return found }
    guard first != nil else { throw fail("'phase:\(n)' has no time: the scene shows no phase animator within \(Int(Self.horizon)) s") }
    throw fail("'phase:\(n)' has no time: the phase animator does not step into phase \(n) within \(Int(Self.horizon)) s")
  }

  func keyframesEnd() throws -> Double {
    let found = try walk { snapshot in snapshot.keyframes.first.map { $0.start + $0.duration } }
    guard let found else { throw fail("'keyframes-end' has no time: no keyframe timeline runs within \(Int(Self.horizon)) s") }
    return found
  }

  /// Calls `look` with the animators at 0 and after each later event, until it answers, the events
  /// end, or the horizon is passed.
  private func walk(_ look: (AnimatorSnapshot) throws -> Double?) throws -> Double? {
    var t = 0.0
    for _ in 0..<100_000 {
      let snapshot = try source.runtime.animators(at: t)
      try source.program.checkErrors()
      if let found = try look(snapshot) { return found }
      guard let next = try source.nextEventTime(after: t), next <= Self.horizon else { return nil }
      t = next
    }
    return nil
  }
}
