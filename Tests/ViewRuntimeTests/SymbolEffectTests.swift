import AnimationEngine
import Foundation
import Graphics
import Testing
@testable import ViewRuntime

/// Symbol effects against their keys in `SymbolEffectChoices`, eased by smoothstep s(x) = 3x² − 2x³.
@Suite("Symbol effects")
struct SymbolEffectTests {
  private func effect(_ e: SymbolEffect, _ options: SymbolEffectOptions = .default,
                      _ activation: SymbolEffectModifier.Activation = .active(true), name: String = "bell") -> AnyView {
    AnyView(Image(systemName: name)).modifier(.effect(SymbolEffectModifier(e, options: options, activation: activation)))
  }

  private func pose(_ view: AnyView, at t: Double, _ key: String) throws -> Double {
    let (_, frame) = try renderWithGlyphs(view, at: t)
    let node = try #require(frame.nodes.first { $0.kind == .image })
    return try #require(node.modifiers.first { $0.name == "symbolEffect" }?.values[key]?.first)
  }

  @Test func pulseFadesToItsLowAndBackEverySecond() throws {
    let v = effect(SymbolEffect(.pulse))
    // Keys (0, 1) (0.5, 0.3) (1, 1): at 0.25 s, 1 − 0.7 · s(0.5) = 1 − 0.35 = 0.65.
    #expect(close(try pose(v, at: 0.25, "opacity"), 0.65))
    #expect(close(try pose(v, at: 0.5, "opacity"), 0.3))
    // Looping: 1.25 s is 0.25 s into the second play.
    #expect(close(try pose(v, at: 1.25, "opacity"), 0.65))
    // Twice the speed: 0.125 s shows the 0.25 s pose.
    #expect(close(try pose(effect(SymbolEffect(.pulse), .speed(2)), at: 0.125, "opacity"), 0.65))
  }

  @Test func rotateTurnsOnceASecondAndStopsAfterItsCount() throws {
    // 360° · s(0.25) = 360 · 0.15625 = 56.25°.
    #expect(close(try pose(effect(SymbolEffect(.rotate)), at: 0.25, "degrees"), 56.25))
    let ccw = try #require(SymbolEffect(.rotate).member("counterClockwise"))
    #expect(close(try pose(effect(ccw), at: 0.25, "degrees"), -56.25))
    // `.repeat(2)`: two one-second turns, then rest.
    #expect(close(try pose(effect(SymbolEffect(.rotate), .repeat(2)), at: 1.25, "degrees"), 56.25))
    #expect(try pose(effect(SymbolEffect(.rotate), .repeat(2)), at: 2.25, "degrees") == 0)
  }

  @Test func bounceSquashesThenOvershoots() throws {
    // Active bounce loops every 0.5 s play + 0.5 s pause. Keys (0, 1) (0.12, 0.85) (0.3, 1.1) (0.5, 1).
    let v = effect(SymbolEffect(.bounce))
    #expect(close(try pose(v, at: 0.12, "scale"), 0.85))
    // 0.21 s is halfway from 0.12 to 0.3: 0.85 + 0.25 · s(0.5) = 0.975.
    #expect(close(try pose(v, at: 0.21, "scale"), 0.975))
    #expect(close(try pose(v, at: 0.7, "scale"), 1))
    // Triggered by a value that never changes: it never plays.
    #expect(try pose(effect(SymbolEffect(.bounce), .default, .value(AnyHashable(1))), at: 0.12, "scale") == 1)
    // Inactive: no effect at all.
    let (_, frame) = try renderWithGlyphs(effect(SymbolEffect(.bounce), .default, .active(false)), at: 0.12)
    #expect(frame.nodes[0].modifiers.allSatisfy { $0.name != "symbolEffect" })
  }

  @Test func scaleAndDisappearAreStates() throws {
    // Active from the start: already in the active state (no change to animate from).
    #expect(close(try pose(effect(SymbolEffect(.scale)), at: 0, "scale"), SymbolEffectChoices.scaleUp))
    let down = try #require(SymbolEffect(.scale).member("down"))
    #expect(close(try pose(effect(down), at: 0, "scale"), SymbolEffectChoices.scaleDown))
    #expect(try pose(effect(SymbolEffect(.disappear)), at: 0, "opacity") == 0)
    // `.appear` inactive is hidden; active, shown.
    #expect(try pose(effect(SymbolEffect(.appear), .default, .active(false)), at: 0, "opacity") == 0)
    #expect(try pose(effect(SymbolEffect(.appear)), at: 0, "opacity") == 1)
  }

  @Test func wiggleSwingsABellFromItsTop() {
    // Keys (0, 0) (0.13, −1) (0.33, 2/3) …, times 15°.
    let p = SymbolEffectChoices.pose(SymbolEffect(.wiggle), at: 0.13, name: "bell")
    #expect(close(p.degrees, -15) && p.rotationAnchor == .top)
    let left = SymbolEffectChoices.pose(SymbolEffect(.wiggle).member("left")!, at: 0.13, name: "bell")
    #expect(close(left.offsetX, 0.12) && left.degrees == 0)
  }

  @Test func variableColorLightsOneLayerAtATime() throws {
    // wifi has 3 variable layers, 0.3 s each: at 0.15 s (half a step) the first arc is fully lit,
    // the others dim; the dot is always drawn in full.
    let v = effect(SymbolEffect(.variableColor), name: "wifi")
    let (list, _) = try renderWithGlyphs(v, at: 0.15)
    let alphas = list.items.compactMap { if case .fill(_, .solid(let c), _, _) = $0 { return c.alpha }; return nil }
    let dim = SymbolEffectChoices.inactiveLayerOpacity
    #expect(alphas.count == 4 && close(alphas[0], 1) && close(alphas[1], 1) && close(alphas[2], dim) && close(alphas[3], dim))
    // Cumulative at 0.75 s (2.5 steps): arcs 1 and 2 on, arc 3 coming on halfway: dim + (1 − dim) · s(0.5).
    let cumulative = try #require(SymbolEffect(.variableColor).member("cumulative"))
    let (list2, _) = try renderWithGlyphs(effect(cumulative, name: "wifi"), at: 0.75)
    let a2 = list2.items.compactMap { if case .fill(_, .solid(let c), _, _) = $0 { return c.alpha }; return nil }
    #expect(close(a2[1], 1) && close(a2[2], 1) && close(a2[3], dim + (1 - dim) * 0.5))
  }

  @Test func membersOnlyExistOnTheirEffects() {
    #expect(SymbolEffect(.pulse).member("cumulative") == nil)
    #expect(SymbolEffect(.pulse).member("up") == nil && SymbolEffect(.rotate).member("left") == nil)
    #expect(SymbolEffect(.bounce).member("up")?.direction == .up)
    #expect(SymbolEffect(.variableColor).member("reversing")?.reversing == true)
    #expect(SymbolEffectOptions.repeat(3).speed(2) == SymbolEffectOptions(repeatCount: 3, speed: 2))
  }
}
