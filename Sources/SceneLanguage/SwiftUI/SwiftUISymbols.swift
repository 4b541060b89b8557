import AnimationEngine
import Foundation
import ViewRuntime

extension SymbolEffect: HostPayloadArgument { static var hostTypeName: String { "SymbolEffect" } }
extension SymbolEffectOptions: HostPayloadArgument { static var hostTypeName: String { "SymbolEffectOptions" } }
extension SymbolVariants: HostPayloadArgument { static var hostTypeName: String { "SymbolVariants" } }
extension Image.Scale: HostPayloadArgument { static var hostTypeName: String { "Image.Scale" } }
extension SymbolReplaceTransition: HostPayloadArgument { static var hostTypeName: String { "ContentTransition" } }

/// SF Symbols in scenes: `Image(systemName:variableValue:)`, `.symbolVariant`, `.imageScale`,
/// `.symbolEffect(…)` and `.contentTransition(.symbolEffect(.replace))`.
extension HostRegistry {
  /// Checks a symbol name where the scene writes it, so the message points at the scene line and
  /// names the closest symbols animrender draws. SwiftUI draws nothing for a name it lacks and logs;
  /// so does animrender, with one warning per place, unless `--strict` makes it an error.
  static func checkSymbol(_ name: String, _ c: BindingCall) throws {
    guard !SymbolLibrary.isKnown(name) else { return }
    let closest = SymbolLibrary.closestNames(to: name)
    let message = "unknown symbol '\(name)'" + Suggestions.hint(for: name, among: SymbolLibrary.allNames)
      + " (closest symbols animrender draws: \(closest.joined(separator: ", ")))"
    try (c.interpreter.registry.assets ?? SceneAssetState()).unknown(message, suffix: "drawing nothing", c.interpreter)
  }

  mutating func registerSymbols() {
    let systemName = Param<String>("systemName"), variableValue = Param<Double?>("variableValue")
    modify("Image") { t in
      t.addInit(.binding(systemName, variableValue, returns: .named("Image")) { c in
        let name = try c[systemName]
        try HostRegistry.checkSymbol(name, c)
        let value = try c[variableValue].map { min(1, max(0, $0.isFinite ? $0 : 0)) }
        return HostRegistry.view(.image(ImageNode(systemName: name, variableValue: value)), "Image")
      })
    }
    statics("Image.Scale", [("small", Image.Scale.small), ("medium", .medium), ("large", .large)])
    let scale = Param<Image.Scale>(nil, "scale")
    modifier("imageScale", scale) { c, v in v.imageScale(try c[scale]) }

    registerSymbolVariants()
    registerSymbolEffects()
  }

  private mutating func registerSymbolVariants() {
    let variants: [(String, SymbolVariants)] = [("none", .none), ("fill", .fill), ("circle", .circle), ("square", .square),
                                                ("rectangle", .rectangle), ("slash", .slash)]
    statics("SymbolVariants", variants)
    modify("SymbolVariants") { t in
      for (name, _) in variants where name != "none" {
        t.addProperty(name, HostProperty(type: .named("SymbolVariants")) { v in
          guard var s = v.host(SymbolVariants.self) else { throw HostError("\(name) needs SymbolVariants") }
          switch name {
          case "fill": s = s.fill
          case "circle": s = s.circle
          case "square": s = s.square
          case "slash": s = s.slash
          default: s.shape = .rectangle
          }
          return HostRegistry.host("SymbolVariants", s)
        })
      }
    }
    let variant = Param<SymbolVariants>(nil, "variant")
    modifier("symbolVariant", variant) { c, v in v.modifier(.effect(SymbolVariantModifier(try c[variant]))) }
  }

  private mutating func registerSymbolEffects() {
    statics("SymbolEffect", SymbolEffect.Kind.allCases.map { ($0.rawValue, SymbolEffect($0)) })
    modify("SymbolEffect") { t in
      let all = SymbolEffect(.bounce).memberNames + SymbolEffect(.variableColor).memberNames + SymbolEffect(.wiggle).memberNames
        + SymbolEffect(.breathe).memberNames + SymbolEffect(.replace).memberNames
      for name in Set(all) {
        t.addProperty(name, HostProperty(type: .named("SymbolEffect")) { v in
          guard let e = v.host(SymbolEffect.self) else { throw HostError("\(name) needs a symbol effect") }
          guard let changed = e.member(name) else {
            throw HostError("symbol effect '\(e.kind.rawValue)' has no '\(name)'; it has: \(e.memberNames.joined(separator: ", "))")
          }
          return HostRegistry.host("SymbolEffect", changed)
        })
      }
    }

    statics("SymbolEffectOptions", [("default", SymbolEffectOptions.default), ("repeating", .repeating), ("nonRepeating", .nonRepeating)])
    let count = Param<Int>(nil, "count"), speed = Param<Double>(nil, "speed")
    let behavior = Param<SymbolEffectOptions>(nil, "behavior")
    func options(_ o: SymbolEffectOptions) -> Value { HostRegistry.host("SymbolEffectOptions", o) }
    modify("SymbolEffectOptions") { t in
      t.addStaticMethod("repeat", .binding(count, returns: .named("SymbolEffectOptions")) { c in options(.repeat(try c[count])) })
      t.addStaticMethod("repeat", .binding(behavior, returns: .named("SymbolEffectOptions")) { c in options(try c[behavior]) })
      t.addStaticMethod("speed", .binding(speed, returns: .named("SymbolEffectOptions")) { c in options(.speed(try c[speed])) })
      t.addMethod("repeat", .binding(count, returns: .named("SymbolEffectOptions")) { c in
        options(try c.receiver(SymbolEffectOptions.self, "repeat(_:)").repeat(try c[count]))
      })
      t.addMethod("speed", .binding(speed, returns: .named("SymbolEffectOptions")) { c in
        options(try c.receiver(SymbolEffectOptions.self, "speed(_:)").speed(try c[speed]))
      })
      t.addProperty("repeating", HostProperty(type: .named("SymbolEffectOptions")) { v in
        options((v.host(SymbolEffectOptions.self) ?? .default).repeating)
      })
      t.addProperty("nonRepeating", HostProperty(type: .named("SymbolEffectOptions")) { v in
        options((v.host(SymbolEffectOptions.self) ?? .default).nonRepeating)
      })
      // iOS 18's repeat behaviours: `.repeat(.continuous)`, `.repeat(.periodic(3, delay: 1))` (the delay is not modelled).
      t.addStatic("continuous") { _ in options(.repeating) }
      let delay = Param<Double?>("delay", default: nil)
      t.addStaticMethod("periodic", .binding(count, delay, returns: .named("SymbolEffectOptions")) { c in options(.repeat(try c[count])) })
    }

    let effect = Param<SymbolEffect>(nil, "effect")
    let opts = Param<SymbolEffectOptions>("options", default: .default)
    let value = Param<Value>("value")
    let isActive = Param<Bool>("isActive", default: true)
    modifier("symbolEffect", effect, opts, value) { c, v in
      v.modifier(.effect(SymbolEffectModifier(try c[effect], options: try c[opts],
                                              activation: .value(AnyHashable(SceneHashable(try c[value]))))))
    }
    modifier("symbolEffect", effect, opts, isActive) { c, v in
      v.modifier(.effect(SymbolEffectModifier(try c[effect], options: try c[opts], activation: .active(try c[isActive]))))
    }

    // `.contentTransition(.symbolEffect(.replace))`.
    modify("ContentTransition") { t in
      let replace = Param<SymbolEffect>(nil, "effect")
      t.addStaticMethod("symbolEffect", .binding(replace, opts, returns: .named("ContentTransition")) { c in
        let e = try c[replace]
        guard e.kind == .replace else {
          throw HostError("contentTransition(.symbolEffect(_:)) takes .replace (or .automatic), not .\(e.kind.rawValue)")
        }
        return HostRegistry.host("ContentTransition", SymbolReplaceTransition(e))
      })
      t.addStatic("symbolEffect") { _ in HostRegistry.host("ContentTransition", SymbolReplaceTransition()) }
    }
    modify("SymbolEffect") { t in t.addStatic("automatic") { _ in HostRegistry.host("SymbolEffect", SymbolEffect(.replace)) } }
    let transition = Param<SymbolReplaceTransition>(nil, "transition")
    modifier("contentTransition", transition) { c, v in v.modifier(.effect(try c[transition])) }
  }
}
