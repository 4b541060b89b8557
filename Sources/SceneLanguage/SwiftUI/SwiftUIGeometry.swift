import AnimationEngine
import Foundation
import ViewRuntime

/// `CGPoint` and `CGSize` for scenes: construction, fields, arithmetic-free use in modifiers and keyframes.
extension HostRegistry {
  mutating func registerGeometry() {
    func point(_ p: CGPoint) -> Value { HostRegistry.host("CGPoint", p) }
    func size(_ s: CGSize) -> Value { HostRegistry.host("CGSize", s) }
    let x = Param<Double>("x"), y = Param<Double>("y"), width = Param<Double>("width"), height = Param<Double>("height")
    modify("CGPoint") { t in
      t.conformances.insert("Animatable")
      t.addInit(.binding(x, y, returns: .named("CGPoint")) { c in point(CGPoint(x: try c[x], y: try c[y])) })
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
      t.addInit(.binding(width, height, returns: .named("CGSize")) { c in size(CGSize(width: try c[width], height: try c[height])) })
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
    let offset = Param<CGSize>(nil, "offset"), scale = Param<CGSize>(nil, "scale")
    let anchor = Param<UnitPoint>("anchor", default: .center)
    modifier("offset", offset) { c, v in v.offset(try c[offset]) }
    modifier("scaleEffect", scale, anchor) { c, v in v.scaleEffect(try c[scale], anchor: try c[anchor]) }
    let format = Param<String>("format")
    let arguments = VariadicParam<Value>(nil, "arguments")
    modify("String") { $0.addInit(.binding(format, arguments, returns: .string) { c in
      // Only numeric and string arguments, formatted by Foundation as Swift's String(format:) does.
      let args: [any CVarArg] = try c[arguments].map { v -> any CVarArg in
        switch v {
        case .int(let i): return i
        case .double(let d): return d
        case .string(let s): return s
        default: throw HostError("String(format:) takes numbers and strings, not '\(v.sceneType)'")
        }
      }
      return .string(String(format: try c[format], arguments: args))
    }) }
  }
}
