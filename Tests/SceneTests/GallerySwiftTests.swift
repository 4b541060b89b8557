import CairoRenderer
import Foundation
import Testing
import ViewRuntime

/// `scenes/gallery/swift-*`: Swift as apps write it (protocols, generics, custom modifiers and
/// transitions, errors, `#if`, app files), checked against values derived by hand.
@Suite struct GallerySwiftTests {
  private func nodes(_ scene: LoadedScene, _ t: Double, _ kind: InspectNode.Kind) throws -> [InspectNode] {
    try scene.inspect(t).nodes.filter { $0.kind == kind }
  }

  private func texts(_ scene: LoadedScene, _ t: Double) throws -> [String] {
    try nodes(scene, t, .text).map { $0.text ?? "" }
  }

  /// The solid fill colours drawn at `t`, in paint order (red, green, blue rounded to 3 decimals).
  private func fills(_ scene: LoadedScene, _ t: Double) throws -> [[Double]] {
    try scene.displayList(t).items.compactMap {
      guard case .fill(_, .solid(let c), _, _) = $0 else { return nil }
      return [c.red, c.green, c.blue].map { ($0 * 1000).rounded() / 1000 }
    }
  }

  private func modifier(_ node: InspectNode, _ name: String, _ key: String, index: Int = 0) -> Double? {
    node.modifiers.filter { $0.name == name }.dropFirst(index).first?.values[key]?.first
  }

  /// `swift-shake-password`: the GeometryEffect's translation is 8·sin(data·π·3) with the data running
  /// linearly from 0 to 1 over the 0.5 s after the tap at 0.5 s.
  @Test func shakeFollowsTheGeometryEffectFormula() throws {
    let scene = try LoadedScene("gallery/swift-shake-password")
    for t in [0.625, 0.8, 0.9] {
      let data = (t - 0.5) / 0.5
      let expected = 8 * sin(data * .pi * 3)
      let x = try scene.value("offset", "x", at: t)
      #expect(abs(x - expected) < 1e-3, "t \(t): offset \(x), formula \(expected)")
    }
    #expect(abs(try scene.value("offset", "x", at: 1.2)) < 1e-9)
    // The first candidate fails `validate` (too short, caught by its pattern), the second passes.
    #expect(try scene.shownTexts(1.2).contains("At least 8 characters"))
    #expect(try scene.shownTexts(2.2) == ["Welcome back", "••••••••"])
  }

  /// `swift-generic-card`: a card is its content plus 12 pt padding per side; the badge (8 pt spacing,
  /// 24 pt wide) scales out on an easeInOut over 0.4 s, halfway (0.5) at 0.2 s after the tap at 0.6 s.
  @Test func genericCardsWrapTheirBuiltContent() throws {
    let scene = try LoadedScene("gallery/swift-generic-card")
    func inbox(_ t: Double) throws -> (card: [Double], text: [Double]) {
      let shapes = try nodes(scene, t, .shape), words = try nodes(scene, t, .text)
      return (shapes[0].bounds, words.first { $0.text == "Inbox" }?.bounds ?? [])
    }
    let before = try inbox(0.2)
    #expect(near(before.card[2], before.text[2] + 8 + 24 + 24, 1e-6))
    #expect(near(before.card[3], 24 + 24, 1e-6))  // the badge (24 pt) is the row's tallest view
    let after = try inbox(1.5)
    #expect(near(after.card[2], after.text[2] + 24, 1e-6))
    let badge = try #require(try nodes(scene, 0.8, .shape).first { $0.shape == "Circle" })
    #expect(abs((modifier(badge, "scaleEffect", "x") ?? -1) - 0.5) < 1e-6)
    // The section keeps its closures and calls them: both cards, each its text plus 24 pt.
    let cards = try nodes(scene, 1.5, .shape).filter { $0.shape == "RoundedRectangle" }.dropFirst()
    let labels = try nodes(scene, 1.5, .text).filter { ["Standup at 9:30", "Ship the build"].contains($0.text ?? "") }
    #expect(cards.count == 2 && labels.count == 2)
    for (card, label) in zip(cards, labels) { #expect(near(card.bounds[2], label.bounds[2] + 24, 1e-6)) }
    #expect(try texts(scene, 1.5).contains("TODAY"))
  }

  /// `swift-glow-extension`: `glow(radius:)` draws two shadows, radius/3 and radius, in the brand colour;
  /// `glowRadius` (a protocol extension default) springs from 4 to 24 on `.snappyBounce`
  /// (`.spring(duration: 0.4, bounce: 0.5)`: ω0 = 2π/0.4, ζ = 0.5).
  @Test func glowExtensionAndBrandAnimation() throws {
    let scene = try LoadedScene("gallery/swift-glow-extension")
    let capsule = try #require(try nodes(scene, 0.3, .shape).first)
    #expect(abs((modifier(capsule, "shadow", "radius") ?? 0) - 4.0 / 3) < 1e-9)
    #expect(modifier(capsule, "shadow", "radius", index: 1) == 4)
    #expect(capsule.modifiers.first { $0.name == "shadow" }?.values["rgba"] == [0.55, 0.25, 0.95, 0.6])
    let w0 = 2 * Double.pi / 0.4, zeta = 0.5, wd = w0 * (1 - zeta * zeta).squareRoot(), t = 0.1
    let progress = 1 - exp(-zeta * w0 * t) * (cos(wd * t) + zeta * w0 / wd * sin(wd * t))
    let mid = try #require(try nodes(scene, 0.5, .shape).first)
    let outer = try #require(modifier(mid, "shadow", "radius", index: 1))
    // SwiftUI's fluid spring is stepped at 1/300 s: within 1 % of the closed form over the 20 pt swing.
    #expect(abs(outer - (4 + 20 * progress)) < 0.2, "radius \(outer), closed form \(4 + 20 * progress)")
    #expect(abs((modifier(mid, "shadow", "radius") ?? 0) * 3 - outer) < 1e-3)
  }

  /// `swift-shape-protocol`: each tile's corner radius and label come from its type or the protocol's
  /// defaults; the stagger delays tile i by 0.1·i s, so tile 2 at 0.5 s is where tile 0 was at 0.3 s.
  @Test func protocolTilesUseDefaultsAndOverrides() throws {
    let scene = try LoadedScene("gallery/swift-shape-protocol")
    let settled = try nodes(scene, 1.3, .shape)
    #expect(settled.compactMap(\.cornerRadius) == [8, 30, 8, 8])
    #expect(try texts(scene, 1.3) == ["A", "B", "MINT", "SKY"])
    // Pink from the struct's stored colour, orange from `RoundTile`'s computed one, then the enum's two.
    let colours = try fills(scene, 1.3)
    #expect(colours.count == 4 && Set(colours).count == 4, "four distinct tile colours: \(colours)")
    #expect(colours[1] == [1, 0.584, 0])
    func opacities(_ t: Double) throws -> [Double] { try nodes(scene, t, .shape).map { modifier($0, "opacity", "value") ?? -1 } }
    let early = try opacities(0.3), later = try opacities(0.5)
    #expect(early[0] > 0 && early[1] == 0 && early[2] == 0 && early[3] == 0)
    #expect(near(later[2], early[0], 1e-9) && later[0] == 1 && later[3] == 0)
  }

  /// `swift-platform-branches`: iOS, Debug, a device; the bar is `UIScreen.main.bounds.width − 40`
  /// (300 − 40) wide, filled to 25 % then 100 %.
  @Test func conditionalCompilationRendersAsAnIOSDebugDevice() throws {
    let scene = try LoadedScene("gallery/swift-platform-branches")
    #expect(try texts(scene, 0.1) == ["iPhone", "debug build", "device"])
    let bars = try nodes(scene, 0.1, .shape).map { $0.bounds[2] }
    #expect(bars == [260, 65])
    #expect(try nodes(scene, 1.45, .shape).map { $0.bounds[2] } == [260, 260])
  }

  /// `swift-main-app`, compiled: the `@main` App is left out (its WindowGroup is a window, not a view) and
  /// the file has no `Scene(…)`, so the root is its first preview, the PreviewProvider's; `--preview NAME`
  /// renders another (docs/compiled-scenes.md, "Folders, previews and #if").
  @Test func mainAppFileAndItsPreview() throws {
    let scene = try LoadedScene("gallery/swift-main-app")
    #expect(try texts(scene, 1.0) == ["Preview City"])
    // Settled bars are 3 pt per degree; the warmest (2°) is orange.
    #expect(try nodes(scene, 1.0, .shape).map { $0.bounds[3] } == [3, 6])
    let orange: [Double] = [1, 0.584, 0]
    #expect(try fills(scene, 1.0).map { $0 == orange } == [false, true])

    let rainy = try LoadedScene("gallery/swift-main-app", arguments: ["--preview", "Rainy"])
    #expect(try texts(rainy, 1.0) == ["Bergen"])
    #expect(try nodes(rainy, 1.0, .shape).map { $0.bounds[3] } == [27, 24, 30])
    #expect(try fills(rainy, 1.0).map { $0 == orange } == [false, false, true])
    let unnamed = try LoadedScene("gallery/swift-main-app", arguments: ["--preview", "Preview"])
    #expect(try texts(unnamed, 1.0) == ["Default"])
    #expect(try nodes(unnamed, 1.0, .shape).isEmpty)
  }

  /// `swift-custom-transition`: linear 0.5 s; 0.25 s in, progress 0.5: `Twirl` scales 0.4 → 1 (0.7) and
  /// fades (0.5), the toast modifier slides 40 → 0 (20) and fades; removal runs the same way back.
  @Test func customTransitionsInterpolateTheirModifiers() throws {
    let scene = try LoadedScene("gallery/swift-custom-transition")
    #expect(try scene.inspect(0.1).nodes.isEmpty)
    for t in [0.45, 1.45] {
      let frame = try scene.inspect(t).nodes
      let saved = try #require(frame.first { $0.text == "Saved" }), undo = try #require(frame.first { $0.text == "Undo" })
      #expect(abs((modifier(saved, "scaleEffect", "x") ?? 0) - 0.7) < 1e-6)
      #expect(abs((modifier(saved, "opacity", "value") ?? 0) - 0.5) < 1e-6)
      #expect(abs((modifier(undo, "offset", "y") ?? 0) - 20) < 1e-6)
      #expect(abs((modifier(undo, "opacity", "value") ?? 0) - 0.5) < 1e-6)
    }
    #expect(try scene.inspect(2.1).nodes.isEmpty)
  }

  /// `swift-bar-chart`: bars are 100·minutes/peak (peak 60) once grown; Tue and Thu are in the set.
  @Test func tupleAndDictionaryDrivenChart() throws {
    let scene = try LoadedScene("gallery/swift-bar-chart")
    let bars = try nodes(scene, 1.7, .shape)
    let expected = [30.0, 45, 20, 60, 50].map { 100 * $0 / 60 }
    #expect(zip(bars.map { $0.bounds[3] }, expected).allSatisfy { abs($0 - $1) < 1e-3 })
    let orange: [Double] = [1, 0.584, 0]
    let highlighted = try fills(scene, 1.7).map { $0 == orange }
    #expect(highlighted == [false, true, false, true, false])
    #expect(try texts(scene, 0.1).last == "Thu peak · run 45 min · 2 starred · bike 0")
    #expect(try nodes(scene, 0.1, .shape).allSatisfy { $0.bounds[3] == 4 })
  }

  /// `swift-string-ticker`: each tap reveals a word; the fourth tap finds all shown, returns from its
  /// `guard`, and its `defer` still counts it.
  @Test func stringIndicesRevealWords() throws {
    let scene = try LoadedScene("gallery/swift-string-ticker")
    #expect(try texts(scene, 0.1) == ["Swift", "SMME · Easy · 0 taps"])
    #expect(try scene.shownTexts(0.95) == ["Swift Makes", "SMME · Easy · 1 taps"])
    #expect(try texts(scene, 2.9) == ["Swift Makes Motion Easy", "SMME · Easy · 4 taps"])
  }

  /// `swift-counting-modifier`: the AnimatableModifier shows Int(value) of the linear 0 → 250 over 1 s.
  @Test func countingModifierShowsTheInterpolatedValue() throws {
    let scene = try LoadedScene("gallery/swift-counting-modifier")
    #expect(try texts(scene, 0.4) == ["0"])
    #expect(try texts(scene, 0.9) == ["100"])   // 250 · 0.4
    #expect(try texts(scene, 1.25) == ["187"])  // 250 · 0.75 = 187.5
    #expect(try texts(scene, 1.9) == ["250"])
  }

  /// `swift-wobble-effect`: turns run linearly 0 → 1 over 0.8 s after the tap at 0.4 s; the effect is
  /// T(30, 30)·R(θ)·S(s)·T(−30, −30) with θ = 0.25·sin(2π·turns), s = 1 + 0.3·sin(π·turns): drawn as
  /// scale s, rotation θ and the offset that keeps the centre (30, 30) fixed: (30, 30) − R·S·(30, 30).
  @Test func wobbleEffectRotatesAndScalesAboutTheCentre() throws {
    let scene = try LoadedScene("gallery/swift-wobble-effect")
    for t in [0.6, 0.9, 1.1] {
      let turns = (t - 0.4) / 0.8
      let angle = 0.25 * sin(turns * .pi * 2), s = 1 + 0.3 * sin(turns * .pi)
      let heart = try #require(try nodes(scene, t, .image).first)
      #expect(abs((modifier(heart, "scaleEffect", "x") ?? 0) - s) < 1e-6)
      #expect(abs((modifier(heart, "rotationEffect", "degrees") ?? 0) - angle * 180 / .pi) < 1e-6)
      let dx = 30 - s * (30 * cos(angle) - 30 * sin(angle)), dy = 30 - s * (30 * sin(angle) + 30 * cos(angle))
      #expect(abs((modifier(heart, "offset", "x") ?? 0) - dx) < 1e-6 && abs((modifier(heart, "offset", "y") ?? 0) - dy) < 1e-6)
    }
    let settled = try #require(try nodes(scene, 1.4, .image).first)
    #expect(abs(modifier(settled, "rotationEffect", "degrees") ?? 1) < 1e-9)  // sin(2π) = 0 once a full turn ends
  }

  /// `swift-card-style-modifier`: a card is its label (icon + 8 pt + text) plus 16 pt padding per side;
  /// the highlight's 1.08 scale moves from Free to Pro on one easeInOut, so the two scales add to 2.08.
  @Test func cardStyleModifierAndAnyViewBadges() throws {
    let scene = try LoadedScene("gallery/swift-card-style-modifier")
    let words = try nodes(scene, 1.4, .text), settled = try cards(scene, 1.4)
    #expect(words.map { $0.text ?? "" } == ["Free", "Pro"])
    #expect(near(settled[0].bounds[2], 12 + 8 + words[0].bounds[2] + 32, 1e-6))  // unscaled (1.0) once Pro is picked
    func scales(_ t: Double) throws -> [Double] { try cards(scene, t).map { modifier($0, "scaleEffect", "x") ?? 0 } }
    #expect(try scales(0.2) == [1.08, 1])
    #expect(try scales(1.4) == [1, 1.08])
    let mid = try scales(0.6)
    #expect(mid[0] < 1.08 && mid[0] > 1 && abs(mid[0] + mid[1] - 2.08) < 1e-9)
  }

  private func cards(_ scene: LoadedScene, _ t: Double) throws -> [InspectNode] {
    try nodes(scene, t, .shape).filter { $0.shape == "RoundedRectangle" }
  }

  /// A custom transition may use any modifier: its rotation and blur interpolate with the transition's
  /// progress (linear 1 s from the tap at 0.2 s: at 0.7 s p = 0.5, so 90° → 45° and blur 8 → 4).
  @Test func anyModifierInACustomTransitionAnimates() throws {
    let source = """
      struct Spin: Transition {
          func body(content: Content, phase: TransitionPhase) -> some View {
              content.rotationEffect(.degrees(phase.isIdentity ? 0 : 90)).blur(radius: phase.isIdentity ? 0 : 8)
          }
      }
      struct Root: View {
          @State private var on = false
          var body: some View {
              VStack { if on { Text("x").transition(Spin()) } }
                  .onTapGesture { withAnimation(.linear(duration: 1)) { on = true } }
          }
      }
      Scene(taps: [0.2]) { Root() }
      """
    let runtime = try LoadedScene(source: source, fileName: "spin.swift-dsl").runtime
    let text = try #require(try runtime.inspect(at: 0.7).nodes.first { $0.text == "x" })
    #expect(abs((modifier(text, "rotationEffect", "degrees") ?? 0) - 45) < 1e-6)
    #expect(abs((modifier(text, "blur", "radius") ?? 0) - 4) < 1e-6)
    let shown = try #require(try runtime.inspect(at: 1.5).nodes.first { $0.text == "x" })
    #expect(modifier(shown, "rotationEffect", "degrees") ?? 0 == 0 && modifier(shown, "blur", "radius") == nil)
  }

  /// `swift-error-banner`: the stub throws `.offline`, then `.server(code: 503)`, then loads (its
  /// `attempts` change survives each throw, as Swift keeps a throwing mutating method's changes). The
  /// banner moves in from the top by its own height (36.57 pt: text + 2·8 padding) and fades, on an
  /// easeInOut that is halfway 0.2 s into its 0.4 s.
  @Test func errorBannerFollowsThrownErrors() throws {
    let scene = try LoadedScene("gallery/swift-error-banner")
    #expect(try texts(scene, 0.1) == ["0 photos · 3 cached"])  // `try?` on the third attempt: the cached copy
    let banner = try #require(try nodes(scene, 0.5, .shape).first)
    #expect(abs((modifier(banner, "offset", "y") ?? 0) + banner.bounds[3] / 2) < 1e-6)
    #expect(abs((modifier(banner, "opacity", "value") ?? 0) - 0.5) < 1e-6)
    #expect(try scene.shownTexts(1.0) == ["You're offline", "0 photos · 3 cached"])
    #expect(try scene.shownTexts(1.9) == ["Server error 503", "0 photos · 3 cached"])
    #expect(try texts(scene, 2.9) == ["3 photos · 3 cached", "Sunrise", "Harbour", "Alps"])
  }

  /// `swift-generic-carousel`: the cell closure (a `@ViewBuilder (Item) -> Cell`) builds each album; the
  /// selected one is scaled 1.15 and opaque, the others 0.9 at 0.6. One spring moves both changed
  /// albums, so their scales add to 1.15 + 0.9 and each opacity follows its scale linearly.
  @Test func genericCarouselBuildsCellsFromItems() throws {
    let scene = try LoadedScene("gallery/swift-generic-carousel")
    func scales(_ t: Double) throws -> [Double] { try cards(scene, t).map { modifier($0, "scaleEffect", "x") ?? 0 } }
    #expect(try scales(0.1) == [1.15, 0.9, 0.9])
    #expect(try scales(2.3) == [0.9, 0.9, 1.15])
    #expect(try texts(scene, 0.1) == ["Dawn", "Tide", "Moss"])
    let mid = try cards(scene, 0.5)
    let s = mid.map { modifier($0, "scaleEffect", "x") ?? 0 }, o = mid.map { modifier($0, "opacity", "value") ?? 0 }
    #expect(abs(s[0] + s[1] - 2.05) < 1e-9 && s[0] < 1.15 && s[1] > 0.9)
    for i in 0..<2 { #expect(abs(o[i] - (0.6 + 0.4 * (s[i] - 0.9) / 0.25)) < 1e-9) }
    // The protocol extension's accent: red = hue, green 0.5, blue = 1 − hue.
    #expect(try fills(scene, 2.3).first == [0.08, 0.5, 0.92])
  }

  /// `swift-pop-modifier`: an AnimatablePair (lift 0 → 24, scale 1 → 1.4) interpolates both halves with
  /// one easeOut progress, the same progress that cross-fades the badge's text from "0" to "1".
  @Test func animatablePairModifierMovesBothHalvesTogether() throws {
    let scene = try LoadedScene("gallery/swift-pop-modifier")
    let start = try #require(try nodes(scene, 0.1, .shape).first)
    #expect(modifier(start, "scaleEffect", "x") == 1 && modifier(start, "offset", "y") == 0)
    let mid = try #require(try nodes(scene, 0.55, .shape).first)
    let scaleProgress = ((modifier(mid, "scaleEffect", "x") ?? 0) - 1) / 0.4
    let liftProgress = -(modifier(mid, "offset", "y") ?? 0) / 24
    #expect(scaleProgress > 0.1 && scaleProgress < 0.9)
    #expect(abs(scaleProgress - liftProgress) < 1e-9)
    let incoming = try #require(try nodes(scene, 0.55, .text).first { $0.text == "1" })
    #expect(abs((modifier(incoming, "contentTransition", "opacity") ?? 0) - scaleProgress) < 1e-9)
    let end = try #require(try nodes(scene, 1.3, .shape).first)
    #expect(abs((modifier(end, "scaleEffect", "x") ?? 0) - 1.4) < 1e-9 && abs((modifier(end, "offset", "y") ?? 0) + 24) < 1e-9)
  }
}
