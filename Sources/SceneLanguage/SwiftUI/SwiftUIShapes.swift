import AnimationEngine
import Foundation
import Graphics
import SwiftSyntax
import ViewRuntime

/// `Path`, `CGRect` and custom `Shape` structs (`func path(in rect: CGRect) -> Path`).
extension HostRegistry {
  mutating func registerShapes() {
    func rect(_ r: CGRect) -> Value { HostRegistry.host("CGRect", r) }
    func point(_ c: HostCall, _ i: Int) throws -> CGPoint { try c.host(i, "CGPoint") ?? .zero }
    modify("CGRect") { t in
      t.addInit(HostFunction([HostParameter("x", .double), HostParameter("y", .double), HostParameter("width", .double), HostParameter("height", .double)], returns: .named("CGRect")) { c in
        rect(CGRect(x: try c.double(0), y: try c.double(1), width: try c.double(2), height: try c.double(3)))
      })
      t.addInit(HostFunction([HostParameter("origin", .named("CGPoint")), HostParameter("size", .named("CGSize"))], returns: .named("CGRect")) { c in
        rect(CGRect(origin: try point(c, 0), size: try c.host(1, "CGSize") ?? .zero))
      })
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
      t.addMethod("insetBy", HostFunction([HostParameter("dx", .double), HostParameter("dy", .double)], returns: .named("CGRect")) { c in
        rect((c.receiver?.host(CGRect.self) ?? .zero).insetBy(dx: try c.double(0), dy: try c.double(1)))
      })
    }

    func path(_ p: Path) -> Value { HostRegistry.host("Path", p) }
    func mutatingPath(_ name: String, _ parameters: [HostParameter], _ body: @escaping (inout Path, HostCall) throws -> Void) {
      modify("Path") { t in
        t.addMethod(name, HostFunction(mutating: parameters) { receiver, c in
          var p = receiver.host(Path.self) ?? Path()
          try body(&p, c)
          receiver = path(p)
          return .void
        })
      }
    }
    modify("Path") { t in
      t.conformances.formUnion(["View", "Shape"])
      t.addInit(HostFunction([], returns: .named("Path")) { _ in path(Path()) })
      t.addInit(HostFunction([HostParameter(nil, .function)], returns: .named("Path")) { c in
        // `Path { p in p.move(to: …) }`: the closure builds the path through its inout parameter.
        var arguments = [path(Path())]
        _ = try c.context.call(c[0] ?? .void, &arguments)
        return arguments[0]
      })
    }
    mutatingPath("move", [HostParameter("to", .named("CGPoint"))]) { p, c in p.move(to: try point(c, 0)) }
    mutatingPath("addLine", [HostParameter("to", .named("CGPoint"))]) { p, c in p.addLine(to: try point(c, 0)) }
    mutatingPath("addLines", [HostParameter(nil, .array(.named("CGPoint")))]) { p, c in
      p.addLines(try (c[0]?.asArray ?? []).map { try c.context.resolve($0, as: .named("CGPoint")).host(CGPoint.self) ?? .zero })
    }
    mutatingPath("addCurve", [HostParameter("to", .named("CGPoint")), HostParameter("control1", .named("CGPoint")), HostParameter("control2", .named("CGPoint"))]) { p, c in
      p.addCurve(to: try point(c, 0), control1: try point(c, 1), control2: try point(c, 2))
    }
    mutatingPath("addQuadCurve", [HostParameter("to", .named("CGPoint")), HostParameter("control", .named("CGPoint"))]) { p, c in
      p.addQuadCurve(to: try point(c, 0), control: try point(c, 1))
    }
    mutatingPath("closeSubpath", []) { p, _ in p.closeSubpath() }
    mutatingPath("addArc", [
      HostParameter("center", .named("CGPoint")), HostParameter("radius", .double), HostParameter("startAngle", .named("Angle")),
      HostParameter("endAngle", .named("Angle")), HostParameter("clockwise", .bool),
    ]) { p, c in
      p.addArc(center: try point(c, 0), radius: try c.double(1), startAngle: (try c.host(2, "Angle") ?? Angle.zero).radians,
               endAngle: (try c.host(3, "Angle") ?? Angle.zero).radians, clockwise: c[4]?.asBool ?? false)
    }
    mutatingPath("addRect", [HostParameter(nil, .named("CGRect"))]) { p, c in p.addRect(try c.host(0, "CGRect") ?? CGRect.zero) }
    mutatingPath("addEllipse", [HostParameter("in", .named("CGRect"))]) { p, c in p.addEllipse(in: try c.host(0, "CGRect") ?? CGRect.zero) }
    mutatingPath("addRoundedRect", [HostParameter("in", .named("CGRect")), HostParameter("cornerSize", .named("CGSize"))]) { p, c in
      let size = try c.host(1, "CGSize") ?? CGSize.zero
      p.addRoundedRect(in: try c.host(0, "CGRect") ?? CGRect.zero, cornerRadius: Double(min(size.width, size.height)))
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
    let shape = CustomShape(name: d.name) { rect in
      self.guarded(Path()) {
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
