import Foundation

/// What runs when a non-merging animation starts while another is running (as in OpenSwiftUIProject/
/// OpenSwiftUI's `DefaultCombiningAnimation.swift`).
///
/// Entry k animates from the value the entries before it produce now towards its own target:
/// `r_k = r_{k−1} + anim_k(V_k − r_{k−1}, t − t_k)`, so the newest animation blends smoothly away
/// from the still-running older ones. The chain ends when its newest entry ends.
struct DefaultCombiningAnimation: CustomAnimation {
  struct Entry: Hashable, Sendable {
    var animation: Animation
    var elapsed: Double
  }

  var entries: [Entry]

  struct State<V: VectorArithmetic>: AnimationStateKey, Sendable {
    struct Entry: Sendable {
      /// The entry's target, measured from where the chain began.
      var value: V
      /// The entry's animation state; nil once it finished.
      var state: AnimationState<V>?
    }
    var entries: [Entry] = []
    static var defaultValue: Self { Self() }
  }

  func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
    evaluate(time: time, context: &context).value
  }

  /// The combined value and velocity. The velocity treats each entry as `r_{k−1} + p_k·(V_k − r_{k−1})`
  /// with a scalar progress p_k, so `r_k' = (1 − p_k)·r_{k−1}' + a_k'` — exact for timing curves,
  /// close for springs.
  func evaluate<V: VectorArithmetic>(time: TimeInterval, context: inout AnimationContext<V>) -> (value: V?, velocity: V) {
    var combined = context.state[State<V>.self]
    guard combined.entries.count == entries.count, !entries.isEmpty else { return (nil, .zero) }
    var result = V.zero
    var velocity = V.zero
    for index in entries.indices {
      let entry = entries[index]
      let isLast = index == entries.count - 1
      guard let entryState = combined.entries[index].state else {
        result = combined.entries[index].value
        velocity = .zero
        if isLast {
          context.state[State<V>.self] = combined
          return (nil, .zero)
        }
        continue
      }
      var entryContext = AnimationContext<V>(state: entryState)
      let remaining = combined.entries[index].value - result
      let local = time - entry.elapsed
      let animated = entry.animation.animate(value: remaining, time: local, context: &entryContext)
      if let animated {
        combined.entries[index].state = entryContext.state
        let total = remaining.magnitudeSquared
        let progress = total > 0 ? (animated.magnitudeSquared / total).squareRoot() : 1
        let own = entry.animation.velocity(value: remaining, time: local, context: entryContext) ?? .zero
        velocity = velocity.scaled(by: 1 - progress) + own
        result += animated
      } else {
        combined.entries[index].state = nil
        velocity = .zero
        result += remaining
      }
      if isLast {
        context.isLogicallyComplete = entryContext.isLogicallyComplete
        context.state[State<V>.self] = combined
        return (animated == nil ? nil : result, velocity)
      }
    }
    return (nil, .zero)
  }

  func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
    var c = context
    let r = evaluate(time: time, context: &c)
    return r.value == nil ? nil : r.velocity
  }

  /// Adds `newAnimation` (elapsed `elapsed` since the chain began, total change `newValue`) on top of
  /// `animation`, whose state in `context` is `state` and whose total change is `value`.
  static func combine<V: VectorArithmetic>(
    _ animation: Animation, value: V, state: AnimationState<V>, elapsed: Double,
    with newAnimation: Animation, newValue: V
  ) -> (Animation, AnimationState<V>) {
    if var chain = animation.as(DefaultCombiningAnimation.self) {
      var s = state
      var combined = s[State<V>.self]
      // A finished entry sets the value outright, so the entries before the newest finished one no
      // longer matter: dropping them keeps the chain short under an endless run of interruptions
      // (a phase loop whose steps start as the last one ends), and evaluation exactly the same.
      if combined.entries.count == chain.entries.count,
         let base = combined.entries.lastIndex(where: { $0.state == nil }), base > 0 {
        combined.entries.removeFirst(base)
        chain.entries.removeFirst(base)
      }
      combined.entries.append(.init(value: newValue, state: AnimationState()))
      s[State<V>.self] = combined
      chain.entries.append(Entry(animation: newAnimation, elapsed: elapsed))
      return (Animation(chain), s)
    }
    var s = AnimationState<V>()
    s[State<V>.self] = State(entries: [.init(value: value, state: state), .init(value: newValue, state: AnimationState())])
    let chain = DefaultCombiningAnimation(entries: [
      Entry(animation: animation, elapsed: 0), Entry(animation: newAnimation, elapsed: elapsed),
    ])
    return (Animation(chain), s)
  }
}

extension DefaultCombiningAnimation: CustomStringConvertible {
  var description: String { "combined(" + entries.map { "\($0.animation) at +\($0.elapsed)" }.joined(separator: ", ") + ")" }
}

extension Animation {
  /// This animation (total change `value`, state `state`, `elapsed` since it began) with `newAnimation`
  /// added on top (``DefaultCombiningAnimation/combine(_:value:state:elapsed:with:newValue:)``), for
  /// `AnimatedValue`'s inlinable `set`.
  @usableFromInline func combined<V: VectorArithmetic>(
    value: V, state: AnimationState<V>, elapsed: Double, with newAnimation: Animation, newValue: V
  ) -> (Animation, AnimationState<V>) {
    DefaultCombiningAnimation.combine(self, value: value, state: state, elapsed: elapsed, with: newAnimation, newValue: newValue)
  }
}
