import AnimationEngine
import Foundation
import Graphics
import ViewRuntime

extension StrokeStyle: HostPayloadArgument { static var hostTypeName: String { "StrokeStyle" } }
extension StrokeStyle.LineCap: HostPayloadArgument { static var hostTypeName: String { "CGLineCap" } }
extension StrokeStyle.LineJoin: HostPayloadArgument { static var hostTypeName: String { "CGLineJoin" } }
extension FillStyle: HostPayloadArgument { static var hostTypeName: String { "FillStyle" } }
extension RoundedCornerStyle: HostPayloadArgument { static var hostTypeName: String { "RoundedCornerStyle" } }
extension RectangleCornerRadii: HostPayloadArgument { static var hostTypeName: String { "RectangleCornerRadii" } }

/// Strokes and shapes: `StrokeStyle`, `FillStyle`, `stroke(_:style:)`, `strokeBorder`, `fill(_:style:)`,
/// `trim`, the shape modifiers, corner styles, `UnevenRoundedRectangle`, the `.rect`/`.circle`/`.capsule`
/// shorthands, `background(_:in:)`, and the rest of `Path`'s building API.
extension HostRegistry {
  mutating func registerPaths() {
    registerStrokeValues()
    registerShapeTypes()
    registerShapeMethods()
    registerPathBreadth()
  }

  private mutating func registerStrokeValues() {
    statics("CGLineCap", [("butt", StrokeStyle.LineCap.butt), ("round", .round), ("square", .square)])
    statics("CGLineJoin", [("miter", StrokeStyle.LineJoin.miter), ("round", .round), ("bevel", .bevel)])
    statics("RoundedCornerStyle", [("circular", RoundedCornerStyle.circular), ("continuous", .continuous)])
    let lineWidth = Param<Double>("lineWidth", default: 1), lineCap = Param<StrokeStyle.LineCap>("lineCap", default: .butt)
    let lineJoin = Param<StrokeStyle.LineJoin>("lineJoin", default: .miter), miterLimit = Param<Double>("miterLimit", default: 10)
    let dash = Param<[Double]>("dash", default: []), dashPhase = Param<Double>("dashPhase", default: 0)
    modify("StrokeStyle") { t in
      t.addInit(.binding(lineWidth, lineCap, lineJoin, miterLimit, dash, dashPhase, returns: .named("StrokeStyle")) { c in
        HostRegistry.host("StrokeStyle", StrokeStyle(lineWidth: try c[lineWidth], lineCap: try c[lineCap], lineJoin: try c[lineJoin],
                                                     miterLimit: try c[miterLimit], dash: try c[dash], dashPhase: try c[dashPhase]))
      })
      for (name, read) in [("lineWidth", { (s: StrokeStyle) in s.lineWidth }), ("miterLimit", { $0.miterLimit }), ("dashPhase", { $0.dashPhase })] {
        t.addProperty(name, HostProperty(type: .double) { v in .double(read(v.host(StrokeStyle.self) ?? StrokeStyle())) })
      }
    }
    let eoFill = Param<Bool>("eoFill", default: false), antialiased = Param<Bool>("antialiased", default: true)
    modify("FillStyle") { t in
      t.addInit(.binding(eoFill, antialiased, returns: .named("FillStyle")) { c in
        HostRegistry.host("FillStyle", FillStyle(eoFill: try c[eoFill], antialiased: try c[antialiased]))
      })
    }
  }

  private static func shapeValue(_ kind: ShapeKind, _ name: String) -> Value { view(.shape(ShapeNode(kind: kind)), name) }

  private mutating func registerShapeTypes() {
    let cornerRadius = Param<Double>("cornerRadius"), cornerSize = Param<CGSize>("cornerSize")
    let style = Param<RoundedCornerStyle>("style"), optionalStyle = Param<RoundedCornerStyle>("style", default: .circular)
    modify("RoundedRectangle") { t in
      t.addInit(.binding(cornerRadius, style, returns: .named("RoundedRectangle")) { c in
        HostRegistry.shapeValue(RoundedRectangle(cornerRadius: try c[cornerRadius], style: try c[style]).kind, "RoundedRectangle")
      })
      t.addInit(.binding(cornerSize, optionalStyle, returns: .named("RoundedRectangle")) { c in
        HostRegistry.shapeValue(RoundedRectangle(cornerSize: try c[cornerSize], style: try c[optionalStyle]).kind, "RoundedRectangle")
      })
    }
    modify("Capsule") { t in
      t.addInit(.binding(style, returns: .named("Capsule")) { c in HostRegistry.shapeValue(Capsule(style: try c[style]).kind, "Capsule") })
    }
    let corners = ["topLeadingRadius", "bottomLeadingRadius", "bottomTrailingRadius", "topTrailingRadius"].map { Param<Double>($0, default: 0) }
    let radii = Param<RectangleCornerRadii>("cornerRadii")
    func uneven(_ c: BindingCall) throws -> RectangleCornerRadii {
      RectangleCornerRadii(topLeading: try c[corners[0]], bottomLeading: try c[corners[1]], bottomTrailing: try c[corners[2]], topTrailing: try c[corners[3]])
    }
    viewType("UnevenRoundedRectangle", conformances: ["View", "Shape"], [
      .binding(corners + [optionalStyle], returns: .named("UnevenRoundedRectangle")) { c in
        HostRegistry.shapeValue(UnevenRoundedRectangle(cornerRadii: try uneven(c), style: try c[optionalStyle]).kind, "UnevenRoundedRectangle")
      },
      .binding(radii, optionalStyle, returns: .named("UnevenRoundedRectangle")) { c in
        HostRegistry.shapeValue(UnevenRoundedRectangle(cornerRadii: try c[radii], style: try c[optionalStyle]).kind, "UnevenRoundedRectangle")
      },
    ])
    let each = ["topLeading", "bottomLeading", "bottomTrailing", "topTrailing"].map { Param<Double>($0, default: 0) }
    modify("RectangleCornerRadii") { t in
      t.addInit(.binding(each, returns: .named("RectangleCornerRadii")) { c in
        HostRegistry.host("RectangleCornerRadii", RectangleCornerRadii(topLeading: try c[each[0]], bottomLeading: try c[each[1]],
                                                                       bottomTrailing: try c[each[2]], topTrailing: try c[each[3]]))
      })
    }
    // Shorthands where a Shape is expected: `.clipShape(.rect(cornerRadius: 12))`, `.background(.red, in: .capsule)`.
    modify("Shape") { t in
      t.addStatic("rect") { _ in HostRegistry.shapeValue(.rectangle, "Rectangle") }
      t.addStatic("circle") { _ in HostRegistry.shapeValue(.circle, "Circle") }
      t.addStatic("ellipse") { _ in HostRegistry.shapeValue(.ellipse, "Ellipse") }
      t.addStatic("capsule") { _ in HostRegistry.shapeValue(.capsule, "Capsule") }
      t.addStaticMethod("rect", .binding(cornerRadius, optionalStyle, returns: .named("RoundedRectangle")) { c in
        HostRegistry.shapeValue(RoundedRectangle(cornerRadius: try c[cornerRadius], style: try c[optionalStyle]).kind, "RoundedRectangle")
      })
      t.addStaticMethod("rect", .binding(corners + [optionalStyle], returns: .named("UnevenRoundedRectangle")) { c in
        HostRegistry.shapeValue(UnevenRoundedRectangle(cornerRadii: try uneven(c), style: try c[optionalStyle]).kind, "UnevenRoundedRectangle")
      })
      t.addStaticMethod("capsule", .binding(style, returns: .named("Capsule")) { c in HostRegistry.shapeValue(Capsule(style: try c[style]).kind, "Capsule") })
    }
  }

  /// A shape view rebuilt as a ``StyledShape`` (also inside an animatable shape, rebuilt every frame).
  static func styled(_ node: ViewNode, _ change: @escaping (inout StyledShape) -> Void) -> ViewNode? {
    switch node {
    case .shape(let shape):
      var s = StyledShape(shape)
      change(&s)
      return .primitive(s)
    case .primitive(let effect as StyledShape):
      var s = effect
      change(&s)
      return .primitive(s)
    case .animatable(let a):
      return .animatable(AnimatableNode(data: a.data) { data in styled(try a.content(data), change) ?? .empty })
    default:
      return nil
    }
  }

  /// A shape with its geometry changed (trim, shape modifiers), keeping its fill and stroke.
  static func reshaped(_ node: ViewNode, _ change: @escaping (ShapeKind) -> ShapeKind) -> ViewNode? {
    switch node {
    case .shape(var shape):
      shape.kind = change(shape.kind)
      return .shape(shape)
    case .primitive(var effect as StyledShape):
      effect.kind = change(effect.kind)
      return .primitive(effect)
    case .animatable(let a):
      return .animatable(AnimatableNode(data: a.data) { data in reshaped(try a.content(data), change) ?? .empty })
    default:
      return nil
    }
  }

  private mutating func registerShapeMethods() {
    func shapeMethod(_ name: String, _ parameters: [any BindingParameter], returns type: String = "ShapeView",
                     _ body: @escaping (BindingCall, ViewNode) throws -> ViewNode?) {
      modify("Shape") { t in
        t.addMethod(name, .binding(parameters, returns: .named(type)) { c in
          guard let node = try body(c, try c.receiverNode()) else { throw HostError("\(name) needs a Shape") }
          return HostRegistry.view(node, type)
        })
      }
    }
    let content = Param<AnyShapeStyle>(nil, "content", default: .foreground)
    let strokeStyle = Param<StrokeStyle>("style"), lineWidth = Param<Double>("lineWidth", default: 1)
    let antialiased = Param<Bool>("antialiased", default: true)
    shapeMethod("stroke", [content, strokeStyle, antialiased]) { c, node in
      let stroke = StyledShape.Stroke(style: try c[content], strokeStyle: try c[strokeStyle])
      // A fill written before stays (iOS 17's `fill(_:).stroke(_:style:)`); a bare shape is only stroked.
      return HostRegistry.styled(node) { s in s.stroke = stroke }
    }
    shapeMethod("strokeBorder", [content, lineWidth, antialiased]) { c, node in
      let stroke = StyledShape.Stroke(style: try c[content], strokeStyle: StrokeStyle(lineWidth: try c[lineWidth]), isBorder: true)
      return HostRegistry.styled(node) { s in s.stroke = stroke }
    }
    shapeMethod("strokeBorder", [content, strokeStyle, antialiased]) { c, node in
      let stroke = StyledShape.Stroke(style: try c[content], strokeStyle: try c[strokeStyle], isBorder: true)
      return HostRegistry.styled(node) { s in s.stroke = stroke }
    }
    let fillStyle = Param<FillStyle>("style")
    shapeMethod("fill", [content, fillStyle]) { c, node in
      let fill = try c[content], style = try c[fillStyle]
      return HostRegistry.styled(node) { s in s.fill = fill; s.fillStyle = style }
    }
    let from = Param<Double>("from", default: 0), to = Param<Double>("to", default: 1)
    shapeMethod("trim", [from, to], returns: "Shape") { c, node in
      let a = try c[from], b = try c[to]
      return HostRegistry.reshaped(node) { .trimmed($0, from: a, to: b) }
    }
    let angle = Param<Angle>(nil, "angle"), anchor = Param<UnitPoint>("anchor", default: .center)
    shapeMethod("rotation", [angle, anchor], returns: "Shape") { c, node in
      let m = ShapeModifier.rotation(radians: try c[angle].radians, anchor: try c[anchor])
      return HostRegistry.reshaped(node) { .modified($0, m) }
    }
    let scale = Param<Double>(nil, "scale"), sx = Param<Double>("x", default: 1), sy = Param<Double>("y", default: 1)
    shapeMethod("scale", [scale, anchor], returns: "Shape") { c, node in
      let m = ShapeModifier.scale(x: try c[scale], y: try c[scale], anchor: try c[anchor])
      return HostRegistry.reshaped(node) { .modified($0, m) }
    }
    shapeMethod("scale", [sx, sy, anchor], returns: "Shape") { c, node in
      let m = ShapeModifier.scale(x: try c[sx], y: try c[sy], anchor: try c[anchor])
      return HostRegistry.reshaped(node) { .modified($0, m) }
    }
    let amount = Param<Double>("by")
    shapeMethod("inset", [amount], returns: "Shape") { c, node in
      let m = ShapeModifier.inset(try c[amount])
      return HostRegistry.reshaped(node) { .modified($0, m) }
    }
    let width = Param<Double>("width"), height = Param<Double>("height"), size = Param<CGSize>(nil, "size")
    shapeMethod("size", [width, height], returns: "Shape") { c, node in
      let m = ShapeModifier.size(width: try c[width], height: try c[height])
      return HostRegistry.reshaped(node) { .modified($0, m) }
    }
    shapeMethod("size", [size], returns: "Shape") { c, node in
      let s = try c[size]
      return HostRegistry.reshaped(node) { .modified($0, .size(width: Double(s.width), height: Double(s.height))) }
    }
    // The plain `fill(_:)` and `stroke(_:lineWidth:)` also apply to a shape already drawn with styles
    // (`.fill(.red, style: FillStyle(eoFill: true)).stroke(.blue, lineWidth: 2)`); other shapes keep theirs.
    modify("Shape") { t in
      for (name, labels) in [("fill", [nil]), ("stroke", [nil, "lineWidth"])] as [(String, [String?])] {
        guard let i = t.methods[name]?.firstIndex(where: { $0.labels == labels }), var original = t.methods[name]?[i] else { continue }
        let body = original.body
        original.body = { call in
          guard case .primitive(let effect as StyledShape) = try call.context.interpreter.viewNode(call.receiver ?? .void) else { return try body(call) }
          var s = effect
          let style = try call.arguments.first.flatMap { $0 }.map { try AnyShapeStyle.decode($0, in: call) } ?? AnyShapeStyle(ForegroundStyle())
          if name == "fill" {
            s.fill = style
          } else {
            let width = try call.arguments.count > 1 ? call.arguments[1].map { try Double.decode($0, in: call) } ?? 1 : 1
            s.stroke = StyledShape.Stroke(style: style, strokeStyle: StrokeStyle(lineWidth: width))
          }
          return HostRegistry.view(.primitive(s), "ShapeView")
        }
        t.methods[name]?[i] = original
      }
    }

    // `background(_:in:fillStyle:)`: the style filled in the shape, behind the view.
    let style = Param<AnyShapeStyle>(nil, "style", default: .foreground)
    let shape = Param<ShapeArgument>("in")
    let fill = Param<FillStyle>("fillStyle", default: FillStyle())
    func filledShape(_ c: BindingCall) throws -> AnyView {
      guard case .shape(let s) = try c.interpreter.viewNode(try c[shape].value) else { throw HostError("background(_:in:) needs a Shape") }
      return AnyView(node: .primitive(StyledShape(kind: s.kind, fill: try c[style], fillStyle: try c[fill])))
    }
    modifier("background", style, shape, fill) { c, v in v.background(try filledShape(c), alignment: .center) }
    // `clipShape(_:style:)`: layer clips use the non-zero rule, so an even-odd clip is refused.
    let clip = Param<ShapeArgument>(nil, "shape"), clipStyle = Param<FillStyle>("style")
    modifier("clipShape", clip, clipStyle) { c, v in
      if try c[clipStyle].isEOFilled { throw HostError("clipShape(_:style:) with eoFill is not supported (clips use the non-zero rule)") }
      guard case .shape(let s) = try c.interpreter.viewNode(try c[clip].value) else { throw HostError("clipShape(_:style:) needs a Shape") }
      return v.modifier(.clipShape(s.kind))
    }
    // Hit-testing shapes change nothing drawn: scripted taps by point hit the whole shape (see `InteractionMap`).
    let hitShape = Param<ShapeArgument>(nil, "shape"), eo = Param<Bool>("eoFill", default: false)
    modifier("contentShape", hitShape, eo) { c, v in
      guard case .shape(let s) = try c.interpreter.viewNode(try c[hitShape].value) else { throw HostError("contentShape(_:eoFill:) needs a Shape") }
      return v.modifier(.effect(InteractionEffect(.contentShape(s.kind))))
    }
  }

  private mutating func registerPathBreadth() {
    func path(_ p: Path) -> Value { HostRegistry.host("Path", p) }
    let t1 = Param<CGPoint>("tangent1End"), t2 = Param<CGPoint>("tangent2End"), radius = Param<Double>("radius")
    mutatingPath("addArc", t1, t2, radius) { p, c in p.addArc(tangent1End: try c[t1], tangent2End: try c[t2], radius: try c[radius]) }
    let center = Param<CGPoint>("center"), startAngle = Param<Angle>("startAngle"), delta = Param<Angle>("delta")
    mutatingPath("addRelativeArc", center, radius, startAngle, delta) { p, c in
      p.addRelativeArc(center: try c[center], radius: try c[radius], startAngle: try c[startAngle].radians, delta: try c[delta].radians)
    }
    let inRect = Param<CGRect>("in"), cornerSize = Param<CGSize>("cornerSize"), style = Param<RoundedCornerStyle>("style")
    let radii = Param<RectangleCornerRadii>("cornerRadii"), defaultStyle = Param<RoundedCornerStyle>("style", default: .continuous)
    mutatingPath("addRoundedRect", inRect, cornerSize, style) { p, c in
      let s = try c[cornerSize]
      p.addRoundedRect(in: try c[inRect], cornerRadii: RectangleCornerRadii(all: Double(min(s.width, s.height))), style: try c[style])
    }
    mutatingPath("addRoundedRect", inRect, radii, defaultStyle) { p, c in p.addRoundedRect(in: try c[inRect], cornerRadii: try c[radii], style: try c[defaultStyle]) }
    let other = Param<Path>(nil, "path")
    mutatingPath("addPath", other) { p, c in p.addPath(try c[other]) }
    let roundedRect = Param<CGRect>("roundedRect"), cornerRadius = Param<Double>("cornerRadius")
    let ellipseIn = Param<CGRect>("ellipseIn"), either = Param<Value>(nil, "rectOrCallback")
    modify("Path") { t in
      t.addInit(.binding(roundedRect, cornerRadius, defaultStyle, returns: .named("Path")) { c in
        path(Path(roundedRect: try c[roundedRect], cornerRadius: try c[cornerRadius], style: try c[defaultStyle]))
      })
      t.addInit(.binding(roundedRect, cornerSize, defaultStyle, returns: .named("Path")) { c in
        let s = try c[cornerSize]
        return path(Path(roundedRect: try c[roundedRect], cornerRadius: Double(min(s.width, s.height)), style: try c[defaultStyle]))
      })
      t.addInit(.binding(ellipseIn, returns: .named("Path")) { c in path(Path(ellipseIn: try c[ellipseIn])) })
      // `Path(rect)` and `Path { p in … }` share the unlabelled slot: one init that takes either.
      let closureInit = t.initializers.first { $0.labels == [nil] }
      t.initializers.removeAll { $0.labels == [nil] }
      t.addInit(.binding(either, returns: .named("Path")) { c in
        let value = try c[either]
        if let r = value.host(CGRect.self) { return path(Path(r)) }
        guard let closureInit else { throw HostError("Path(_:) takes a CGRect or a closure") }
        return try closureInit.body(c.call)
      })
      t.addProperty("boundingRect", HostProperty(type: .named("CGRect")) { v in HostRegistry.host("CGRect", (v.host(Path.self) ?? Path()).controlPointBounds) })
      t.addProperty("isEmpty", HostProperty(type: .bool) { v in .bool((v.host(Path.self) ?? Path()).isEmpty) })
      let dx = Param<Double>("dx"), dy = Param<Double>("dy")
      t.addMethod("offsetBy", .binding(dx, dy, returns: .named("Path")) { c in
        path(try c.receiver(Path.self, "offsetBy(dx:dy:)").applying(.translation(x: try c[dx], y: try c[dy])))
      })
    }
  }
}

extension Path: HostPayloadArgument { static var hostTypeName: String { "Path" } }
