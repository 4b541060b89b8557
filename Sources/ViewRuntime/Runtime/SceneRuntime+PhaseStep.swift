import AnimationEngine
import Foundation

extension SceneRuntime {
  /// A phase step: the animator's subtree is resolved again on its own and, if its new content
  /// answers layout as the old one did, laid out alone in its frame (otherwise the tree is laid out
  /// again). The next step comes when this one's animation is logically complete, or at once if the
  /// step changed nothing.
  func step(_ st: PhaseAnimatorState, at path: ViewIdentity, time: Double) throws {
    let count = max(1, st.phaseCount)
    st.phase = st.restart ? (st.restartSkipsFirst ? 2 : 1) % count : (st.phase + 1) % count
    // A single phase is a whole cycle each step (it changes nothing): like an unanimated loop, it rests.
    if st.restart || st.phase == 1 || count == 1 { st.cycleStart = time }
    if st.firstEntered[st.phase] == nil { st.firstEntered[st.phase] = time }
    st.restart = false
    st.nextStep = nil
    st.stepping = true
    defer { st.stepping = false }
    let old = st.resolved, frame = st.frame
    let pass = UpdatePass(state: state, time: time, subtree: path, runtime: self)
    var context = st.context
    context.transaction = Transaction()
    context.fresh = false
    // The saved context is the one inside the animator's node, a level below where it was met;
    // resolving the node again enters that level anew, so the depth must not grow step by step.
    context.depth = max(0, context.depth - 1)
    // With a kept frame, the step records its subtree for it (``FrameCache/adopt``), so the next frame
    // need not resolve it again.
    let cache = frameCache, recorder = cache == nil ? nil : FrameRecorder()
    pass.recorder = recorder
    let resolver = cache.map { $0.stepResolver(host: pass, recorder: recorder!) }
      ?? TreeResolver(measurer: measurer, host: pass, identities: identities, onUnknownSymbol: onUnknownSymbol, onWarning: warnOnce)
    let (taps, interactive) = (resolver.tapActions.count, resolver.interactions.count)
    let view = try state.objects.resolving { try resolver.resolve(.phaseAnimator(st.node), context) }
    recorder?.rootDone = true
    let addsTargets = resolver.tapActions.count > taps || resolver.interactions.count > interactive
    if addsTargets { tapActionsStale = true }
    var laidOutAlone = false
    if let old, let frame, SubtreeLayout.answersAlike(old, view, in: frame) {
      var builder = DisplayListBuilder(inspects: false)
      builder.geometry = { view, frame in pass.recordGeometry(view, frame) }
      try withExtendedLifetime(resolver) { try builder.place(view, in: frame) }
      laidOutAlone = true
    }
    for action in pass.commit(sweep: laidOutAlone) { state.completions.append((.at(time), action)) }
    var changed = !(pass.handlesByAnimator[path] ?? []).isEmpty
    if laidOutAlone {
      // Views that left draw as they transition out, and tap targets are collected from a whole frame.
      if let cache, let recorder {
        if !addsTargets, pass.droppedCount == 0, cache.adopt(step: path, view: view, recorder: recorder) {
          adoptedSteps += 1
        } else {
          cache.invalidate(animator: path)
        }
      }
    } else {
      // Its layout changed: the whole tree is updated and laid out at this step, as before.
      let layout = try update(at: time, transaction: Transaction())
      changed = changed || !(layout.handlesByAnimator[path] ?? []).isEmpty
    }
    if st.phase == 0 && (st.trigger != nil || time == st.cycleStart) {
      // A triggered cycle ends back at phase 0; a loop whose cycle took no time pauses.
      st.nextStep = nil
    } else if !changed || st.stepAnimation == nil {
      st.nextStep = time + EngineChoices.nonAnimatedPhaseDuration + EngineChoices.phaseAdvanceLatency
    } else {
      // The next phase starts when this step's own animation is logically complete (docs/choices.md,
      // "phase advance"), even where it merged with or was combined into a running one.
      st.nextStep = logicalDuration(of: st.stepAnimation).map { time + $0 + EngineChoices.phaseAdvanceLatency }
    }
    state.scheduler.schedule(st, at: path)
  }
}
