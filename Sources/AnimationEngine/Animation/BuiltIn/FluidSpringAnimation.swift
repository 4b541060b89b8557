import Foundation

/// The spring behind `.spring`, `.smooth`, `.snappy`, `.bouncy`, `.interactiveSpring` and `.default`.
///
/// SwiftUI does not use the closed form here: it integrates a unit-mass spring in fixed 1/300 s steps
/// (OpenSwiftUIProject/OpenSwiftUI's `FluidSpringAnimation.swift`, matched by kern0x1b/eidolon's
/// measurements of Apple's SwiftUI) and shows the state after ⌈t/dt⌉ steps. It is logically complete
/// after `response` (plus any blend), finishes once velocity, force and remaining distance are all
/// small, and merges with whatever animation it interrupts, keeping offset and velocity.
struct FluidSpringAnimation: CustomAnimation {
  var response: Double
  var dampingFraction: Double
  var blendDuration: Double

  static let step = 1.0 / 300
  static let maxStiffness = 45_000.0

  struct State<V: VectorArithmetic>: AnimationStateKey, Sendable {
    var offset: V = .zero
    var velocity: V = .zero
    var force: V = .zero
    var time = 0.0
    /// Integration steps taken since `startTime`.
    var steps = 0
    var startTime = 0.0
    var blendStart = 0.0
    var blendInterval = 0.0
    static var defaultValue: Self { Self() }
  }

  /// k = (2π/r)², capped at 45 000 as SwiftUI does.
  static func stiffness(response r: Double) -> Double {
    Swift.min(r > 0 ? pow(2 * .pi / r, 2) : maxStiffness, maxStiffness)
  }

  /// The response in effect at `time`: blended from the previous spring's response with smoothstep.
  func effectiveResponse(time: Double, blendStart: Double, blendInterval: Double) -> Double {
    guard blendDuration > 0, blendInterval != 0 else { return response }
    let p = Swift.min(1, Swift.max(0, (time - blendStart) / blendDuration))
    return response + blendInterval * (1 - p * p * (3 - 2 * p))
  }

  // Pre-specialised for the common animatable data types: the stepping loop is the hot path.
  @_specialize(exported: false, kind: full, where V == Double)
  @_specialize(exported: false, kind: full, where V == CGFloat)
  @_specialize(exported: false, kind: full, where V == AnimatablePair<CGFloat, CGFloat>)
  @_specialize(exported: false, kind: full, where V == AnimatablePair<Double, Double>)
  func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
    var s = context.state[State<V>.self]
    let r = effectiveResponse(time: time, blendStart: s.blendStart, blendInterval: s.blendInterval)
    if time - s.startTime >= r { context.isLogicallyComplete = true }
    let blending = blendDuration > 0 && s.blendInterval != 0
    var stiffness = Self.stiffness(response: r)
    var damping = 2 * stiffness.squareRoot() * dampingFraction
    // Velocity Verlet with half steps, exactly as the research transcribes it. While blending,
    // SwiftUI recomputes the response once per frame; here it is recomputed per step, so the result
    // does not depend on how often the animation is sampled (the difference is below a frame's worth).
    // ⌈(t − start)/dt⌉ steps, counted as integers on a grid that starts at the spring's own start
    // (or merge) time, so it is the same grid however the times are offset.
    let target = Swift.max(0, Int(((time - s.startTime) / Self.step - 1e-9).rounded(.up)))
    while s.steps < target {
      if blending {
        let t = s.startTime + Double(s.steps + 1) * Self.step
        stiffness = Self.stiffness(response: effectiveResponse(time: t, blendStart: s.blendStart, blendInterval: s.blendInterval))
        damping = 2 * stiffness.squareRoot() * dampingFraction
      }
      let halfVelocity = s.velocity + s.force.scaled(by: Self.step / 2)
      s.offset += halfVelocity.scaled(by: Self.step)
      s.force = halfVelocity.scaled(by: -damping) + (value - s.offset).scaled(by: stiffness)
      s.velocity = halfVelocity + s.force.scaled(by: Self.step / 2)
      s.steps += 1
    }
    s.time = s.startTime + Double(s.steps) * Self.step
    context.state[State<V>.self] = s
    // Before its first step a spring has no force yet (the state starts at rest, a = 0), so it
    // cannot be at rest: without this, a spring taking over exactly where a curve ended, with
    // nothing left of the old interval, would report itself finished at once and jump.
    guard s.steps > 0 else { return s.offset }
    if Swift.max(s.velocity.magnitudeSquared, s.force.magnitudeSquared) > 0.0036 { return s.offset }
    let tolerance = value.scaled(by: 0.01).magnitudeSquared
    let remaining = (value - s.offset).magnitudeSquared
    guard tolerance > 0, tolerance < remaining else { return nil }
    return s.offset
  }

  func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
    var c = context
    guard animate(value: value, time: time, context: &c) != nil else { return nil }
    return c.state[State<V>.self].velocity
  }

  func shouldMerge<V: VectorArithmetic>(
    previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> Bool {
    var s = context.state[State<V>.self]
    s.velocity = previous.velocity(value: value, time: time, context: context) ?? s.velocity
    s.offset = previous.animate(value: value, time: time, context: &context) ?? s.offset
    s.time = time
    s.startTime = time
    s.steps = 0
    if let previousSpring = previous.as(FluidSpringAnimation.self), previousSpring.response != response {
      s.blendInterval = previousSpring.response - response
      s.blendStart = time
    } else {
      s.blendInterval = 0
    }
    // Any other animation's state is no longer needed once the spring takes over.
    context.state = AnimationState()
    context.state[State<V>.self] = s
    context.isLogicallyComplete = false
    return true
  }
}

extension FluidSpringAnimation: CustomStringConvertible {
  var description: String {
    "spring(response: \(response), dampingFraction: \(dampingFraction), blendDuration: \(blendDuration))"
  }
}
