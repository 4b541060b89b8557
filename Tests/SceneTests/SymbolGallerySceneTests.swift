import CairoRenderer
import Foundation
import Graphics
import Testing
import ViewRuntime

/// The `ui-*` gallery scenes: symbols by name, symbol effects, system colours and dark mode, checked
/// against values derived by hand from `SymbolEffectChoices` (keys eased by smoothstep s(x) = 3x² − 2x³).
@Suite struct SymbolGallerySceneTests {
  private func s(_ x: Double) -> Double { let t = min(1, max(0, x)); return t * t * (3 - 2 * t) }

  private func symbols(_ scene: LoadedScene, _ t: Double) throws -> [InspectNode] {
    try scene.inspect(t).nodes.filter { $0.kind == .image }
  }

  private func modifier(_ node: InspectNode, _ name: String, _ key: String) -> Double? {
    node.modifiers.first { $0.name == name }?.values[key]?.first
  }

  @Test func likeButtonFillsAndBouncesOnItsTap() throws {
    let scene = try LoadedScene("gallery/ui-like-button")
    let before = try #require(try symbols(scene, 0.4).first)
    #expect(before.symbol == "heart" && modifier(before, "symbolEffect", "scale") == 1)
    // Tapped at 0.5: 0.12 s later the bounce is at its squash key, 0.85, and the heart is filled.
    let squash = try #require(try symbols(scene, 0.62).first)
    #expect(squash.symbol == "heart.fill")
    #expect(abs((modifier(squash, "symbolEffect", "scale") ?? 0) - 0.85) < 1e-9)
    // 0.21 s in: halfway from the squash to the overshoot key: 0.85 + 0.25 · s(0.5) = 0.975.
    #expect(abs((modifier(try symbols(scene, 0.71)[0], "symbolEffect", "scale") ?? 0) - 0.975) < 1e-9)
    #expect(try scene.inspect(0.7).nodes.contains { $0.text == "42" })
  }

  @Test func bellWigglesFromItsTopAndRepeats() throws {
    let scene = try LoadedScene("gallery/ui-bell-wiggle")
    // Swing keys (0, 0) (0.13, −1) …, ±15°; one play 0.8 s plus a 0.6 s pause.
    #expect(abs((modifier(try symbols(scene, 0.13)[0], "symbolEffect", "degrees") ?? 0) + 15) < 1e-9)
    #expect(abs((modifier(try symbols(scene, 1.53)[0], "symbolEffect", "degrees") ?? 0) + 15) < 1e-9)
    #expect(modifier(try symbols(scene, 1.0)[0], "symbolEffect", "degrees") == 0)
  }

  @Test func wifiLightsItsArcsInTurnAndTheStrengthRowFollowsItsValues() throws {
    let scene = try LoadedScene("gallery/ui-wifi-searching")
    let alphas = try scene.displayList(0).items.compactMap { item -> Double? in
      if case .fill(_, .solid(let c), _, _) = item { return c.alpha }
      return nil
    }
    // At 0 s the first arc is halfway into its step: 0.3 + 0.7 · (1 − |0 − 0.5|) = 0.65; then 0.2 lights one
    // arc of three, 0.5 two, 0.8 and 1.0 all three.
    let dim = 0.3
    let expected = [1, 0.65, dim, dim] + [1, 1, dim, dim] + [1, 1, 1, dim] + [1, 1, 1, 1] + [1, 1, 1, 1]
    #expect(alphas.count == expected.count)
    for (a, e) in zip(alphas, expected) { #expect(abs(a - e) < 1e-6, "\(alphas)") }
  }

  @Test func playTurnsIntoPauseWithTheReplaceTransition() throws {
    let scene = try LoadedScene("gallery/ui-play-pause")
    // Tapped at 0.4; halfway through the 0.45 s replace (0.625 s) the old symbol's opacity is
    // 1 − s(0.5/0.6) = 0.0741 and the new one's s((0.5 − 0.3)/0.7) = 0.1983.
    let nodes = try symbols(scene, 0.625)
    let play = try #require(nodes.first { $0.symbol == "play.fill" })
    let pause = try #require(nodes.first { $0.symbol == "pause.fill" })
    #expect(abs((modifier(play, "opacity", "value") ?? 1) - (1 - s(0.5 / 0.6))) < 1e-6)
    #expect(abs((modifier(pause, "opacity", "value") ?? 1) - s(0.2 / 0.7)) < 1e-6)
    #expect(try symbols(scene, 1.2).map(\.symbol) == ["pause.fill"])
  }

  @Test func tabBarFillsOnlyTheSelectedSymbol() throws {
    let scene = try LoadedScene("gallery/ui-tab-bar")
    #expect(try symbols(scene, 0.2).map(\.symbol) == ["house.fill", "magnifyingglass", "bell", "person"])
    // After the tap: magnifyingglass has no .fill in SF Symbols, so it stays; house goes back to its outline.
    #expect(try symbols(scene, 1.2).map(\.symbol) == ["house", "magnifyingglass", "bell", "person"])
  }

  @Test func darkSettingsUseTheDarkSystemColours() throws {
    let scene = try LoadedScene("gallery/ui-settings-dark")
    let list = try scene.displayList(0)
    #expect(list.background == RGBAColor(red: 0, green: 0, blue: 0))
    let texts = list.items.compactMap { item -> TextRun? in if case .text(let r, _) = item { return r }; return nil }
    // `.primary` is white in dark mode; `.secondary` is #EBEBF5 at 60 %.
    #expect(texts.first { $0.text == "Wi-Fi" }?.paint == .solid(RGBAColor(red: 1, green: 1, blue: 1)))
    #expect(texts.first { $0.text == "Home" }?.paint == .solid(RGBAColor(red: 235 / 255, green: 235 / 255, blue: 245 / 255, alpha: 0.6)))
  }

  @Test func weatherSunBreathes() throws {
    let scene = try LoadedScene("gallery/ui-weather-card")
    // Breathe keys (0, 1) (1, 1.1) (2, 1): at 0.5 s, 1 + 0.1 · s(0.5) = 1.05.
    let sun = try #require(try symbols(scene, 0.5).first { $0.symbol == "sun.max.fill" })
    #expect(abs((modifier(sun, "symbolEffect", "scale") ?? 0) - 1.05) < 1e-9)
  }

  @Test func downloadPulsesThenTurnsIntoACheckmark() throws {
    let scene = try LoadedScene("gallery/ui-download-button")
    #expect(abs((modifier(try symbols(scene, 0.25)[0], "symbolEffect", "opacity") ?? 0) - 0.65) < 1e-9)
    let done = try symbols(scene, 1.8)
    #expect(done.map(\.symbol) == ["checkmark.circle.fill"])
    #expect(done[0].modifiers.allSatisfy { $0.name != "symbolEffect" })
  }

  @Test func speakerScalesUpOnceLoud() throws {
    let scene = try LoadedScene("gallery/ui-speaker-volume")
    // Taps at 0.5 and 1.2 raise 30 → 65 → 100 %; past 80 % the scale effect moves to 1.2 over 0.3 s:
    // at 1.35 s, 1 + 0.2 · s(0.5) = 1.1.
    #expect(modifier(try symbols(scene, 1.0)[0], "symbolEffect", "scale") == 1)
    #expect(abs((modifier(try symbols(scene, 1.35)[0], "symbolEffect", "scale") ?? 0) - 1.1) < 1e-9)
    #expect(try scene.inspect(1.5).nodes.contains { $0.text == "100%" })
  }

  /// The same screen light and dark, and a grid of symbols drawn from the icon font, as pixels.
  @Test(arguments: ["light", "dark"]) func settingsGolden(_ scheme: String) throws {
    // The scene says `colorScheme: .dark`; `--color-scheme` replaces it.
    let runtime = try LoadedScene("gallery/ui-settings-dark", arguments: ["--color-scheme", scheme]).runtime
    let fonts = try FontLibrary()
    let frame = try CairoRasterizer(fonts: fonts).render(try runtime.displayList(at: 0), scale: 1)
    try expectSymbolGolden(frame, "symbols-settings-\(scheme)")
  }

  @Test func symbolGridGolden() throws {
    let scene = try LoadedScene("gallery/ui-symbol-grid")
    let frame = try CairoRasterizer(fonts: try FontLibrary()).render(try scene.displayList(0), scale: 1)
    try expectSymbolGolden(frame, "symbols-grid")
  }

  private func expectSymbolGolden(_ frame: FrameBuffer, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("CairoRendererTests/Goldens/\(name).png").path
    let mode = try GoldenRecordMode.from(environment: ProcessInfo.processInfo.environment)
    if let failure = try GoldenFile.check(frame, against: path, mode: mode) {
      Issue.record(Comment(rawValue: failure), sourceLocation: sourceLocation)
    }
  }
}
