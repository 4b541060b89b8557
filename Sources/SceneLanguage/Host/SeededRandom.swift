import Foundation
import ViewRuntime

/// Swift's random API on the scene's seeded generator: `Double.random(in:)`, `Int.random(in:)`,
/// `CGFloat.random(in:)`, `Bool.random()`, `randomElement()`, `shuffled()`, `shuffle()` and
/// `SystemRandomNumberGenerator` all draw from one SplitMix64 stream (`SeededGenerator`) seeded by the
/// render's `--seed`, passed down in the runtime's clock. Renders are byte-identical run to run; another
/// seed gives another clip. Uniform doubles take the top 53 bits of a draw; integers use Swift's own
/// unbiased `Int.random(in:using:)` on the generator, so the numbers do not depend on the platform.
extension HostRegistry {
  mutating func registerRandom(_ clock: SceneClock) {
    func draw<R>(_ body: (inout SeededGenerator) throws -> R) rethrows -> R { try clock.current.withGenerator(body) }
    let range = Param<Value>("in", type: .named("DoubleRange"))
    let intRange = Param<Value>("in", type: .range)
    let generator = Param<Value?>("using", default: nil)
    func double(_ c: BindingCall) throws -> Value {
      let r = try DoubleRange.decode(try c[range])
      if r.lower == r.upper {
        guard r.closed else { throw HostError("random(in:) needs a non-empty range") }
        return .double(r.lower)
      }
      return .double(draw { g in r.closed ? Double.random(in: r.lower...r.upper, using: &g) : Double.random(in: r.lower..<r.upper, using: &g) })
    }
    for name in ["Double", "CGFloat", "Float", "TimeInterval"] {
      modify(name) { t in
        t.addStaticMethod("random", .binding(range, generator, returns: .double) { c in try double(c) })
      }
    }
    modify("Int") { t in
      t.addStaticMethod("random", .binding(intRange, generator, returns: .int) { c in
        guard case .range(let r) = try c[intRange], !r.isEmpty else { throw HostError("Int.random(in:) needs a non-empty range of integers") }
        return .int(draw { g in Int.random(in: r, using: &g) })
      })
    }
    modify("Bool") { t in
      t.addStaticMethod("random", .binding(generator, returns: .bool) { _ in .bool(draw { g in Bool.random(using: &g) }) })
    }
    // `var g = SystemRandomNumberGenerator()`: the scene's generator under Apple's name.
    modify("SystemRandomNumberGenerator") { t in
      t.addInit(.binding(returns: .named("SystemRandomNumberGenerator")) { _ in HostRegistry.host("SystemRandomNumberGenerator", StyleName("system")) })
      t.addMethod("next", .mutatingBinding([]) { _, _ in .int(Int(bitPattern: UInt(draw { g in g.next() }))) })
    }
    for name in ["Array", "Range"] {
      modify(name) { t in
        t.addMethod("randomElement", .binding(generator) { c in
          let items = c.receiver?.asArray ?? []
          guard !items.isEmpty else { return .null }
          return .some(items[draw { g in Int.random(in: 0..<items.count, using: &g) }])
        })
        t.addMethod("shuffled", .binding(generator, returns: .array(.any)) { c in
          .array(draw { g in (c.receiver?.asArray ?? []).shuffled(using: &g) })
        })
      }
    }
    modify("Array") { t in
      t.addMethod("shuffle", .mutatingBinding([generator]) { receiver, _ in
        receiver = .array(draw { g in (receiver.asArray ?? []).shuffled(using: &g) })
        return .void
      })
    }
  }
}

/// `a...b` or `a..<b` of doubles (where a `Double` range is expected: `Double.random(in: 0...1)`).
struct DoubleRange: Hashable, Sendable {
  var lower: Double
  var upper: Double
  var closed: Bool

  static func decode(_ v: Value) throws -> DoubleRange {
    if let r = v.host(DoubleRange.self) { return r }
    // Integer bounds written without a Double context: `a...b` is stored as `a..<b+1`.
    if case .range(let r) = v { return DoubleRange(lower: Double(r.lowerBound), upper: Double(r.upperBound - 1), closed: true) }
    throw HostError("random(in:) takes a range like 0...1, got \(v.sceneType)")
  }
}
