import AnimationEngine
import Foundation
import Graphics
import Testing
import ViewRuntime
@testable import SceneLanguage

/// Controls built from scene text, measured with `FixedTextMeasurer` (a character is 0.6 × the font size wide,
/// a line one font size tall), so every size follows from `ControlChoices` by hand.
@Suite struct ControlBindingTests {
  func load(_ source: String) throws -> (SceneProgram, SceneRuntime) {
    let program = try SceneProgram(swiftUISource: source, fileName: "controls.swift-dsl")
    return (program, try program.makeRuntime(measurer: FixedTextMeasurer()))
  }

  func errors(_ source: String) -> [String] {
    do {
      let (program, runtime) = try load(source)
      _ = try runtime.inspect(at: 0)
      try program.checkErrors()
      return []
    } catch let error as SceneError {
      return error.headers
    } catch {
      return ["\(error)"]
    }
  }

  @Test func controlSizeSetsTheBorderedButtonsPaddingAndFont() throws {
    let (_, runtime) = try load("""
      Scene(width: 400, height: 400) {
          VStack {
              Button("Go") { }.controlSize(.mini)
              Button("Go") { }.controlSize(.small)
              Button("Go") { }
              Button("Go") { }.controlSize(.large)
              Button("Go") { }.controlSize(.extraLarge)
          }
          .buttonStyle(.bordered)
      }
      """)
    let boxes = try runtime.inspect(at: 0).nodes.filter { $0.shape == "RoundedRectangle" }
    // "Go" in footnote 13, subheadline 15, body 17, body 17, title3 20: 1.2 × size wide, size tall, plus
    // twice the paddings 8 × 3, 10 × 5, 12 × 7, 20 × 14.5, 24 × 16.
    let expected: [(Double, Double)] = [(15.6 + 16, 13 + 6), (18 + 20, 15 + 10), (20.4 + 24, 17 + 14), (20.4 + 40, 17 + 29), (24 + 48, 20 + 32)]
    #expect(boxes.count == 5)
    for (box, e) in zip(boxes, expected) {
      #expect(abs(box.bounds[2] - e.0) < 1e-9 && abs(box.bounds[3] - e.1) < 1e-9, "\(box.bounds) vs \(e)")
    }
    #expect(boxes.map(\.cornerRadius) == [6, 7, 8, 12, 14])
  }

  @Test func tintColoursControlsAndTheTintStyleButNotText() throws {
    let (_, runtime) = try load("""
      Scene(width: 300, height: 200) {
          VStack {
              Text("plain")
              Button("tinted") { }
              Text("styled").foregroundStyle(.tint)
          }
          .tint(.orange)
      }
      """)
    let runs = try runtime.displayList(at: 0).items.compactMap { item -> TextRun? in
      if case .text(let r, _) = item { return r }
      return nil
    }
    #expect(runs.map(\.paint) == [.solid(Color.primary.rgba), .solid(Color.orange.rgba), .solid(Color.orange.rgba)])
  }

  @Test func disabledButtonsDimAndIgnoreTaps() throws {
    let (_, runtime) = try load("""
      struct V: View {
          @State private var n = 0
          var body: some View {
              Button("n = \\(n)") { n += 1 }.disabled(true)
          }
      }
      Scene(width: 200, height: 100, taps: [0.1]) { V() }
      """)
    let node = try #require(try runtime.inspect(at: 0.5).nodes.first)
    #expect(node.text == "n = 0")
    #expect(node.modifiers.first { $0.name == "opacity" }?.values["value"] == [0.4])
  }

  @Test func labelStylesShowIconTitleOrBoth() throws {
    let (_, runtime) = try load("""
      Scene(width: 300, height: 200) {
          VStack {
              Label("Both", systemImage: "heart.fill")
              Label("Icon", systemImage: "heart.fill").labelStyle(.iconOnly)
              Label("Title", systemImage: "heart.fill").labelStyle(.titleOnly)
          }
      }
      """)
    let nodes = try runtime.inspect(at: 0).nodes
    #expect(nodes.compactMap(\.text) == ["Both", "Title"])
    #expect(nodes.filter { $0.kind == .image }.count == 2)
    // Icon and title 6 points apart.
    let icon = nodes[0], title = nodes[1]
    #expect(abs(title.bounds[0] - (icon.bounds[0] + icon.bounds[2]) - 6) < 1e-9)
  }

  @Test func progressTotalAndToggleButtonStyle() throws {
    let (_, runtime) = try load("""
      struct V: View {
          @State private var on = true
          var body: some View {
              ProgressView(value: 30, total: 120)
              Gauge(value: 70, in: 40...100) { Text("CPU") }
              Toggle("Bold", isOn: $on).toggleStyle(.button)
          }
      }
      Scene(width: 300, height: 200, taps: [0.5]) { V() }
      """)
    let frame = try runtime.inspect(at: 0)
    let fractions = frame.nodes.compactMap { $0.modifiers.first { $0.name == "progress" }?.values["fraction"]?.first }
    // 30 of 120; the gauge's 70 in 40…100 is (70 − 40) / 60 along (its label and bar both report it).
    #expect(fractions.first == 0.25 && fractions.last == 0.5)
    // A button-style toggle: no switch knob, a rounded plate behind its label, the tint when on.
    #expect(!frame.nodes.contains { $0.shape == "Circle" })
    let fills = { (t: Double) throws -> [RGBAColor] in
      try runtime.displayList(at: t).items.compactMap { item -> RGBAColor? in
        if case .fill(_, .solid(let c), _, _) = item { return c }
        return nil
      }
    }
    #expect(try fills(0).last == Color.blue.rgba)
    #expect(try fills(1).last == Color.blue.rgba.withAlphaMultiplied(by: 0.15))
  }

  @Test func aToggleNeedsABindingAndAButtonStyleMustBeOne() {
    #expect(errors("""
      struct V: View {
          @State private var on = true
          var body: some View { Toggle("Wi-Fi", isOn: on) }
      }
      Scene(width: 100, height: 100) { V() }
      """).first?.hasPrefix("controls.swift-dsl:3:") == true)
    let style = errors("""
      Scene(width: 100, height: 100) { Button("x") { }.buttonStyle(3) }
      """)
    #expect(style.count == 1 && style[0].hasPrefix("controls.swift-dsl:1:"), "\(style)")
  }
}
