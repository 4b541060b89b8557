import AnimationEngine
import Foundation
import ViewRuntime

/// SwiftUI's value types for scenes: Color, Font, Animation, Spring, UnitPoint, alignments, edges.
extension HostRegistry {
  static func host<T>(_ typeName: String, _ payload: T) -> Value { .host(HostValue(typeName: typeName, payload: payload)) }

  /// Registers `names` as static properties of `typeName` (creating the type if needed).
  mutating func statics<T>(_ typeName: String, conformances: Set<String> = [], _ values: [(String, T)], as valueType: String? = nil) {
    modify(typeName) { t in
      t.conformances.formUnion(conformances)
      for (name, value) in values { t.addStatic(name) { _ in HostRegistry.host(valueType ?? typeName, value) } }
    }
  }

  mutating func registerSwiftUIValues() {
    // Colors: a View and a ShapeStyle; `.red` also resolves where any ShapeStyle is expected.
    let colors = Color.named.sorted { $0.key < $1.key }
    statics("Color", conformances: ["View", "ShapeStyle"], colors)
    statics("ShapeStyle", colors, as: "Color")
    modify("ShapeStyle") { $0.addStatic("foreground") { _ in HostRegistry.host("ForegroundStyle", ForegroundStyle()) } }
    modify("Color") { t in
      t.addInit(HostFunction([HostParameter("red", .double), HostParameter("green", .double), HostParameter("blue", .double), HostParameter("opacity", .double, default: true)], returns: .named("Color")) { c in
        HostRegistry.host("Color", Color(red: try c.double(0), green: try c.double(1), blue: try c.double(2), opacity: try c.double(3, default: 1)))
      })
      t.addInit(HostFunction([HostParameter("white", .double), HostParameter("opacity", .double, default: true)], returns: .named("Color")) { c in
        HostRegistry.host("Color", Color(white: try c.double(0), opacity: try c.double(1, default: 1)))
      })
      t.addMethod("opacity", HostFunction([HostParameter(nil, .double)], returns: .named("Color")) { c in
        guard let color = c.receiver?.host(Color.self) else { throw HostError("opacity(_:) needs a Color") }
        return HostRegistry.host("Color", color.opacity(try c.double(0)))
      })
    }
    modify("LinearGradient") { t in
      t.conformances.formUnion(["View", "ShapeStyle"])
      t.addInit(HostFunction([HostParameter("colors", .array(.named("Color"))), HostParameter("startPoint", .named("UnitPoint")), HostParameter("endPoint", .named("UnitPoint"))]) { c in
        let colors = try (c[0]?.asArray ?? []).map { try c.context.resolve($0, as: .named("Color")).host(Color.self) ?? .clear }
        return HostRegistry.host("LinearGradient", LinearGradient(colors: colors, startPoint: try c.host(1, "UnitPoint") ?? .top, endPoint: try c.host(2, "UnitPoint") ?? .bottom))
      })
    }

    statics("Font", [
      ("largeTitle", Font.largeTitle), ("title", .title), ("title2", .title2), ("title3", .title3), ("headline", .headline),
      ("subheadline", .subheadline), ("body", .body), ("callout", .callout), ("footnote", .footnote), ("caption", .caption), ("caption2", .caption2),
    ])
    statics("Font.Weight", [
      ("ultraLight", Font.Weight.ultraLight), ("thin", .thin), ("light", .light), ("regular", .regular), ("medium", .medium),
      ("semibold", .semibold), ("bold", .bold), ("heavy", .heavy), ("black", .black),
    ])
    modify("Font") { t in
      t.addStaticMethod("system", HostFunction([HostParameter("size", .double), HostParameter("weight", .named("Font.Weight"), default: true)], returns: .named("Font")) { c in
        HostRegistry.host("Font", Font.system(size: try c.double(0), weight: try c.host(1, "Font.Weight") ?? .regular))
      })
    }

    statics("Animation", [
      ("default", Animation.default), ("linear", .linear), ("easeIn", .easeIn), ("easeOut", .easeOut), ("easeInOut", .easeInOut),
      ("spring", .spring), ("smooth", .smooth), ("snappy", .snappy), ("bouncy", .bouncy), ("interactiveSpring", .interactiveSpring),
      ("interpolatingSpring", .interpolatingSpring),
    ])
    modify("Animation") { t in
      func animation(_ a: Animation) -> Value { HostRegistry.host("Animation", a) }
      let duration = HostParameter("duration", .double)
      t.addStaticMethod("linear", HostFunction([duration], returns: .named("Animation")) { animation(.linear(duration: try $0.double(0))) })
      t.addStaticMethod("easeIn", HostFunction([duration], returns: .named("Animation")) { animation(.easeIn(duration: try $0.double(0))) })
      t.addStaticMethod("easeOut", HostFunction([duration], returns: .named("Animation")) { animation(.easeOut(duration: try $0.double(0))) })
      t.addStaticMethod("easeInOut", HostFunction([duration], returns: .named("Animation")) { animation(.easeInOut(duration: try $0.double(0))) })
      t.addStaticMethod("timingCurve", HostFunction([HostParameter(nil, .double), HostParameter(nil, .double), HostParameter(nil, .double), HostParameter(nil, .double), HostParameter("duration", .double, default: true)], returns: .named("Animation")) { c in
        animation(.timingCurve(try c.double(0), try c.double(1), try c.double(2), try c.double(3), duration: try c.double(4, default: Animation.defaultCurveDuration)))
      })
      t.addStaticMethod("spring", HostFunction([HostParameter("duration", .double, default: true), HostParameter("bounce", .double, default: true), HostParameter("blendDuration", .double, default: true)], returns: .named("Animation")) { c in
        animation(.spring(duration: try c.double(0, default: 0.5), bounce: try c.double(1, default: 0), blendDuration: try c.double(2, default: 0)))
      })
      t.addStaticMethod("spring", HostFunction([HostParameter("response", .double, default: true), HostParameter("dampingFraction", .double, default: true), HostParameter("blendDuration", .double, default: true)], returns: .named("Animation")) { c in
        animation(.spring(response: try c.double(0, default: 0.5), dampingFraction: try c.double(1, default: 0.825), blendDuration: try c.double(2, default: 0)))
      })
      t.addStaticMethod("spring", HostFunction([HostParameter(nil, .named("Spring")), HostParameter("blendDuration", .double, default: true)], returns: .named("Animation")) { c in
        animation(.spring(try c.host(0, "Spring") ?? Spring(), blendDuration: try c.double(1, default: 0)))
      })
      for (name, make) in [("smooth", Animation.smooth(duration:extraBounce:)), ("snappy", Animation.snappy(duration:extraBounce:)), ("bouncy", Animation.bouncy(duration:extraBounce:))] {
        t.addStaticMethod(name, HostFunction([HostParameter("duration", .double, default: true), HostParameter("extraBounce", .double, default: true)], returns: .named("Animation")) { c in
          animation(make(try c.double(0, default: 0.5), try c.double(1, default: 0)))
        })
      }
      t.addMethod("delay", HostFunction([HostParameter(nil, .double)], returns: .named("Animation")) { c in
        animation((c.receiver?.host(Animation.self) ?? .default).delay(try c.double(0)))
      })
      t.addMethod("speed", HostFunction([HostParameter(nil, .double)], returns: .named("Animation")) { c in
        animation((c.receiver?.host(Animation.self) ?? .default).speed(try c.double(0)))
      })
      t.addMethod("repeatCount", HostFunction([HostParameter(nil, .int), HostParameter("autoreverses", .bool, default: true)], returns: .named("Animation")) { c in
        animation((c.receiver?.host(Animation.self) ?? .default).repeatCount(c[0]?.asInt ?? 1, autoreverses: c[1]?.asBool ?? true))
      })
      t.addMethod("repeatForever", HostFunction([HostParameter("autoreverses", .bool, default: true)], returns: .named("Animation")) { c in
        animation((c.receiver?.host(Animation.self) ?? .default).repeatForever(autoreverses: c[0]?.asBool ?? true))
      })
    }

    statics("Spring", [("smooth", Spring.smooth), ("snappy", .snappy), ("bouncy", .bouncy)])
    modify("Spring") { t in
      func spring(_ s: Spring) -> Value { HostRegistry.host("Spring", s) }
      for (name, make) in [("smooth", Spring.smooth(duration:extraBounce:)), ("snappy", Spring.snappy(duration:extraBounce:)), ("bouncy", Spring.bouncy(duration:extraBounce:))] {
        t.addStaticMethod(name, HostFunction([HostParameter("duration", .double, default: true), HostParameter("extraBounce", .double, default: true)], returns: .named("Spring")) { c in
          spring(make(try c.double(0, default: 0.5), try c.double(1, default: 0)))
        })
      }
      t.addInit(HostFunction([HostParameter("duration", .double, default: true), HostParameter("bounce", .double, default: true)], returns: .named("Spring")) { c in
        spring(Spring(duration: try c.double(0, default: 0.5), bounce: try c.double(1, default: 0)))
      })
      t.addInit(HostFunction([HostParameter("response", .double), HostParameter("dampingRatio", .double)], returns: .named("Spring")) { c in
        spring(Spring(response: try c.double(0), dampingRatio: try c.double(1)))
      })
      t.addInit(HostFunction([HostParameter("mass", .double, default: true), HostParameter("stiffness", .double), HostParameter("damping", .double), HostParameter("allowOverDamping", .bool, default: true)], returns: .named("Spring")) { c in
        spring(Spring(mass: try c.double(0, default: 1), stiffness: try c.double(1), damping: try c.double(2), allowOverDamping: c[3]?.asBool ?? false))
      })
    }

    statics("UnitPoint", [
      ("zero", UnitPoint.zero), ("center", .center), ("leading", .leading), ("trailing", .trailing), ("top", .top), ("bottom", .bottom),
      ("topLeading", .topLeading), ("topTrailing", .topTrailing), ("bottomLeading", .bottomLeading), ("bottomTrailing", .bottomTrailing),
    ])
    modify("UnitPoint") { t in
      t.addInit(HostFunction([HostParameter("x", .double), HostParameter("y", .double)], returns: .named("UnitPoint")) { c in
        HostRegistry.host("UnitPoint", UnitPoint(x: try c.double(0), y: try c.double(1)))
      })
    }
    statics("Alignment", [
      ("center", Alignment.center), ("leading", .leading), ("trailing", .trailing), ("top", .top), ("bottom", .bottom),
      ("topLeading", .topLeading), ("topTrailing", .topTrailing), ("bottomLeading", .bottomLeading), ("bottomTrailing", .bottomTrailing),
    ])
    statics("HorizontalAlignment", [("leading", HorizontalAlignment.leading), ("center", .center), ("trailing", .trailing)])
    statics("VerticalAlignment", [("top", VerticalAlignment.top), ("center", .center), ("bottom", .bottom), ("firstTextBaseline", .firstTextBaseline), ("lastTextBaseline", .lastTextBaseline)])
    statics("Edge.Set", [
      ("all", Edge.Set.all), ("horizontal", .horizontal), ("vertical", .vertical), ("top", .top), ("bottom", .bottom), ("leading", .leading), ("trailing", .trailing),
    ])
    statics("SymbolRenderingMode", [("monochrome", SymbolRenderingMode.monochrome), ("hierarchical", .hierarchical), ("palette", .palette), ("multicolor", .multicolor)])
    statics("TextAlignment", [("leading", TextAlignment.leading), ("center", .center), ("trailing", .trailing)])
    modify("Double") { $0.addStatic("infinity") { _ in .double(.infinity) } }
  }
}
