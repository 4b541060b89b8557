import AnimationEngine
import Foundation
import Graphics
import SwiftSyntax
import ViewRuntime

/// `Path`, `CGRect` and custom `Shape` structs (`func path(in rect: CGRect) -> Path`).
extension HostRegistry {
  mutating func registerShapes() {
    func rect(_ r: CGRect) -> Value { HostRegistry.host("CGRect", r) }
    let x = Param<Double>("x"), y = Param<Double>("y"), width = Param<Double>("width"), height = Param<Double>("height")
    let origin = Param<CGPoint>("origin"), size = Param<CGSize>("size")
    let dx = Param<Double>("dx"), dy = Param<Double>("dy")
    modify("CGRect") { t in
      t.addInit(.binding(x, y, width, height, returns: .named("CGRect")) { c in
        rect(CGRect(x: try c[x], y: try c[y], width: try c[width], height: try c[height]))
      })
      t.addInit(.binding(origin, size, returns: .named("CGRect")) { c in rect(CGRect(origin: try c[origin], size: try c[size])) })
      t.addStatic("zero") { _ in rect(.zero) }
      let numbers: [(String, (CGRect) -> CGFloat)] = [
        ("minX", { $0.minX }), ("midX", { $0.midX }), ("maxX", { $0.maxX }), ("minY", { $0.minY }), ("midY", { $0.midY }),
        ("maxY", { $0.maxY }), ("width", { $0.width }), ("height", { $0.height }),
      ]
      for (name, read) in numbers {
        t.addProperty(name, HostProperty(type: .double) { v in .double(Double(read(v.host(CGRect.self) ?? .zero))) })
      }
      t.addProperty("origin", HostProperty(type: .named("CGPoint")) { v in HostRegistry.host("CGPoint", (v.host(CGRect.self) ?? .zero).origin) })
      t.addProperty("size", HostProperty(type: .named("CGSize")) { v in HostRegistry.host("CGSize", (v.host(CGRect.self) ?? .zero).size) })
      t.addMethod("insetBy", .binding(dx, dy, returns: .named("CGRect")) { c in
        rect(try c.receiver(CGRect.self, "insetBy(dx:dy:)").insetBy(dx: try c[dx], dy: try c[dy]))
      })
    }

    func path(_ p: Path) -> Value { HostRegistry.host("Path", p) }
    let build = Param<SceneClosure>(nil, "callback")
    modify("Path") { t in
      t.conformances.formUnion(["View", "Shape"])
      t.addInit(.binding(returns: .named("Path")) { _ in path(Path()) })
      t.addInit(.binding(build, returns: .named("Path")) { c in
        // `Path { p in p.move(to: …) }`: the closure builds the path through its inout parameter.
        var arguments = [path(Path())]
        _ = try c.context.call(try c[build].function, &arguments)
        return arguments[0]
      })
    }
    let to = Param<CGPoint>("to"), control = Param<CGPoint>("control")
    let control1 = Param<CGPoint>("control1"), control2 = Param<CGPoint>("control2")
    let points = Param<[CGPoint]>(nil, "points")
    mutatingPath("move", to) { p, c in p.move(to: try c[to]) }
    mutatingPath("addLine", to) { p, c in p.addLine(to: try c[to]) }
    mutatingPath("addLines", points) { p, c in p.addLines(try c[points]) }
    mutatingPath("addCurve", to, control1, control2) { p, c in p.addCurve(to: try c[to], control1: try c[control1], control2: try c[control2]) }
    mutatingPath("addQuadCurve", to, control) { p, c in p.addQuadCurve(to: try c[to], control: try c[control]) }
    mutatingPath("closeSubpath") { p, _ in p.closeSubpath() }
    let center = Param<CGPoint>("center"), radius = Param<Double>("radius")
    let startAngle = Param<Angle>("startAngle"), endAngle = Param<Angle>("endAngle"), clockwise = Param<Bool>("clockwise")
    mutatingPath("addArc", center, radius, startAngle, endAngle, clockwise) { p, c in
      p.addArc(center: try c[center], radius: try c[radius], startAngle: try c[startAngle].radians, endAngle: try c[endAngle].radians, clockwise: try c[clockwise])
    }
    let bounds = Param<CGRect>(nil, "rect"), inRect = Param<CGRect>("in"), cornerSize = Param<CGSize>("cornerSize")
    mutatingPath("addRect", bounds) { p, c in p.addRect(try c[bounds]) }
    mutatingPath("addEllipse", inRect) { p, c in p.addEllipse(in: try c[inRect]) }
    mutatingPath("addRoundedRect", inRect, cornerSize) { p, c in
      // Path draws circular corners: the smaller side of the corner size is the radius.
      let size = try c[cornerSize]
      p.addRoundedRect(in: try c[inRect], cornerRadius: Double(min(size.width, size.height)))
    }
  }
}

extension Interpreter {
  /// A scene `struct … : Shape`: its `path(in:)` runs whenever the runtime lays the shape out.
  func customShapeNode(_ instance: Instance) throws -> ViewNode {
    let d = instance.definition
    guard let methods = d.methods["path"] else {
      throw EvalError(d.node, "type '\(d.name)' does not conform to protocol 'Shape' (missing 'func path(in rect: CGRect) -> Path')")
    }
    // Runs as its own entry: an error in the scene's path(in:) throws out of the frame that drew it.
    let shape = CustomShape(name: d.name) { rect in
      try self.scoped {
        let args = [CallArgument(label: "in", source: .value(HostRegistry.host("CGRect", rect)), isTrailingClosure: false, position: d.node.position)]
        let (def, values) = try self.select(methods, args, in: self.globals, callee: "'path(in:)'", node: d.node)
        let result = try self.invoke(def, values, selfVariable: Variable(.instance(instance), isConstant: true, type: .named(d.name)), staticType: nil, declScope: self.globals, node: d.node)
        guard let path = result.host(Path.self) else { throw EvalError(d.node, "path(in:) must return a Path, not '\(result.sceneType)'") }
        return path
      }
    }
    return .shape(ShapeNode(kind: .custom(shape)))
  }
}

extension HostRegistry {
  /// Registers a mutating `Path` method (`p.addArc(…)`, `p.move(to:)`): `body` edits the receiver's path.
  mutating func mutatingPath(_ name: String, _ parameters: any BindingParameter..., body: @escaping (inout Path, BindingCall) throws -> Void) {
    let function = HostFunction.mutatingBinding(parameters) { receiver, c in
      var p = receiver.host(Path.self) ?? Path()
      try body(&p, c)
      receiver = HostRegistry.host("Path", p)
      return .void
    }
    modify("Path") { $0.addMethod(name, function) }
  }
}
