import AnimationEngine
import Foundation
import Graphics
import ViewRuntime

/// Compositing, colour effects, 3D projection, materials and geometry-driven effects: each modifier's
/// runtime is one file in ViewRuntime's `Modifiers/Effects/`.
extension HostRegistry {
  mutating func registerEffects() {
    registerEffectValues()
    registerCompositing()
    registerColorEffects()
    registerProjections()
    registerMaterials()
    registerShadowStyles()
  }

  /// `ShapeStyle.shadow(.drop(…))` and `.inner(…)` on fills: `Circle().fill(.red.shadow(.drop(radius: 4)))`.
  private mutating func registerShadowStyles() {
    let color = Param<Color>("color", default: Color(white: 0, opacity: 0.33)), radius = Param<Double>("radius")
    let x = Param<Double>("x", default: 0), y = Param<Double>("y", default: 0)
    modify("ShadowStyle") { t in
      for inner in [false, true] {
        t.addStaticMethod(inner ? "inner" : "drop", .binding(color, radius, x, y, returns: .named("ShadowStyle")) { c in
          HostRegistry.host("ShadowStyle", EffectShadowStyle(inner: inner, color: try c[color], radius: try c[radius], x: try c[x], y: try c[y]))
        })
      }
    }
    let style = Param<EffectShadowStyle>(nil, "style")
    let shadowed = HostFunction.binding(style, returns: .named("ShapeStyle")) { c in
      HostRegistry.host("ShadowedStyle", ShadowedStyle(base: c.receiver ?? .void, shadow: try c[style]))
    }
    // A type's own methods hide its protocols' (HostRegistry.methods(on:)), so `Color` keeps the View
    // modifier `shadow(color:radius:x:y:)` beside the style's `shadow(_:)`.
    let viewShadows = types["View"]?.methods["shadow"] ?? []
    for typeName in ["Color", "LinearGradient", "ForegroundStyle", "AnyShapeStyle"] {
      modify(typeName) { t in t.methods["shadow"] = [shadowed] + (t.methods["shadow"] ?? viewShadows) }
    }
    modify("ShadowedStyle") { $0.conformances.insert("ShapeStyle") }
    // `foregroundStyle(.white.shadow(.drop(radius: 2)))`: the styled content with a drop shadow. An inner
    // shadow needs an outline to cast inside, so it is only taken by a shape's fill.
    modify("View") { t in
      t.methods["foregroundStyle"] = (t.methods["foregroundStyle"] ?? []).map { overload in
        guard overload.parameters.count == 1, overload.parameters.first?.label == nil else { return overload }
        var wrapped = overload
        let original = overload.body
        wrapped.body = { call in
          guard let first = call[0], case .host(let h) = (try? call.context.resolve(first, as: .named("ShapeStyle"))) ?? first,
                let styled = h.payload as? ShadowedStyle else { return try original(call) }
          let s = styled.shadow
          guard !s.inner else { throw HostError("an inner shadow style works on a shape's fill(_:), not on foregroundStyle(_:)") }
          let styledView = try original(HostCall(receiver: call.receiver, arguments: [styled.base], expectedType: call.expectedType, context: call.context))
          let node = try call.context.interpreter.viewNode(styledView)
          return HostRegistry.view(.modified(node, .shadow(color: s.color, radius: s.radius, x: s.x, y: s.y)))
        }
        return wrapped
      }
    }
    modify("Shape") { t in
      t.methods["fill"] = (t.methods["fill"] ?? []).map { overload in
        guard overload.parameters.first?.label == nil else { return overload }
        var wrapped = overload
        let original = overload.body
        wrapped.body = { call in
          guard let first = call[0], case .host(let h) = (try? call.context.resolve(first, as: .named("ShapeStyle"))) ?? first,
                let styled = h.payload as? ShadowedStyle else { return try original(call) }
          var arguments = call.arguments
          arguments[0] = styled.base
          let filled = try original(HostCall(receiver: call.receiver, arguments: arguments, expectedType: call.expectedType, context: call.context))
          let node = try call.context.interpreter.viewNode(filled)
          let s = styled.shadow
          if !s.inner {
            return HostRegistry.view(.modified(node, .shadow(color: s.color, radius: s.radius, x: s.x, y: s.y)))
          }
          guard case .shape(let shape) = node else { throw HostError("an inner shadow style needs a shape's fill") }
          return HostRegistry.view(.modified(node, .effect(InnerShadowEffect(shape: shape.kind, color: s.color, radius: s.radius, x: s.x, y: s.y))))
        }
        return wrapped
      }
    }
  }

  private mutating func registerEffectValues() {
    statics("BlendMode", BlendMode.allCases.map { ($0.rawValue, $0) })
    // `FillStyle`, `CGAffineTransform` and `ProjectionTransform` values are built by the shared
    // bindings (`SwiftUIPaths.swift`, `SceneAffineTransform.swift`); the decoders below read them.
  }

  private mutating func registerCompositing() {
    let alignment = Param<Alignment>("alignment", default: .center)
    let maskContent = Param<BuilderClosure>("mask")
    modifier("mask", alignment, maskContent) { c, v in
      v.modifier(.effect(MaskEffect(alignment: try c[alignment], mask: try c.viewNode(try c[maskContent]))))
    }
    let maskView = Param<Value>(nil, "mask", type: .named("View"))
    modifier("mask", maskView) { c, v in
      v.modifier(.effect(MaskEffect(mask: try c.interpreter.viewNode(try c[maskView]))))
    }
    let shape = Param<ShapeArgument>(nil, "shape"), style = Param<EffectFillStyle>("style")
    modifier("clipShape", shape, style) { c, v in
      guard case .shape(let s) = try c.interpreter.viewNode(try c[shape].value) else { throw HostError("clipShape(_:style:) needs a Shape") }
      return v.modifier(try c[style].isEOFilled ? .effect(EvenOddClipEffect(shape: s.kind)) : .clipShape(s.kind))
    }
    modifier("compositingGroup") { _, v in v.modifier(.effect(CompositingEffect(.compositingGroup))) }
    let opaque = Param<Bool>("opaque", default: false)
    let colorMode = Param<Value?>("colorMode", default: nil)
    modifier("drawingGroup", opaque, colorMode) { _, v in v.modifier(.effect(CompositingEffect(.drawingGroup))) }
    let mode = Param<BlendMode>(nil, "blendMode")
    modifier("blendMode", mode) { c, v in v.modifier(.effect(CompositingEffect(.blendMode(try c[mode])))) }
    let content = Param<AnyShapeStyle>(nil, "content"), width = Param<Double>("width", default: 1)
    modifier("border", content, width) { c, v in v.modifier(.effect(BorderEffect(try c[content], width: try c[width]))) }
    let radius = Param<Double>("radius"), blurOpaque = Param<Bool>("opaque")
    modifier("blur", radius, blurOpaque) { c, v in v.modifier(.effect(BlurEffect(radius: try c[radius], opaque: try c[blurOpaque]))) }
    modifier("geometryGroup") { _, v in v.modifier(.effect(GeometryGroupEffect())) }
    let body = Param<SceneClosure>(nil, "effect")
    modifier("visualEffect", body) { c, v in
      let interpreter = c.interpreter
      let function = try c[body].function
      return v.modifier(.effect(VisualEffectModifier { content, proxy in
        try interpreter.scoped {
          try interpreter.viewNode(interpreter.runtimeCall(function, [HostRegistry.view(content), HostRegistry.host("GeometryProxy", proxy)]))
        }
      }))
    }
  }

  private mutating func registerColorEffects() {
    let angle = Param<Angle>(nil, "angle"), amount = Param<Double>(nil, "amount"), color = Param<Color>(nil, "color")
    modifier("hueRotation", angle) { c, v in v.modifier(.effect(ColorEffect(.hueRotation(try c[angle])))) }
    modifier("saturation", amount) { c, v in v.modifier(.effect(ColorEffect(.saturation(try c[amount])))) }
    modifier("brightness", amount) { c, v in v.modifier(.effect(ColorEffect(.brightness(try c[amount])))) }
    modifier("contrast", amount) { c, v in v.modifier(.effect(ColorEffect(.contrast(try c[amount])))) }
    modifier("grayscale", amount) { c, v in v.modifier(.effect(ColorEffect(.grayscale(try c[amount])))) }
    modifier("colorInvert") { _, v in v.modifier(.effect(ColorEffect(.colorInvert))) }
    modifier("colorMultiply", color) { c, v in v.modifier(.effect(ColorEffect(.colorMultiply(try c[color])))) }
    modifier("luminanceToAlpha") { _, v in v.modifier(.effect(ColorEffect(.luminanceToAlpha))) }
  }

  private mutating func registerProjections() {
    let angle = Param<Angle>(nil, "angle"), axis = Param<Value>("axis")
    let anchor = Param<UnitPoint>("anchor", default: .center), anchorZ = Param<Double>("anchorZ", default: 0)
    let perspective = Param<Double>("perspective", default: 1)
    modifier("rotation3DEffect", angle, axis, anchor, anchorZ, perspective) { c, v in
      let a = try HostRegistry.axis(try c[axis])
      return v.modifier(.effect(Rotation3DEffect(try c[angle], axis: a, anchor: try c[anchor], anchorZ: try c[anchorZ], perspective: try c[perspective])))
    }
    let projection = Param<Projection>(nil, "transform")
    modifier("projectionEffect", projection) { c, v in v.modifier(.effect(ProjectionEffect(try c[projection]))) }
    let transform = Param<Transform2D>(nil, "transform")
    modifier("transformEffect", transform) { c, v in v.modifier(.effect(TransformEffect(try c[transform]))) }
  }

  /// `(x: 0, y: 1, z: 0)` or `(0, 1, 0)`: a rotation axis.
  static func axis(_ value: Value) throws -> (x: Double, y: Double, z: Double) {
    guard case .tuple(let parts, _) = value, parts.count == 3, let x = parts[0].asDouble, let y = parts[1].asDouble, let z = parts[2].asDouble else {
      throw HostError("axis must be a tuple of three numbers, as in (x: 0, y: 1, z: 0)")
    }
    return (x, y, z)
  }

  private mutating func registerMaterials() {
    let names = Material.Kind.allCases.map { kind in (kind == .bar ? "bar" : kind.rawValue + "Material", Material(kind)) }
    statics("Material", conformances: ["ShapeStyle"], names)
    statics("ShapeStyle", names, as: "Material")
    // `background(.regularMaterial)` and `background(.thinMaterial, in: shape)`: every `background`
    // overload taking an unlabelled style first draws a material itself and leaves other styles to it.
    let inShape = Param<ShapeArgument>("in"), style = Param<Value>(nil, "style", type: .named("ShapeStyle"))
    modify("View") { t in
      if !(t.methods["background"] ?? []).contains(where: { $0.parameters.map(\.label) == [nil, "in"] }) {
        t.addMethod("background", .binding(style, inShape, returns: .named("View")) { c in
          guard let material = try HostRegistry.material(try c[style], c.call) else {
            throw HostError("background(_:in:) takes a material here, such as .ultraThinMaterial")
          }
          return try HostRegistry.materialBackground(material, shape: try c[inShape].value, c)
        })
      }
      t.methods["background"] = (t.methods["background"] ?? []).map { overload in
        guard overload.parameters.first?.label == nil, overload.parameters.count <= 3 else { return overload }
        var wrapped = overload
        let original = overload.body
        let takesShape = overload.parameters.count >= 2 && overload.parameters[1].label == "in"
        wrapped.body = { call in
          guard let first = call[0], let material = try HostRegistry.material(first, call) else { return try original(call) }
          let receiver = try call.context.interpreter.viewNode(call.receiver ?? .void)
          var kind = ShapeKind.rectangle
          if takesShape, let shapeValue = call[1] {
            guard case .shape(let s) = try call.context.interpreter.viewNode(shapeValue) else { throw HostError("background(_:in:) needs a Shape") }
            kind = s.kind
          }
          return HostRegistry.view(AnyView(node: receiver).modifier(.effect(MaterialEffect(material, in: kind)))._node)
        }
        return wrapped
      }
    }
  }

  static func material(_ value: Value, _ call: HostCall) throws -> Material? {
    let resolved = (try? call.context.resolve(value, as: .named("ShapeStyle"))) ?? value
    guard case .host(let h) = resolved else { return nil }
    return h.payload as? Material
  }

  static func materialBackground(_ material: Material, shape: Value, _ c: BindingCall) throws -> Value {
    guard case .shape(let s) = try c.interpreter.viewNode(shape) else { throw HostError("background(_:in:) needs a Shape") }
    return HostRegistry.view(AnyView(node: try c.receiverNode()).modifier(.effect(MaterialEffect(material, in: s.kind)))._node)
  }
}

/// SwiftUI's `FillStyle`, as `clipShape(_:style:)` reads it.
struct EffectFillStyle: HostPayloadArgument {
  static var hostTypeName: String { "FillStyle" }
  var isEOFilled: Bool

  static func decode(_ value: Value, in call: HostCall) throws -> EffectFillStyle {
    let resolved = try call.context.resolve(value, as: sceneType)
    if let style = resolved.host(FillStyle.self) { return EffectFillStyle(isEOFilled: style.isEOFilled) }
    guard let payload = resolved.host(EffectFillStyle.self) else { throw ArgumentMismatch(found: resolved.sceneType, expected: sceneType) }
    return payload
  }
}

extension Transform2D {
  init(_ t: SceneAffineTransform) { self.init(a: t.a, b: t.b, c: t.c, d: t.d, tx: t.tx, ty: t.ty) }
}

extension BlendMode: HostPayloadArgument { static var hostTypeName: String { "BlendMode" } }
extension Transform2D: HostPayloadArgument {
  static var hostTypeName: String { "CGAffineTransform" }
  /// `CGAffineTransform` values are `SceneAffineTransform`s (the matrix `GeometryEffect`s use too).
  static func decode(_ value: Value, in call: HostCall) throws -> Transform2D {
    let resolved = try call.context.resolve(value, as: sceneType)
    if let t = resolved.host(SceneAffineTransform.self) { return Transform2D(t) }
    guard let payload = resolved.host(Transform2D.self) else { throw ArgumentMismatch(found: resolved.sceneType, expected: sceneType) }
    return payload
  }
}

extension Projection: HostPayloadArgument {
  static var hostTypeName: String { "ProjectionTransform" }
  /// `ProjectionTransform(affine)` holds the affine matrix (see `SceneAffineTransform.swift`).
  static func decode(_ value: Value, in call: HostCall) throws -> Projection {
    let resolved = try call.context.resolve(value, as: sceneType)
    if let t = resolved.host(SceneAffineTransform.self) { return Projection(Transform2D(t)) }
    guard let payload = resolved.host(Projection.self) else { throw ArgumentMismatch(found: resolved.sceneType, expected: sceneType) }
    return payload
  }
}

/// SwiftUI's `ShadowStyle`: `.drop(…)` or `.inner(…)`, as `ShapeStyle.shadow(_:)` takes it.
struct EffectShadowStyle: HostPayloadArgument {
  static var hostTypeName: String { "ShadowStyle" }
  var inner: Bool
  var color: Color, radius: Double, x: Double, y: Double
}

/// A shape style with a shadow (`.red.shadow(.drop(radius: 4))`), as `fill(_:)` receives it.
struct ShadowedStyle {
  var base: Value
  var shadow: EffectShadowStyle
}
