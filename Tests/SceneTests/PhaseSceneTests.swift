import Foundation
import Testing
import ViewRuntime
import CairoRenderer

/// Phase-animator scenes against `PhaseSchedule`: the same phases and animations,
/// evaluated by the engine's schedule and `AnimatedValue`.
@Suite("Phase scenes")
struct PhaseSceneTests {
  private func schedule(_ count: Int, _ mode: PhaseSchedule.Mode, until: Double, changes: ((Int, Int) -> Bool)? = nil,
                        _ animation: @escaping (Int) -> Animation?) throws -> PhaseSchedule {
    try PhaseSchedule(phaseCount: count, mode: mode, until: until, changesValues: changes, animation: animation)
  }

  private func cornerRadii(_ scene: LoadedScene, at t: Double) throws -> [Double] {
    try scene.inspect(t).nodes.compactMap(\.cornerRadius)
  }

  // MARK: Seed 000 / 001 reactions

  @Test func threePhaseReactionFollowsItsSchedule() throws {
    let scene = try LoadedScene("three-phase-reaction")
    let tap = try #require(scene.taps.first)
    let offsets = [0.0, -64, -64], scales = [1.0, 1.5, 1.5]
    let animations: [Animation] = [.smooth, .easeInOut(duration: 0.3), .spring(duration: 0.3, bounce: 0.7)]
    let s = try schedule(3, .triggered(at: [tap]), until: 2, changes: { offsets[$0] != offsets[$1] || scales[$0] != scales[$1] }) {
      animations[$0]
    }
    let offset = s.animatedValue { offsets[$0] }, scale = s.animatedValue { scales[$0] }
    for t in [0.1, tap + 0.1, tap + 0.15, tap + 0.25] {
      #expect(near(try scene.value("offset", "y", at: t), offset.value(at: t)), "offset at \(t)")
      #expect(near(try scene.value("scaleEffect", "x", at: t), scale.value(at: t)), "scale at \(t)")
    }
    // The scale phase changes nothing, so the initial phase starts at once and springs back
    // (.smooth) from −64 and 1.5, taking over the ease-in-out that ends at that very instant: with
    // no velocity left, that is the same motion as a spring starting at rest.
    var back = AnimatedValue(-64.0), shrink = AnimatedValue(1.5)
    back.set(0, at: tap + 0.3, animation: .smooth)
    shrink.set(1, at: tap + 0.3, animation: .smooth)
    // The move phase ends exactly on its values.
    #expect(try scene.value("offset", "y", at: tap + 0.3) == -64)
    #expect(near(try scene.value("scaleEffect", "x", at: tap + 0.3), 1.5))
    for t in [tap + 0.35, tap + 0.45, tap + 0.7, 1.5] {
      #expect(near(try scene.value("offset", "y", at: t), back.value(at: t)), "offset at \(t)")
      #expect(near(try scene.value("scaleEffect", "x", at: t), shrink.value(at: t)), "scale at \(t)")
    }
    // Home, at rest, by the end of the scene.
    #expect(try scene.value("offset", "y", at: 1.99) == 0)
  }

  @Test func wwdcReactionScalesMovesAndTurnsRed() throws {
    let scene = try LoadedScene("reaction-phases-wwdc")
    let tap = try #require(scene.taps.first)
    let offsets = [0.0, -64, -64], scales = [1.0, 1.1, 1.8]
    let animations: [Animation] = [.smooth, .easeInOut(duration: 0.3), .spring(duration: 0.3, bounce: 0.7)]
    let s = try schedule(3, .triggered(at: [tap]), until: 2) { animations[$0] }
    #expect(s.steps.map(\.phase) == [1, 2, 0])
    #expect(near(s.steps[1].start, tap + 0.3) && near(s.steps[2].start, tap + 0.6))
    let offset = s.animatedValue { offsets[$0] }, scale = s.animatedValue { scales[$0] }
    for t in [0.05, tap + 0.1, tap + 0.3, tap + 0.45, tap + 0.6, tap + 0.8, 1.2, 1.79] {
      #expect(near(try scene.value("offset", "y", at: t), offset.value(at: t)), "offset at \(t)")
      #expect(near(try scene.value("scaleEffect", "x", at: t), scale.value(at: t)), "scale at \(t)")
    }
    // Gray at rest, red once the move phase is over (the scale phase leaves the colour alone).
    let red = Color.red.rgba, gray = Color.gray.rgba
    let mid = try scene.values("foregroundStyle", "rgba", at: tap + 0.45)
    #expect(zip(mid, [red.red, red.green, red.blue, red.alpha]).allSatisfy { near($0, $1, 1e-6) }, "\(mid)")
    let rest = try scene.values("foregroundStyle", "rgba", at: 0.05)
    #expect(zip(rest, [gray.red, gray.green, gray.blue, gray.alpha]).allSatisfy { near($0, $1, 1e-6) }, "\(rest)")
  }

  // MARK: Seed 002 corner radii

  @Test func elevenStepsReachEachPhaseValueAtItsBoundary() throws {
    let scene = try LoadedScene("phase-eleven-steps")
    let phases = stride(from: 10.0, through: 60, by: 5).map { $0 }
    let s = try schedule(phases.count, .continuous(start: 0), until: 3.5) { .easeInOut(duration: 5 / phases[$0]) }
    var checked = 0
    for (k, step) in s.steps.enumerated() where k > 0 && step.start <= 3.5 {
      // The next phase starts exactly when the previous one's curve is done: the radius is its value.
      let previous = phases[s.steps[k - 1].phase]
      #expect(near(try #require(cornerRadii(scene, at: step.start).first), previous), "boundary \(k) at \(step.start)")
      checked += 1
    }
    #expect(checked >= 5)
    // The overlay shows the phase animated to, at once.
    for t in [0.0, 0.4, 1.1, 2.5] {
      #expect(try scene.shownTexts(t) == ["\(Int(phases[s.phase(at: t)]))"], "text at \(t)")
    }
  }

  @Test func cornerRadiusPairFollowsTheDefaultAnimationAndTextNeverWraps() throws {
    let scene = try LoadedScene("phase-corner-radius")
    let left = try schedule(2, .continuous(start: 0), until: 4) { _ in .default }
    let right = try schedule(4, .continuous(start: 0), until: 4) { _ in .default }
    let leftRadius = left.animatedValue { $0 == 0 ? 10.0 : 30 }
    let rightRadius = right.animatedValue { [10.0, 20, 30, 40][$0] }
    for t in [0.0, 0.2, 0.5, 0.9, 1.0, 1.7, 2.6, 3.9] {
      let radii = try cornerRadii(scene, at: t)
      try #require(radii.count == 2)
      #expect(near(radii[0], leftRadius.value(at: t)), "left at \(t)")
      #expect(near(radii[1], rightRadius.value(at: t)), "right at \(t)")
    }
    // Every drawn text run is a whole label (the animating frame never wraps "30" into "3" / "0").
    let labels: Set<String> = ["true", "false", "10", "20", "30", "40"]
    for t in stride(from: 0.0, through: 4, by: 0.1) {
      let runs = try scene.texts(t)
      #expect((2...4).contains(runs.count) && runs.allSatisfy(labels.contains), "at \(t): \(runs)")
    }
  }

  @Test func buttonTriggeredCycleRunsOnceAndReturns() throws {
    let scene = try LoadedScene("phase-button-trigger")
    let tap = try #require(scene.taps.first)
    let phases = [10.0, 20, 30, 40, 50, 60]
    let s = try schedule(phases.count, .triggered(at: [tap]), until: 4) { _ in .default }
    #expect(s.steps.map(\.phase) == [1, 2, 3, 4, 5, 0])
    let radius = s.animatedValue { phases[$0] }
    #expect(try cornerRadii(scene, at: tap - 0.1) == [10])
    for t in [tap + 0.1, tap + 0.5, 1.4, 2.2, 3.0, 3.99] {
      #expect(near(try #require(cornerRadii(scene, at: t).first), radius.value(at: t)), "at \(t)")
    }
    #expect(try scene.shownTexts(3.99).contains("10"))
  }

  // MARK: Seed 001 overdue reminder

  @Test func overdueReminderIsExactlyRedAfterOneSecond() throws {
    let scene = try LoadedScene("overdue-reminder")
    let red = Color.red.rgba, primary = Color.primary.rgba
    let frame = try scene.inspect(1.0)
    // Both the symbol and the text carry the phase's colour.
    #expect(frame.nodes.count == 2)
    for node in frame.nodes {
      let rgba = try #require(node.modifiers.first { $0.name == "foregroundStyle" }?.values["rgba"])
      #expect(rgba == [red.red, red.green, red.blue, red.alpha], "\(node.kind): \(rgba)")
    }
    #expect(try scene.values("foregroundStyle", "rgba", at: 2.0) == [primary.red, primary.green, primary.blue, primary.alpha])
    #expect(try scene.values("foregroundStyle", "rgba", at: 3.0) == [red.red, red.green, red.blue, red.alpha])
    // In between, the colour follows the ease-in-out in the perceptual space (the engine's
    // ResolvedColor animatable data), both ways.
    let s = try schedule(2, .continuous(start: 0), until: 4) { _ in .easeInOut(duration: 1) }
    func data(_ c: RGBAColor) -> ResolvedColor.AnimatableData {
      ResolvedColor(red: Float(c.red), green: Float(c.green), blue: Float(c.blue), opacity: Float(c.alpha)).animatableData
    }
    let colour = s.animatedValue { $0 == 0 ? data(primary) : data(red) }
    for t in [0.3, 0.5, 1.4, 2.75] {
      let c = ResolvedColor(animatableData: colour.value(at: t), in: EngineChoices.colorInterpolationSpace)
      let expected = [c.red, c.green, c.blue, c.opacity].map { min(1, max(0, Double($0))) }
      let got = try scene.values("foregroundStyle", "rgba", at: t)
      #expect(zip(got, expected).allSatisfy { abs($0 - $1) < 1e-6 }, "at \(t): \(got) vs \(expected)")
    }
  }

  // MARK: Seed 002 cardinal points

  @Test func cardinalPointsAngleFollowsTheScheduleAtLogicalCompletions() throws {
    let scene = try LoadedScene("cardinal-points")
    let degrees = [0.0, 90, 180, 270, 360].map { $0 - 45 }
    let s = try schedule(5, .continuous(start: 0), until: 3) { $0 == 0 ? .linear(duration: 0) : .bouncy(extraBounce: 0.2) }
    let angle = s.animatedValue { angleData(degrees[$0]) }
    // Each bouncy step is logically complete after its 0.5 s duration; north_360 → north jumps.
    // (The schedule's first entry is the appearance at phase 0.)
    let starts = s.steps.dropFirst().prefix(6).map(\.start)
    #expect(zip(starts, [0, 0.5, 1, 1.5, 2, 2]).allSatisfy { near($0, $1) }, "\(starts)")
    for step in s.steps where step.start < 3 {
      for t in [step.start, step.start + 0.2] where t < 3 {
        let expected = angle.value(at: t) / 128 * 180 / .pi
        #expect(near(try scene.value("rotationEffect", "degrees", at: t), expected, 1e-9), "at \(t)")
      }
    }
    #expect(try scene.inspect(0).nodes.first?.symbol == "location.circle.fill")
  }

  // MARK: Seed 002 moon phases

  private let moons = "🌕🌖🌗🌘🌑🌒🌓🌔".map { String($0) }

  @Test func moonPhasesStepEverySecondWithTheOpacityWorkaround() throws {
    let scene = try LoadedScene("moon-phases")
    let s = try schedule(8, .continuous(start: 0), until: 8) { _ in .easeInOut(duration: 1) }
    let opacity = s.animatedValue { $0 % 2 == 0 ? 1.0 : 0.99 }
    for t in [0.25, 0.5, 1.0, 2.75, 4.5, 7.9] {
      #expect(try scene.shownTexts(t) == [moons[s.phase(at: t)]], "text at \(t)")
      #expect(near(try scene.value("opacity", "value", at: t), opacity.value(at: t)), "opacity at \(t)")
    }
    // Each step's text change cross-fades with the step's ease-in-out (SwiftUI's default content transition).
    var fade = AnimatedValue(0.0)
    fade.set(1, at: s.steps[2].start, animation: .easeInOut(duration: 1))
    let t = s.steps[2].start + 0.3
    let nodes = try scene.inspect(t).nodes
    #expect(nodes.map(\.text) == [moons[1], moons[2]])
    let opacities = nodes.compactMap { $0.modifiers.first { $0.name == "contentTransition" }?.values["opacity"]?.first }
    #expect(opacities.count == 2 && near(opacities[1], fade.value(at: t)) && near(opacities[0], 1 - fade.value(at: t)), "\(opacities)")
  }

  @Test func moonTransitionScalesOldOutAndNewIn() throws {
    let scene = try LoadedScene("moon-phases-transition")
    var progress = AnimatedValue(0.0)
    progress.set(1, at: 0, animation: .easeInOut(duration: 1))
    for t in [0.0, 0.25, 0.5, 0.9] {
      let nodes = try scene.inspect(t).nodes
      let incoming = try #require(nodes.first { $0.text == moons[1] })
      let outgoing = try #require(nodes.first { $0.text == moons[0] })
      let p = progress.value(at: t)
      #expect(near(try #require(incoming.modifiers.first { $0.name == "scaleEffect" }?.values["x"]?.first), p), "in at \(t)")
      #expect(near(try #require(outgoing.modifiers.first { $0.name == "scaleEffect" }?.values["x"]?.first), 1 - p), "out at \(t)")
    }
    // The transition's start (scale 0) renders: a singular transform draws nothing instead of failing.
    let rasterizer = try CairoRasterizer()
    for t in [0.0, 1.0, 2.0] { _ = try rasterizer.render(scene.displayList(t), scale: 1) }
  }

  // MARK: Seed 000 two-phase bounces

  @Test func twoPhaseBounceLoopsWithTheDefaultAnimation() throws {
    let scene = try LoadedScene("two-phase-bounce")
    let s = try schedule(2, .continuous(start: 0), until: 2) { _ in .default }
    let offset = s.animatedValue { $0 == 0 ? 0.0 : -40 }
    // The first step (after the appearance entry) lasts the default spring's 0.5 s response.
    #expect(s.steps.count > 2 && near(s.steps[2].start, 0.5))
    for t in [0.0, 0.1, 0.3, 0.6, 1.0, 1.5, 1.95] {
      #expect(near(try scene.value("offset", "y", at: t), offset.value(at: t)), "at \(t)")
    }
  }

  @Test func triggeredTwoPhaseBounceRunsOneCyclePerTap() throws {
    let scene = try LoadedScene("two-phase-bounce-triggered")
    let s = try schedule(2, .triggered(at: scene.taps), until: 2.5) { _ in .default }
    let offset = s.animatedValue { $0 == 0 ? 0.0 : -40 }
    #expect(try scene.value("offset", "y", at: 0.2) == 0)
    for t in [0.3, 0.5, 0.8, 1.2, 1.55, 1.9, 2.4] {
      #expect(near(try scene.value("offset", "y", at: t), offset.value(at: t)), "at \(t)")
    }
  }

  @Test func bouncyTwoPhaseBounceUsesItsAnimationClosure() throws {
    let scene = try LoadedScene("two-phase-bounce-bouncy")
    let s = try schedule(2, .triggered(at: scene.taps), until: 2.5) { $0 == 1 ? .bouncy : .default }
    let offset = s.animatedValue { $0 == 0 ? 0.0 : -40 }
    // Up with .bouncy (logically complete after 0.5 s), then down with .default.
    #expect(near(try #require(s.steps.dropFirst().first).start, scene.taps[0] + 0.5))
    for t in [0.3, 0.5, 0.75, 0.9, 1.3, 1.6, 2.0, 2.45] {
      #expect(near(try scene.value("offset", "y", at: t), offset.value(at: t)), "at \(t)")
    }
  }
}
