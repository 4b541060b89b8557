import AnimationEngine
import Foundation
import ViewRuntime

extension HostRegistry {
  /// The standard library plus the SwiftUI surface the view runtime implements. With it the checker
  /// also reports unknown types, members and modifiers before evaluation.
  public static var swiftUI: HostRegistry {
    var r = HostRegistry.standard
    r.registerSwiftUIValues()
    r.registerViews()
    r.registerModifiers()
    r.registerKeyframes()
    r.registerGeometry()
    r.registerTransitions()
    r.registerEvents()
    r.registerShapes()
    r.registerCustomAnimations()
    r.registerLayoutViews()
    r.registerAnimatablePair()
    r.registerKeyframeTimeline()
    r.combineBuilderComponents = { components in components.count == 1 ? components[0] : .array(components) }
    r.keepsBuilderBranches = true
    r.isComplete = true
    return r
  }

  static func view(_ node: ViewNode, _ typeName: String = "View") -> Value { host(typeName, node) }
}

extension HostCall {
  var interpreter: Interpreter { context.interpreter }

  /// Argument `index` (or the receiver) as a view node.
  func node(_ index: Int) throws -> ViewNode { try interpreter.viewNode(self[index] ?? .void) }
  func receiverNode() throws -> ViewNode { try interpreter.viewNode(receiver ?? .void) }

  /// A builder closure argument as one view node.
  func builtNode(_ index: Int, _ arguments: [Value] = []) throws -> ViewNode {
    guard let closure = self[index] else { return .empty }
    return try interpreter.viewNode(.array(context.callBuilder(closure, arguments, keepingBranches: true)))
  }

  func shapeStyle(_ index: Int) throws -> AnyShapeStyle? {
    guard let value = self[index] else { return nil }
    let resolved = try context.resolve(value, as: .named("ShapeStyle"))
    switch resolved {
    case .host(let h):
      if let color = h.payload as? Color { return AnyShapeStyle(color) }
      if let gradient = h.payload as? LinearGradient { return AnyShapeStyle(gradient) }
      if let style = h.payload as? ForegroundStyle { return AnyShapeStyle(style) }
      if let style = h.payload as? AnyShapeStyle { return style }
    default: break
    }
    throw HostError("cannot convert value of type '\(resolved.sceneType)' to expected argument type 'ShapeStyle'")
  }

  func optionalDouble(_ index: Int) throws -> Double? { self[index] == nil ? nil : try double(index) }
}

extension HostRegistry {
  mutating func registerViews() {
    func viewType(_ name: String, conformances: Set<String> = ["View"], _ inits: [HostFunction]) {
      modify(name) { t in
        t.conformances.formUnion(conformances)
        t.initializers += inits
      }
    }
    let builder = HostParameter("content", .function, builder: true)
    viewType("Text", [
      HostFunction([HostParameter(nil, .string)], returns: .named("Text")) { c in HostRegistry.view(.text(c[0]?.asString ?? ""), "Text") },
      HostFunction([HostParameter("verbatim", .string)], returns: .named("Text")) { c in HostRegistry.view(.text(c[0]?.asString ?? ""), "Text") },
    ])
    viewType("Image", [
      HostFunction([HostParameter("systemName", .string)], returns: .named("Image")) { c in
        let name = c[0]?.asString ?? ""
        // Checked here so the error points at the scene line, with the closest symbol the renderer has.
        guard SymbolLibrary.symbol(named: name) != nil else {
          throw HostError("unknown symbol '\(name)'" + Suggestions.hint(for: name, among: SymbolLibrary.names) + " (animrender draws: \(SymbolLibrary.names.joined(separator: ", ")))")
        }
        return HostRegistry.view(.image(ImageNode(systemName: name)), "Image")
      },
    ])
    for (name, kind) in [("Rectangle", ShapeKind.rectangle), ("Circle", .circle), ("Ellipse", .ellipse), ("Capsule", .capsule)] {
      viewType(name, conformances: ["View", "Shape"], [HostFunction([], returns: .named(name)) { _ in HostRegistry.view(.shape(ShapeNode(kind: kind)), name) }])
    }
    viewType("RoundedRectangle", conformances: ["View", "Shape"], [
      HostFunction([HostParameter("cornerRadius", .double)], returns: .named("RoundedRectangle")) { c in
        HostRegistry.view(.shape(ShapeNode(kind: .roundedRectangle(cornerRadius: try c.double(0)))), "RoundedRectangle")
      },
    ])
    viewType("HStack", [
      HostFunction([HostParameter("alignment", .named("VerticalAlignment"), default: true), HostParameter("spacing", .double, default: true), builder]) { c in
        let children = try c.builtNode(2)
        return HostRegistry.view(HStack(alignment: try c.host(0, "VerticalAlignment") ?? .center, spacing: try c.optionalDouble(1)) { AnyView(node: children) }._node)
      },
    ])
    viewType("VStack", [
      HostFunction([HostParameter("alignment", .named("HorizontalAlignment"), default: true), HostParameter("spacing", .double, default: true), builder]) { c in
        let children = try c.builtNode(2)
        return HostRegistry.view(VStack(alignment: try c.host(0, "HorizontalAlignment") ?? .center, spacing: try c.optionalDouble(1)) { AnyView(node: children) }._node)
      },
    ])
    viewType("ZStack", [
      HostFunction([HostParameter("alignment", .named("Alignment"), default: true), builder]) { c in
        let children = try c.builtNode(1)
        return HostRegistry.view(ZStack(alignment: try c.host(0, "Alignment") ?? .center) { AnyView(node: children) }._node)
      },
    ])
    viewType("Group", [HostFunction([builder]) { c in HostRegistry.view(try c.builtNode(0)) }])
    viewType("EmptyView", [HostFunction([]) { _ in HostRegistry.view(.empty) }])
    viewType("Spacer", [HostFunction([HostParameter("minLength", .double, default: true)]) { c in HostRegistry.view(.spacer(minLength: try c.optionalDouble(0))) }])
    viewType("ForEach", [
      HostFunction([HostParameter(nil), HostParameter("id", default: true), HostParameter("content", .function, builder: true)]) { c in
        let items = try c.context.interpreter.sequence(c[0] ?? .array([]), c.interpreter.node(at: c.interpreter.currentPosition))
        return HostRegistry.view(.group(try items.map { try c.interpreter.viewNode(.array(c.context.callBuilder(c[2] ?? .void, [$0], keepingBranches: true))) }))
      },
    ])
    viewType("Button", [
      HostFunction([HostParameter(nil, .string), HostParameter("action", .function)]) { c in
        HostRegistry.view(.button(ButtonNode(label: .text(c[0]?.asString ?? ""), action: c.interpreter.runtimeAction(c[1] ?? .void))), "Button")
      },
      HostFunction([HostParameter("action", .function), HostParameter("label", .function, builder: true)]) { c in
        HostRegistry.view(.button(ButtonNode(label: try c.builtNode(1), action: c.interpreter.runtimeAction(c[0] ?? .void))), "Button")
      },
    ])
    let phaseParameters = [HostParameter("trigger", default: true), HostParameter("content", .function), HostParameter("animation", .function, default: true)]
    // Numeric phases are CGFloat in practice (`RoundedRectangle(cornerRadius: phase)`, `5/phase`): the
    // [Double] overload is tried first; Bool, String and enum phases fall through to the generic one.
    viewType("PhaseAnimator", [
      HostFunction([HostParameter(nil, .array(.double))] + phaseParameters) { c in try HostRegistry.phaseAnimator(c, content: nil) },
      HostFunction([HostParameter(nil, .array(.any))] + phaseParameters) { c in try HostRegistry.phaseAnimator(c, content: nil) },
    ])
    let keyframeParameters = [HostParameter("content", .function), HostParameter("keyframes", .function)]
    viewType("KeyframeAnimator", [
      HostFunction([HostParameter("initialValue"), HostParameter("trigger")] + keyframeParameters) { c in try HostRegistry.keyframeAnimator(c, content: nil, repeating: false) },
      HostFunction([HostParameter("initialValue"), HostParameter("repeating", .bool, default: true)] + keyframeParameters) { c in try HostRegistry.keyframeAnimator(c, content: nil, repeating: true) },
    ])

    addFunction("withAnimation", HostFunction([HostParameter(nil, .optional(.named("Animation")), default: true), HostParameter(nil, .function)]) { c in
      let animation: Animation? = c[0] == nil ? .default : try c.host(0, "Animation")
      return try withAnimation(animation) { try c.context.call(c[1] ?? .void, []) }
    })
    addFunction("withAnimation", HostFunction([
      HostParameter(nil, .optional(.named("Animation")), default: true), HostParameter("completionCriteria", .named("AnimationCompletionCriteria"), default: true),
      HostParameter(nil, .function), HostParameter("completion", .function),
    ]) { c in
      let animation: Animation? = c[0] == nil ? .default : try c.host(0, "Animation")
      let completion = c[3] ?? .void
      let interpreter = c.interpreter
      return try withAnimation(animation, completionCriteria: try c.host(1, "AnimationCompletionCriteria") ?? .logicallyComplete, {
        try c.context.call(c[2] ?? .void, [])
      }, completion: interpreter.runtimeAction(completion))
    })
    statics("AnimationCompletionCriteria", [("logicallyComplete", AnimationCompletionCriteria.logicallyComplete), ("removed", .removed)])
  }

  /// `PhaseAnimator(…)` and `.phaseAnimator(…)`; `content` is the modified view for the modifier form.
  static func phaseAnimator(_ c: HostCall, content: Value?) throws -> Value {
    let interpreter = c.interpreter
    let phases = c[0]?.asArray ?? []
    let contentClosure = c[2] ?? .void
    let animationClosure = c[3]
    let trigger = c[1].map { AnyHashable(SceneHashable($0)) }
    let node = PhaseAnimatorNode(
      phaseCount: phases.count, trigger: trigger,
      content: { i in
        guard phases.indices.contains(i) else { return .empty }
        return try interpreter.scoped {
          let arguments = content.map { [$0, phases[i]] } ?? [phases[i]]
          return try interpreter.viewNode(.array(interpreter.callBuilder(contentClosure, arguments: arguments, hint: nil, position: interpreter.currentPosition, keepingBranches: true)))
        }
      },
      animation: { i in
        guard phases.indices.contains(i) else { return nil }
        guard let animationClosure else { return .default }
        return try interpreter.scoped { () throws -> Animation? in
          let result = try interpreter.coerce(
            interpreter.runtimeCall(animationClosure, [phases[i]], expecting: .optional(.named("Animation"))),
            to: .optional(.named("Animation")), position: interpreter.currentPosition)
          if case .null = result { return nil }
          guard let animation = result.host(Animation.self) else {
            throw HostError("the animation closure must return an Animation, not '\(result.sceneType)'")
          }
          return animation
        }
      })
    return view(.phaseAnimator(node))
  }

  /// `KeyframeAnimator(…)` and `.keyframeAnimator(…)`. Arguments: initialValue, trigger/repeating,
  /// content, keyframes.
  static func keyframeAnimator(_ c: HostCall, content: Value?, repeating: Bool) throws -> Value {
    let interpreter = c.interpreter
    let initial = c[0] ?? .void
    let contentClosure = c[2] ?? .void
    let keyframesClosure = c[3] ?? .void
    let mode: KeyframeAnimatorNode.Mode =
      repeating ? .repeating(c[1]?.asBool ?? true) : .trigger(AnyHashable(SceneHashable(c[1] ?? .void)))
    let node = KeyframeAnimatorNode(
      mode: mode, initialValue: initial,
      timeline: { from, velocity in
        let start = from as? Value ?? initial
        return try interpreter.scoped {
          let tracks = try interpreter.callBuilder(keyframesClosure, arguments: [start], hint: nil, position: interpreter.currentPosition)
          return try SceneKeyframes.timeline(start: start, velocity: velocity as? Value, tracks: tracks, interpreter: interpreter)
        }
      },
      content: { any in
        let value = any as? Value ?? initial
        return try interpreter.scoped {
          let arguments = content.map { [$0, value] } ?? [value]
          return try interpreter.viewNode(.array(interpreter.callBuilder(contentClosure, arguments: arguments, hint: nil, position: interpreter.currentPosition, keepingBranches: true)))
        }
      })
    return view(.keyframeAnimator(node))
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

  mutating func registerModifiers() {
    func modifier(_ name: String, _ parameters: [HostParameter], _ body: @escaping (HostCall, AnyView) throws -> AnyView) {
      modify("View") { t in
        t.addMethod(name, HostFunction(parameters, returns: .named("View")) { c in HostRegistry.view(try body(c, AnyView(node: try c.receiverNode()))._node) })
      }
    }
    let anchor = HostParameter("anchor", .named("UnitPoint"), default: true)
    let alignment = HostParameter("alignment", .named("Alignment"), default: true)
    modifier("frame", [HostParameter("width", .double, default: true), HostParameter("height", .double, default: true), alignment]) { c, v in
      v.frame(width: try c.optionalDouble(0), height: try c.optionalDouble(1), alignment: try c.host(2, "Alignment") ?? .center)
    }
    modifier("frame", ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"].map { HostParameter($0, .double, default: true) } + [alignment]) { c, v in
      v.frame(minWidth: try c.optionalDouble(0), idealWidth: try c.optionalDouble(1), maxWidth: try c.optionalDouble(2),
              minHeight: try c.optionalDouble(3), idealHeight: try c.optionalDouble(4), maxHeight: try c.optionalDouble(5),
              alignment: try c.host(6, "Alignment") ?? .center)
    }
    modifier("padding", [HostParameter(nil, .double)]) { c, v in v.padding(try c.double(0)) }
    modifier("padding", [HostParameter(nil, .named("Edge.Set"), default: true), HostParameter(nil, .double, default: true)]) { c, v in
      v.padding(try c.host(0, "Edge.Set") ?? .all, try c.optionalDouble(1))
    }
    modifier("background", [alignment, HostParameter("content", .function, builder: true)]) { c, v in
      let node = try c.builtNode(1)
      return v.background(alignment: try c.host(0, "Alignment") ?? .center) { AnyView(node: node) }
    }
    // A style or a view; typed as ShapeStyle so `.blue.opacity(0.2)` resolves, views pass unchanged.
    modifier("background", [HostParameter(nil, .named("ShapeStyle")), alignment]) { c, v in
      if let style = try? c.shapeStyle(0) { return v.background(style) }
      return v.background(AnyView(node: try c.node(0)), alignment: try c.host(1, "Alignment") ?? .center)
    }
    modifier("overlay", [alignment, HostParameter("content", .function, builder: true)]) { c, v in
      let node = try c.builtNode(1)
      return v.overlay(alignment: try c.host(0, "Alignment") ?? .center) { AnyView(node: node) }
    }
    modifier("overlay", [HostParameter(nil, .named("ShapeStyle")), alignment]) { c, v in
      v.overlay(AnyView(node: try c.interpreter.viewNode(c.context.resolve(c[0] ?? .void, as: .named("ShapeStyle")))), alignment: try c.host(1, "Alignment") ?? .center)
    }
    modifier("fixedSize", [HostParameter("horizontal", .bool, default: true), HostParameter("vertical", .bool, default: true)]) { c, v in
      v.fixedSize(horizontal: c[0]?.asBool ?? true, vertical: c[1]?.asBool ?? true)
    }
    modifier("layoutPriority", [HostParameter(nil, .double)]) { c, v in v.layoutPriority(try c.double(0)) }
    modifier("cornerRadius", [HostParameter(nil, .double)]) { c, v in v.cornerRadius(try c.double(0)) }
    modifier("clipShape", [HostParameter(nil, .named("Shape"))]) { c, v in
      guard case .shape(let shape) = try c.node(0) else { throw HostError("clipShape(_:) needs a Shape") }
      return v.modifier(.clipShape(shape.kind))
    }
    modifier("rotationEffect", [HostParameter(nil, .named("Angle")), anchor]) { c, v in
      v.rotationEffect(try c.host(0, "Angle") ?? .zero, anchor: try c.host(1, "UnitPoint") ?? .center)
    }
    modifier("scaleEffect", [HostParameter(nil, .double), anchor]) { c, v in
      v.scaleEffect(try c.double(0), anchor: try c.host(1, "UnitPoint") ?? .center)
    }
    modifier("scaleEffect", [HostParameter("x", .double, default: true), HostParameter("y", .double, default: true), anchor]) { c, v in
      v.scaleEffect(x: try c.double(0, default: 1), y: try c.double(1, default: 1), anchor: try c.host(2, "UnitPoint") ?? .center)
    }
    modifier("offset", [HostParameter("x", .double, default: true), HostParameter("y", .double, default: true)]) { c, v in
      v.offset(x: try c.double(0, default: 0), y: try c.double(1, default: 0))
    }
    modifier("opacity", [HostParameter(nil, .double)]) { c, v in v.opacity(try c.double(0)) }
    modifier("blur", [HostParameter("radius", .double)]) { c, v in v.blur(radius: try c.double(0)) }
    modifier("shadow", [HostParameter("color", .named("Color"), default: true), HostParameter("radius", .double), HostParameter("x", .double, default: true), HostParameter("y", .double, default: true)]) { c, v in
      v.shadow(color: try c.host(0, "Color") ?? Color(white: 0, opacity: 0.33), radius: try c.double(1), x: try c.double(2, default: 0), y: try c.double(3, default: 0))
    }
    let style = HostParameter(nil, .named("ShapeStyle"))
    modifier("foregroundStyle", [style]) { c, v in v.foregroundStyle(try c.shapeStyle(0) ?? AnyShapeStyle(ForegroundStyle())) }
    modifier("foregroundStyle", [style, style]) { c, v in
      v.foregroundStyle(try c.shapeStyle(0) ?? AnyShapeStyle(ForegroundStyle()), try c.shapeStyle(1) ?? AnyShapeStyle(ForegroundStyle()))
    }
    modifier("foregroundStyle", [style, style, style]) { c, v in
      let s = try (0..<3).map { try c.shapeStyle($0) ?? AnyShapeStyle(ForegroundStyle()) }
      return v.foregroundStyle(s[0], s[1], s[2])
    }
    modifier("foregroundColor", [HostParameter(nil, .optional(.named("Color")))]) { c, v in v.foregroundColor(try c.host(0, "Color")) }
    modifier("tint", [HostParameter(nil, .optional(.named("Color")))]) { c, v in v.foregroundColor(try c.host(0, "Color")) }
    modifier("font", [HostParameter(nil, .optional(.named("Font")))]) { c, v in v.font(try c.host(0, "Font")) }
    modifier("fontWeight", [HostParameter(nil, .optional(.named("Font.Weight")))]) { c, v in v.fontWeight(try c.host(0, "Font.Weight")) }
    modifier("bold", [HostParameter(nil, .bool, default: true)]) { c, v in v.bold(c[0]?.asBool ?? true) }
    modifier("multilineTextAlignment", [HostParameter(nil, .named("TextAlignment"))]) { c, v in v.multilineTextAlignment(try c.host(0, "TextAlignment") ?? .leading) }
    modifier("lineLimit", [HostParameter(nil, .optional(.int))]) { c, v in v.lineLimit(c[0]?.asInt) }
    modifier("symbolRenderingMode", [HostParameter(nil, .optional(.named("SymbolRenderingMode")))]) { c, v in v.symbolRenderingMode(try c.host(0, "SymbolRenderingMode")) }
    modifier("id", [HostParameter(nil)]) { c, v in v.modifier(.id(AnyHashable(SceneHashable(c[0] ?? .null)))) }
    modifier("onTapGesture", [HostParameter("count", .int, default: true), HostParameter("perform", .function)]) { c, v in
      v.modifier(.onTapGesture(count: c[0]?.asInt ?? 1, action: c.interpreter.runtimeAction(c[1] ?? .void)))
    }
    modifier("animation", [HostParameter(nil, .optional(.named("Animation"))), HostParameter("value")]) { c, v in
      v.modifier(.animation(try c.host(0, "Animation"), value: AnyHashable(SceneHashable(c[1] ?? .null))))
    }
    modifier("animation", [HostParameter(nil, .optional(.named("Animation")))]) { c, v in v.animation(try c.host(0, "Animation")) }
    // `.animation(.smooth) { $0.shadow(…) }`: only the modifiers the body applies animate with it.
    modifier("animation", [HostParameter(nil, .optional(.named("Animation"))), HostParameter("body", .function)]) { c, v in
      let animation: Animation? = try c.host(0, "Animation")
      let interpreter = c.interpreter
      let body = c[1] ?? .void
      return v.modifier(.transactionBody({ $0.animation = animation }, body: { content in
        try interpreter.scoped { () throws -> ViewNode in
          try interpreter.viewNode(interpreter.runtimeCall(body, [HostRegistry.view(content)]))
        }
      }))
    }
    let phaseRest = [HostParameter("trigger", default: true), HostParameter("content", .function), HostParameter("animation", .function, default: true)]
    modify("View") { t in
      for phases in [HostParameter(nil, .array(.double)), HostParameter(nil, .array(.any))] {
        t.addMethod("phaseAnimator", HostFunction([phases] + phaseRest) { c in try HostRegistry.phaseAnimator(c, content: c.receiver) })
      }
      let rest = [HostParameter("content", .function), HostParameter("keyframes", .function)]
      t.addMethod("keyframeAnimator", HostFunction([HostParameter("initialValue"), HostParameter("trigger")] + rest) { c in
        try HostRegistry.keyframeAnimator(c, content: c.receiver, repeating: false)
      })
      t.addMethod("keyframeAnimator", HostFunction([HostParameter("initialValue"), HostParameter("repeating", .bool, default: true)] + rest) { c in
        try HostRegistry.keyframeAnimator(c, content: c.receiver, repeating: true)
      })
    }
    // Shapes: fill and stroke.
    modify("Shape") { t in
      t.addMethod("fill", HostFunction([HostParameter(nil, .named("ShapeStyle"), default: true)], returns: .named("View")) { c in
        let style = try c.shapeStyle(0) ?? AnyShapeStyle(ForegroundStyle())
        guard let node = HostRegistry.restyle(try c.receiverNode(), { $0.fill = style }) else { throw HostError("fill(_:) needs a Shape") }
        return HostRegistry.view(node, "ShapeView")
      })
      t.addMethod("stroke", HostFunction([HostParameter(nil, .named("ShapeStyle"), default: true), HostParameter("lineWidth", .double, default: true)], returns: .named("View")) { c in
        let stroke = (try c.shapeStyle(0) ?? AnyShapeStyle(ForegroundStyle()), try c.double(1, default: 1))
        guard let node = HostRegistry.restyle(try c.receiverNode(), { $0.stroke = stroke }) else { throw HostError("stroke(_:lineWidth:) needs a Shape") }
        return HostRegistry.view(node, "ShapeView")
      })
    }
    modify("ShapeView") { t in
      t.conformances.formUnion(["View", "Shape"])
    }
  }
}
