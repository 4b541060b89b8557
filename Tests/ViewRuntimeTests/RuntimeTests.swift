import Foundation
import Testing
@testable import ViewRuntime

@Suite("Update runtime")
struct RuntimeTests {
  func runtime(_ view: some View, taps: [Double] = []) throws -> SceneRuntime {
    try SceneRuntime(root: view, canvasSize: CGSize(width: 300, height: 300), taps: taps, measurer: FixedTextMeasurer())
  }

  @Test func triggeredPhaseAnimatorStepsOnLogicalCompletion() throws {
    let tap = 1.0
    let rt = try runtime(reactionView(), taps: [tap])
    // Independent expectation: AnimatedValues set at the steps' times worked out from the rules
    // (PhaseStepTests): phase 1 at the tap, phase 2 when the move's easeInOut(0.3) is done (1.3),
    // phase 0 when the scale spring's 0.3 s duration is over (1.6).
    let phases = ReactionPhase.allCases
    var offset = AnimatedValue(0.0), scale = AnimatedValue(1.0)
    for (time, phase) in [(1.0, 1), (1.3, 2), (1.6, 0)] {
      offset.set(phases[phase].verticalOffset, at: time, animation: phases[phase].animation)
      scale.set(phases[phase].scale, at: time, animation: phases[phase].animation)
    }
    for t in [0.0, 0.5, 1.0, 1.1, 1.2, 1.3, 1.45, 1.6, 1.75, 2.1, 2.6, 4.0] {
      let ins = try rt.inspect(at: t)
      #expect(ins.modifier("offset", "y") == offset.value(at: t), "offset at \(t)")
      #expect(ins.modifier("scaleEffect", "x") == scale.value(at: t), "scale at \(t)")
    }
    // Phase boundaries: the ease-in-out move ends exactly at −64 when the scale phase starts.
    #expect(try rt.inspect(at: 1.3).modifier("offset", "y") == -64)
    #expect(try rt.inspect(at: 0.99).modifier("offset", "y") == 0)
  }

  @Test func continuousTwoPhaseLoop() throws {
    let view = Text("Eat!").phaseAnimator([false, true]) { content, on in
      content.opacity(on ? 1 : 0.5)
    } animation: { _ in .easeInOut(duration: 1.0) }
    let rt = try runtime(view)
    let curve = UnitCurve.easeInOut
    for t in [0.0, 0.25, 0.5, 0.9, 1.0, 1.3, 1.5, 2.0, 2.7, 5.25] {
      let cycle = t.truncatingRemainder(dividingBy: 2)
      let expected = cycle <= 1 ? 0.5 + 0.5 * curve.value(at: cycle) : 1 - 0.5 * curve.value(at: cycle - 1)
      let got = try #require(rt.inspect(at: t).modifier("opacity", "value"))
      #expect(abs(got - expected) < 1e-9, "opacity at \(t): \(got) vs \(expected)")
    }
  }

  @Test func phaseColourAnimatesInThePerceptualSpace() throws {
    let view = Text("Eat!").phaseAnimator([false, true]) { content, on in
      content.foregroundStyle(on ? .red : .primary)
    } animation: { _ in .easeInOut(duration: 1.0) }
    let rt = try runtime(view)
    let f = UnitCurve.easeInOut.value(at: 0.3)
    let mixed = ResolvedColor(red: 0, green: 0, blue: 0).mix(
      with: ResolvedColor(red: 1, green: 0.231, blue: 0.188), by: f, in: .perceptual)
    let rgba = try #require(rt.inspect(at: 0.3).nodes[0].modifiers.first?.values["rgba"])
    #expect(abs(rgba[0] - Double(mixed.red)) < 1e-4 && abs(rgba[1] - Double(mixed.green)) < 1e-4)
    #expect(abs(rgba[2] - Double(mixed.blue)) < 1e-4 && abs(rgba[3] - 1) < 1e-4)
  }

  @Test func keyframeAnimatorMatchesTheTimelineExactly() throws {
    let tap = 0.5
    let rt = try runtime(keyframeAnimationView(), taps: [tap])
    let timeline = KeyframeTimeline(initialValue: AnimationValues()) { seedKeyframes() }
    for t in [0.0, 0.4, 0.5, 0.55, 0.7, 0.9, 1.1, 1.3, 1.66, 2.2, 3.0, 3.5, 4.0] {
      let v = t < tap ? AnimationValues() : timeline.value(time: t - tap)
      let ins = try rt.inspect(at: t)
      #expect(ins.modifier("rotationEffect", "degrees") == v.angle.radians * 180 / .pi, "angle at \(t)")
      #expect(ins.modifier("scaleEffect", "x", index: 0) == v.scale, "scale at \(t)")
      #expect(ins.modifier("scaleEffect", "y", index: 1) == v.verticalStretch, "stretch at \(t)")
      #expect(ins.modifier("offset", "y") == v.verticalOffset, "offset at \(t)")
    }
  }

  @Test func repeatingKeyframeAnimatorLoops() throws {
    let view = Text("x").keyframeAnimator(initialValue: 0.0, repeating: true) { content, v in
      content.offset(x: v)
    } keyframes: { _ in
      KeyframeTrack { LinearKeyframe(100.0, duration: 1.0); LinearKeyframe(0.0, duration: 1.0) }
    }
    let rt = try runtime(view)
    #expect(try rt.inspect(at: 0.25).modifier("offset", "x") == 25)
    #expect(try rt.inspect(at: 1.5).modifier("offset", "x") == 50)
    #expect(try rt.inspect(at: 4.75).modifier("offset", "x") == 75)
  }

  @Test func withAnimationTapAnimatesFromTheOldValue() throws {
    let rt = try runtime(simpleAnimationView(withCompletion: false), taps: [1.0])
    var expected = AnimatedValue(0.0)
    expected.set(-40, at: 1.0, animation: .bouncy)
    for t in [0.5, 1.0, 1.05, 1.2, 1.5, 2.0, 3.0] {
      #expect(try rt.inspect(at: t).modifier("offset", "y") == expected.value(at: t), "offset at \(t)")
    }
    #expect(try rt.inspect(at: 1.2).modifier("offset", "y")! < -20)
  }

  @Test func completionRunsWhenTheAnimationIsLogicallyComplete() throws {
    let rt = try runtime(simpleAnimationView(withCompletion: true), taps: [1.0])
    var expected = AnimatedValue(0.0)
    let handle = expected.set(-40, at: 1.0, animation: .bouncy)
    let done = try #require(handle.logicallyCompleteTime)
    #expect(abs(done - 1.5) < 1e-9)  // .bouncy: logically complete after its 0.5 s duration
    expected.set(0, at: done, animation: .default)
    for t in [1.2, 1.49, 1.5, 1.6, 1.8, 2.5] {
      #expect(try rt.inspect(at: t).modifier("offset", "y") == expected.value(at: t), "offset at \(t)")
    }
  }

  @Test func secondTapInterruptsARunningSpringContinuously() throws {
    let rt = try runtime(avatarView(), taps: [1.0, 1.2])
    var expected = AnimatedValue(1.0)
    expected.set(1.5, at: 1.0, animation: .bouncy)
    expected.set(1.0, at: 1.2, animation: .bouncy)
    // The fluid spring advances in 1/300 s steps, so differences are taken one step apart.
    let h = 1.0 / 300
    func scale(_ t: Double) throws -> Double { try #require(rt.inspect(at: t).modifier("scaleEffect", "x")) }
    for t in [1.1, 1.19, 1.2, 1.25, 1.4, 2.0] { #expect(try scale(t) == expected.value(at: t), "scale at \(t)") }
    // Value and velocity continuous across the interruption at 1.2 s.
    let before = try scale(1.2 - h), at = try scale(1.2), after = try scale(1.2 + h)
    let vBefore = (at - before) / h, vAfter = (after - at) / h
    #expect(vBefore > 1)  // still growing fast when interrupted
    #expect(abs(vAfter - vBefore) < 0.1 * abs(vBefore))
    #expect(abs(after - before) < 3 * h * abs(vBefore))
  }

  @Test func animationModifierAnimatesOnlyWhenItsValueChanges() throws {
    let flag = StateKey("flag", false)
    let view = Component("V", state: flag) { s in
      HStack {
        Rectangle().frame(width: 10, height: 10).offset(x: s[flag] ? 100 : 0).animation(.linear(duration: 1), value: s[flag])
        Rectangle().frame(width: 10, height: 10).offset(x: s[flag] ? 100 : 0)
      }
      .onTapGesture { s[flag].toggle() }
    }
    let rt = try runtime(view, taps: [1.0])
    let ins = try rt.inspect(at: 1.25)
    #expect(ins.modifier("offset", "x", node: 0) == 25)
    #expect(ins.modifier("offset", "x", node: 1) == 100)
  }

  @Test func tapsRunEveryActionInTreeOrder() throws {
    let log = StateKey("log", "")
    let view = Component("Log", state: log) { s in
      VStack {
        Text(s[log].isEmpty ? "-" : s[log]).onTapGesture { s[log] += "A" }
        Button("B") { s[log] += "B" }
      }
      .onTapGesture { s[log] += "C" }
    }
    let rt = try runtime(view, taps: [1, 2])
    #expect(try rt.inspect(at: 0.5).nodes[0].text == "-")
    #expect(try rt.inspect(at: 1.5).nodes[0].text == "CAB")
    #expect(try rt.inspect(at: 2).nodes[0].text == "CABCAB")
  }

  @Test func randomAccessMatchesSequentialRendering() throws {
    let sequential = try runtime(reactionView(), taps: [0.2, 1.0, 1.1])
    let times = stride(from: 0.0, through: 3.0, by: 1.0 / 30).map { $0 }
    let forward = try times.map { try sequential.displayList(at: $0) }
    let random = try runtime(reactionView(), taps: [0.2, 1.0, 1.1])
    for i in [60, 3, 45, 31, 90, 0, 33] {
      #expect(try random.displayList(at: times[i]) == forward[i], "frame \(i)")
    }
  }

  @Test func retriggerRestartsAtTheFirstPhaseFromTheCurrentValues() throws {
    let rt = try runtime(reactionView(), taps: [1.0, 1.4])
    // Phase 1 at 1.0, phase 2 at 1.3; the tap at 1.4 restarts at phase 1, then phase 2 at
    // 1.4 + 0.3 = 1.7 and phase 0 at 1.7 + 0.3 = 2.0.
    let phases = ReactionPhase.allCases
    var scale = AnimatedValue(1.0)
    for (time, phase) in [(1.0, 1), (1.3, 2), (1.4, 1), (1.7, 2), (2.0, 0)] {
      scale.set(phases[phase].scale, at: time, animation: phases[phase].animation)
    }
    for t in [1.35, 1.4, 1.5, 1.7, 2.0, 2.5] {
      #expect(try rt.inspect(at: t).modifier("scaleEffect", "x") == scale.value(at: t), "scale at \(t)")
    }
  }

  @Test func badInputThrows() throws {
    #expect(throws: ViewRuntimeError.invalidCanvas(width: 0, height: 10)) {
      try SceneRuntime(root: Text("x"), canvasSize: CGSize(width: 0, height: 10), measurer: FixedTextMeasurer())
    }
    #expect(throws: ViewRuntimeError.invalidTime(-1)) { try runtime(Text("x"), taps: [-1]) }
    let rt = try runtime(Text("x"))
    #expect(throws: ViewRuntimeError.invalidTime(.infinity)) { try rt.displayList(at: .infinity) }
    let empty = try runtime(PhaseAnimator([Int]()) { _ in Text("x") })
    #expect(throws: ViewRuntimeError.noPhases(path: "")) { try empty.displayList(at: 0) }
  }
}

@Suite("Interpreter-facing nodes")
struct NodeAPITests {
  struct SceneFailure: Error, Equatable { var message: String }

  @Test func errorsThrownByClosuresEndTheRender() throws {
    let failing = ComponentNode(name: "Broken", state: []) { _ in throw SceneFailure(message: "index out of range") }
    let rt = try SceneRuntime(root: AnyView(node: .component(failing)), canvasSize: CGSize(width: 10, height: 10),
                              measurer: FixedTextMeasurer())
    #expect(throws: SceneFailure(message: "index out of range")) { try rt.displayList(at: 0) }

    let tap = ViewNode.modified(.text("x"), .onTapGesture(count: 1, action: { throw SceneFailure(message: "bad tap") }))
    let tapped = try SceneRuntime(root: AnyView(node: tap), canvasSize: CGSize(width: 10, height: 10), taps: [1],
                                  measurer: FixedTextMeasurer())
    #expect(try tapped.displayList(at: 0.5).items.count == 1)
    #expect(throws: SceneFailure(message: "bad tap")) { try tapped.displayList(at: 1) }
  }

  @Test func dynamicStateThroughNames() throws {
    // How an interpreter builds a stateful view: named slots, untyped values, a body closure.
    let node = ComponentNode(name: "Counter", state: [StateSlot(name: "count", initialValue: 0)]) { s in
      let count = s.get("count")?.base as? Int ?? 0
      return .modified(.text("\(count)"), .onTapGesture(count: 1) { s.set("count", count + 1) })
    }
    let rt = try SceneRuntime(root: AnyView(node: .component(node)), canvasSize: CGSize(width: 100, height: 100),
                              taps: [1, 2, 3], measurer: FixedTextMeasurer())
    #expect(try rt.inspect(at: 2.5).nodes[0].text == "2")
  }
}

@Suite("SwiftUI Lab PhaseAnimator article")
struct SwiftUILabTests {
  @Test func triggeredCycleAnimatesToEachPhaseWithItsOwnDuration() throws {
    let animate = StateKey("animate", false)
    let view = Component("ExampleView", state: animate) { s in
      VStack {
        PhaseAnimator([10.0, 20, 30, 40, 50, 60], trigger: s[animate]) { phase in
          RoundedRectangle(cornerRadius: phase).fill(.yellow).frame(width: 120, height: 120)
            .overlay { Text("\(Int(phase))") }
        } animation: { phase in .easeInOut(duration: 10 / phase) }
        .font(.largeTitle).fontWeight(.bold).foregroundColor(.white)
        Button("Animate") { s[animate].toggle() }
      }
    }
    let rt = try SceneRuntime(root: view, canvasSize: CGSize(width: 300, height: 300), taps: [1], measurer: FixedTextMeasurer())
    // "You will see … 20, 30, 40, 50, 60, 10": each step lasts 10/phase seconds of the phase animated to.
    var t = 1.0
    for phase in [20.0, 30, 40, 50, 60, 10] {
      t += 10 / phase
      let ins = try rt.inspect(at: t)
      let radius = try #require(ins.nodes.first { $0.shape == "RoundedRectangle" }?.cornerRadius)
      #expect(abs(radius - phase) < 1e-9, "at \(t)")
    }
    #expect(try rt.inspect(at: 0.5).nodes.first { $0.shape == "RoundedRectangle" }?.cornerRadius == 10)
    #expect(try rt.inspect(at: 9).nodes.first { $0.shape == "RoundedRectangle" }?.cornerRadius == 10)
  }
}

@Suite("Activity")
struct ActivityTests {
  @Test func isAnimatingUntilTheSpringSettles() throws {
    let rt = try SceneRuntime(root: simpleAnimationView(withCompletion: false), canvasSize: CGSize(width: 100, height: 100),
                              taps: [1], measurer: FixedTextMeasurer())
    var probe = AnimatedValue(0.0)
    let finished = try #require(probe.set(-40, at: 1, animation: .bouncy).finishedTime)
    #expect(try rt.isAnimating(at: 0.5) == false)
    #expect(try rt.nextEventTime(after: 0.5) == 1)
    #expect(try rt.isAnimating(at: 1.2) == true)
    #expect(try rt.isAnimating(at: finished + 0.01) == false)
    #expect(try rt.nextEventTime(after: finished + 0.01) == nil)
  }
}
