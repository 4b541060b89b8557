import Foundation
import Graphics
import Testing
import ViewRuntime
@testable import SceneLanguage

/// The colour scheme setting, `objectWillChange.send()`, `@Entry` and environment objects found by
/// superclass, run through the view runtime.
@Suite struct ObjectsEnvironmentTests {
  private func texts(_ program: SceneProgram, at t: Double) throws -> [String] {
    let runtime = try program.makeRuntime(measurer: FixedTextMeasurer())
    let nodes = try runtime.inspect(at: t).nodes
    try program.checkErrors()
    return nodes.compactMap(\.text)
  }

  private let schemeProbe = """
    struct Probe: View {
      @Environment(\\.colorScheme) private var scheme
      var body: some View { Text(scheme == .dark ? "dark" : "light") }
    }

    """

  @Test func colorSchemeComesFromTheSceneOrTheTool() throws {
    let plain = try SceneProgram(swiftUISource: schemeProbe + "Scene { Probe() }", fileName: "c.swift-dsl")
    #expect(try plain.colorScheme() == .light)
    #expect(try texts(plain, at: 0) == ["light"])
    let dark = try SceneProgram(swiftUISource: schemeProbe + "Scene(colorScheme: .dark) { Probe() }", fileName: "c.swift-dsl")
    #expect(try dark.colorScheme() == .dark)
    #expect(try texts(dark, at: 0) == ["dark"])
    // A tool (`--color-scheme`) wraps the root in its scheme; `.environment` below still wins.
    let overridden = try SceneProgram(swiftUISource: schemeProbe + "Scene { VStack { Probe(); Probe().environment(\\.colorScheme, .light) } }", fileName: "c.swift-dsl")
    let runtime = try SceneRuntime(root: ColorSchemeModifier.root(overridden.makeRootView(), .dark), canvasSize: CGSize(width: 400, height: 400), measurer: FixedTextMeasurer())
    #expect(try runtime.inspect(at: 0).nodes.compactMap(\.text) == ["dark", "light"])
    // `.preferredColorScheme` on the root is the scene's appearance.
    let preferred = try SceneProgram(swiftUISource: schemeProbe + "Scene { Probe().preferredColorScheme(.dark) }", fileName: "c.swift-dsl")
    #expect(try preferred.colorScheme() == .dark)
    #expect(try texts(preferred, at: 0) == ["dark"])
  }

  @Test func objectWillChangeSendReRendersReaders() throws {
    let program = try SceneProgram(swiftUISource: """
      final class Model: ObservableObject {
        @Published var version = 0
        var note = "old"
        func update() {
          objectWillChange.send()
          note = "new"
        }
      }
      struct V: View {
        @ObservedObject var model: Model
        var body: some View { Text("\\(model.version) \\(model.note)") }
      }
      let model = Model()
      Scene(taps: [0.5]) { V(model: model).onTapGesture { model.update() } }
      """, fileName: "w.swift-dsl")
    #expect(try texts(program, at: 0.4) == ["0 old"])
    #expect(try texts(program, at: 0.6) == ["0 new"])
  }

  @Test func entryValuesAndEnvironmentObjectsBySuperclass() throws {
    let program = try SceneProgram(swiftUISource: """
      extension EnvironmentValues {
        @Entry var spacing: Double = 4
      }
      class Store: ObservableObject { @Published var name = "base" }
      final class DemoStore: Store {}
      struct Label: View {
        @Environment(\\.spacing) private var spacing
        @EnvironmentObject var store: Store
        var body: some View { Text("\\(store.name) \\(spacing)") }
      }
      let demo = DemoStore()
      Scene { VStack { Label(); Label().environment(\\.spacing, 12) }.environmentObject(demo) }
      """, fileName: "e.swift-dsl")
    #expect(try texts(program, at: 0) == ["base 4.0", "base 12.0"])
  }

  @Test func missingEnvironmentObjectIsALocatedError() throws {
    let program = try SceneProgram(swiftUISource: """
      @Observable class Cart { var n = 0 }
      struct Badge: View {
        @Environment(Cart.self) private var cart
        var body: some View { Text("\\(cart.n)") }
      }
      Scene { Badge() }
      """, fileName: "m.swift-dsl")
    do {
      _ = try texts(program, at: 0)
      Issue.record("expected an error")
    } catch let error as SceneError {
      #expect(error.headers == ["m.swift-dsl:3:39: error: no object of type 'Cart' in the environment: add .environmentObject(…) or .environment(…) with one on a view above"])
    }
  }
}
