import CairoRenderer
import Foundation
import Graphics
import Testing
import ViewRuntime

/// The `ctl-*` gallery scenes: controls drawn as iOS draws them, checked against numbers derived by hand from
/// `ControlChoices` and the animations' curves.
@Suite struct ControlSceneTests {
  private func marker(_ node: InspectNode, _ name: String, _ key: String) -> Double? {
    node.modifiers.first { $0.name == name }?.values[key]?.first
  }

  private func nodes(_ scene: LoadedScene, _ t: Double, with name: String) throws -> [InspectNode] {
    try scene.inspect(t).nodes.filter { n in n.modifiers.contains { $0.name == name } }
  }

  private func solidFills(_ scene: LoadedScene, _ t: Double) throws -> [RGBAColor] {
    try scene.displayList(t).items.compactMap { item -> RGBAColor? in
      if case .fill(_, .solid(let c), _, _) = item { return c }
      return nil
    }
  }

  private func close(_ a: RGBAColor, _ b: RGBAColor, _ eps: Double = 1e-6) -> Bool {
    abs(a.red - b.red) < eps && abs(a.green - b.green) < eps && abs(a.blue - b.blue) < eps && abs(a.alpha - b.alpha) < eps
  }

  /// y at x of the CSS cubic Bézier (0,0) (x1,y1) (x2,y2) (1,1), by bisection on its parameter.
  private func bezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double) -> Double {
    func b(_ p1: Double, _ p2: Double, _ s: Double) -> Double { 3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s }
    var lo = 0.0, hi = 1.0
    for _ in 0..<80 { let mid = (lo + hi) / 2; if b(x1, x2, mid) < x { lo = mid } else { hi = mid } }
    return b(y1, y2, (lo + hi) / 2)
  }

  /// `Tap(at:on:)` addressed to one toggle, stepper or picker runs only that control's action (found by
  /// its label's text, as a button is); a plain `taps:` time still presses every control.
  @Test func targetedTapsPressOneControl() throws {
    let source = """
      struct Settings: View {
        @State var wifi = true
        @State var bluetooth = true
        @State var count = 1
        @State var size = 0
        var body: some View {
          VStack {
            Toggle("Wi-Fi", isOn: $wifi)
            Toggle("Bluetooth", isOn: $bluetooth)
            Stepper("Count \\(count)", value: $count, in: 0...9)
            Picker("Size", selection: $size) { Text("S").tag(0); Text("M").tag(1) }.pickerStyle(.segmented)
          }
        }
      }
      Scene(width: 320, height: 260, events: [Tap(at: 0.5, on: "Bluetooth"), Tap(at: 0.7, on: "Count 1")]) { Settings() }
      """
    let runtime = try LoadedScene(source: source, fileName: "targeted.swift-dsl").runtime
    func toggles(_ t: Double) throws -> [Double] {
      try runtime.inspect(at: t).nodes.compactMap { n in n.modifiers.first { $0.name == "toggle" }?.values["isOn"]?.first }
    }
    func texts(_ t: Double) throws -> [String] { try runtime.inspect(at: t).nodes.compactMap(\.text) }
    #expect(try Set(toggles(0.4)) == [1])
    // After 0.5 s only Bluetooth is off (its knob's leaf reports 0); Wi-Fi keeps 1.
    let after = try toggles(1.0)
    #expect(after.contains(0) && after.contains(1), "\(after)")
    #expect(try texts(1.0).contains("Count 2"))
    #expect(try !texts(1.0).contains("Count 1"))
  }

  @Test func likeButtonIsAProminentCapsuleThatTurnsPink() throws {
    let scene = try LoadedScene("gallery/ctl-like-button")
    let before = try scene.inspect(0.3).nodes
    let capsule = try #require(before.first { $0.shape == "Capsule" })
    let icon = try #require(before.first { $0.kind == .image })
    let title = try #require(before.first { $0.text == "Like" })
    #expect(icon.symbol == "heart")
    // `.borderedProminent` is style code 4, `.large` size code 3.
    #expect(marker(capsule, "button", "style") == 4 && marker(capsule, "button", "controlSize") == 3)
    // Large: 20 points either side of the label (icon, 6, title) and 14.5 above and below it.
    #expect(abs(icon.bounds[0] - capsule.bounds[0] - 20) < 1e-6)
    #expect(abs(capsule.bounds[0] + capsule.bounds[2] - (title.bounds[0] + title.bounds[2]) - 20) < 1e-6)
    #expect(abs(title.bounds[0] - (icon.bounds[0] + icon.bounds[2]) - 6) < 1e-6)
    // The label is as tall as the taller of the symbol and the title's line.
    #expect(abs(capsule.bounds[3] - (max(title.bounds[3], icon.bounds[3]) + 29)) < 1e-6)
    // Gray until the tap at 0.5, then system pink at once (the tap has no animation); the label is white.
    #expect(close(try solidFills(scene, 0.3)[0], Color.gray.rgba))
    #expect(close(try solidFills(scene, 0.7)[0], Color.pink.rgba))
    let after = try scene.inspect(0.7).nodes
    #expect(after.contains { $0.text == "Liked" } && after.contains { $0.symbol == "heart.fill" })
    #expect(after.contains { $0.text == "129 likes" })
    let label = try scene.displayList(0.7).items.compactMap { item -> TextRun? in
      if case .text(let r, _) = item, r.text == "Liked" { return r }
      return nil
    }.first
    #expect(label?.paint == .solid(RGBAColor(red: 1, green: 1, blue: 1)))
  }

  @Test func toggleKnobSlidesWithTheTapAnimationAndTheTrackCrossFades() throws {
    let scene = try LoadedScene("gallery/ctl-settings-toggles")
    func knobs(_ t: Double) throws -> [Double] {
      try scene.inspect(t).nodes.filter { $0.shape == "Circle" }.map { marker($0, "offset", "x") ?? .nan }
    }
    // Airplane off, Wi-Fi and Bluetooth on: knobs at ∓(51 − 31)/2 = ∓10.
    #expect(try knobs(0.3) == [-10, 10, 10])
    // Tapped at 0.4 with no animation: the toggles use 0.25 s ease-in-out, whose curve is symmetric, so
    // 0.125 s in every knob is halfway: at 0.
    for x in try knobs(0.525) { #expect(abs(x) < 1e-9) }
    #expect(try knobs(0.7) == [10, -10, -10])
    // The track's alpha runs from `secondarySystemFill`'s 0.16 to green's 1: 0.58 halfway.
    let tracks = try solidFills(scene, 0.525).filter { abs($0.alpha - 0.58) < 1e-6 }
    #expect(tracks.count == 3)
    // At 1.2 s a task flips Airplane Mode back with a 0.5 s spring: moving at 1.3, settled near −10 by 2.0.
    let moving = try knobs(1.3)[0]
    #expect(moving > -10 && moving < 10)
    #expect(abs(try knobs(2.0)[0] + 10) < 0.2)
    #expect(try nodes(scene, 0.3, with: "toggle").compactMap { marker($0, "toggle", "isOn") }.contains(0))
  }

  @Test func sliderThumbAndFillFollowTheValueWithEaseOut() throws {
    let scene = try LoadedScene("gallery/ctl-volume-slider")
    func fraction(_ t: Double) throws -> Double { try #require(try nodes(scene, t, with: "slider").first.flatMap { marker($0, "slider", "fraction") }) }
    #expect(try fraction(0.3) == 0.25)
    // Tapped at 0.4: ease-out is the Bézier (0, 0, 0.58, 1) over 0.6 s; at 0.7 it is halfway in time.
    let expected = 0.25 + 0.5 * bezier(0, 0, 0.58, 1, at: 0.5)
    #expect(abs(try fraction(0.7) - expected) < 1e-6)
    #expect(abs(try fraction(1.3) - 0.75) < 1e-9)
    // The thumb's centre is 14 + f · (W − 28) from the track's start.
    let shapes = try scene.inspect(1.3).nodes.filter { $0.kind == .shape }
    let track = try #require(shapes.first { $0.shape == "Capsule" })
    let thumb = try #require(shapes.first { $0.shape == "Circle" })
    let centre = thumb.bounds[0] + thumb.bounds[2] / 2
    #expect(abs(centre - (track.bounds[0] + 14 + 0.75 * (track.bounds[2] - 28))) < 1e-6)
    #expect(thumb.bounds[2] == 28)
  }

  @Test func stepperStopsAtItsUpperBoundAndTheTotalFollows() throws {
    let scene = try LoadedScene("gallery/ctl-checkout-stepper")
    #expect(try scene.inspect(0.2).nodes.contains { $0.text == "$13.50" })
    // Taps at 0.4 and 0.9 press +: 3 → 4 → 5, the range's end, where + greys out and stops taking taps.
    let stepper = try #require(try nodes(scene, 1.2, with: "stepper").first)
    #expect(marker(stepper, "stepper", "value") == 5 && marker(stepper, "stepper", "canIncrement") == 0)
    #expect(try scene.inspect(1.2).nodes.contains { $0.text == "$22.50" })
    let box = try #require(try scene.inspect(1.2).nodes.first { $0.shape == "RoundedRectangle" && $0.bounds[2] == 94 })
    #expect(box.bounds[3] == 32)
  }

  @Test func segmentedPlateSlidesToTheTappedSegment() throws {
    let scene = try LoadedScene("gallery/ctl-segmented-filter")
    func plate(_ t: Double) throws -> InspectNode {
      try #require(try scene.inspect(t).nodes.first { $0.shape == "RoundedRectangle" && $0.cornerRadius == 7 })
    }
    // 320 − 2 · 16 padding = 288 wide: segments of 96, the plate inset 2 inside its segment.
    #expect(try plate(0.3).bounds[0] == 18 && plate(0.3).bounds[2] == 92)
    // Tapped at 0.4: halfway through 0.25 s ease-in-out the plate is half a segment along: 16 + 48 + 2.
    #expect(abs(try plate(0.525).bounds[0] - 66) < 1e-6)
    #expect(abs(try plate(1.0).bounds[0] - 114) < 1e-9)
    let picker = try #require(try nodes(scene, 1.0, with: "picker").first)
    #expect(marker(picker, "picker", "selected") == 1 && marker(picker, "picker", "count") == 3)
    #expect(try scene.shownTexts(1.0).contains("Lunch on Friday?") && !(try scene.shownTexts(1.0)).contains("Your receipt"))
  }

  @Test func fieldsShowTextBulletsAndAGreyPlaceholder() throws {
    let scene = try LoadedScene("gallery/ctl-sign-in")
    let runs = try scene.displayList(0.3).items.compactMap { item -> TextRun? in
      if case .text(let r, _) = item { return r }
      return nil
    }
    #expect(runs.contains { $0.text == "anna@example.com" })
    #expect(runs.contains { $0.text == String(repeating: "\u{2022}", count: 8) })
    let placeholder = try #require(runs.first { $0.text == "One-time code" })
    // UIKit's `placeholderText`: #3C3C43 at 30 %.
    #expect(placeholder.paint == .solid(RGBAColor(red: 60 / 255.0, green: 60 / 255.0, blue: 67 / 255.0, alpha: 0.3)))
    let link = try #require(runs.first { $0.text == "Forgot password?" })
    #expect(link.paint == .solid(Color.blue.rgba))
    let fields = try nodes(scene, 0.3, with: "textField")
    #expect(fields.contains { marker($0, "textField", "isSecure") == 1 && marker($0, "textField", "count") == 8 })
  }

  @Test func spinnerTurnsASpokeEveryEighthAndTheBarFillsLinearly() throws {
    let scene = try LoadedScene("gallery/ctl-download-progress")
    // 0.3 s: spoke ⌊0.3 · 8⌋ = 2 leads; spoke k is (2 − k) mod 8 steps behind, at 1 − steps/8 of
    // `secondaryLabel`'s 0.6 alpha.
    let spoke = Color.system["secondaryLabel"]!.rgba
    let alphas = try solidFills(scene, 0.3).filter { abs($0.red - spoke.red) < 1e-9 && abs($0.blue - spoke.blue) < 1e-9 }.map(\.alpha)
    let expected: [Double] = (0..<8).map { (k: Int) -> Double in
      let behind = Double((2 - k + 8) % 8)
      return 0.6 * (1 - behind / 8)
    }
    #expect(alphas.count == 8)
    for (a, e) in zip(alphas, expected) { #expect(Swift.abs(a - e) < 1e-9, "\(alphas)") }
    #expect(try nodes(scene, 0.3, with: "spinner").first.flatMap { marker($0, "spinner", "step") } == 2)
    func fraction(_ t: Double) throws -> Double? { try nodes(scene, t, with: "progress").first.flatMap { marker($0, "progress", "fraction") } }
    #expect(try fraction(0.3) == 0)
    // Tapped at 0.5, linear over 1.5 s: half at 1.25. The spinner leaves in the same update, so it fades out
    // with that transaction's animation and is gone at its end.
    #expect(abs((try fraction(1.25) ?? 0) - 0.5) < 1e-9)
    #expect(try fraction(2.1) == 1)
    #expect(try nodes(scene, 2.1, with: "spinner").isEmpty)
  }

  @Test func customButtonStyleBuildsTheBodyFromTheLabel() throws {
    let scene = try LoadedScene("gallery/ctl-custom-button-style")
    let nodes = try scene.inspect(0.8).nodes
    #expect(nodes.contains { $0.text == "Step 2 of 3" })
    let label = try #require(nodes.first { $0.text == "Continue" })
    let capsule = try #require(nodes.first { $0.shape == "Capsule" })
    // Style code 10: a scene's ButtonStyle; padding 24 × 12 around the label.
    #expect(marker(label, "button", "style") == 10)
    #expect(abs(capsule.bounds[2] - label.bounds[2] - 48) < 1e-6 && abs(capsule.bounds[3] - label.bounds[3] - 24) < 1e-6)
    // `.plain` keeps the label's own colour (secondary here), not the tint.
    let skip = try scene.displayList(0.8).items.compactMap { item -> TextRun? in
      if case .text(let r, _) = item, r.text == "Skip" { return r }
      return nil
    }.first
    #expect(skip?.paint == .solid(Color.secondary.rgba))
  }
}
