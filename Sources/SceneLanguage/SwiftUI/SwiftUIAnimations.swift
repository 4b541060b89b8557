import AnimationEngine
import Foundation
import ViewRuntime

/// `Animation`'s and `Spring`'s factories and modifiers, with SwiftUI's defaults
/// (https://developer.apple.com/documentation/swiftui/animation).
extension HostRegistry {
  mutating func registerAnimationFactories() {
    func animation(_ a: Animation) -> Value { HostRegistry.host("Animation", a) }
    let returns = SceneType.named("Animation")
    let duration = Param<Double>("duration")
    let shaped: [(String, (Double) -> Animation)] = [("linear", Animation.linear(duration:)), ("easeIn", Animation.easeIn(duration:)), ("easeOut", Animation.easeOut(duration:)), ("easeInOut", Animation.easeInOut(duration:))]
    let p1x = Param<Double>(nil, "p1x"), p1y = Param<Double>(nil, "p1y"), p2x = Param<Double>(nil, "p2x"), p2y = Param<Double>(nil, "p2y")
    let curveDuration = Param<Double>("duration", default: Animation.defaultCurveDuration)
    let springDuration = Param<Double>("duration", default: 0.5), bounce = Param<Double>("bounce", default: 0)
    let blendDuration = Param<Double>("blendDuration", default: 0)
    let response = Param<Double>("response", default: 0.5), dampingFraction = Param<Double>("dampingFraction", default: 0.825)
    let spring = Param<Spring>(nil, "spring")
    let extraBounce = Param<Double>("extraBounce", default: 0)
    let presets: [(String, (Double, Double) -> Animation)] = [("smooth", Animation.smooth(duration:extraBounce:)), ("snappy", Animation.snappy(duration:extraBounce:)), ("bouncy", Animation.bouncy(duration:extraBounce:))]
    let delay = Param<Double>(nil, "delay"), speed = Param<Double>(nil, "speed")
    let repeatCount = Param<Int>(nil, "repeatCount"), autoreverses = Param<Bool>("autoreverses", default: true)
    modify("Animation") { t in
      for (name, make) in shaped {
        t.addStaticMethod(name, .binding(duration, returns: returns) { c in animation(make(try c[duration])) })
      }
      t.addStaticMethod("timingCurve", .binding(p1x, p1y, p2x, p2y, curveDuration, returns: returns) { c in
        animation(.timingCurve(try c[p1x], try c[p1y], try c[p2x], try c[p2y], duration: try c[curveDuration]))
      })
      t.addStaticMethod("spring", .binding(springDuration, bounce, blendDuration, returns: returns) { c in
        animation(.spring(duration: try c[springDuration], bounce: try c[bounce], blendDuration: try c[blendDuration]))
      })
      t.addStaticMethod("spring", .binding(response, dampingFraction, blendDuration, returns: returns) { c in
        animation(.spring(response: try c[response], dampingFraction: try c[dampingFraction], blendDuration: try c[blendDuration]))
      })
      t.addStaticMethod("spring", .binding(spring, blendDuration, returns: returns) { c in
        animation(.spring(try c[spring], blendDuration: try c[blendDuration]))
      })
      for (name, make) in presets {
        t.addStaticMethod(name, .binding(springDuration, extraBounce, returns: returns) { c in animation(make(try c[springDuration], try c[extraBounce])) })
      }
      t.addMethod("delay", .binding(delay, returns: returns) { c in animation(try c.receiver(Animation.self, "delay(_:)").delay(try c[delay])) })
      t.addMethod("speed", .binding(speed, returns: returns) { c in animation(try c.receiver(Animation.self, "speed(_:)").speed(try c[speed])) })
      t.addMethod("repeatCount", .binding(repeatCount, autoreverses, returns: returns) { c in
        animation(try c.receiver(Animation.self, "repeatCount(_:autoreverses:)").repeatCount(try c[repeatCount], autoreverses: try c[autoreverses]))
      })
      t.addMethod("repeatForever", .binding(autoreverses, returns: returns) { c in
        animation(try c.receiver(Animation.self, "repeatForever(autoreverses:)").repeatForever(autoreverses: try c[autoreverses]))
      })
    }
  }

  mutating func registerSprings() {
    func spring(_ s: Spring) -> Value { HostRegistry.host("Spring", s) }
    let returns = SceneType.named("Spring")
    let duration = Param<Double>("duration", default: 0.5), extraBounce = Param<Double>("extraBounce", default: 0)
    let bounce = Param<Double>("bounce", default: 0)
    let response = Param<Double>("response"), dampingRatio = Param<Double>("dampingRatio")
    let mass = Param<Double>("mass", default: 1), stiffness = Param<Double>("stiffness"), damping = Param<Double>("damping")
    let allowOverDamping = Param<Bool>("allowOverDamping", default: false)
    let presets: [(String, (Double, Double) -> Spring)] = [("smooth", Spring.smooth(duration:extraBounce:)), ("snappy", Spring.snappy(duration:extraBounce:)), ("bouncy", Spring.bouncy(duration:extraBounce:))]
    statics("Spring", [("smooth", Spring.smooth), ("snappy", .snappy), ("bouncy", .bouncy)])
    modify("Spring") { t in
      for (name, make) in presets {
        t.addStaticMethod(name, .binding(duration, extraBounce, returns: returns) { c in spring(make(try c[duration], try c[extraBounce])) })
      }
      t.addInit(.binding(duration, bounce, returns: returns) { c in spring(Spring(duration: try c[duration], bounce: try c[bounce])) })
      t.addInit(.binding(response, dampingRatio, returns: returns) { c in spring(Spring(response: try c[response], dampingRatio: try c[dampingRatio])) })
      t.addInit(.binding(mass, stiffness, damping, allowOverDamping, returns: returns) { c in
        spring(Spring(mass: try c[mass], stiffness: try c[stiffness], damping: try c[damping], allowOverDamping: try c[allowOverDamping]))
      })
    }
  }
}
