import Foundation
import ViewRuntime

/// A `UIColor` in a scene: one of UIKit's system colours (light and dark) or a colour from components.
struct SceneUIColor { var color: Color }

extension SceneUIColor: HostPayloadArgument { static var hostTypeName: String { "UIColor" } }
extension ColorScheme: HostPayloadArgument { static var hostTypeName: String { "ColorScheme" } }

/// UIKit and system colours (`Color(.systemBackground)`, `Color(uiColor: .systemPink)`, `UIColor.label`),
/// `Color(hue:saturation:brightness:)`, and the appearance modifiers (`.preferredColorScheme`,
/// `.environment(\.colorScheme, …)`).
extension HostRegistry {
  mutating func registerColors() {
    let system = Color.system.sorted { $0.key < $1.key }.map { ($0.key, SceneUIColor(color: $0.value)) }
    statics("UIColor", system)
    let red = Param<Double>("red"), green = Param<Double>("green"), blue = Param<Double>("blue")
    let alpha = Param<Double>("alpha", default: 1), white = Param<Double>("white")
    let hue = Param<Double>("hue"), saturation = Param<Double>("saturation"), brightness = Param<Double>("brightness")
    func ui(_ c: Color) -> Value { HostRegistry.host("UIColor", SceneUIColor(color: c)) }
    modify("UIColor") { t in
      t.addInit(.binding(red, green, blue, alpha, returns: .named("UIColor")) { c in
        ui(Color(red: try c[red], green: try c[green], blue: try c[blue], opacity: try c[alpha]))
      })
      t.addInit(.binding(white, alpha, returns: .named("UIColor")) { c in ui(Color(white: try c[white], opacity: try c[alpha])) })
      t.addInit(.binding(hue, saturation, brightness, alpha, returns: .named("UIColor")) { c in
        ui(Color(hue: try c[hue], saturation: try c[saturation], brightness: try c[brightness], opacity: try c[alpha]))
      })
      let factor = Param<Double>(nil, "alpha")
      t.addMethod("withAlphaComponent", .binding(factor, returns: .named("UIColor")) { c in
        let base = try c.receiver(SceneUIColor.self, "withAlphaComponent(_:)").color
        var out = base
        out.rgba.alpha = try c[factor]
        out.dark?.alpha = try c[factor]
        return ui(out)
      })
    }
    let uiColor = Param<SceneUIColor>("uiColor"), unlabeled = Param<SceneUIColor>(nil, "color")
    let opacity = Param<Double>("opacity", default: 1)
    modify("Color") { t in
      t.addInit(.binding(uiColor, returns: .named("Color")) { c in HostRegistry.host("Color", try c[uiColor].color) })
      t.addInit(.binding(unlabeled, returns: .named("Color")) { c in HostRegistry.host("Color", try c[unlabeled].color) })
      t.addInit(.binding(hue, saturation, brightness, opacity, returns: .named("Color")) { c in
        HostRegistry.host("Color", Color(hue: try c[hue], saturation: try c[saturation], brightness: try c[brightness], opacity: try c[opacity]))
      })
    }

    statics("ColorScheme", [("light", ColorScheme.light), ("dark", .dark)])
    let scheme = Param<ColorScheme?>(nil, "colorScheme")
    modifier("preferredColorScheme", scheme) { c, v in v.modifier(.effect(ColorSchemeModifier(try c[scheme], isPreferred: true))) }
    // `.environment(\.colorScheme, …)` is the environment binding's (SwiftUIEnvironment.swift).
  }
}
