import Foundation
import Graphics
import Testing
@testable import ViewRuntime

/// A frame between events draws the kept tree with only the moving attributes run again
/// (``FrameCache``): it must draw exactly what resolving the whole tree at that time draws.
@Suite("Frame cache")
struct FrameCacheTests {
  /// A row of dots, each looping its own phase animation (scale, opacity, offset, colour), and a text
  /// whose colour loops.
  func dots(_ count: Int) -> some View {
    HStack(spacing: 4) {
      ForEach(0..<count, id: \.self) { i in
        RoundedRectangle(cornerRadius: 2)
          .fill(Color.blue)
          .frame(width: 12, height: 12)
          .phaseAnimator([false, true]) { content, on in
            content
              .scaleEffect(on ? 1.4 : 0.6)
              .opacity(on ? 1 : 0.35)
              .offset(y: on ? -6 : 6)
              .foregroundStyle(on ? Color.red : Color.blue)
          } animation: { _ in .easeInOut(duration: 0.3 + Double(i) * 0.07) }
      }
      // A colour handed down through the environment: the text below is resolved again each frame.
      Text("Aa").phaseAnimator([false, true]) { content, on in
        content.foregroundStyle(on ? Color.red : Color.blue).scaleEffect(on ? 1.2 : 1)
      } animation: { _ in .linear(duration: 0.4) }
    }
  }

  /// A tap-driven change, a spring that keeps moving between events, a transition and a text.
  func tapped() -> some View {
    let on = StateKey("on", false)
    return Component("Tapped", state: on) { s in
      VStack {
        Text(s[on] ? "On" : "Off")
        Circle().frame(width: 30, height: 30).offset(x: s[on] ? 40 : -40).rotationEffect(.degrees(s[on] ? 90 : 0))
        if s[on] { Rectangle().frame(width: 20, height: 20).transition(.scale) }
      }
      .onTapGesture { withAnimation(.bouncy) { s[on].toggle() } }
    }
  }

  /// Every frame from one runtime (kept frames between events) equals a fresh runtime's frame at that
  /// time (resolved from scratch), display list and inspection both; and so does every frame of a
  /// runtime whose frames are only drawn, as renders draw them (kept frames drawn in parts).
  @discardableResult
  func expectSameFrames(_ view: @autoclosure () -> some View, taps: [Double] = [], times: [Double],
                        size: CGSize = CGSize(width: 300, height: 200)) throws -> (inspected: SceneRuntime, drawn: SceneRuntime) {
    let kept = try SceneRuntime(root: view(), canvasSize: size, taps: taps, measurer: FixedTextMeasurer())
    let drawn = try SceneRuntime(root: view(), canvasSize: size, taps: taps, measurer: FixedTextMeasurer())
    for t in times {
      let fresh = try SceneRuntime(root: view(), canvasSize: size, taps: taps, measurer: FixedTextMeasurer())
      let (keptList, keptNodes) = try kept.render(at: t)
      let (freshList, freshNodes) = try fresh.render(at: t)
      let drawnList = try drawn.render(at: t, inspects: false).0
      // Compared first, so a failure names the time rather than printing both lists.
      let sameList = keptList == freshList, sameNodes = keptNodes.nodes == freshNodes.nodes, sameDrawn = drawnList == freshList
      #expect(sameList, "display list at \(t)")
      #expect(sameNodes, "inspection at \(t)")
      #expect(sameDrawn, "display list drawn without inspection at \(t)")
    }
    return (kept, drawn)
  }

  @Test func phaseLoopsDrawAsResolvedFromScratch() throws {
    let times = (0...90).map { Double($0) / 60 }
    let rt = try expectSameFrames(dots(8), times: times).inspected
    // Phase steps only replace their animator's subtree, so most frames are kept ones.
    #expect(rt.keptFrames > times.count / 2, "kept \(rt.keptFrames) of \(times.count)")
  }

  /// A phase step's subtree goes into the kept tree as the step resolved and recorded it: the next
  /// frame replays its moving views at its own time instead of resolving the subtree again.
  @Test func phaseStepsAreTakenAsRecorded() throws {
    let times = (0...90).map { Double($0) / 60 }
    let rt = try expectSameFrames(dots(8), times: times).inspected
    // Each of the nine animators steps at least twice after the first frame (durations 0.3–0.79 s).
    #expect(rt.adoptedSteps >= 18, "\(rt.adoptedSteps) steps taken")
  }

  /// Phase content that a frame draws otherwise than its step resolves it: a view that comes and goes
  /// with a transition, a text that cross-fades. Between steps the frames are kept, and
  /// they still draw what resolving from scratch draws: a step whose subtree a frame would draw
  /// otherwise is resolved again rather than taken.
  @Test func phaseContentAFrameDrawsOtherwiseDrawsAsResolvedFromScratch() throws {
    // Shown in one phase of four, in a frame that keeps its size: its steps are laid out alone.
    let leaving = Rectangle().fill(Color.red).frame(width: 20, height: 20).phaseAnimator([0, 1, 2, 3]) { content, phase in
      Circle().frame(width: 10, height: 10).offset(y: Double(phase) * 2).overlay {
        if phase == 1 { content.transition(.scale) }
      }
    } animation: { _ in .easeInOut(duration: 0.3) }
    // The text changes at two steps of four: the frames between the others are kept.
    let fading = Text("Aa").phaseAnimator([0, 1, 2, 3]) { _, phase in
      Text(phase == 1 ? "On" : "Off").opacity(phase == 3 ? 1 : 0.6)
    } animation: { _ in .linear(duration: 0.25) }
    let times = (0...120).map { Double($0) / 60 }
    for (name, view) in [("leaving", AnyView(leaving)), ("fading", AnyView(fading))] {
      let rt = try expectSameFrames(view, times: times).inspected
      #expect(rt.keptFrames > 10, "\(name): kept \(rt.keptFrames) of \(times.count)")
    }
  }

  /// Animators inside animators: an outer step takes the inner animators' subtrees with its own.
  @Test func nestedAnimatorStepsAreTakenAsRecorded() throws {
    let nested = HStack {
      ForEach(0..<3, id: \.self) { i in
        Circle().frame(width: 12, height: 12)
          .phaseAnimator([false, true]) { content, on in content.offset(x: on ? 5 : 0).opacity(on ? 1 : 0.5) }
          animation: { _ in .linear(duration: 0.2 + Double(i) * 0.1) }
      }
    }
    .phaseAnimator([false, true]) { content, on in content.rotationEffect(.degrees(on ? 10 : 0)) }
    animation: { _ in .easeInOut(duration: 0.45) }
    let rt = try expectSameFrames(nested, times: (0...100).map { Double($0) / 60 }).inspected
    #expect(rt.adoptedSteps >= 6, "\(rt.adoptedSteps) steps taken")
  }

  @Test func tapsSpringsAndTransitionsDrawAsResolvedFromScratch() throws {
    let times = (0...150).map { Double($0) / 50 }
    try expectSameFrames(tapped(), taps: [0.5, 1.7, 1.8], times: times)
  }

  @Test func theSeedScenesDrawAsResolvedFromScratch() throws {
    let times = (0...120).map { Double($0) / 40 }
    try expectSameFrames(reactionView(), taps: [0.2, 1.1], times: times)
    try expectSameFrames(keyframeAnimationView(), taps: [0.2, 1.6], times: times)
    try expectSameFrames(simpleAnimationView(withCompletion: true), taps: [0.3], times: times)
  }

  /// Drawing modifiers over one animated attribute (``SlotEffect``) are brought to a kept frame's time
  /// from their attribute's record alone, and draw what resolving them again draws: each effect, and
  /// a chain of them, in loops of different lengths.
  @Test func slotEffectsDrawAsResolvedFromScratch() throws {
    let view = HStack(spacing: 6) {
      ForEach(0..<5, id: \.self) { i in
        Circle()
          .fill(Color.orange)
          .frame(width: 14, height: 14)
          .phaseAnimator([false, true]) { content, on in
            content
              .rotationEffect(.degrees(on ? 90 : 0), anchor: .topLeading)
              .blur(radius: on ? 3 : 0)
              .scaleEffect(x: on ? 1.5 : 1, y: on ? 0.5 : 1)
              .opacity(on ? 0.2 : 1)
              .offset(x: on ? 4 : -4)
          } animation: { _ in .easeInOut(duration: 0.25 + Double(i) * 0.05) }
      }
    }
    let times = (0...80).map { Double($0) / 60 }
    let rt = try expectSameFrames(view, times: times).inspected
    // Five slot effects per dot, in the frames kept between the dots' steps.
    #expect(rt.keptFrames > times.count / 2, "kept \(rt.keptFrames) of \(times.count)")
    #expect(rt.slotUpdates >= rt.keptFrames * 5, "\(rt.slotUpdates) slot updates in \(rt.keptFrames) kept frames")
  }

  /// A frame only drawn (`inspects: false`, as renders are) draws what an inspected frame draws, and
  /// records no inspect nodes.
  @Test func framesDrawnWithoutInspectionDrawTheSame() throws {
    let size = CGSize(width: 300, height: 200)
    for make in [{ try SceneRuntime(root: dots(6), canvasSize: size, measurer: FixedTextMeasurer()) },
                 { try SceneRuntime(root: tapped(), canvasSize: size, taps: [0.3, 1.2], measurer: FixedTextMeasurer()) },
                 { try SceneRuntime(root: reactionView(), canvasSize: size, taps: [0.2], measurer: FixedTextMeasurer()) }] {
      let drawn = try make(), inspected = try make()
      for t in (0...60).map({ Double($0) / 30 }) {
        let (list, inspection) = try drawn.render(at: t, inspects: false)
        let same = try list == inspected.render(at: t).0
        #expect(same, "display list at \(t)")
        #expect(inspection.nodes.isEmpty)
      }
    }
  }

  /// An event drops the kept tree, and frames with a transition running are not kept; once the scene
  /// settles, its frames are kept again.
  @Test func eventsDropTheKeptTree() throws {
    let rt = try SceneRuntime(root: tapped(), canvasSize: CGSize(width: 300, height: 200), taps: [0.5],
                              measurer: FixedTextMeasurer())
    _ = try rt.render(at: 0.1)
    _ = try rt.render(at: 0.2)
    #expect(rt.keptFrames == 1)
    // After the tap the square scales in: a transition runs, so those frames are resolved anew.
    for t in [0.6, 0.65, 0.7] { _ = try rt.render(at: t) }
    #expect(rt.keptFrames == 1)
    var t = 0.75
    while try rt.isAnimating(at: t) { _ = try rt.render(at: t); t += 0.1 }
    // Settled: one frame records the tree, the next ones draw it.
    _ = try rt.render(at: t)
    let kept = rt.keptFrames
    _ = try rt.render(at: t + 0.1)
    _ = try rt.render(at: t + 0.2)
    #expect(rt.keptFrames == kept + 2)
  }

  /// A keyframe timeline builds its content every frame: no frame of it is kept.
  @Test func keyframeContentIsNeverKept() throws {
    let view = Color.red.frame(width: 10, height: 10).keyframeAnimator(initialValue: 0.0, repeating: true) { content, v in
      content.offset(x: v)
    } keyframes: { _ in
      KeyframeTrack { LinearKeyframe(100.0, duration: 1) }
    }
    let rt = try SceneRuntime(root: view, canvasSize: CGSize(width: 200, height: 50), measurer: FixedTextMeasurer())
    for i in 0...10 { _ = try rt.render(at: Double(i) / 10) }
    #expect(rt.keptFrames == 0)
  }
}
