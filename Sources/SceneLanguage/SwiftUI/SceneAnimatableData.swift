import AnimationEngine
import Foundation

/// A scene `AnimatablePair(first, second)`: its halves stay scene values (Double, CGPoint, CGSize or
/// another pair), so `first`/`second` read and write as in Swift.
struct SceneAnimatablePair {
  var first: Value
  var second: Value
}

/// Scene animatable data that is not a plain Double (`AnimatablePair`, `CGPoint`, `CGSize`, nested pairs),
/// flattened to its components in a fixed order for the runtime to interpolate.
///
/// `zero` is the empty vector and missing components count as 0, so vectors of any length combine: the
/// runtime adds `.zero` to real values when it starts an animation, and the scene's structure is kept by
/// `SceneAnimatableData.rebuild` from the model value, not by the vector.
struct SceneVector: VectorArithmetic, Sendable {
  var components: [Double]

  static var zero: SceneVector { SceneVector(components: []) }

  private static func combine(_ a: SceneVector, _ b: SceneVector, _ op: (Double, Double) -> Double) -> SceneVector {
    let n = max(a.components.count, b.components.count)
    return SceneVector(components: (0..<n).map { i in
      op(i < a.components.count ? a.components[i] : 0, i < b.components.count ? b.components[i] : 0)
    })
  }

  static func + (lhs: SceneVector, rhs: SceneVector) -> SceneVector { combine(lhs, rhs, +) }
  static func - (lhs: SceneVector, rhs: SceneVector) -> SceneVector { combine(lhs, rhs, -) }
  mutating func scale(by rhs: Double) { components = components.map { $0 * rhs } }
  var magnitudeSquared: Double { components.reduce(0) { $0 + $1 * $1 } }

  static func == (lhs: SceneVector, rhs: SceneVector) -> Bool {
    combine(lhs, rhs, -).components.allSatisfy { $0 == 0 }
  }
}

enum SceneAnimatableData {
  /// The components of an animatable scene value in order, or nil if the value cannot animate.
  static func flatten(_ value: Value) -> [Double]? {
    switch value {
    case .double(let d): return [d]
    case .int(let i): return [Double(i)]
    case .host(let h):
      if let pair = h.payload as? SceneAnimatablePair {
        guard let a = flatten(pair.first), let b = flatten(pair.second) else { return nil }
        return a + b
      }
      if let p = h.payload as? CGPoint { return [Double(p.x), Double(p.y)] }
      if let s = h.payload as? CGSize { return [Double(s.width), Double(s.height)] }
      if let a = h.payload as? Angle { return [a.radians] }
      return nil
    default:
      return nil
    }
  }

  /// `template` with its components replaced by `components` (read in order from `index`).
  static func rebuild(_ template: Value, _ components: [Double], _ index: inout Int) -> Value {
    func next() -> Double {
      defer { index += 1 }
      return index < components.count ? components[index] : 0
    }
    switch template {
    case .double, .int: return .double(next())
    case .host(let h):
      if let pair = h.payload as? SceneAnimatablePair {
        let first = rebuild(pair.first, components, &index)
        let second = rebuild(pair.second, components, &index)
        return HostRegistry.host("AnimatablePair", SceneAnimatablePair(first: first, second: second))
      }
      if h.payload is CGPoint { return HostRegistry.host("CGPoint", CGPoint(x: next(), y: next())) }
      if h.payload is CGSize { return HostRegistry.host("CGSize", CGSize(width: next(), height: next())) }
      if h.payload is Angle { return HostRegistry.host("Angle", Angle.radians(next())) }
      return template
    default:
      return template
    }
  }

  static func rebuild(_ template: Value, _ vector: SceneVector) -> Value {
    var index = 0
    return rebuild(template, vector.components, &index)
  }
}

extension HostRegistry {
  mutating func registerAnimatablePair() {
    // Halves are untyped so `AnimatablePair(sides, rotation)` and nested pairs both build; a half that
    // cannot animate is reported when the pair is used as animatable data.
    let firstHalf = Param<Value>(nil, "first"), secondHalf = Param<Value>(nil, "second")
    modify("AnimatablePair") { t in
      t.conformances.formUnion(["VectorArithmetic", "Animatable"])
      t.addInit(.binding(firstHalf, secondHalf, returns: .named("AnimatablePair")) { c in
        let first = try numeric(try c[firstHalf]), second = try numeric(try c[secondHalf])
        return HostRegistry.host("AnimatablePair", SceneAnimatablePair(first: first, second: second))
      })
      t.addStatic("zero") { _ in HostRegistry.host("AnimatablePair", SceneAnimatablePair(first: .double(0), second: .double(0))) }
      t.addProperty("first", HostProperty(get: { v in v.host(SceneAnimatablePair.self)?.first ?? .double(0) }, set: { v, new in
        var pair = v.host(SceneAnimatablePair.self) ?? SceneAnimatablePair(first: .double(0), second: .double(0))
        pair.first = try numeric(new)
        v = HostRegistry.host("AnimatablePair", pair)
      }))
      t.addProperty("second", HostProperty(get: { v in v.host(SceneAnimatablePair.self)?.second ?? .double(0) }, set: { v, new in
        var pair = v.host(SceneAnimatablePair.self) ?? SceneAnimatablePair(first: .double(0), second: .double(0))
        pair.second = try numeric(new)
        v = HostRegistry.host("AnimatablePair", pair)
      }))
    }
    /// Int halves become Double (pairs of CGFloat/Double in practice); other halves must animate.
    func numeric(_ value: Value) throws -> Value {
      if case .int(let i) = value { return .double(Double(i)) }
      guard SceneAnimatableData.flatten(value) != nil else {
        throw HostError("AnimatablePair holds animatable values (Double, CGPoint, CGSize, AnimatablePair), not '\(value.sceneType)'")
      }
      return value
    }
  }
}
