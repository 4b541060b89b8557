import AnimationEngine
import Foundation

/// What a symbol effect does to its symbol at one moment: the numbers the effects draw with.
struct SymbolEffectPose: Equatable {
  var scale = 1.0
  var scaleAnchor = UnitPoint.center
  var opacity = 1.0
  var degrees = 0.0
  var rotationAnchor = UnitPoint.center
  /// Offset in fractions of the symbol's size.
  var offsetX = 0.0, offsetY = 0.0

  static let rest = SymbolEffectPose()
}

/// The timings and amplitudes of symbol effects, in one place.
///
/// Apple describes the effects (WWDC23 "Animate symbols in your app"; WWDC24 "What's new in SF
/// Symbols 6"; https://developer.apple.com/documentation/symbols) but publishes no curves, so these
/// are animrender's choices, matched by eye to those sessions' demos. Every segment eases with
/// smoothstep (3x² − 2x³). Times are seconds at `speed` 1; `.speed(x)` divides them by x.
enum SymbolEffectChoices {
  /// One play of a discrete effect (bounce, wiggle, rotate, breathe, pulse): its length, and the
  /// pause before the next play when it repeats.
  static func period(_ kind: SymbolEffect.Kind, layers: Int) -> (play: Double, pause: Double) {
    switch kind {
    case .bounce: (0.5, 0.5)        // squash, overshoot, settle; then a beat of rest
    case .pulse: (1.0, 0)           // fade down and back, continuously
    case .variableColor: (variableStep * Double(max(1, layers) + 1), 0)
    case .breathe: (2.0, 0)         // a slow inhale and exhale
    case .wiggle: (0.8, 0.6)        // three decaying swings
    case .rotate: (1.0, 0)          // one turn
    case .scale, .appear, .disappear, .replace: (stateChange, 0)
    }
  }

  /// Scale, appear and disappear are states: the change between them takes this long.
  static let stateChange = 0.3
  /// Replace: the outgoing symbol shrinks and fades in the first 60 % of this, the incoming one
  /// grows and fades in from 30 % to the end.
  static let replaceDuration = 0.45
  /// Variable colour lights one layer per step.
  static let variableStep = 0.3
  /// Inactive variable layers (`variableValue`, `.variableColor.dimInactiveLayers`) keep this opacity.
  static let inactiveLayerOpacity = 0.3
  static let bounceSquash = 0.85, bounceOvershoot = 1.1
  static let pulseLow = 0.3
  static let scaleUp = 1.2, scaleDown = 0.8
  static let breatheScale = 1.1, breatheFade = 0.6
  static let wiggleDegrees = 15.0, wiggleOffset = 0.12
  /// Appear and disappear shrink the symbol to this while it fades.
  static let hiddenScale = 0.5

  static func ease(_ x: Double) -> Double {
    let t = min(1, max(0, x))
    return t * t * (3 - 2 * t)
  }

  /// Piecewise smoothstep through `(time, value)` keys (times rising from 0).
  static func keys(_ t: Double, _ k: [(Double, Double)]) -> Double {
    guard let first = k.first else { return 0 }
    if t <= first.0 { return first.1 }
    for i in 1..<k.count where t <= k[i].0 {
      let (t0, v0) = k[i - 1], (t1, v1) = k[i]
      return v0 + (v1 - v0) * ease((t - t0) / max(1e-9, t1 - t0))
    }
    return k[k.count - 1].1
  }

  /// The pose of a discrete effect `t` seconds into one play (0 ≤ t ≤ play; later: rest).
  static func pose(_ e: SymbolEffect, at t: Double, name: String) -> SymbolEffectPose {
    var p = SymbolEffectPose()
    let play = period(e.kind, layers: 0).play
    guard t >= 0, t < play || e.kind == .variableColor else { return p }
    switch e.kind {
    case .bounce:
      p.scale = keys(t, [(0, 1), (0.12, bounceSquash), (0.3, bounceOvershoot), (0.5, 1)])
      p.scaleAnchor = e.direction == .down ? .top : .bottom
    case .pulse:
      p.opacity = keys(t, [(0, 1), (0.5, pulseLow), (1, 1)])
    case .breathe:
      p.scale = keys(t, [(0, 1), (1, breatheScale), (2, 1)])
      if e.breathePulses { p.opacity = keys(t, [(0, 1), (1, breatheFade), (2, 1)]) }
    case .wiggle:
      // Swings of 1, 2/3 and 1/3 of the amplitude, alternating sides.
      let swing = keys(t, [(0, 0), (0.13, -1), (0.33, 2.0 / 3), (0.53, -1.0 / 3), (0.8, 0)])
      switch e.direction {
      case .left, .right, .forward, .backward, .up, .down:
        let sign = e.direction == .left || e.direction == .backward || e.direction == .up ? -1.0 : 1.0
        if e.direction == .up || e.direction == .down { p.offsetY = sign * swing * wiggleOffset }
        else { p.offsetX = sign * swing * wiggleOffset }
      case .clockwise, .counterClockwise, nil:
        // A bell swings from its top; other symbols without a direction shake about their centre.
        p.degrees = (e.direction == .counterClockwise ? -1 : 1) * swing * wiggleDegrees
        p.rotationAnchor = name.hasPrefix("bell") ? .top : .center
      }
    case .rotate:
      p.degrees = (e.direction == .counterClockwise ? -360 : 360) * ease(t / play)
    case .variableColor, .scale, .appear, .disappear, .replace:
      break
    }
    return p
  }

  /// The pose of a state effect (scale, appear, disappear) `amount` of the way into its active state.
  static func statePose(_ e: SymbolEffect, amount a: Double) -> SymbolEffectPose {
    var p = SymbolEffectPose()
    switch e.kind {
    case .scale:
      p.scale = 1 + ((e.direction == .down ? scaleDown : scaleUp) - 1) * a
    case .disappear, .appear:
      // `amount` 1 is hidden: disappear's active state, appear's inactive one (the caller flips it).
      p.opacity = 1 - a
      p.scale = e.direction == .up ? 1 + (1 - hiddenScale) * a : 1 - (1 - hiddenScale) * a
    default: break
    }
    return p
  }

  /// Variable colour: the opacity of layer k of n at `t` seconds into a cycle.
  static func variableLayerOpacity(_ e: SymbolEffect, at t: Double, layer k: Int, of n: Int) -> Double {
    let dim = e.hidesInactiveLayers ? 0 : inactiveLayerOpacity
    var steps = t / variableStep
    if e.reversing {
      // Up through the layers and back down over the same cycle.
      let half = Double(n + 1) / 2
      steps = steps <= half ? steps * 2 : (Double(n + 1) - steps) * 2
    }
    let lit: Double
    if e.cumulative {
      // Layer k comes on in its step and stays on until the cycle's last step turns all off.
      lit = ease(steps - Double(k - 1)) * (1 - ease(steps - Double(n)))
    } else {
      // One layer at a time: layer k is brightest in the middle of its step.
      lit = max(0, 1 - abs(steps - (Double(k) - 0.5)))
    }
    return dim + (1 - dim) * lit
  }

  /// `variableValue`: layer k of n is lit when the value passes (k − 1)/n (0 lights none, 1 all).
  static func isLit(layer k: Int, of n: Int, value: Double) -> Bool {
    value > Double(k - 1) / Double(n) + 1e-9
  }
}
