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
    let red = Param<Double>("red"), green = Param<Double>("green"), blue = Param<Double>("blue")
    let opacity = Param<Double>("opacity", default: 1)
    let white = Param<Double>("white")
    let factor = Param<Double>(nil, "opacity")
    modify("Color") { t in
      t.addInit(.binding(red, green, blue, opacity, returns: .named("Color")) { c in
        HostRegistry.host("Color", Color(red: try c[red], green: try c[green], blue: try c[blue], opacity: try c[opacity]))
      })
      t.addInit(.binding(white, opacity, returns: .named("Color")) { c in
        HostRegistry.host("Color", Color(white: try c[white], opacity: try c[opacity]))
      })
      t.addMethod("opacity", .binding(factor, returns: .named("Color")) { c in
        HostRegistry.host("Color", try c.receiver(Color.self, "opacity(_:)").opacity(try c[factor]))
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
    let size = Param<Double>("size")
    let weight = Param<Font.Weight>("weight", default: .regular)
    modify("Font") { t in
      t.addStaticMethod("system", .binding(size, weight, returns: .named("Font")) { c in
        HostRegistry.host("Font", Font.system(size: try c[size], weight: try c[weight]))
      })
    }

    statics("Animation", [
      ("default", Animation.default), ("linear", .linear), ("easeIn", .easeIn), ("easeOut", .easeOut), ("easeInOut", .easeInOut),
      ("spring", .spring), ("smooth", .smooth), ("snappy", .snappy), ("bouncy", .bouncy), ("interactiveSpring", .interactiveSpring),
      ("interpolatingSpring", .interpolatingSpring),
    ])
    registerAnimationFactories()
    registerSprings()

    statics("UnitPoint", [
      ("zero", UnitPoint.zero), ("center", .center), ("leading", .leading), ("trailing", .trailing), ("top", .top), ("bottom", .bottom),
      ("topLeading", .topLeading), ("topTrailing", .topTrailing), ("bottomLeading", .bottomLeading), ("bottomTrailing", .bottomTrailing),
    ])
    let x = Param<Double>("x"), y = Param<Double>("y")
    modify("UnitPoint") { t in
      t.addInit(.binding(x, y, returns: .named("UnitPoint")) { c in HostRegistry.host("UnitPoint", UnitPoint(x: try c[x], y: try c[y])) })
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
