import Foundation
import Testing
import ViewRuntime
import CairoRenderer

/// Phase-animator scenes against step times worked out by hand from SwiftUI's rules
/// (https://developer.apple.com/documentation/swiftui/phaseanimator; the runtime's own checks are
/// `Tests/ViewRuntimeTests/PhaseStepTests`): a phase starts when the animation into the one before
/// it is logically complete (a curve after its duration; a spring, `.default` and `.bouncy` included,
/// after its `duration`, 0.5 s for those; found by a search, so not to the last bit). Values between
/// steps are the engine's `AnimatedValue`s set at those times.
@Suite("Phase scenes")
struct PhaseSceneTests {
  /// A value moved to `target(phase)` at each step `(time, phase)`, with `animation(phase)`.
  private func driven<V: VectorArithmetic>(_ steps: [(Double, Int)], _ target: (Int) -> V,
                                           _ animation: (Int) -> Animation?) -> AnimatedValue<V> {
    var value = AnimatedValue(target(0))
    for (time, phase) in steps { value.set(target(phase), at: time, animation: animation(phase)) }
    return value
  }

  /// A loop of `count` phases from time 0 whose every step lasts `duration`: phase 1 at 0, phase 2
  /// at `duration`, …, phase k mod count at (k − 1) × `duration`.
  private func loop(_ count: Int, every duration: Double, until end: Double) -> [(Double, Int)] {
    stride(from: 0.0, through: end, by: duration).enumerated().map { k, t in (t, (k + 1) % count) }
  }

  /// The phase of the latest step at or before `t` (phase 0 before the first).
  private func phase(at t: Double, _ steps: [(Double, Int)]) -> Int {
    steps.last { $0.0 <= t }?.1 ?? 0
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
    // Phase 1 at the tap; phase 2 after the move's 0.3 s. Phase 2 changes nothing, so it is complete
    // at once and phase 0 starts at that same time.
    #expect(tap == 0.2)
    let steps = [(0.2, 1), (0.2 + 0.3, 2), (0.2 + 0.3, 0)]
    let offset = driven(steps, { offsets[$0] }, { $0 == 2 ? nil : animations[$0] })
    let scale = driven(steps, { scales[$0] }, { $0 == 2 ? nil : animations[$0] })
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
    // Phase 1 at the tap (0.1), phase 2 after the move's easeInOut(0.3), phase 0 after the scale
    // spring's duration 0.3: 0.1, 0.4, 0.7.
    #expect(tap == 0.1)
    let steps = [(0.1, 1), (0.1 + 0.3, 2), (0.1 + 0.3 + 0.3, 0)]
    #expect(near(try #require(try scene.runtime.nextEventTime(after: 0.1)), steps[1].0, 1e-9))
    #expect(near(try #require(try scene.runtime.nextEventTime(after: steps[1].0)), steps[2].0, 1e-9))
    let offset = driven(steps, { offsets[$0] }, { animations[$0] }), scale = driven(steps, { scales[$0] }, { animations[$0] })
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
    // easeInOut(duration: 5/phase): phase 1 (15) at 0, phase 2 at 5/15, phase 3 at 5/15 + 5/20, …
    // (the step into phase k lasts 5/phases[k]), cycling until 3.5.
    var steps: [(Double, Int)] = [(0, 1)]
    while true {
      let (t, k) = steps[steps.count - 1], next = t + 5 / phases[k]
      if next > 3.5 { break }
      steps.append((next, (k + 1) % phases.count))
    }
    #expect(steps.count >= 6)
    for k in 1..<steps.count {
      // The next phase starts exactly when the previous one's curve is done: the radius is its value.
      let (start, _) = steps[k], previous = phases[steps[k - 1].1]
      #expect(near(try #require(cornerRadii(scene, at: start).first), previous), "boundary \(k) at \(start)")
    }
    // The overlay shows the phase animated to, at once.
    for t in [0.0, 0.4, 1.1, 2.5] {
      #expect(try scene.shownTexts(t) == ["\(Int(phases[phase(at: t, steps)]))"], "text at \(t)")
    }
  }

  @Test func cornerRadiusPairFollowsTheDefaultAnimationAndTextNeverWraps() throws {
    let scene = try LoadedScene("phase-corner-radius")
    // Both loop with .default (0.5 s per step).
    let leftRadius = driven(loop(2, every: 0.5, until: 4), { $0 == 0 ? 10.0 : 30 }, { _ in .default })
    let rightRadius = driven(loop(4, every: 0.5, until: 4), { [10.0, 20, 30, 40][$0] }, { _ in .default })
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
    // One cycle from the tap at 0.2, 0.5 s (.default) per step: phases 1…5 at 0.2, 0.7, …, 2.2, 0 at 2.7.
    #expect(tap == 0.2)
    let steps = (0..<6).map { k in (0.2 + 0.5 * Double(k), (k + 1) % 6) }
    #expect(near(try #require(try scene.runtime.nextEventTime(after: 2.2 + 1e-6)), steps[5].0, 1e-9))
    #expect(try scene.runtime.nextEventTime(after: 2.7 + 1e-6) == nil)
    let radius = driven(steps, { phases[$0] }, { _ in .default })
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
    // A loop with easeInOut(1): red from 0 to 1, primary from 1 to 2, and so on.
    let steps = loop(2, every: 1, until: 4)
    func data(_ c: RGBAColor) -> ResolvedColor.AnimatableData {
      ResolvedColor(red: Float(c.red), green: Float(c.green), blue: Float(c.blue), opacity: Float(c.alpha)).animatableData
    }
    let colour = driven(steps, { $0 == 0 ? data(primary) : data(red) }, { _ in .easeInOut(duration: 1) })
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
    // Each bouncy step is logically complete after its 0.5 s duration: phases 1…4 at 0, 0.5, 1, 1.5;
    // north_360 → north (phase 0) at 2 is linear(duration: 0), complete at once, so phase 1 again at
    // 2, then 2.5.
    let steps = [(0.0, 1), (0.5, 2), (1, 3), (1.5, 4), (2, 0), (2, 1), (2.5, 2)]
    let angle = driven(steps, { angleData(degrees[$0]) }, { $0 == 0 ? .linear(duration: 0) : .bouncy(extraBounce: 0.2) })
    var t = 0.0, events: [Double] = []
    while let next = try scene.runtime.nextEventTime(after: t), next < 3 { events.append(next); t = next }
    #expect(zip(events, [0.5, 1, 1.5, 2, 2.5]).allSatisfy { near($0, $1, 1e-6) } && events.count == 5, "\(events)")
    for (start, _) in steps {
      // Just after each step: at 2 itself the snap is a jump, and the search puts it a hair off 2.
      for t in [start + 1e-6, start + 0.2] where t < 3 {
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
    // easeInOut(1) per step: phase k mod 8 from k − 1 seconds on.
    let steps = loop(8, every: 1, until: 8)
    let opacity = driven(steps, { $0 % 2 == 0 ? 1.0 : 0.99 }, { _ in .easeInOut(duration: 1) })
    for t in [0.25, 0.5, 1.0, 2.75, 4.5, 7.9] {
      #expect(try scene.shownTexts(t) == [moons[phase(at: t, steps)]], "text at \(t)")
      #expect(near(try scene.value("opacity", "value", at: t), opacity.value(at: t)), "opacity at \(t)")
    }
    // Each step's text change cross-fades with the step's ease-in-out (SwiftUI's default content transition).
    var fade = AnimatedValue(0.0)
    fade.set(1, at: 1, animation: .easeInOut(duration: 1))  // the step into phase 2, at 1
    let t = 1.3
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
    // Each step lasts the default spring's 0.5 s duration: 0 up, 0.5 down, 1 up, …
    let offset = driven(loop(2, every: 0.5, until: 2), { $0 == 0 ? 0.0 : -40 }, { _ in .default })
    #expect(near(try #require(try scene.runtime.nextEventTime(after: 0)), 0.5, 1e-9))
    for t in [0.0, 0.1, 0.3, 0.6, 1.0, 1.5, 1.95] {
      #expect(near(try scene.value("offset", "y", at: t), offset.value(at: t)), "at \(t)")
    }
  }

  @Test func triggeredTwoPhaseBounceRunsOneCyclePerTap() throws {
    let scene = try LoadedScene("two-phase-bounce-triggered")
    // One cycle per tap (0.25, 1.5): up at the tap, down 0.5 s (.default) later.
    #expect(scene.taps == [0.25, 1.5])
    let offset = driven([(0.25, 1), (0.75, 0), (1.5, 1), (2, 0)], { $0 == 0 ? 0.0 : -40 }, { _ in .default })
    #expect(try scene.value("offset", "y", at: 0.2) == 0)
    for t in [0.3, 0.5, 0.8, 1.2, 1.55, 1.9, 2.4] {
      #expect(near(try scene.value("offset", "y", at: t), offset.value(at: t)), "at \(t)")
    }
  }

  @Test func bouncyTwoPhaseBounceUsesItsAnimationClosure() throws {
    let scene = try LoadedScene("two-phase-bounce-bouncy")
    // Up with .bouncy at each tap (0.25, 1.5), logically complete after 0.5 s; then down with .default.
    #expect(scene.taps == [0.25, 1.5])
    let offset = driven([(0.25, 1), (0.75, 0), (1.5, 1), (2, 0)], { $0 == 0 ? 0.0 : -40 }, { $0 == 1 ? .bouncy : .default })
    #expect(near(try #require(try scene.runtime.nextEventTime(after: 0.25)), 0.75, 1e-9))
    for t in [0.3, 0.5, 0.75, 0.9, 1.3, 1.6, 2.0, 2.45] {
      #expect(near(try scene.value("offset", "y", at: t), offset.value(at: t)), "at \(t)")
    }
  }
}
