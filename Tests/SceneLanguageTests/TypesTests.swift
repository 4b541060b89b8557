import AnimationEngine
import Foundation
import Testing
@testable import SceneLanguage

@Suite struct TypesTests {
  static let phases = """
    private enum AnimationPhase: CaseIterable {
      case initial
      case move
      case scale

      var verticalOffset: Double {
        switch self {
        case .initial: 0
        case .move, .scale: -64
        }
      }

      var scaleEffect: Double {
        switch self {
        case .initial: 1
        case .move, .scale: 1.5
        }
      }
    }

    enum CardinalPoint: Double, CaseIterable {
      case north = 0
      case east = 90
      case south = 180
      case west = 270
      case north_360 = 360

      // SF Symbol (↗) is 45 degrees rotated, so we substract it to compensate
      var angle: Angle { .degrees(self.rawValue - 45.0) }
    }

    enum Size: Int { case small = 1, medium, large }
    enum Named: String { case alpha, beta = "B" }
    """

  @Test func enumComputedPropertiesUseSwitchExpressions() throws {
    let offsets = try evaluate("AnimationPhase.allCases.map { $0.verticalOffset }", in: Self.phases)
    #expect(offsets.doubles == [0, -64, -64])
    // `case .initial: 0` is a Double because the property is declared Double.
    if case .double = try evaluate("AnimationPhase.initial.verticalOffset", in: Self.phases) {} else {
      Issue.record("implicit return must be typed by the declared Double")
    }
    #expect(try evaluate("AnimationPhase.allCases.map { $0.scaleEffect }", in: Self.phases).doubles == [1, 1.5, 1.5])
    #expect(try evaluate("AnimationPhase.allCases.count", in: Self.phases).asInt == 3)
    #expect(try evaluate("AnimationPhase.move == .move && AnimationPhase.move != .scale", in: Self.phases).asBool == true)
  }

  @Test func rawValues() throws {
    let angles = try evaluate("CardinalPoint.allCases.map { $0.angle.degrees }", in: Self.phases)
    let expected = [-45.0, 45, 135, 225, 315]
    #expect(zip(angles.doubles ?? [], expected).allSatisfy { abs($0 - $1) < 1e-12 })
    #expect(angles.doubles?.count == 5)
    #expect(try evaluate("CardinalPoint.east.rawValue", in: Self.phases).asDouble == 90)
    #expect(try evaluate("CardinalPoint(rawValue: 180) == .south", in: Self.phases).asBool == true)
    #expect(try evaluate("CardinalPoint(rawValue: 1)", in: Self.phases).isUnresolved)
    #expect(try evaluate("[Size.small.rawValue, Size.large.rawValue]", in: Self.phases).asArray?.compactMap(\.asInt) == [1, 3])
    #expect(try evaluate("[Named.alpha.rawValue, Named.beta.rawValue]", in: Self.phases).strings == ["alpha", "B"])
    let radians = try evaluate("CardinalPoint.south.angle", in: Self.phases).angle?.radians
    #expect(radians == Angle.degrees(135).radians)
  }

  @Test func enumsWithAssociatedValues() throws {
    let source = """
      enum Shape {
        case circle(radius: Double)
        case rect(Double, Double)
        case empty
        var area: Double {
          switch self {
          case .circle(let r): return 3 * r * r
          case let .rect(w, h): return w * h
          case .empty: return 0
          }
        }
      }
      let shapes: [Shape] = [.circle(radius: 2), .rect(3, 4), .empty]
      """
    #expect(try evaluate("shapes.map { $0.area }", in: source).doubles == [12, 12, 0])
    let matched = try evaluate("""
      { () -> String in
        if case .rect(let w, _) = shapes[1] { return "w=\\(w)" }
        return "none"
      }()
      """, in: source)
    #expect(matched.asString == "w=3.0")
  }

  @Test func structsWithMemberwiseInitAndMutation() throws {
    let source = """
      struct AnimationValues {
        var scale = 1.0
        var verticalStretch = 1.0
        var verticalOffset = 0.0
        var angle = Angle.zero
      }
      struct Counter {
        var count: Int
        let step: Int = 2
        mutating func bump() { count += step }
        func doubled() -> Int { count * 2 }
        var isBig: Bool { count > 3 }
      }
      struct Point {
        var x: Double
        var y: Double
        init(both v: Double) { x = v; y = v }
        init(x: Double, y: Double) { self.x = x; self.y = y }
        static let origin = Point(x: 0, y: 0)
        static func unit() -> Point { Point(both: 1) }
      }
      var values = AnimationValues()
      values.scale = 2
      values.angle = .degrees(30)
      values.verticalOffset -= 5
      var c = Counter(count: 1)
      c.bump()
      c.bump()
      var points = [Point(both: 3), Point.origin, .unit()]
      points[1].x += 10
      """
    #expect(try evaluate("values.scale", in: source).asDouble == 2)
    if case .double = try evaluate("values.scale", in: source) {} else { Issue.record("`values.scale = 2` must store a Double") }
    #expect(try evaluate("values.verticalOffset", in: source).asDouble == -5)
    #expect(try evaluate("values.angle.degrees", in: source).asDouble.map { abs($0 - 30) < 1e-12 } == true)
    #expect(try evaluate("AnimationValues(scale: 3).scale", in: source).asDouble == 3)
    #expect(try evaluate("AnimationValues(verticalOffset: 4, angle: .zero).verticalOffset", in: source).asDouble == 4)
    #expect(try evaluate("c.count", in: source).asInt == 5)
    #expect(try evaluate("c.doubled()", in: source).asInt == 10)
    #expect(try evaluate("c.isBig", in: source).asBool == true)
    #expect(try evaluate("points.map { $0.x }", in: source).doubles == [3, 10, 1])
    #expect(try evaluate("values[keyPath: \\.verticalStretch]", in: source).asDouble == 1)
  }

  @Test func extensionsOnHostTypesWithGetAndSet() throws {
    // A Transaction-like host type with a subscript keyed by a type, as SwiftUI's TransactionKey.
    var registry = HostRegistry.standard
    var transaction = HostType("Transaction")
    transaction.addInit(HostFunction([]) { _ in .host(HostValue(typeName: "Transaction", payload: [String: Value]())) })
    transaction.subscriptGetter = { value, key in
      guard case .type(let t) = key else { throw HostError("Transaction keys are TransactionKey types") }
      return (value.host([String: Value].self) ?? [:])[t.name] ?? .null
    }
    transaction.subscriptSetter = { value, key, newValue in
      guard case .type(let t) = key else { throw HostError("Transaction keys are TransactionKey types") }
      var storage = value.host([String: Value].self) ?? [:]
      storage[t.name] = newValue
      value = .host(HostValue(typeName: "Transaction", payload: storage))
    }
    registry.register(transaction)
    let source = """
      private struct AvatarTappedKey: TransactionKey {
        static let defaultValue = false
      }
      extension Transaction {
        var avatarTapped: Bool {
          get { self[AvatarTappedKey.self] as? Bool ?? AvatarTappedKey.defaultValue }
          set { self[AvatarTappedKey.self] = newValue }
        }
      }
      var t = Transaction()
      let before = t.avatarTapped
      t.avatarTapped = true
      """
    #expect(try evaluate("before", in: source, registry: registry).asBool == false)
    #expect(try evaluate("t.avatarTapped", in: source, registry: registry).asBool == true)
    let program = try SceneProgram(source: source, registry: registry)
    #expect(program.declaredTypes.first?.conformances == ["TransactionKey"])
  }

  @Test func printGoesToTheSink() throws {
    final class Lines: @unchecked Sendable { var items: [String] = [] }
    let lines = Lines()
    var registry = HostRegistry.standard
    registry.printSink = { lines.items.append($0) }
    _ = try SceneProgram(source: #"print("phase =", 20, [1.5]); let _ = print("x\(1 + 1)")"#, registry: registry)
    #expect(lines.items == ["phase = 20 [1.5]", "x2"])
  }
}
