import AnimationEngine
import Foundation
import ViewRuntime

/// View modifiers (layout, drawing, text, identity, animation) and shapes' `fill` / `stroke`.
extension HostRegistry {
  mutating func registerModifiers() {
    registerLayoutModifiers()
    registerDrawingModifiers()
    registerTextModifiers()
    registerAnimationModifiers()
    registerShapeStyling()
  }

  private mutating func registerLayoutModifiers() {
    let alignment = Param<Alignment>("alignment", default: .center)
    let width = Param<Double?>("width", default: nil), height = Param<Double?>("height", default: nil)
    modifier("frame", width, height, alignment) { c, v in v.frame(width: try c[width], height: try c[height], alignment: try c[alignment]) }
    let minWidth = Param<Double?>("minWidth", default: nil), idealWidth = Param<Double?>("idealWidth", default: nil)
    let maxWidth = Param<Double?>("maxWidth", default: nil), minHeight = Param<Double?>("minHeight", default: nil)
    let idealHeight = Param<Double?>("idealHeight", default: nil), maxHeight = Param<Double?>("maxHeight", default: nil)
    modifier("frame", minWidth, idealWidth, maxWidth, minHeight, idealHeight, maxHeight, alignment) { c, v in
      v.frame(minWidth: try c[minWidth], idealWidth: try c[idealWidth], maxWidth: try c[maxWidth],
              minHeight: try c[minHeight], idealHeight: try c[idealHeight], maxHeight: try c[maxHeight], alignment: try c[alignment])
    }
    let amount = Param<Double>(nil, "length")
    modifier("padding", amount) { c, v in v.padding(try c[amount]) }
    let edges = Param<Edge.Set>(nil, "edges", default: .all)
    let length = Param<Double?>(nil, "length", default: nil)
    modifier("padding", edges, length) { c, v in v.padding(try c[edges], try c[length]) }
    let content = Param<BuilderClosure>("content")
    modifier("background", alignment, content) { c, v in
      let node = try c.viewNode(try c[content])
      return v.background(alignment: try c[alignment]) { AnyView(node: node) }
    }
    // A style or a view; typed as ShapeStyle so `.blue.opacity(0.2)` resolves, views pass unchanged.
    let styleOrView = Param<Value>(nil, "style", type: .named("ShapeStyle"))
    modifier("background", styleOrView, alignment) { c, v in
      let value = try c[styleOrView]
      if let style = try? AnyShapeStyle.decode(value, in: c.call) { return v.background(style) }
      return v.background(AnyView(node: try c.interpreter.viewNode(value)), alignment: try c[alignment])
    }
    modifier("overlay", alignment, content) { c, v in
      let node = try c.viewNode(try c[content])
      return v.overlay(alignment: try c[alignment]) { AnyView(node: node) }
    }
    modifier("overlay", styleOrView, alignment) { c, v in
      v.overlay(AnyView(node: try c.interpreter.viewNode(c.context.resolve(try c[styleOrView], as: .named("ShapeStyle")))), alignment: try c[alignment])
    }
    let fixedHorizontal = Param<Bool>("horizontal", default: true), fixedVertical = Param<Bool>("vertical", default: true)
    modifier("fixedSize", fixedHorizontal, fixedVertical) { c, v in v.fixedSize(horizontal: try c[fixedHorizontal], vertical: try c[fixedVertical]) }
    let priority = Param<Double>(nil, "value")
    modifier("layoutPriority", priority) { c, v in v.layoutPriority(try c[priority]) }
  }

  private mutating func registerDrawingModifiers() {
    let radius = Param<Double>(nil, "radius")
    modifier("cornerRadius", radius) { c, v in v.cornerRadius(try c[radius]) }
    let shape = Param<ShapeArgument>(nil, "shape")
    modifier("clipShape", shape) { c, v in
      guard case .shape(let s) = try c.interpreter.viewNode(try c[shape].value) else { throw HostError("clipShape(_:) needs a Shape") }
      return v.modifier(.clipShape(s.kind))
    }
    let anchor = Param<UnitPoint>("anchor", default: .center)
    let angle = Param<Angle>(nil, "angle")
    modifier("rotationEffect", angle, anchor) { c, v in v.rotationEffect(try c[angle], anchor: try c[anchor]) }
    let scale = Param<Double>(nil, "s")
    modifier("scaleEffect", scale, anchor) { c, v in v.scaleEffect(try c[scale], anchor: try c[anchor]) }
    let scaleX = Param<Double>("x", default: 1), scaleY = Param<Double>("y", default: 1)
    modifier("scaleEffect", scaleX, scaleY, anchor) { c, v in v.scaleEffect(x: try c[scaleX], y: try c[scaleY], anchor: try c[anchor]) }
    let x = Param<Double>("x", default: 0), y = Param<Double>("y", default: 0)
    modifier("offset", x, y) { c, v in v.offset(x: try c[x], y: try c[y]) }
    let opacity = Param<Double>(nil, "opacity")
    modifier("opacity", opacity) { c, v in v.opacity(try c[opacity]) }
    let blurRadius = Param<Double>("radius")
    modifier("blur", blurRadius) { c, v in v.blur(radius: try c[blurRadius]) }
    // SwiftUI's default shadow color: black at 33 % opacity.
    let shadowColor = Param<Color>("color", default: Color(white: 0, opacity: 0.33))
    modifier("shadow", shadowColor, blurRadius, x, y) { c, v in
      v.shadow(color: try c[shadowColor], radius: try c[blurRadius], x: try c[x], y: try c[y])
    }
    let styles = ["primary", "secondary", "tertiary"].map { Param<AnyShapeStyle>(nil, $0) }
    modifier("foregroundStyle", styles[0]) { c, v in v.foregroundStyle(try c[styles[0]]) }
    modifier("foregroundStyle", styles[0], styles[1]) { c, v in v.foregroundStyle(try c[styles[0]], try c[styles[1]]) }
    modifier("foregroundStyle", styles[0], styles[1], styles[2]) { c, v in v.foregroundStyle(try c[styles[0]], try c[styles[1]], try c[styles[2]]) }
    let color = Param<Color?>(nil, "color")
    modifier("foregroundColor", color) { c, v in v.foregroundColor(try c[color]) }
    modifier("tint", color) { c, v in v.modifier(.effect(TintModifier(try c[color]))) }
    let id = Param<Value>(nil, "id")
    modifier("id", id) { c, v in v.modifier(.id(AnyHashable(SceneHashable(try c[id])))) }
    let count = Param<Int>("count", default: 1)
    let perform = Param<SceneClosure>("perform")
    modifier("onTapGesture", count, perform) { c, v in
      v.modifier(.onTapGesture(count: try c[count], action: c.interpreter.runtimeAction(try c[perform].function)))
    }
  }

  private mutating func registerTextModifiers() {
    let font = Param<Font?>(nil, "font")
    modifier("font", font) { c, v in v.font(try c[font]) }
    let weight = Param<Font.Weight?>(nil, "weight")
    modifier("fontWeight", weight) { c, v in v.fontWeight(try c[weight]) }
    let isActive = Param<Bool>(nil, "isActive", default: true)
    modifier("bold", isActive) { c, v in v.bold(try c[isActive]) }
    let textAlignment = Param<TextAlignment>(nil, "alignment")
    modifier("multilineTextAlignment", textAlignment) { c, v in v.multilineTextAlignment(try c[textAlignment]) }
    let limit = Param<Int?>(nil, "number")
    modifier("lineLimit", limit) { c, v in v.lineLimit(try c[limit]) }
    let mode = Param<SymbolRenderingMode?>(nil, "mode")
    modifier("symbolRenderingMode", mode) { c, v in v.symbolRenderingMode(try c[mode]) }
  }

  private mutating func registerAnimationModifiers() {
    let animation = Param<Animation?>(nil, "animation")
    let value = Param<Value>("value")
    modifier("animation", animation, value) { c, v in
      v.modifier(.animation(try c[animation], value: AnyHashable(SceneHashable(try c[value]))))
    }
    modifier("animation", animation) { c, v in v.animation(try c[animation]) }
    // `.animation(.smooth) { $0.shadow(…) }`: only the modifiers the body applies animate with it.
    let body = Param<SceneClosure>("body")
    modifier("animation", animation, body) { c, v in
      let chosen = try c[animation]
      let interpreter = c.interpreter
      let edit = try c[body].function
      return v.modifier(.transactionBody({ $0.animation = chosen }, body: { content in
        try interpreter.scoped { () throws -> ViewNode in
          try interpreter.viewNode(interpreter.runtimeCall(edit, [HostRegistry.view(content)]))
        }
      }))
    }
  }

  /// Shapes: `fill` and `stroke`, also inside animatable shapes.
  private mutating func registerShapeStyling() {
    let style = Param<AnyShapeStyle>(nil, "content", default: .foreground)
    let lineWidth = Param<Double>("lineWidth", default: 1)
    modify("Shape") { t in
      t.addMethod("fill", .binding(style, returns: .named("View")) { c in
        let fill = try c[style]
        guard let node = HostRegistry.restyle(try c.receiverNode(), { $0.fill = fill }) else { throw HostError("fill(_:) needs a Shape") }
        return HostRegistry.view(node, "ShapeView")
      })
      t.addMethod("stroke", .binding(style, lineWidth, returns: .named("View")) { c in
        let stroke = (try c[style], try c[lineWidth])
        guard let node = HostRegistry.restyle(try c.receiverNode(), { $0.stroke = stroke }) else { throw HostError("stroke(_:lineWidth:) needs a Shape") }
        return HostRegistry.view(node, "ShapeView")
      })
    }
    modify("ShapeView") { t in
      t.conformances.formUnion(["View", "Shape"])
    }
  }

  /// Applies a fill or stroke to a shape node, also inside an animatable shape (rebuilt every frame).
  static func restyle(_ node: ViewNode, _ change: @escaping (inout ShapeNode) -> Void) -> ViewNode? {
    switch node {
    case .shape(var shape):
      change(&shape)
      return .shape(shape)
    case .animatable(let a):
      return .animatable(AnimatableNode(data: a.data) { data in restyle(try a.content(data), change) ?? .empty })
    default:
      return nil
    }
  }
}
