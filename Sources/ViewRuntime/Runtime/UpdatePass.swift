import AnimationEngine
import Foundation
import Graphics

/// One update at an event's time: the tree (or one phase animator's subtree) is re-evaluated and
/// every animatable attribute whose model value changed animates from its presentation value with
/// the transaction's animation (or jumps without one). Closures into scene code run only where
/// their inputs changed (see ``RuntimeState/body(of:context:)``).
///
/// A pass collects what it saw; ``commit()`` sweeps what vanished from the part it covered.
final class UpdatePass: ResolverHost {
  let state: RuntimeState
  let time: Double
  /// The phase animator whose subtree this pass covers; nil: the whole tree.
  let subtree: ViewIdentity?
  unowned let runtime: SceneRuntime

  var marks = ScopeIndex.Marks()
  var handles: [AnimationHandle] = []
  var handlesByAnimator: [ViewIdentity: [AnimationHandle]] = [:]
  var changedKeys: [ViewIdentity] = []
  var seenBoundaries: [ViewIdentity: Boundary] = [:]
  var containerTransactions: [ViewIdentity: Transaction] = [:]
  /// The stepping phase animator each container was met under, if any.
  var containerAnimators: [ViewIdentity: ViewIdentity] = [:]
  var seenLifecycle: Set<ViewIdentity> = []
  var seenGeometry: Set<ViewIdentity> = []
  var lifecycleActions: [() throws -> Void] = []
  var disappearActions: [ViewIdentity: () throws -> Void] = [:]
  /// Phase animators by the view their content resolved to (while the pass's tree is alive).
  private var phaseRoots: [ObjectIdentifier: [ViewIdentity]] = [:]
  /// A phase step's pass records what a kept frame needs of the subtree it resolves (``FrameCache/adopt``):
  /// the records its reads found, and anything a frame would draw otherwise than this pass resolves
  /// (running transitions, keyframes, timelines, cross-fades: the cache then resolves the subtree anew).
  var recorder: FrameRecorder?
  /// Identities the commit swept (views that left start transitioning out, which a frame draws).
  var droppedCount = 0

  init(state: RuntimeState, time: Double, subtree: ViewIdentity? = nil, runtime: SceneRuntime) {
    self.state = state
    self.time = time
    self.subtree = subtree
    self.runtime = runtime
  }

  var writtenColors: [[Double]: RGBAColor] {
    get { runtime.writtenColors }
    set { runtime.writtenColors = newValue }
  }

  func presentation(of key: ViewIdentity, model: [Double], context: ResolveContext) -> [Double] {
    marks.note(key, in: context.scope)
    if context.isDriven {
      recorder?.noteRead(nil)
      return model
    }
    let target = AnimatableVector(model)
    let record: AttributeRecord
    // Changed in place: a copy of the record would copy its whole history on every change.
    if let i = state.attributes.index(forKey: key), state.attributes.values[i].count == model.count {
      record = state.attributes.values[i]
      if record.model != target {
        let handle = record.value.set(target, at: time, animation: context.transaction.animation)
        record.model = target
        handles.append(handle)
        changedKeys.append(key)
        if let p = context.animatorPath { handlesByAnimator[p, default: []].append(handle) }
      }
    } else {
      record = AttributeRecord(count: model.count, model: target, value: AnimatedValue(target))
      state.attributes[key] = record
    }
    // As a frame's read (``PresentPass``) notes it; the kept frame's replays then draw its presented value.
    if let recorder {
      recorder.noteRead(record)
      if !record.isSettled(after: time) { recorder.liveReads += 1 }
    }
    return model
  }

  func presentation(of key: ViewIdentity, anyModel: any VectorArithmetic, context: ResolveContext) -> any VectorArithmetic {
    marks.note(key, in: context.scope)
    if context.isDriven { return anyModel }
    // This pass hands over the model, a frame the data moving towards it.
    defer { if let recorder, state.anyAttributes[key]?.isSettled(after: time) == false { recorder.uncacheable = true } }
    guard let i = state.anyAttributes.index(forKey: key) else {
      state.anyAttributes[key] = makeAnimatedRecord(anyModel)
      return anyModel
    }
    if let handle = state.anyAttributes.values[i].update(to: anyModel, at: time, animation: context.transaction.animation) {
      handles.append(handle)
      if let p = context.animatorPath { handlesByAnimator[p, default: []].append(handle) }
    } else if state.anyAttributes.values[i].presented(at: time, model: anyModel) == nil {
      // The data has another type now: start a fresh history.
      state.anyAttributes[key] = makeAnimatedRecord(anyModel)
    }
    return anyModel
  }

  func body(of component: ComponentNode, context: inout ResolveContext) throws -> ViewNode {
    marks.note(context.identity, in: context.scope)
    return try state.body(of: component, context: &context)
  }

  func phaseContent(of animator: PhaseAnimatorNode, outer: ResolveContext, context: inout ResolveContext) throws -> ViewNode {
    let path = context.identity
    if path != subtree {
      marks.note(path, in: context.scope)
      marks.nest(path, in: context.scope)
    }
    let st: PhaseAnimatorState
    if let existing = state.phases[path] {
      st = existing
      st.phaseCount = animator.phaseCount
      st.node = animator
      st.context = outer
      if let trigger = animator.trigger, trigger != st.trigger {
        // Each trigger change runs one cycle, restarting at phase 1 if one is running.
        st.trigger = trigger
        // The other public reading (EngineChoices.phaseRetriggerRestartsAtFirstPhase): a retrigger
        // while heading to phase 1 moves on to phase 2.
        st.restartSkipsFirst = !EngineChoices.phaseRetriggerRestartsAtFirstPhase && st.nextStep != nil && st.phase == 1
        st.restart = true
        st.nextStep = time
        state.scheduler.schedule(st, at: path)
      }
    } else {
      st = PhaseAnimatorState(node: animator, context: outer)
      state.phases[path] = st
      if animator.trigger == nil {  // loops from its appearance
        st.nextStep = time
        state.scheduler.schedule(st, at: path)
      }
    }
    let phase = st.shownPhase
    if st.stepping {
      st.stepAnimation = try animator.animation(phase)
      context.transaction = Transaction(animation: st.stepAnimation)
      context.animatorPath = path
    }
    context.scope = path
    return try state.phaseContent(of: animator, phase: phase, context: &context)
  }

  func keyframeValue(of animator: KeyframeAnimatorNode, context: ResolveContext) throws -> Any {
    let path = context.identity
    marks.note(path, in: context.scope)
    recorder?.uncacheable = true  // a frame reads the timeline at its own time
    if let st = state.keyframes[path] {
      if case .repeating(let repeating) = animator.mode, repeating != st.repeating {
        // `repeating` turned on: the timeline starts now; turned off: the initial value shows.
        st.repeating = repeating
        st.timeline = repeating ? try animator.timeline(animator.initialValue, nil) : nil
        st.start = time
      }
      if case .trigger(let trigger) = animator.mode, trigger != st.trigger {
        // Replays from the current value with the current velocity.
        let from = st.value(at: time), velocity = st.velocity(at: time)
        st.trigger = trigger
        st.timeline = try animator.timeline(from, velocity)
        st.start = time
      }
      return st.value(at: time)
    }
    let st: KeyframeAnimatorState
    switch animator.mode {
    case .trigger(let trigger):
      st = KeyframeAnimatorState(trigger: trigger, repeating: false, rest: animator.initialValue)
    case .repeating(let repeating):
      st = KeyframeAnimatorState(trigger: nil, repeating: repeating, rest: animator.initialValue)
      if repeating {
        st.timeline = try animator.timeline(animator.initialValue, nil)
        st.start = time
      }
    }
    state.keyframes[path] = st
    return st.value(at: time)
  }

  func lifecycle(at path: ViewIdentity, _ event: LifecycleEvent, context: ResolveContext) {
    marks.note(path, in: context.scope)
    seenLifecycle.insert(path)
    switch event {
    case .appear(let action):
      if !state.appeared.contains(path) { lifecycleActions.append(action) }
    case .disappear(let action):
      disappearActions[path] = action
    case .change(let value, let action):
      if let old = state.changeValues.updateValue(value, forKey: path), old != value {
        lifecycleActions.append { try action(old, value) }
      }
    case .task(let id, let start):
      task(at: path, id: id, start: start)
    case .receive(let source, let action):
      receive(at: path, from: source, action)
    }
  }

  func boundary(at path: ViewIdentity, container: ViewIdentity, outer: [ViewIdentity], node: ViewNode, transition: AnyTransition,
                context: ResolveContext, viewKey: ViewIdentity?) -> Double {
    marks.note(path, in: context.scope)
    seenBoundaries[path] = Boundary(container: container, outer: outer, node: node, context: context, transition: transition,
                                    viewKey: viewKey ?? path)
    marks.note(container, in: context.scope)
    containerTransactions[container] = context.transaction
    if let p = context.animatorPath { containerAnimators[container] = p }
    // An outer place keeps the transaction its own views met first (a nested view's may differ).
    for place in outer {
      marks.note(place, in: context.scope)
      if containerTransactions[place] == nil { containerTransactions[place] = context.transaction }
      if containerAnimators[place] == nil, let p = context.animatorPath { containerAnimators[place] = p }
    }
    // A view that comes with its block's place (a new row holding an `if` block) transitions in with it.
    if state.boundaries[path] == nil, ([container] + outer).contains(where: state.containers.contains),
       let animation = context.transaction.animation {
      var progress = AnimatedValue(0.0)
      let handle = progress.set(1, at: time, animation: animation)
      state.insertions[path] = progress
      // A transition is a change: a phase animator waits for it like for any animated value.
      handles.append(handle)
      if let p = context.animatorPath { handlesByAnimator[p, default: []].append(handle) }
    }
    // A frame draws the insertion's progress; this pass, the view in place.
    if let recorder, state.insertions[path]?.isSettled(after: time) == false { recorder.uncacheable = true }
    return 1
  }

  func ghosts(in container: ViewIdentity) -> [(node: ViewNode, context: ResolveContext, transition: AnyTransition, progress: Double, frame: CGRect?)] {
    // A frame draws the views still leaving; this pass leaves them out.
    if let recorder, state.ghosts[container]?.contains(where: { ($0.finish ?? .infinity) > time }) == true {
      recorder.uncacheable = true
    }
    return []
  }

  func textFade(at path: ViewIdentity, text: String, context: ResolveContext) -> (previous: String, progress: Double)? {
    marks.note(path, in: context.scope)
    guard let old = state.texts[path] else {
      state.texts[path] = TextFadeState(current: text)
      return nil
    }
    guard old.current != text else {
      if let recorder, old.previous != nil, time < old.finish ?? .infinity { recorder.uncacheable = true }  // still fading
      return nil
    }
    // Not a change the phase animator waits for: a text change alone animates no value (seed 002).
    if let animation = context.transaction.animation, !context.isDriven {
      var progress = AnimatedValue(0.0)
      let handle = progress.set(1, at: time, animation: animation)
      recorder?.uncacheable = true  // a frame draws the cross-fade
      state.texts[path] = TextFadeState(current: text, previous: old.current, progress: progress, finish: handle.finishedTime)
    } else {
      state.texts[path] = TextFadeState(current: text)
    }
    return nil
  }

  func changeApplies(at path: ViewIdentity, value: AnyHashable?) -> Bool {
    guard let value else { return true }
    let old = state.animationValues.updateValue(value, forKey: path)
    return old != nil && old != value
  }

  func didResolve(_ view: ResolvedView, context: ResolveContext) {
    // Its geometry record belongs to this scope: swept with it when the view vanishes.
    if let key = view.key { marks.note(key.geometry, in: context.scope) }
  }

  func didResolvePhaseContent(_ view: ResolvedView, at path: ViewIdentity) {
    state.phases[path]?.resolved = view
    // The whole tree's layout gives it its frame again, if it draws it at all (not under `.hidden`).
    if subtree == nil { state.phases[path]?.frame = nil }
    phaseRoots[ObjectIdentifier(view), default: []].append(path)
  }

  /// Layout: a view's new laid-out frame starts an animation from where it is drawn now.
  func recordGeometry(_ view: ResolvedView, _ frame: CGRect) -> CGRect {
    if let paths = phaseRoots[ObjectIdentifier(view)] { for p in paths { state.phases[p]?.frame = frame } }
    guard let viewKey = view.key, frame.minX.isFinite, frame.minY.isFinite, frame.width.isFinite, frame.height.isFinite
    else { return frame }
    let key = viewKey.geometry
    if subtree == nil { seenGeometry.insert(key) }  // only a pass over the whole tree sweeps geometry
    let target = GeometryVector.vector(of: frame)
    if let i = state.geometry.index(forKey: key) {
      if state.geometry.values[i].model != target {
        let handle = state.geometry.values[i].value.set(target, at: time, animation: view.animation)
        state.geometry.values[i].model = target
        changedKeys.append(key)  // a change that only moves or resizes views still delays `withAnimation`'s completion
        if let p = view.animatorPath { handlesByAnimator[p, default: []].append(handle) }
      }
    } else {
      state.geometry[key] = AttributeRecord(count: 4, model: target, value: AnimatedValue(target))
    }
    return frame
  }
}
