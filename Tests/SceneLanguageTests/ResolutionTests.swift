import AnimationEngine
import Foundation
import Testing
import ViewRuntime
@testable import SceneLanguage

/// Name resolution the way Swift scopes it: nested types live inside their type, properties and methods
/// of one name coexist, literals and implicit members are typed by their context, optionals nest.
@Suite struct ResolutionTests {
  // MARK: Nested types

  static let nested = """
    struct Badge {
      enum Values: Int { case small = 1, large = 3 }
      var size: Values = .large
      func scale() -> Double { Double(size.rawValue) * 2 }
    }

    struct Meter {
      struct Values { var level: Double; var label: String }
      var values = Values(level: 0.5, label: "half")
      func describe() -> String { values.label + " \\(values.level)" }
    }
    """

  @Test func sameNamedNestedTypesCoexist() throws {
    // Inside Badge, `Values` is Badge.Values (an enum); inside Meter it is Meter.Values (a struct).
    #expect(try evaluate("Badge().scale()", in: Self.nested).asDouble == 6)
    #expect(try evaluate("Meter().describe()", in: Self.nested).asString == "half 0.5")
    #expect(try evaluate("Badge.Values.small.rawValue", in: Self.nested).asInt == 1)
    #expect(try evaluate("Meter.Values(level: 2, label: \"x\").level", in: Self.nested).asDouble == 2)
    #expect(try evaluate("Badge(size: .small).scale()", in: Self.nested).asDouble == 2)
  }

  @Test func nestedTypeIsNotVisibleUnqualifiedOutside() {
    let errors = loadErrors(Self.nested + "\nlet v = Values(level: 1, label: \"a\")\n")
    #expect(errors.contains { $0.contains("cannot find 'Values' in scope") }, "\(errors)")
  }

  @Test func redeclaringANestedTypeInTheSameTypeIsStillAnError() {
    let errors = loadErrors("struct A { enum V { case a }\n struct V {} }")
    #expect(errors.contains { $0.contains("invalid redeclaration of 'V'") }, "\(errors)")
  }

  // MARK: Properties beside methods of the same name

  static let bounce = """
    extension Animation {
      static var bounce: Animation { bounce(duration: 0.35) }
      static func bounce(duration: Double) -> Animation { .spring(duration: duration, bounce: 0.4) }
    }

    struct Tuning {
      static var step: Double { step(times: 2) }
      static func step(times: Int) -> Double { 0.25 * Double(times) }
      var gap: Double { gap(3) }
      func gap(_ n: Int) -> Double { Double(n) * 1.5 }
    }
    """

  @Test func staticPropertyAndMethodOfOneNameAreDistinct() throws {
    let program = try SceneProgram(swiftUISource: Self.bounce + "\nlet a = Animation.bounce\nlet b: Animation = .bounce(duration: 0.8)\n", fileName: "bounce.swift-dsl")
    let a = try program.evaluate("a").host(Animation.self)
    let b = try program.evaluate("b").host(Animation.self)
    #expect(a != nil && a == Animation.spring(duration: 0.35, bounce: 0.4))
    #expect(b != nil && b == Animation.spring(duration: 0.8, bounce: 0.4))
    #expect(try evaluate("Tuning.step", in: Self.bounce.replacingOccurrences(of: "extension Animation", with: "extension Never")).asDouble == 0.5)
  }

  @Test func instancePropertyAndMethodOfOneNameAreDistinct() throws {
    let source = Self.bounce.replacingOccurrences(of: "extension Animation", with: "extension Never")
    #expect(try evaluate("Tuning().gap", in: source).asDouble == 4.5)
    #expect(try evaluate("Tuning().gap(2)", in: source).asDouble == 3)
    #expect(try evaluate("Tuning.step(times: 4)", in: source).asDouble == 1)
  }

  @Test func overloadsAreChosenByLabelsAndTypes() throws {
    let source = """
      func describe(_ x: Int) -> String { "int \\(x)" }
      func describe(_ x: String) -> String { "string " + x }
      func describe(_ x: Double, digits: Int) -> String { "double" }
      func describe(count x: Int) -> String { "count \\(x)" }
      """
    #expect(try evaluate("describe(\"a\")", in: source).asString == "string a")
    #expect(try evaluate("describe(3)", in: source).asString == "int 3")
    #expect(try evaluate("describe(count: 4)", in: source).asString == "count 4")
    #expect(try evaluate("describe(1.5, digits: 2)", in: source).asString == "double")
  }

  // MARK: Array literals of enum cases, implicit members in patterns

  static let steps = """
    enum Step { case rest, up, down }

    struct Hopper: View {
      @State private var hops = 0
      var body: some View {
        Circle()
          .frame(width: 20, height: 20)
          .phaseAnimator([Step.rest, .up, .down], trigger: hops) { content, phase in
            content.offset(y: phase == .up ? -30 : 0)
          } animation: { phase in
            switch phase {
            case .rest: .linear(duration: 0.2)
            case .up: .easeOut(duration: 0.3)
            case .down: .easeIn(duration: 0.5)
            }
          }
          .onTapGesture { hops += 1 }
      }
    }

    Scene(width: 100, height: 100, taps: [0.5]) { Hopper() }
    """

  @Test func enumCasePhasesSwitchInTheAnimationClosure() throws {
    let program = try SceneProgram(swiftUISource: Self.steps, fileName: "steps.swift-dsl")
    let runtime = try program.makeRuntime(measurer: FixedTextMeasurer())
    func y(_ t: Double) throws -> Double? {
      try runtime.inspect(at: t).nodes.first { $0.modifiers.contains { $0.name == "offset" } }?
        .modifiers.first { $0.name == "offset" }?.values["y"]?.first
    }
    #expect(try y(0.4) == 0)
    // Tapped at 0.5: rest → up runs `.easeOut(duration: 0.3)` from the up case (easeOut is the cubic
    // Bézier (0, 0, 0.58, 1)), finished at 0.8 with y = -30.
    let end = try y(0.8)
    #expect(end.map { abs($0 + 30) < 1e-9 } ?? false, "\(String(describing: end))")
    try program.checkErrors()
  }

  @Test func arrayLiteralElementTypeComesFromItsFirstTypedElement() throws {
    let source = "enum Step { case rest, up, down }\nlet phases = [Step.rest, .up, .down]"
    let value = try evaluate("phases.map { p -> Int in switch p { case .rest: 0\n case .up: 1\n case .down: 2 } }", in: source)
    #expect(value.asArray?.compactMap(\.asInt) == [0, 1, 2])
    #expect(try evaluate("phases.firstIndex(of: .down)", in: source).asInt == 2)
  }

  // MARK: Optionals

  @Test func optionalMapMapsTheWrappedValue() throws {
    let source = "let name: String? = \"abc\"\nlet none: String? = nil"
    #expect(try evaluate("name.map { $0 + \"!\" } ?? \"-\"", in: source).asString == "abc!")
    #expect(try evaluate("none.map { $0 + \"!\" } ?? \"-\"", in: source).asString == "-")
    #expect(try evaluate("name.map { $0.count }", in: source).optionalPayload?.asInt == 3)
    #expect(try evaluate("name.flatMap { Int($0) } == nil", in: source).asBool == true)
  }

  @Test func typedNoneAndCoalescingChains() throws {
    #expect(try evaluate("String?.none == nil").asBool == true)
    #expect(try evaluate("Optional<Int>.none ?? 7").asInt == 7)
    let source = "let a: Int? = nil\nlet b: Int? = nil\nlet c: Int? = 3"
    #expect(try evaluate("a ?? b ?? c ?? 0", in: source).asInt == 3)
    #expect(try evaluate("a ?? b ?? 9", in: source).asInt == 9)
  }

  @Test func nestedOptionalsKeepTheirLevels() throws {
    let source = """
      let inner: Int? = nil
      let outer: Int?? = inner
      let empty: Int?? = nil
      func level(_ x: Int??) -> String {
        guard let once = x else { return "outer nil" }
        guard let twice = once else { return "inner nil" }
        return "value \\(twice)"
      }
      """
    #expect(try evaluate("level(outer)", in: source).asString == "inner nil")
    #expect(try evaluate("level(empty)", in: source).asString == "outer nil")
    #expect(try evaluate("level(5)", in: source).asString == "value 5")
    #expect(try evaluate("outer == nil", in: source).asBool == false)
    #expect(try evaluate("empty == nil", in: source).asBool == true)
  }

  @Test func ifLetAndOptionalChaining() throws {
    let source = """
      struct Track { var title: String; var next: [String]? }
      let tracks: [Track] = [Track(title: "a", next: ["b", "c"]), Track(title: "d", next: nil)]
      func summary(_ t: Track?) -> String {
        if let count = t?.next?.count { return "\\(t?.title ?? "") → \\(count)" }
        return "none"
      }
      """
    #expect(try evaluate("summary(tracks.first)", in: source).asString == "a → 2")
    #expect(try evaluate("summary(tracks.last)", in: source).asString == "none")
    #expect(try evaluate("summary(nil)", in: source).asString == "none")
    #expect(try evaluate("tracks.first?.next?.first?.uppercased() ?? \"\"", in: source).asString == "B")
  }

  @Test func optionalPatternsAndConstruction() throws {
    let source = """
      func describe(_ x: Int?) -> String {
        switch x {
        case nil: return "nothing"
        case let n? where n > 9: return "big \\(n)"
        case .some(let n): return "some \\(n)"
        }
      }
      enum Mood { case calm, busy }
      func mood(_ m: Mood?) -> String {
        switch m {
        case .calm: return "calm"
        case .busy: return "busy"
        case .none: return "unknown"
        }
      }
      """
    #expect(try evaluate("describe(nil)", in: source).asString == "nothing")
    #expect(try evaluate("describe(12)", in: source).asString == "big 12")
    #expect(try evaluate("describe(Optional(3))", in: source).asString == "some 3")
    #expect(try evaluate("mood(.busy) + mood(nil)", in: source).asString == "busyunknown")
    #expect(try evaluate("Int?.some(4) ?? 0").asInt == 4)
    #expect(try evaluate("\"\\(one) and \\(one!)\"", in: "let one: Int? = 1").asString == "Optional(1) and 1")
  }

  @Test func assigningOptionalsKeepsThemOptional() throws {
    let source = """
      struct Track { var title: String; var rating: Int? }
      func rate() -> String {
        var t: Track? = Track(title: "a", rating: nil)
        var best: String? = nil
        best = "x"
        t?.rating = 4
        t?.title = "b"
        let doubled = t?.rating.map { $0 * 2 } ?? 0
        return (best.map { $0 + "!" } ?? "") + " " + (t?.title ?? "") + " \\(doubled)"
      }
      """
    #expect(try evaluate("rate()", in: source).asString == "x! b 8")
  }

  @Test func unwrappingMistakesAreReportedAsSwiftDoes() {
    let source = "let name: String? = \"a\"\nfunc f() -> Int { name.count }\nlet n = f()"
    let errors = loadErrors(source)
    #expect(errors == ["test.swift-dsl:2:24: error: value of optional type 'String?' must be unwrapped to refer to member 'count' of wrapped base type 'String'"], "\(errors)")
  }

  @Test func nestedTypesInDiagnosticsAndExtensions() throws {
    let source = """
      struct Theme {
        enum Spacing: Double { case tight = 4, loose = 12 }
        static func gap(_ s: Spacing) -> Double { s.rawValue * 2 }
      }
      extension Theme.Spacing {
        var doubled: Double { rawValue * 2 }
      }
      """
    #expect(try evaluate("Theme.gap(.loose)", in: source).asDouble == 24)
    #expect(try evaluate("Theme.Spacing.tight.doubled", in: source).asDouble == 8)
    let errors = loadErrors(source + "\nlet s: Spacing = .tight", registry: .swiftUI)
    #expect(errors.contains { $0.contains("cannot find type 'Spacing' in scope") }, "\(errors)")
  }
}

extension ResolutionTests {
  @Test func optionalStatePropertiesResolveImplicitMembersWhenAssigned() throws {
    let source = """
      struct Pulse: View {
        @State private var chosen: Animation? = nil
        @State private var label: String? = nil
        var body: some View {
          Text(label.map { $0 + "!" } ?? "none")
            .onAppear {
              chosen = .easeIn(duration: 0.5)
              label = "set"
            }
        }
      }
      """
    let program = try SceneProgram(swiftUISource: source, fileName: "pulse.swift-dsl")
    let runtime = try program.makeRuntime(measurer: FixedTextMeasurer())
    #expect(try runtime.inspect(at: 0.1).nodes.compactMap(\.text) == ["set!"])
    try program.checkErrors()
  }
}
