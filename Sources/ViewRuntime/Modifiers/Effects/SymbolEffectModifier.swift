import AnimationEngine
import Foundation
import Graphics

/// `.symbolEffect(_:options:value:)` and `.symbolEffect(_:options:isActive:)` on symbol images.
/// https://developer.apple.com/documentation/swiftui/view/symboleffect(_:options:value:)
///
/// Effects keep their own clock, as SwiftUI's do (no `withAnimation` needed): a keyframe animator
/// state at the modifier's place hands out the seconds since the effect started, and
/// ``SymbolEffectChoices`` turns them into a pose (scale, opacity, rotation, offset, lit layers).
public struct SymbolEffectModifier: ViewEffect, ResolvableEffect {
  public enum Activation: Hashable {
    /// `isActive:`: indefinite effects run (loop) while true; state effects (scale, appear,
    /// disappear) move to their active state.
    case active(Bool)
    /// `value:`: the effect plays (`options.repeatCount` times, once by default) each time it changes.
    case value(AnyHashable)
  }

  public var effect: SymbolEffect
  public var options: SymbolEffectOptions
  public var activation: Activation

  public init(_ effect: SymbolEffect, options: SymbolEffectOptions = .default, activation: Activation = .active(true)) {
    self.effect = effect; self.options = options; self.activation = activation
  }

  var speed: Double { options.speed > 0 && options.speed.isFinite ? options.speed : 1 }

  func resolve(_ r: EffectResolution) throws -> ResolvedView {
    let path = r.context.child("/symbolEffect")
    switch (effect.kind, activation) {
    case (.scale, .active(let on)), (.appear, .active(let on)), (.disappear, .active(let on)):
      // `amount` 1 = the hidden/scaled end; appear's active state is the visible one.
      let target: Double = effect.kind == .appear ? (on ? 0 : 1) : (on ? 1 : 0)
      let d = SymbolEffectChoices.stateChange / speed
      let node = KeyframeAnimatorNode(mode: .trigger(AnyHashable(on)), initialValue: target, timeline: { from, _ in
        let start = from as? Double ?? target
        return ErasedKeyframeTimeline(duration: d) { t in start + (target - start) * SymbolEffectChoices.ease(t / d) }
      }, content: { _ in .empty })
      let amount = try r.resolver.host.keyframeValue(of: node, context: path) as? Double ?? target
      return pose(try r.content(), SymbolEffectChoices.statePose(effect, amount: amount), elapsed: amount)
    case (_, .active(false)):
      return try r.content()
    case (_, .active(true)):
      let count = options.repeatsForever ? nil : options.repeatCount
      // A loop restarts each cycle; a counted run plays its cycles once, then rests (the long
      // timeline only keeps the clock running).
      let node = KeyframeAnimatorNode(mode: .repeating(true), initialValue: 0.0, timeline: { _, _ in
        ErasedKeyframeTimeline(duration: 1e6) { $0 }
      }, content: { _ in .empty })
      let elapsed = try r.resolver.host.keyframeValue(of: node, context: path) as? Double ?? 0
      return try play(r, elapsed: elapsed, count: count)
    case (_, .value(let value)):
      let count = options.repeatCount ?? 1
      let total = Double(count) * cycle(layers: 3) / speed
      let node = KeyframeAnimatorNode(mode: .trigger(value), initialValue: Double.infinity, timeline: { _, _ in
        ErasedKeyframeTimeline(duration: total) { $0 }
      }, content: { _ in .empty })
      let elapsed = try r.resolver.host.keyframeValue(of: node, context: path) as? Double ?? .infinity
      return try play(r, elapsed: elapsed, count: count)
    }
  }

  /// One play and the pause after it, in seconds at speed 1.
  private func cycle(layers: Int) -> Double {
    let p = SymbolEffectChoices.period(effect.kind, layers: layers)
    return p.play + p.pause
  }

  /// The content posed `elapsed` seconds (real time) into a run of `count` cycles (nil: endless).
  private func play(_ r: EffectResolution, elapsed: Double, count: Int?) throws -> ResolvedView {
    let t = elapsed * speed
    if effect.kind == .variableColor {
      // The cycle's length depends on the symbol's layer count, known only to the image below:
      // the environment carries the clock and the image computes its layers' opacities.
      let e = effect
      let running = t.isFinite
      let content = try r.content { c in
        guard running else { return }
        c.environment.symbolEffects.layerOpacity = { k, n in
          let cycle = SymbolEffectChoices.period(.variableColor, layers: n).play
          if let count, t >= Double(count) * cycle { return 1 }
          return SymbolEffectChoices.variableLayerOpacity(e, at: t.truncatingRemainder(dividingBy: cycle), layer: k, of: n)
        }
      }
      return ResolvedView(.marker(content, InspectModifier(name: "symbolEffect", values: ["elapsed": [running ? t : -1]])))
    }
    let c = cycle(layers: 0)
    var p = SymbolEffectPose.rest
    if t.isFinite, t >= 0, count.map({ t < Double($0) * c }) ?? true {
      p = SymbolEffectChoices.pose(effect, at: t.truncatingRemainder(dividingBy: c), name: symbolName(r.node))
    }
    return pose(try r.content(), p, elapsed: t.isFinite ? t : -1)
  }

  /// The symbol's name, for effects that depend on it (a bell wiggles from its top).
  private func symbolName(_ node: ViewNode) -> String {
    if case .image(let image) = node { return image.systemName }
    if case .modified(let inner, _) = node { return symbolName(inner) }
    return ""
  }

  private func pose(_ content: ResolvedView, _ p: SymbolEffectPose, elapsed: Double) -> ResolvedView {
    var v = content
    if p.offsetX != 0 || p.offsetY != 0 { v = ResolvedView(.relativeOffset(v, x: p.offsetX, y: p.offsetY)) }
    if p.degrees != 0 { v = ResolvedView(.rotation(v, radians: p.degrees * .pi / 180, anchor: p.rotationAnchor)) }
    if p.scale != 1 { v = ResolvedView(.scale(v, CGSize(width: p.scale, height: p.scale), anchor: p.scaleAnchor)) }
    if p.opacity != 1 { v = ResolvedView(.opacity(v, p.opacity)) }
    return ResolvedView(.marker(v, InspectModifier(name: "symbolEffect", values: [
      "elapsed": [elapsed], "scale": [p.scale], "opacity": [p.opacity], "degrees": [p.degrees],
    ])))
  }
}

/// Symbol effects in the environment, read by the symbol images below them.
struct SymbolEffectEnvironment {
  /// Variable colour: the opacity of variable layer k of n now.
  var layerOpacity: ((Int, Int) -> Double)?
  /// `.contentTransition(.symbolEffect(.replace))`: symbol images replace their symbol with this effect.
  var replace: SymbolEffect?
}

extension ErasedKeyframeTimeline {
  /// A timeline of plain numbers from a function of the elapsed seconds.
  init(duration: Double, value: @escaping (Double) -> Double) {
    self.duration = duration
    self.value = { value($0) }
    self.velocity = { _ in 0.0 }
  }
}
