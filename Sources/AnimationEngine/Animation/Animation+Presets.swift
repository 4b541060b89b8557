import Foundation

// SwiftUI's animation vocabulary (https://developer.apple.com/documentation/swiftui/animation).
// Timing curves default to 0.35 s; every spring form is the fluid (stepped) spring except
// `interpolatingSpring`, which is the closed form.
extension Animation {
  /// Default timing-curve duration.
  public static let defaultCurveDuration = 0.35

  /// A spring with response 0.5 s (see `EngineChoices.defaultAnimationResponse`) and no bounce.
  public static let `default` = Animation(FluidSpringAnimation(
    response: EngineChoices.defaultAnimationResponse, dampingFraction: 1, blendDuration: 0))

  // MARK: Timing curves

  public static let linear = linear(duration: defaultCurveDuration)
  public static let easeIn = easeIn(duration: defaultCurveDuration)
  public static let easeOut = easeOut(duration: defaultCurveDuration)
  public static let easeInOut = easeInOut(duration: defaultCurveDuration)

  public static func linear(duration: TimeInterval) -> Animation { timingCurve(.linear, duration: duration) }
  public static func easeIn(duration: TimeInterval) -> Animation { timingCurve(.easeIn, duration: duration) }
  public static func easeOut(duration: TimeInterval) -> Animation { timingCurve(.easeOut, duration: duration) }
  public static func easeInOut(duration: TimeInterval) -> Animation { timingCurve(.easeInOut, duration: duration) }

  /// A cubic Bézier timing curve with control points (p1x, p1y) and (p2x, p2y).
  public static func timingCurve(
    _ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: TimeInterval = defaultCurveDuration
  ) -> Animation {
    timingCurve(
      .bezier(startControlPoint: UnitPoint(x: p1x, y: p1y), endControlPoint: UnitPoint(x: p2x, y: p2y)),
      duration: duration)
  }

  public static func timingCurve(_ curve: UnitCurve, duration: TimeInterval = defaultCurveDuration) -> Animation {
    Animation(BezierAnimation(curve: curve, duration: duration.isFinite ? Swift.max(0, duration) : 0))
  }

  // MARK: Springs

  /// `spring(duration: 0.5, bounce: 0)`.
  public static let spring = spring()

  public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0.0, blendDuration: Double = 0) -> Animation {
    spring(response: duration, dampingFraction: Spring.dampingRatio(bounce: bounce), blendDuration: blendDuration)
  }

  @_disfavoredOverload
  public static func spring(
    response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0
  ) -> Animation {
    Animation(FluidSpringAnimation(
      response: response.isFinite ? Swift.max(0, response) : 0.5,
      dampingFraction: dampingFraction.isFinite ? Swift.max(0, dampingFraction) : 1,
      blendDuration: blendDuration.isFinite ? Swift.max(0, blendDuration) : 0))
  }

  /// A fluid spring with `spring`'s response and damping ratio.
  public static func spring(_ spring: Spring, blendDuration: TimeInterval = 0.0) -> Animation {
    self.spring(response: spring.response, dampingFraction: spring.dampingRatio, blendDuration: blendDuration)
  }

  public static let smooth = smooth()
  public static let snappy = snappy()
  public static let bouncy = bouncy()

  public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
    spring(duration: duration, bounce: extraBounce)
  }

  public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
    spring(duration: duration, bounce: 0.15 + extraBounce)
  }

  public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
    spring(duration: duration, bounce: 0.3 + extraBounce)
  }

  /// `interactiveSpring(duration: 0.15, extraBounce: 0, blendDuration: 0.25)`.
  public static let interactiveSpring = interactiveSpring()

  public static func interactiveSpring(
    duration: TimeInterval = 0.15, extraBounce: Double = 0.0, blendDuration: TimeInterval = 0.25
  ) -> Animation {
    spring(duration: duration, bounce: 0.15 + extraBounce, blendDuration: blendDuration)
  }

  @_disfavoredOverload
  public static func interactiveSpring(
    response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: TimeInterval = 0.25
  ) -> Animation {
    spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
  }

  // MARK: Interpolating (closed-form) springs

  public static let interpolatingSpring = interpolatingSpring()

  public static func interpolatingSpring(
    mass: Double = 1.0, stiffness: Double, damping: Double, initialVelocity: Double = 0.0
  ) -> Animation {
    interpolatingSpring(Spring(mass: mass, stiffness: stiffness, damping: damping), initialVelocity: initialVelocity)
  }

  public static func interpolatingSpring(
    duration: TimeInterval = 0.5, bounce: Double = 0.0, initialVelocity: Double = 0.0
  ) -> Animation {
    interpolatingSpring(Spring(duration: duration, bounce: bounce), initialVelocity: initialVelocity)
  }

  public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0.0) -> Animation {
    Animation(InterpolatingSpringAnimation(spring: spring, initialVelocity: initialVelocity.isFinite ? initialVelocity : 0))
  }
}
