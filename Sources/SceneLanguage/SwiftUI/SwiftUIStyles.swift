import AnimationEngine
import Foundation
import ViewRuntime

extension Gradient: HostPayloadArgument { static var hostTypeName: String { "Gradient" } }
extension Gradient.Stop: HostPayloadArgument { static var hostTypeName: String { "Gradient.Stop" } }

/// Shape styles: `Gradient`, the four gradient types and their static `ShapeStyle` forms,
/// `Color.gradient`, the hierarchical styles, `.tint` and `opacity(_:)` on any style.
extension HostRegistry {
  mutating func registerStyles() {
    registerGradientValues()
    registerGradientStyles()
    registerStyleStatics()
  }

  private mutating func registerGradientValues() {
    let colors = Param<[Color]>("colors"), stops = Param<[Gradient.Stop]>("stops")
    let color = Param<Color>("color"), location = Param<Double>("location")
    modify("Gradient") { t in
      t.addInit(.binding(colors, returns: .named("Gradient")) { c in HostRegistry.host("Gradient", Gradient(colors: try c[colors])) })
      t.addInit(.binding(stops, returns: .named("Gradient")) { c in HostRegistry.host("Gradient", Gradient(stops: try c[stops])) })
    }
    let makeStop = HostFunction.binding(color, location, returns: .named("Gradient.Stop")) { c in
      HostRegistry.host("Gradient.Stop", Gradient.Stop(color: try c[color], location: try c[location]))
    }
    modify("Gradient.Stop") { $0.addInit(makeStop) }
    // `Gradient.Stop(color:location:)` reads as a static member of `Gradient` (the scene language has no nested host types).
    modify("Gradient") { $0.addStaticMethod("Stop", makeStop) }
  }

  /// Each gradient type takes `gradient:`, `colors:` or `stops:` first, as in SwiftUI.
  private static func gradientSources() -> [(Param<Value>, (Value, BindingCall) throws -> Gradient)] {
    [
      (Param<Value>("gradient", type: .named("Gradient")), { v, c in try Gradient.decode(v, in: c.call) }),
      (Param<Value>("colors", type: .array(.named("Color"))), { v, c in Gradient(colors: try [Color].decode(v, in: c.call)) }),
      (Param<Value>("stops", type: .array(.named("Gradient.Stop"))), { v, c in Gradient(stops: try [Gradient.Stop].decode(v, in: c.call)) }),
    ]
  }

  private mutating func registerGradientStyles() {
    let startPoint = Param<UnitPoint>("startPoint"), endPoint = Param<UnitPoint>("endPoint")
    let center = Param<UnitPoint>("center", default: .center)
    let startRadius = Param<Double>("startRadius"), endRadius = Param<Double>("endRadius")
    let startFraction = Param<Double>("startRadiusFraction", default: 0), endFraction = Param<Double>("endRadiusFraction", default: 0.5)
    let startAngle = Param<Angle>("startAngle", default: .zero), endAngle = Param<Angle>("endAngle", default: .zero)
    let angle = Param<Angle>("angle")
    for name in ["LinearGradient", "RadialGradient", "EllipticalGradient", "AngularGradient"] {
      modify(name) { $0.conformances.formUnion(["View", "ShapeStyle"]) }
    }
    for (source, gradient) in Self.gradientSources() {
      modify("LinearGradient") { t in
        t.addInit(.binding(source, startPoint, endPoint, returns: .named("LinearGradient")) { c in
          HostRegistry.host("LinearGradient", LinearGradient(gradient: try gradient(try c[source], c), startPoint: try c[startPoint], endPoint: try c[endPoint]))
        })
      }
      modify("RadialGradient") { t in
        t.addInit(.binding(source, center, startRadius, endRadius, returns: .named("RadialGradient")) { c in
          HostRegistry.host("RadialGradient", RadialGradient(gradient: try gradient(try c[source], c), center: try c[center],
                                                             startRadius: try c[startRadius], endRadius: try c[endRadius]))
        })
      }
      modify("EllipticalGradient") { t in
        t.addInit(.binding(source, center, startFraction, endFraction, returns: .named("EllipticalGradient")) { c in
          HostRegistry.host("EllipticalGradient", EllipticalGradient(gradient: try gradient(try c[source], c), center: try c[center],
                                                                     startRadiusFraction: try c[startFraction], endRadiusFraction: try c[endFraction]))
        })
      }
      modify("AngularGradient") { t in
        t.addInit(.binding(source, center, startAngle, endAngle, returns: .named("AngularGradient")) { c in
          HostRegistry.host("AngularGradient", AngularGradient(gradient: try gradient(try c[source], c), center: try c[center],
                                                               startAngle: try c[startAngle], endAngle: try c[endAngle]))
        })
        t.addInit(.binding(source, center, angle, returns: .named("AngularGradient")) { c in
          HostRegistry.host("AngularGradient", AngularGradient(gradient: try gradient(try c[source], c), center: try c[center], angle: try c[angle]))
        })
      }
    }
    // The static forms: `.linearGradient(colors: …, startPoint: …, endPoint: …)`, `.linearGradient(gradient, …)`.
    let conicAngle = Param<Angle>("angle", default: .zero)
    var sources: [(Param<Value>, (Value, BindingCall) throws -> Gradient)] = Self.gradientSources()
    sources[0] = (Param<Value>(nil, "gradient", type: .named("Gradient")), { v, c in try Gradient.decode(v, in: c.call) })
    modify("ShapeStyle") { t in
      for (source, gradient) in sources {
        t.addStaticMethod("linearGradient", .binding(source, startPoint, endPoint, returns: .named("LinearGradient")) { c in
          HostRegistry.host("LinearGradient", LinearGradient(gradient: try gradient(try c[source], c), startPoint: try c[startPoint], endPoint: try c[endPoint]))
        })
        t.addStaticMethod("radialGradient", .binding(source, center, startRadius, endRadius, returns: .named("RadialGradient")) { c in
          HostRegistry.host("RadialGradient", RadialGradient(gradient: try gradient(try c[source], c), center: try c[center],
                                                             startRadius: try c[startRadius], endRadius: try c[endRadius]))
        })
        t.addStaticMethod("ellipticalGradient", .binding(source, center, startFraction, endFraction, returns: .named("EllipticalGradient")) { c in
          HostRegistry.host("EllipticalGradient", EllipticalGradient(gradient: try gradient(try c[source], c), center: try c[center],
                                                                     startRadiusFraction: try c[startFraction], endRadiusFraction: try c[endFraction]))
        })
        t.addStaticMethod("angularGradient", .binding(source, center, startAngle, endAngle, returns: .named("AngularGradient")) { c in
          HostRegistry.host("AngularGradient", AngularGradient(gradient: try gradient(try c[source], c), center: try c[center],
                                                               startAngle: try c[startAngle], endAngle: try c[endAngle]))
        })
        t.addStaticMethod("conicGradient", .binding(source, center, conicAngle, returns: .named("AngularGradient")) { c in
          HostRegistry.host("AngularGradient", AngularGradient(gradient: try gradient(try c[source], c), center: try c[center], angle: try c[conicAngle]))
        })
      }
    }
  }

  private mutating func registerStyleStatics() {
    let hierarchy: [(String, HierarchicalShapeStyle)] = [("primary", .primary), ("secondary", .secondary), ("tertiary", .tertiary), ("quaternary", .quaternary)]
    modify("HierarchicalShapeStyle") { $0.conformances.insert("ShapeStyle") }
    modify("TintShapeStyle") { $0.conformances.insert("ShapeStyle") }
    modify("AnyShapeStyle") { $0.conformances.insert("ShapeStyle") }
    modify("ShapeStyle") { t in
      for (name, style) in hierarchy { t.addStatic(name) { _ in HostRegistry.host("HierarchicalShapeStyle", style) } }
      t.addStatic("tint") { _ in HostRegistry.host("TintShapeStyle", TintShapeStyle()) }
      // `opacity(_:)` on any style (Color keeps its own, which returns a Color).
      let factor = Param<Double>(nil, "opacity")
      t.addMethod("opacity", .binding(factor, returns: .named("AnyShapeStyle")) { c in
        let style = try AnyShapeStyle.decode(c.receiver ?? .void, in: c.call)
        return HostRegistry.host("AnyShapeStyle", style.opacity(try c[factor]))
      })
    }
    let erased = Param<AnyShapeStyle>(nil, "style")
    modify("AnyShapeStyle") { t in
      t.addInit(.binding(erased, returns: .named("AnyShapeStyle")) { c in HostRegistry.host("AnyShapeStyle", try c[erased]) })
    }
    // `ImagePaint(image:sourceRect:scale:)`: an image tiled as a fill needs an image pattern in the display list,
    // which it does not have yet; a located error says so instead of "cannot find 'ImagePaint'".
    let image = Param<Value>("image"), sourceRect = Param<Value>("sourceRect", default: .void), scale = Param<Double>("scale", default: 1)
    modify("ImagePaint") { t in
      t.conformances.insert("ShapeStyle")
      t.addInit(.binding(image, sourceRect, scale, returns: .named("ImagePaint")) { c in
        _ = (try c[image], try c[sourceRect], try c[scale])
        throw HostError("ImagePaint is not supported yet (an image as a fill needs image patterns in the display list); draw the image in a Canvas or clip it with clipShape")
      })
    }
    modify("Color") { t in
      t.addProperty("gradient", HostProperty(type: .named("LinearGradient")) { v in
        HostRegistry.host("LinearGradient", (v.host(Color.self) ?? .clear).gradient)
      })
    }
  }
}
