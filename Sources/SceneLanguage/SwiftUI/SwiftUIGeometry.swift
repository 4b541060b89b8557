import AnimationEngine
import Foundation
import ViewRuntime

/// `CGPoint` and `CGSize` for scenes: construction, fields, arithmetic-free use in modifiers and keyframes.
extension HostRegistry {
  mutating func registerGeometry() {
    func point(_ p: CGPoint) -> Value { HostRegistry.host("CGPoint", p) }
    func size(_ s: CGSize) -> Value { HostRegistry.host("CGSize", s) }
    modify("CGPoint") { t in
      t.conformances.insert("Animatable")
      t.addInit(HostFunction([HostParameter("x", .double), HostParameter("y", .double)], returns: .named("CGPoint")) { c in
        point(CGPoint(x: try c.double(0), y: try c.double(1)))
      })
      t.addStatic("zero") { _ in point(.zero) }
      t.addProperty("x", HostProperty(type: .double, get: { .double(Double($0.host(CGPoint.self)?.x ?? 0)) }, set: { v, n in
        var p = v.host(CGPoint.self) ?? .zero
        p.x = CGFloat(n.asDouble ?? 0)
        v = point(p)
      }))
      t.addProperty("y", HostProperty(type: .double, get: { .double(Double($0.host(CGPoint.self)?.y ?? 0)) }, set: { v, n in
        var p = v.host(CGPoint.self) ?? .zero
        p.y = CGFloat(n.asDouble ?? 0)
        v = point(p)
      }))
    }
    modify("CGSize") { t in
      t.conformances.insert("Animatable")
      t.addInit(HostFunction([HostParameter("width", .double), HostParameter("height", .double)], returns: .named("CGSize")) { c in
        size(CGSize(width: try c.double(0), height: try c.double(1)))
      })
      t.addStatic("zero") { _ in size(.zero) }
      t.addProperty("width", HostProperty(type: .double, get: { .double(Double($0.host(CGSize.self)?.width ?? 0)) }, set: { v, n in
        var s = v.host(CGSize.self) ?? .zero
        s.width = CGFloat(n.asDouble ?? 0)
        v = size(s)
      }))
      t.addProperty("height", HostProperty(type: .double, get: { .double(Double($0.host(CGSize.self)?.height ?? 0)) }, set: { v, n in
        var s = v.host(CGSize.self) ?? .zero
        s.height = CGFloat(n.asDouble ?? 0)
        v = size(s)
      }))
    }
    modify("View") { t in
      t.addMethod("offset", HostFunction([HostParameter(nil, .named("CGSize"))], returns: .named("View")) { c in
        HostRegistry.view(AnyView(node: try c.receiverNode()).offset(try c.host(0, "CGSize") ?? .zero)._node)
      })
      t.addMethod("scaleEffect", HostFunction([HostParameter(nil, .named("CGSize")), HostParameter("anchor", .named("UnitPoint"), default: true)], returns: .named("View")) { c in
        HostRegistry.view(AnyView(node: try c.receiverNode()).scaleEffect(try c.host(0, "CGSize") ?? CGSize(width: 1, height: 1), anchor: try c.host(1, "UnitPoint") ?? .center)._node)
      })
    }
    modify("String") { $0.addInit(HostFunction([HostParameter("format", .string), HostParameter(nil, variadic: true)], returns: .string) { c in
      // Only numeric and string arguments, formatted by Foundation as Swift's String(format:) does.
      let args: [any CVarArg] = try (c[1]?.asArray ?? []).map { v -> any CVarArg in
        switch v {
        case .int(let i): return i
        case .double(let d): return d
        case .string(let s): return s
        default: throw HostError("String(format:) takes numbers and strings, not '\(v.sceneType)'")
        }
      }
      return .string(String(format: c[0]?.asString ?? "", arguments: args))
    }) }
  }
}
