import Foundation

/// When a PhaseAnimator shows which phase, and with which animation
/// (https://developer.apple.com/documentation/swiftui/phaseanimator).
///
/// Phases are indices `0..<phaseCount`. Without a trigger the animator animates to phase 1 at once,
/// then to each next phase when the previous animation is logically complete, and after the last
/// phase back to phase 0, forever. With triggers it idles at phase 0 and each trigger runs one cycle
/// `1, 2, …, n−1, 0`; a trigger during a cycle restarts at phase 1 from wherever the values are
/// (`EngineChoices.phaseRetriggerRestartsAtFirstPhase`).
public struct PhaseSchedule: Sendable {
  public enum Mode: Hashable, Sendable {
    /// Loops from `start` on (`phaseAnimator(_:content:animation:)`).
    case continuous(start: Double)
    /// Runs one cycle per trigger time (`phaseAnimator(_:trigger:content:animation:)`).
    case triggered(at: [Double])
  }

  /// One phase change.
  public struct Step: Hashable, Sendable {
    /// The phase animated to.
    public var phase: Int
    public var start: Double
    /// nil: the change is not animated.
    public var animation: Animation?
    /// When the next phase starts (logical completion plus latency); nil if never.
    public var end: Double?
  }

  public enum Failure: Error, CustomStringConvertible, Equatable {
    case noPhases
    case invalidTime(Double)

    public var description: String {
      switch self {
      case .noPhases: return "a phase animator needs at least one phase"
      case .invalidTime(let t): return "phase schedule time \(t) is not a finite number"
      }
    }
  }

  public let phaseCount: Int
  /// Phase changes in time order. Continuous mode starts with phase 0 at `start`, no animation.
  public let steps: [Step]
  /// True if the schedule was cut at `maxSteps` before reaching the horizon.
  public let isTruncated: Bool

  /// - Parameters:
  ///   - animation: the animation used to move *to* a phase (nil = no animation).
  ///   - horizon: no step starts after this time.
  ///   - changesValues: whether moving from one phase to another changes any animated value; a change
  ///     that animates nothing completes at once (SwiftUI's no-animation fallback).
  public init(
    phaseCount: Int, mode: Mode, until horizon: Double, maxSteps: Int = 100_000,
    changesValues: ((_ from: Int, _ to: Int) -> Bool)? = nil,
    animation: (Int) -> Animation?
  ) throws {
    guard phaseCount > 0 else { throw Failure.noPhases }
    guard horizon.isFinite else { throw Failure.invalidTime(horizon) }
    self.phaseCount = phaseCount

    var animations: [Animation?] = []
    var durations: [Double?] = []
    for phase in 0..<phaseCount {
      let a = animation(phase)
      animations.append(a)
      durations.append(a.map(Self.logicalDuration) ?? EngineChoices.nonAnimatedPhaseDuration)
    }

    var steps: [Step] = []
    var triggers: [Double]
    var current = 0
    var nextAdvance: Double? = nil
    var cycleStart = 0.0
    let loops: Bool
    switch mode {
    case .continuous(let start):
      guard start.isFinite else { throw Failure.invalidTime(start) }
      loops = true
      triggers = [start]
      steps.append(Step(phase: 0, start: start, animation: nil, end: start))
    case .triggered(let times):
      if let bad = times.first(where: { !$0.isFinite }) { throw Failure.invalidTime(bad) }
      loops = false
      triggers = times.sorted()
    }
    var triggerIndex = 0

    func begin(_ phase: Int, at time: Double) {
      var duration = durations[phase]
      var stepAnimation = animations[phase]
      if let changesValues, !changesValues(current, phase) {
        duration = EngineChoices.nonAnimatedPhaseDuration
        stepAnimation = nil
      }
      let end = duration.map { time + $0 + EngineChoices.phaseAdvanceLatency }
      steps.append(Step(phase: phase, start: time, animation: stepAnimation, end: end))
      current = phase
      nextAdvance = end
    }

    var truncated = false
    while true {
      if steps.count >= maxSteps {
        truncated = true
        break
      }
      let trigger = triggerIndex < triggers.count ? triggers[triggerIndex] : nil
      if let advance = nextAdvance, advance <= horizon, trigger.map({ advance <= $0 }) ?? true {
        if current == 0 {
          // A cycle just ended. Loop, unless the cycle took no time at all (every step unanimated):
          // looping would never let time move on, so it pauses, as Hongtae Kim's SwiftUI
          // reimplementation does.
          if loops && phaseCount > 1 && advance > cycleStart {
            cycleStart = advance
            begin(1, at: advance)
          } else {
            nextAdvance = nil
          }
        } else {
          begin((current + 1) % phaseCount, at: advance)
        }
      } else if let trigger, trigger <= horizon {
        triggerIndex += 1
        guard phaseCount > 1 else { continue }
        let midCycle = nextAdvance != nil && current != 0
        cycleStart = trigger
        if midCycle && !EngineChoices.phaseRetriggerRestartsAtFirstPhase && current == 1 {
          // The other reading (an elementary-ui web port's PhaseAnimator docs): a retrigger while
          // heading to phase 1 moves on to phase 2.
          begin(2 % phaseCount, at: trigger)
        } else {
          begin(1, at: trigger)
        }
      } else {
        break
      }
    }
    self.steps = steps
    self.isTruncated = truncated
  }

  /// The time an animation takes to become logically complete (nil = never), measured on a unit change.
  static func logicalDuration(_ animation: Animation) -> Double? {
    AnimationProbe.completionTimes(of: animation, value: 1.0, context: AnimationContext(), logicalOnly: true).logical
  }

  /// The phase shown (targeted) at `time`.
  public func phase(at time: Double) -> Int {
    step(at: time)?.phase ?? 0
  }

  /// The latest step started at or before `time`.
  public func step(at time: Double) -> Step? {
    var lo = 0, hi = steps.count - 1
    guard hi >= 0, steps[0].start <= time else { return nil }
    while lo < hi {
      let mid = (lo + hi + 1) / 2
      if steps[mid].start <= time { lo = mid } else { hi = mid - 1 }
    }
    return steps[lo]
  }

  /// A property driven by the phases: `target(phase)` is its value in each phase. Springs merge across
  /// phase boundaries and curves combine, exactly as `AnimatedValue` does.
  public func animatedValue<V: VectorArithmetic>(_ target: (Int) -> V) -> AnimatedValue<V> {
    var value = AnimatedValue(target(0))
    for step in steps {
      value.set(target(step.phase), at: step.start, animation: step.animation)
    }
    return value
  }
}
