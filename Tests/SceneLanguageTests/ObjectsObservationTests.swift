import AnimationEngine
import Graphics
import Testing
import ViewRuntime
@testable import SceneLanguage

/// Observation, bindings and the environment, run through the view runtime: which bodies re-run,
/// which transaction a change joins, what a binding writes, and the errors for what cannot work.
@Suite struct ObjectsObservationTests {
  private func load(_ source: String) throws -> (SceneProgram, SceneRuntime) {
    let program = try SceneProgram(swiftUISource: source, fileName: "o.swift-dsl")
    return (program, try program.makeRuntime(measurer: FixedTextMeasurer()))
  }

  private func first(_ runtime: SceneRuntime, _ t: Double, _ modifier: String, _ key: String) throws -> Double? {
    try runtime.inspect(at: t).nodes.lazy.compactMap { $0.modifiers.first { $0.name == modifier }?.values[key]?.first }.first
  }

  private func texts(_ runtime: SceneRuntime, _ t: Double) throws -> [String] {
    try runtime.inspect(at: t).nodes.compactMap(\.text)
  }

  /// `withAnimation { model.isOn.toggle() }` in a tap animates a view that reads the property through a
  /// plain `let` (Observation needs no wrapper), with the tap's animation: `.linear(duration: 1)` from 0.5.
  @Test func observablePropertyChangeAnimatesInTheTapsTransaction() throws {
    let (_, runtime) = try load("""
      @Observable class Model { var isOn = false }
      struct Lamp: View {
        let model: Model
        var body: some View { Color.yellow.frame(width: 10, height: 10).opacity(model.isOn ? 1 : 0.2) }
      }
      let model = Model()
      Scene(taps: [0.5]) {
        Lamp(model: model).onTapGesture { withAnimation(.linear(duration: 1)) { model.isOn.toggle() } }
      }
      """)
    // 0.2 + 0.8 × (t − 0.5) while the linear animation runs.
    for (t, expected) in [(0.4, 0.2), (0.75, 0.4), (1.0, 0.6), (1.6, 1.0)] {
      let opacity = try #require(try first(runtime, t, "opacity", "value"))
      #expect(abs(opacity - expected) < 1e-9, "at \(t): \(opacity)")
    }
  }

  /// A property read only inside a phase animator's content closure (not a body) still re-renders it:
  /// the change re-runs every body and content closure.
  @Test func readsOutsideBodiesAreFollowedToo() throws {
    let (_, runtime) = try load("""
      class Model: ObservableObject { @Published var scale = 1.0 }
      struct Pulse: View {
        @StateObject var model = Model()
        var body: some View {
          Color.red.frame(width: 10, height: 10)
            .phaseAnimator([0, 1]) { content, phase in content.scaleEffect(model.scale) } animation: { _ in .linear(duration: 0.2) }
            .onTapGesture { model.scale = 3 }
        }
      }
      Scene(taps: [0.5]) { Pulse() }
      """)
    #expect(try first(runtime, 0.4, "scaleEffect", "x") == 1)
    #expect(try first(runtime, 0.9, "scaleEffect", "x") == 3)
  }

  /// Properties that are not observed do not re-render (`@ObservationIgnored`, a non-`@Published` one),
  /// but keep their value: the next observed change shows it.
  @Test func unobservedPropertiesDoNotInvalidate() throws {
    let (_, runtime) = try load("""
      final class Model: ObservableObject {
        @Published var shown = 0
        var hidden = 0
      }
      struct Counter: View {
        @ObservedObject var model: Model
        var body: some View { Text("\\(model.shown)/\\(model.hidden)") }
      }
      let model = Model()
      Scene(taps: [0.5, 1.0]) {
        Counter(model: model).onTapGesture {
          model.hidden += 1
          if model.hidden == 2 { model.shown = 1 }
        }
      }
      """)
    #expect(try texts(runtime, 0.4) == ["0/0"])
    #expect(try texts(runtime, 0.7) == ["0/0"], "a change SwiftUI does not observe re-renders nothing")
    #expect(try texts(runtime, 1.2) == ["1/2"])
  }

  /// Bindings: `$count` mutated in place (`+= 1`), `self.$count`, `$count.wrappedValue`, a struct member
  /// through a binding (`$settings.volume`), all writing the parent's `@State`.
  @Test func bindingsWriteThroughToTheirSource() throws {
    let (_, runtime) = try load("""
      struct Settings { var volume = 1 }
      struct Bump: View {
        @Binding var count: Int
        @Binding var volume: Int
        var body: some View {
          Text("child").onTapGesture {
            count += 1
            $count.wrappedValue += 10
            volume = volume * 5
          }
        }
      }
      struct Root: View {
        @State private var count = 0
        @State private var settings = Settings()
        var body: some View {
          VStack {
            Text("\\(count) \\(settings.volume)")
            Bump(count: self.$count, volume: $settings.volume)
          }
        }
      }
      Scene(taps: [0.5]) { Root() }
      """)
    #expect(try texts(runtime, 0.4).first == "0 1")
    #expect(try texts(runtime, 0.6).first == "11 5")
  }

  /// `$flag.animation(.linear(duration: 1))`: the child's plain write through the binding animates;
  /// `binding.wrappedValue` reads and writes like the binding.
  @Test func bindingAnimationWrapsItsWrites() throws {
    let (_, runtime) = try load("""
      struct Switch: View {
        let isOn: Binding<Bool>
        var body: some View {
          Color.blue.frame(width: 10, height: 10)
            .opacity(isOn.wrappedValue ? 1 : 0)
            .onTapGesture { isOn.wrappedValue = !isOn.wrappedValue }
        }
      }
      struct Root: View {
        @State private var on = false
        var body: some View { Switch(isOn: $on.animation(.linear(duration: 1))) }
      }
      Scene(taps: [0.5]) { Root() }
      """)
    for (t, expected) in [(0.4, 0.0), (0.75, 0.25), (1.25, 0.75), (1.6, 1.0)] {
      let opacity = try #require(try first(runtime, t, "opacity", "value"))
      #expect(abs(opacity - expected) < 1e-9, "at \(t): \(opacity)")
    }
  }

  /// `@StateObject`'s initial value is made once per view identity: the parent re-running (its own state
  /// changed) re-creates the child struct but keeps the first object and its value.
  @Test func stateObjectSurvivesParentReRenders() throws {
    let (_, runtime) = try load("""
      final class Box: ObservableObject { @Published var n = 0 }
      struct Child: View {
        @StateObject private var box = Box()
        var body: some View { Text("box \\(box.n)").onTapGesture { box.n += 1 } }
      }
      struct Parent: View {
        @State private var flips = 0
        var body: some View {
          VStack { Text("flips \\(flips)"); Child() }.onTapGesture { flips += 1 }
        }
      }
      Scene(taps: [0.5, 1.0]) { Parent() }
      """)
    #expect(try texts(runtime, 1.2) == ["flips 2", "box 2"])
  }

  /// Environment defaults and errors.
  @Test func environmentValuesAndTheirErrors() throws {
    let (_, runtime) = try load("""
      struct Probe: View {
        @Environment(\\.colorScheme) var scheme
        @Environment(\\.layoutDirection) var direction
        @Environment(\\.isEnabled) var enabled
        @Environment(\\.scenePhase) var phase
        @Environment(\\.verticalSizeClass) var vertical
        var body: some View { Text("\\(scheme) \\(direction) \\(enabled) \\(phase) \\(vertical == .regular)") }
      }
      Scene { Probe() }
      """)
    #expect(try texts(runtime, 0) == ["light leftToRight true active true"])

    let unknown = loadErrors("struct V: View {\n  @Environment(\\.colourScheme) var scheme\n  var body: some View { Text(\"x\") }\n}", registry: .swiftUI)
    #expect(unknown == ["test.swift-dsl:2:36: error: unknown environment key path '\\.colourScheme'; did you mean 'colorScheme'?"])

    let (program, missing) = try load("""
      class Settings: ObservableObject { @Published var on = false }
      struct V: View {
        @EnvironmentObject var settings: Settings
        var body: some View { Text("\\(settings.on)") }
      }
      Scene { V() }
      """)
    #expect(throws: Error.self) { _ = try missing.inspect(at: 0); try program.checkErrors() }
  }

  @Test func objectsRenderedTwiceAgree() throws {
    // Two runtimes of one program share its objects but not their simulated values.
    let program = try SceneProgram(swiftUISource: """
      @Observable class Model { var n = 0 }
      let model = Model()
      Scene(taps: [0.5]) { Text("\\(model.n)").onTapGesture { model.n += 1 } }
      """, fileName: "o.swift-dsl")
    let a = try program.makeRuntime(measurer: FixedTextMeasurer()), b = try program.makeRuntime(measurer: FixedTextMeasurer())
    #expect(try texts(a, 1).first == "1")
    #expect(try texts(b, 1).first == "1")
    #expect(try texts(a, 0.2).first == "0")
  }

  /// Work follows change: of 50 rows each reading its own `@Observable` item, a tap that changes item 7
  /// re-runs row 7's body only (the grid itself read no item property).
  @Test func onlyTheReadersOfAChangedPropertyRunAgain() throws {
    let (program, runtime) = try load("""
      var bodyRuns = 0
      func counted() -> Int {
        bodyRuns += 1
        return bodyRuns
      }
      @Observable final class Item { var on = false }
      struct Row: View {
        let item: Item
        var body: some View {
          let _ = counted()
          Color.red.frame(width: 4, height: 4).opacity(item.on ? 1 : 0.5)
        }
      }
      struct Grid: View {
        @State private var items = (0..<50).map { _ in Item() }
        var body: some View {
          HStack(spacing: 1) { ForEach(0..<50, id: \\.self) { i in Row(item: items[i]) } }
            .onTapGesture { items[7].on = true }
        }
      }
      Scene(width: 300, height: 20, taps: [0.5]) { Grid() }
      """)
    _ = try runtime.inspect(at: 0.4)
    #expect(try program.evaluate("bodyRuns").asInt == 50)
    let opacities = try runtime.inspect(at: 0.6).nodes.compactMap { $0.modifiers.first { $0.name == "opacity" }?.values["value"]?.first }
    #expect(opacities.count == 50 && opacities[7] == 1 && opacities.filter { $0 == 0.5 }.count == 49)
    #expect(try program.evaluate("bodyRuns").asInt == 51)
  }
}
