import AnimationEngine
import Graphics
import Testing
import ViewRuntime
@testable import SceneLanguage

/// The known defects of issue 10, each checked through the runtime: integer phases, bindings to array
/// elements, a GeometryEffect's size, DateFormatter as a reference and `super` dispatch.
@Suite struct LanguageDefectTests {
  private func load(_ source: String) throws -> (SceneProgram, SceneRuntime) {
    let program = try SceneProgram(swiftUISource: source, fileName: "d.swift-dsl")
    return (program, try program.makeRuntime(measurer: FixedTextMeasurer()))
  }

  private func modifierValues(_ runtime: SceneRuntime, _ t: Double, _ modifier: String, _ key: String) throws -> [Double] {
    try runtime.inspect(at: t).nodes.compactMap { $0.modifiers.first { $0.name == modifier }?.values[key]?.first }
  }

  private func texts(_ runtime: SceneRuntime, _ t: Double) throws -> [String] {
    try runtime.inspect(at: t).nodes.compactMap(\.text)
  }

  /// `PhaseAnimator([0, 1, 2])` hands out Ints: `phase % 2` compiles and `"\(phase)"` prints "1", not
  /// "1.0"; an Int phase still fits a CGFloat parameter. Each step is a 0.5 s linear animation, so at
  /// 0.6 s phase 2 is 0.1 s (a fifth) into its step: opacity 0.25 + 0.75 · 0.2 = 0.4.
  @Test func integerPhasesStayInts() throws {
    let (_, runtime) = try load("""
      struct Dots: View {
        var body: some View {
          PhaseAnimator([0, 1, 2]) { phase in
            HStack {
              Text("\\(phase)")
              Circle().frame(width: 20, height: 20).opacity(phase % 2 == 0 ? 1 : 0.25)
              RoundedRectangle(cornerRadius: phase).frame(width: 20, height: 20)
            }
          } animation: { _ in .linear(duration: 0.5) }
        }
      }
      Scene(width: 200, height: 100, duration: 2) { Dots() }
      """)
    #expect(try texts(runtime, 0) == ["0", "1"])  // the step to phase 1 starts at once (cross-fade)
    #expect(try texts(runtime, 0.6) == ["1", "2"])
    let opacity = try modifierValues(runtime, 0.6, "opacity", "value")
    #expect(opacity.count == 1 && abs(opacity[0] - 0.4) < 1e-9, "\(opacity)")
    let radius = try runtime.inspect(at: 0.6).nodes.first { $0.shape == "RoundedRectangle" }?.cornerRadius
    #expect(radius.map { abs($0 - 1.2) < 1e-9 } == true, "\(String(describing: radius))")  // 1 + 0.2 · (2 − 1)
  }

  /// Mixed literals are Doubles, as in Swift: `[0, 0.5, 1]` shows "0.0", never "0".
  @Test func mixedLiteralPhasesAreDoubles() throws {
    let (_, runtime) = try load("""
      struct V: View {
        var body: some View {
          PhaseAnimator([0, 0.5, 1]) { phase in Text("\\(phase)") } animation: { _ in .linear(duration: 0.5) }
        }
      }
      Scene(width: 200, height: 100, duration: 2) { V() }
      """)
    var shown: Set<String> = []
    for t in [0, 0.25, 0.6, 1.1] { shown.formUnion(try texts(runtime, t)) }
    #expect(shown.contains("0.0") && shown.isSubset(of: ["0.0", "0.5", "1.0"]), "\(shown)")
  }

  /// `ForEach($items) { $item in … }` gives each row a binding to its element, `$items[i].isOn` and
  /// `$model.items[i].isOn` bind one field of one element; a write through any of them is a state change
  /// the other readers see. The tap at 0.5 s runs every tap action: rows 0 and 2 turn on, row 1 off (its
  /// binding toggles it), and the model's second item toggles through the subscript binding.
  @Test func bindingsToArrayElements() throws {
    let (_, runtime) = try load("""
      struct Item: Identifiable {
        let id: Int
        var isOn: Bool
      }
      @Observable final class Store {
        var items = [Item(id: 0, isOn: false), Item(id: 1, isOn: false)]
      }
      struct Row: View {
        @Binding var item: Item
        var body: some View {
          Circle().frame(width: 10, height: 10).onTapGesture { item.isOn.toggle() }
        }
      }
      struct Dot: View {
        @Binding var isOn: Bool
        var body: some View {
          Rectangle().frame(width: 10, height: 10).opacity(isOn ? 1 : 0.3).onTapGesture { isOn.toggle() }
        }
      }
      struct Screen: View {
        @State private var items = [Item(id: 0, isOn: false), Item(id: 1, isOn: true), Item(id: 2, isOn: false)]
        @State private var store = Store()
        var body: some View {
          VStack {
            HStack {
              ForEach($items) { $item in
                Row(item: $item)
                Text(item.isOn ? "on" : "off")
              }
            }
            HStack {
              ForEach(items.indices, id: \\.self) { i in Dot(isOn: $items[i].isOn) }
            }
            Text("store \\(store.items.map { $0.isOn ? "1" : "0" }.joined())")
            Dot(isOn: $store.items[1].isOn)
          }
        }
      }
      Scene(width: 300, height: 200, taps: [0.5]) { Screen() }
      """)
    #expect(try texts(runtime, 0) == ["off", "on", "off", "store 00"])
    #expect(try modifierValues(runtime, 0, "opacity", "value") == [0.3, 1, 0.3, 0.3])
    // The tap runs Row ×3 (each flips its element), then Dot ×3 (each flips it back) and the store's Dot.
    #expect(try texts(runtime, 1) == ["off", "on", "off", "store 01"])
    #expect(try modifierValues(runtime, 1, "opacity", "value") == [0.3, 1, 0.3, 1])
  }

  /// An element binding past the end is a located error, not a crash.
  @Test func elementBindingOutOfRangeIsLocated() throws {
    let (program, runtime) = try load("""
      struct Dot: View {
        @Binding var isOn: Bool
        var body: some View { Rectangle().opacity(isOn ? 1 : 0.3) }
      }
      struct Screen: View {
        @State private var flags = [true]
        var body: some View { Dot(isOn: $flags[3]) }
      }
      Scene { Screen() }
      """)
    var thrown = ""
    do {
      _ = try runtime.inspect(at: 0)
      try program.checkErrors()
    } catch {
      thrown = "\(error)"
    }
    #expect(thrown.contains("d.swift-dsl:7:") && thrown.contains("index out of range"), "\(thrown)")
  }

  /// `effectValue(size:)` gets the view's laid-out size: 80 × 40, so a translation of (width · 0.5,
  /// height / 2) is (40, 20).
  @Test func geometryEffectSeesTheLaidOutSize() throws {
    let (_, runtime) = try load("""
      struct SlideByWidth: GeometryEffect {
        var amount: CGFloat
        var animatableData: CGFloat {
          get { amount }
          set { amount = newValue }
        }
        func effectValue(size: CGSize) -> ProjectionTransform {
          ProjectionTransform(CGAffineTransform(translationX: size.width * amount, y: size.height / 2))
        }
      }
      struct V: View {
        var body: some View {
          Rectangle().fill(.blue).frame(width: 80, height: 40).modifier(SlideByWidth(amount: 0.5))
        }
      }
      Scene(width: 300, height: 100) { V() }
      """)
    #expect(try modifierValues(runtime, 0, "offset", "x") == [40])
    #expect(try modifierValues(runtime, 0, "offset", "y") == [20])
  }

  /// `super.describe()` runs the parent's method on the whole object: `name()` and `sound()` inside it
  /// still dispatch to the subclass's overrides, and a parent's own `super` call reaches its parent
  /// (not itself, which would recurse).
  @Test func superDispatchesDynamicallyThroughThreeLevels() throws {
    let source = """
      class Animal {
        func sound() -> String { "..." }
        func name() -> String { "animal" }
        func describe() -> String { "\\(name()) says \\(sound())" }
        var legs: Int { 4 }
      }
      class Dog: Animal {
        override func sound() -> String { "woof" }
        override func name() -> String { "dog" }
        override func describe() -> String { "dog: " + super.describe() }
        override var legs: Int { super.legs + 0 }
      }
      class Puppy: Dog {
        override func sound() -> String { "yip" }
        override func name() -> String { "puppy" }
        override func describe() -> String { "puppy/" + super.describe() }
        override var legs: Int { super.legs - 1 }
      }
      let puppy = Puppy()
      let dog: Animal = Dog()
      """
    #expect(try evaluate("puppy.describe()", in: source).asString == "puppy/dog: puppy says yip")
    #expect(try evaluate("dog.describe()", in: source).asString == "dog: dog says woof")
    #expect(try evaluate("puppy.legs", in: source).asInt == 3)
  }

  /// `let formatter = DateFormatter()` is a reference, as Foundation's class is: setting `dateFormat` on
  /// the `let` configures it, a copy sees the change, and the closure-initialised static formatter that
  /// clocks use works. The clock starts at 2024-01-01 09:41:00 UTC.
  @Test func dateFormatterIsAReference() throws {
    let source = """
      struct Clock {
        static let formatter: DateFormatter = {
          let f = DateFormatter()
          f.dateFormat = "HH:mm:ss"
          return f
        }()
      }
      let shared = DateFormatter()
      let alias = shared
      func configure() -> String {
        shared.dateFormat = "yyyy-MM-dd"
        return alias.string(from: Date())
      }
      """
    #expect(try evaluate("Clock.formatter.string(from: Date())", in: source, registry: .swiftUI).asString == "09:41:00")
    #expect(try evaluate("configure()", in: source, registry: .swiftUI).asString == "2024-01-01")
    #expect(try evaluate("Clock.formatter.dateFormat", in: source, registry: .swiftUI).asString == "HH:mm:ss")
  }

  /// `Date.FormatStyle` built field by field prints in the locale's order (en_US, UTC), as Foundation
  /// does: the clock starts on Monday 2024-01-01 at 09:41:00.
  @Test func dateFormatStyleFields() throws {
    func format(_ expression: String) throws -> String? { try evaluate(expression, registry: .swiftUI).asString }
    #expect(try format("Date().formatted(.dateTime.hour().minute())") == "9:41 AM")
    #expect(try format("Date.now.formatted(.dateTime.day().month().weekday())") == "Mon, Jan 1")
    #expect(try format("Date().formatted(.dateTime.year().month(.wide).day())") == "January 1, 2024")
    #expect(try format("Date().formatted(.dateTime.hour().minute().second())") == "9:41:00 AM")
    #expect(try format("Date().formatted(.dateTime)") == "1/1/2024, 9:41 AM")
  }
}
