import AnimationEngine
import Foundation
import Graphics
import ViewRuntime

extension GraphicsContext: HostPayloadArgument { static var hostTypeName: String { "GraphicsContext" } }
extension GraphicsContext.Shading: HostPayloadArgument { static var hostTypeName: String { "GraphicsContext.Shading" } }
extension GraphicsContext.Filter: HostPayloadArgument { static var hostTypeName: String { "GraphicsContext.Filter" } }

/// `Canvas { context, size in … }` and `GraphicsContext`: fills and strokes with shadings, views drawn
/// at points (text, images, resolved symbols), transforms, clips, filters, opacity and layers.
extension HostRegistry {
  mutating func registerCanvas() {
    registerCanvasView()
    registerContextMethods()
    registerContextValues()
  }

  private static func context(_ g: GraphicsContext) -> Value { host("GraphicsContext", g) }

  private mutating func registerCanvasView() {
    let opaque = Param<Bool>("opaque", default: false), async = Param<Bool>("rendersAsynchronously", default: false)
    let renderer = Param<SceneClosure>("renderer"), symbols = Param<BuilderClosure?>("symbols", default: nil)
    viewType("Canvas", [
      .binding(opaque, async, renderer, symbols, returns: .named("Canvas")) { c in
        _ = (try c[opaque], try c[async])
        let interpreter = c.interpreter
        let function = try c[renderer].function
        // The `symbols:` views by their `.tag`, for `context.resolveSymbol(id:)`.
        var tagged: [AnyHashable: ViewNode] = [:]
        func collect(_ node: ViewNode) {
          switch node {
          case .group(let nodes): nodes.forEach(collect)
          case .modified(_, .effect(let tag as TagEffect)): tagged[tag.tag] = node
          default: break
          }
        }
        if let builder = try c[symbols] { collect(try c.viewNode(builder)) }
        let table = tagged
        let canvas = CanvasView { context, size in
          try interpreter.scoped {
            context.symbols = table
            var arguments = [HostRegistry.context(context), HostRegistry.host("CGSize", size)]
            _ = try interpreter.callValue(function, arguments: &arguments, hint: nil, position: interpreter.currentPosition)
          }
        }
        return HostRegistry.view(.primitive(canvas), "Canvas")
      },
    ])
    let tag = Param<Value>(nil, "tag")
    modifier("tag", tag) { c, v in v.modifier(.effect(TagEffect(AnyHashable(SceneHashable(try c[tag]))))) }
  }

  private mutating func registerContextMethods() {
    func method(_ name: String, _ parameters: [any BindingParameter], _ body: @escaping (GraphicsContext, BindingCall) throws -> Value) {
      modify("GraphicsContext") { t in
        t.addMethod(name, .binding(parameters) { c in try body(try c.receiver(GraphicsContext.self, name), c) })
      }
    }
    func mutating(_ name: String, _ parameters: [any BindingParameter], _ body: @escaping (inout GraphicsContext, BindingCall) throws -> Void) {
      modify("GraphicsContext") { t in
        t.addMethod(name, .mutatingBinding(parameters) { receiver, c in
          guard var g = receiver.host(GraphicsContext.self) else { throw HostError("\(name) needs a GraphicsContext") }
          try body(&g, c)
          receiver = HostRegistry.context(g)
          return .void
        })
      }
    }
    let path = Param<Path>(nil, "path"), shading = Param<GraphicsContext.Shading>("with")
    let fillStyle = Param<FillStyle>("style", default: FillStyle()), strokeStyle = Param<StrokeStyle>("style")
    let lineWidth = Param<Double>("lineWidth", default: 1)
    method("fill", [path, shading, fillStyle]) { g, c in try g.fill(try c[path], with: try c[shading], style: try c[fillStyle]); return .void }
    method("stroke", [path, shading, strokeStyle]) { g, c in try g.stroke(try c[path], with: try c[shading], style: try c[strokeStyle]); return .void }
    method("stroke", [path, shading, lineWidth]) { g, c in try g.stroke(try c[path], with: try c[shading], lineWidth: try c[lineWidth]); return .void }
    let view = Param<Value>(nil, "view", type: .named("View"))
    let at = Param<CGPoint>("at"), anchor = Param<UnitPoint>("anchor", default: .center), inRect = Param<CGRect>("in")
    method("draw", [view, at, anchor]) { g, c in
      try g.draw(try c.interpreter.viewNode(try c[view]), at: try c[at], anchor: try c[anchor]); return .void
    }
    method("draw", [view, inRect]) { g, c in try g.draw(try c.interpreter.viewNode(try c[view]), in: try c[inRect]); return .void }
    // Text and images resolve to themselves: the canvas lays them out when it draws them.
    method("resolve", [view]) { _, c in try c[view] }
    let id = Param<Value>("id")
    method("resolveSymbol", [id]) { g, c in
      guard let node = g.symbols[AnyHashable(SceneHashable(try c[id]))] else { return .null }
      return HostRegistry.view(node)
    }
    let x = Param<Double>("x", default: 0), y = Param<Double>("y", default: 0)
    mutating("translateBy", [x, y]) { g, c in g.translateBy(x: try c[x], y: try c[y]) }
    let sx = Param<Double>("x", default: 1), sy = Param<Double>("y", default: 1)
    mutating("scaleBy", [sx, sy]) { g, c in g.scaleBy(x: try c[sx], y: try c[sy]) }
    let angle = Param<Angle>("by")
    mutating("rotate", [angle]) { g, c in g.rotate(by: try c[angle]) }
    let clipPath = Param<Path>("to")
    mutating("clip", [clipPath, fillStyle]) { g, c in try g.clip(to: try c[clipPath], style: try c[fillStyle]) }
    let filter = Param<GraphicsContext.Filter>(nil, "filter")
    mutating("addFilter", [filter]) { g, c in g.addFilter(try c[filter]) }
    let content = Param<SceneClosure>("content")
    method("drawLayer", [content]) { g, c in
      let function = try c[content].function
      try g.drawLayer { inner in
        var arguments = [HostRegistry.context(inner)]
        _ = try c.interpreter.callValue(function, arguments: &arguments, hint: nil, position: c.interpreter.currentPosition)
      }
      return .void
    }
    modify("GraphicsContext") { t in
      t.addProperty("opacity", HostProperty(type: .double, get: { v in .double(v.host(GraphicsContext.self)?.opacity ?? 1) }, set: { v, new in
        guard var g = v.host(GraphicsContext.self), let o = new.asDouble else { throw HostError("opacity takes a Double") }
        g.opacity = o
        v = HostRegistry.context(g)
      }))
      t.addProperty("blendMode", HostProperty(type: .named("GraphicsContext.BlendMode"), get: { v in
        HostRegistry.host("GraphicsContext.BlendMode", v.host(GraphicsContext.self)?.blendMode ?? "normal")
      }, set: { v, new in
        guard var g = v.host(GraphicsContext.self), let mode = new.host(String.self) else { throw HostError("blendMode takes a GraphicsContext.BlendMode") }
        guard BlendMode(rawValue: mode) != nil else {
          throw HostError("Canvas blendMode .\(mode) is not supported (it draws \(GraphicsContext.drawableBlendModes.map { "." + $0 }.joined(separator: ", ")))")
        }
        g.blendMode = mode
        v = HostRegistry.context(g)
      }))
    }
  }

  private mutating func registerContextValues() {
    let color = Param<Color>(nil, "color"), gradient = Param<Gradient>(nil, "gradient")
    let startPoint = Param<CGPoint>("startPoint"), endPoint = Param<CGPoint>("endPoint"), center = Param<CGPoint>("center")
    let startRadius = Param<Double>("startRadius", default: 0), endRadius = Param<Double>("endRadius")
    let angle = Param<Angle>("angle", default: .zero), style = Param<AnyShapeStyle>(nil, "style")
    func shading(_ s: GraphicsContext.Shading) -> Value { HostRegistry.host("GraphicsContext.Shading", s) }
    modify("GraphicsContext.Shading") { t in
      t.addStaticMethod("color", .binding(color, returns: .named("GraphicsContext.Shading")) { c in shading(.color(try c[color])) })
      t.addStaticMethod("linearGradient", .binding(gradient, startPoint, endPoint, returns: .named("GraphicsContext.Shading")) { c in
        shading(.linearGradient(try c[gradient], startPoint: try c[startPoint], endPoint: try c[endPoint]))
      })
      t.addStaticMethod("radialGradient", .binding(gradient, center, startRadius, endRadius, returns: .named("GraphicsContext.Shading")) { c in
        shading(.radialGradient(try c[gradient], center: try c[center], startRadius: try c[startRadius], endRadius: try c[endRadius]))
      })
      t.addStaticMethod("conicGradient", .binding(gradient, center, angle, returns: .named("GraphicsContext.Shading")) { c in
        shading(.conicGradient(try c[gradient], center: try c[center], angle: try c[angle]))
      })
      t.addStaticMethod("style", .binding(style, returns: .named("GraphicsContext.Shading")) { c in shading(.style(try c[style])) })
      t.addStatic("foreground") { _ in shading(.style(AnyShapeStyle(ForegroundStyle()))) }
    }
    let radius = Param<Double>("radius"), shadowColor = Param<Color>("color", default: Color(white: 0, opacity: 0.33))
    let x = Param<Double>("x", default: 0), y = Param<Double>("y", default: 0)
    func filter(_ f: GraphicsContext.Filter) -> Value { HostRegistry.host("GraphicsContext.Filter", f) }
    modify("GraphicsContext.Filter") { t in
      t.addStaticMethod("blur", .binding(radius, returns: .named("GraphicsContext.Filter")) { c in filter(.blur(radius: try c[radius])) })
      t.addStaticMethod("shadow", .binding(shadowColor, radius, x, y, returns: .named("GraphicsContext.Filter")) { c in
        filter(.shadow(color: try c[shadowColor], radius: try c[radius], x: try c[x], y: try c[y]))
      })
      t.addStaticMethod("colorMultiply", .binding(color, returns: .named("GraphicsContext.Filter")) { c in filter(.colorMultiply(try c[color])) })
      // The colour filters are the view modifiers' matrices (ColorMatrix cites the formulas).
      let amount = Param<Double>(nil, "amount"), invert = Param<Double>(nil, "amount", default: 1), hue = Param<Angle>(nil, "angle")
      let matrixKinds: [(String, (Double) -> ColorMatrix)] = [
        ("saturation", ColorMatrix.saturation), ("brightness", ColorMatrix.brightness), ("contrast", ColorMatrix.contrast),
        ("grayscale", ColorMatrix.grayscale),
      ]
      for (name, make) in matrixKinds {
        t.addStaticMethod(name, .binding(amount, returns: .named("GraphicsContext.Filter")) { c in filter(.colorMatrix(make(try c[amount]))) })
      }
      t.addStaticMethod("hueRotation", .binding(hue, returns: .named("GraphicsContext.Filter")) { c in
        filter(.colorMatrix(.hueRotation(radians: try c[hue].radians)))
      })
      t.addStaticMethod("colorInvert", .binding(invert, returns: .named("GraphicsContext.Filter")) { c in
        // A partial inversion mixes the identity and the inversion, as CSS's invert(amount).
        let a = min(1, max(0, try c[invert]))
        return filter(.colorMatrix(ColorMatrix(zip(ColorMatrix.identity.m, ColorMatrix.invert.m).map { $0 * (1 - a) + $1 * a })))
      })
      t.addStatic("luminanceToAlpha") { _ in filter(.colorMatrix(.luminanceToAlpha)) }
    }
    let modes = ["normal", "multiply", "screen", "overlay", "darken", "lighten", "colorDodge", "colorBurn", "softLight", "hardLight",
                 "difference", "exclusion", "hue", "saturation", "color", "luminosity", "clear", "copy", "sourceIn", "sourceOut",
                 "sourceAtop", "destinationOver", "destinationIn", "destinationOut", "destinationAtop", "xor", "plusDarker", "plusLighter"]
    statics("GraphicsContext.BlendMode", modes.map { ($0, $0) })
  }
}
