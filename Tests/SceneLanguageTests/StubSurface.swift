@testable import SceneLanguage

/// A recorded view or modifier: what the SwiftUI binding will build for real, kept as plain data so tests
/// can check what the interpreter passed. It also shows how a surface plugs into `HostRegistry`.
final class StubNode: CustomStringConvertible {
  let kind: String
  let arguments: [Value?]
  let receiver: Value?

  init(kind: String, arguments: [Value?], receiver: Value?) {
    self.kind = kind
    self.arguments = arguments
    self.receiver = receiver
  }

  var description: String { kind }
}

extension Value {
  var stub: StubNode? { host(StubNode.self) }
}

/// A stand-in for the SwiftUI surface, registered through the same calls the real binding uses.
enum StubSurface {
  static func node(_ kind: String, _ call: HostCall, type: String = "View") -> Value {
    .host(HostValue(typeName: type, payload: StubNode(kind: kind, arguments: call.arguments, receiver: call.receiver)))
  }

  static var registry: HostRegistry {
    var r = HostRegistry.standard
    var view = HostType("View")
    let modifiers: [(String, [HostParameter])] = [
      ("font", [HostParameter(nil, .named("Font"))]),
      ("offset", [HostParameter("x", .double, default: true), HostParameter("y", .double, default: true)]),
      ("scaleEffect", [HostParameter(nil, .double)]),
      ("scaleEffect", [HostParameter("x", .double, default: true), HostParameter("y", .double, default: true)]),
      ("rotationEffect", [HostParameter(nil, .named("Angle"))]),
      ("opacity", [HostParameter(nil, .double)]),
      ("frame", [HostParameter("width", .double, default: true), HostParameter("height", .double, default: true)]),
      ("fill", [HostParameter(nil, .named("ShapeStyle"))]),
      ("foregroundStyle", [HostParameter(nil, .named("ShapeStyle")), HostParameter(nil, .named("ShapeStyle"), default: true)]),
      ("foregroundColor", [HostParameter(nil, .named("Color"))]),
      ("fontWeight", [HostParameter(nil, .named("Font.Weight"))]),
      ("id", [HostParameter(nil)]),
      ("symbolRenderingMode", [HostParameter(nil, .named("SymbolRenderingMode"))]),
      ("overlay", [HostParameter(nil, .function, builder: true)]),
      ("onTapGesture", [HostParameter(nil, .function)]),
      ("animation", [HostParameter(nil, .named("Animation")), HostParameter("value")]),
      ("phaseAnimator", [HostParameter(nil, .array(.any)), HostParameter("trigger", default: true), HostParameter("content", .function), HostParameter("animation", .function, default: true)]),
      ("keyframeAnimator", [HostParameter("initialValue"), HostParameter("trigger", default: true), HostParameter("repeating", .bool, default: true), HostParameter("content", .function), HostParameter("keyframes", .function)]),
    ]
    for (name, parameters) in modifiers {
      view.addMethod(name, HostFunction(parameters, returns: .named("View")) { call in node(name, call) })
    }
    r.register(view)

    func viewType(_ name: String, _ inits: [[HostParameter]]) {
      var t = HostType(name, conformances: ["View"])
      for parameters in inits { t.addInit(HostFunction(parameters, returns: .named(name)) { call in node(name, call, type: name) }) }
      r.register(t)
    }
    viewType("Text", [[HostParameter(nil, .string)]])
    viewType("Image", [[HostParameter("systemName", .string)]])
    viewType("RoundedRectangle", [[HostParameter("cornerRadius", .double)]])
    viewType("Circle", [[]])
    viewType("VStack", [[HostParameter("spacing", .double, default: true), HostParameter("content", .function, builder: true)]])
    viewType("HStack", [[HostParameter("spacing", .double, default: true), HostParameter("content", .function, builder: true)]])
    viewType("Button", [[HostParameter(nil, .string), HostParameter("action", .function)]])
    // Numeric phases are CGFloat in practice (`RoundedRectangle(cornerRadius: phase)`, `5/phase`): the
    // [Double] overload is tried first, other phase types fall through to the generic one.
    viewType("PhaseAnimator", [
      [HostParameter(nil, .array(.double)), HostParameter("trigger", default: true), HostParameter("content", .function), HostParameter("animation", .function, default: true)],
      [HostParameter(nil, .array(.any)), HostParameter("trigger", default: true), HostParameter("content", .function), HostParameter("animation", .function, default: true)],
    ])

    func statics(_ type: String, _ names: [String], conformances: Set<String> = []) {
      var t = r.types[type] ?? HostType(type, conformances: conformances)
      for n in names { t.addStatic(n) { _ in .host(HostValue(typeName: type, payload: StubNode(kind: n, arguments: [], receiver: nil))) } }
      r.register(t)
    }
    let colors = ["red", "white", "green", "blue", "yellow", "pink", "orange", "black", "primary"]
    statics("Color", colors, conformances: ["View", "ShapeStyle"])
    statics("ShapeStyle", colors)
    statics("Font", ["largeTitle", "title", "body"])
    statics("Font.Weight", ["bold", "regular"])
    statics("SymbolRenderingMode", ["palette", "monochrome"])
    statics("Animation", ["bouncy", "smooth", "snappy", "default", "spring", "linear", "easeInOut"])
    statics("Spring", ["bouncy", "smooth", "snappy"])
    r.modify("Font") { $0.addStaticMethod("system", HostFunction([HostParameter("size", .double)]) { call in node("system", call, type: "Font") }) }
    r.modify("Animation") { t in
      t.addStaticMethod("spring", HostFunction([HostParameter("duration", .double, default: true), HostParameter("bounce", .double, default: true)]) { node("spring", $0, type: "Animation") })
      t.addStaticMethod("easeInOut", HostFunction([HostParameter("duration", .double)]) { node("easeInOut", $0, type: "Animation") })
      t.addStaticMethod("linear", HostFunction([HostParameter("duration", .double)]) { node("linear", $0, type: "Animation") })
      t.addStaticMethod("bouncy", HostFunction([HostParameter("duration", .double, default: true), HostParameter("extraBounce", .double, default: true)]) { node("bouncy", $0, type: "Animation") })
    }

    // Keyframes: values stay as written; the animator resolves them against the key path's type.
    var track = HostType("KeyframeTrack")
    track.addInit(HostFunction([HostParameter(nil), HostParameter("content", .function, builder: true)]) { call in
      let keyframes = try call.context.callBuilder(call[1] ?? .void, [])
      return .host(HostValue(typeName: "KeyframeTrack", payload: StubNode(kind: "KeyframeTrack", arguments: [call[0], .array(keyframes)], receiver: nil)))
    })
    r.register(track)
    for kind in ["CubicKeyframe", "LinearKeyframe", "SpringKeyframe"] {
      var k = HostType(kind)
      k.addInit(HostFunction([HostParameter(nil), HostParameter("duration", .double, default: true), HostParameter("spring", .named("Spring"), default: true)]) { call in
        node(kind, call, type: kind)
      })
      r.register(k)
    }
    r.addFunction("withAnimation", HostFunction([HostParameter(nil, .named("Animation"), default: true), HostParameter(nil, .function)]) { call in
      try call.context.call(call[1] ?? .void, [])
    })
    r.combineBuilderComponents = { components in
      components.count == 1 ? components[0] : .host(HostValue(typeName: "View", payload: StubNode(kind: "TupleView", arguments: components, receiver: nil)))
    }
    r.isComplete = true
    return r
  }
}
