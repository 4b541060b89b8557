import AnimationEngine
import Foundation
import Graphics

/// One frame at time `t`: reads the runtime's records (never changes them) and hands the resolver
/// every attribute at its animated value, the phase each animator shows, transitions in progress.
/// Closures into scene code run only where a frame needs them (keyframe content, `Animatable` views);
/// component bodies and phase contents are the ones the last update saved.
final class PresentPass: ResolverHost {
  let state: RuntimeState
  let t: Double
  private unowned let runtime: SceneRuntime
  /// Counts reads of attributes that are still moving, and notes what a kept frame cannot follow.
  var recorder: FrameRecorder?

  init(state: RuntimeState, time: Double, runtime: SceneRuntime) {
    self.state = state
    self.t = time
    self.runtime = runtime
  }

  var writtenColors: [[Double]: RGBAColor] {
    get { runtime.writtenColors }
    set { runtime.writtenColors = newValue }
  }

  func presentation(of key: ViewIdentity, model: [Double], context: ResolveContext) -> [Double] {
    guard !context.isDriven, let record = state.attributes[key], record.count == model.count,
          record.model == AnimatableVector(model) else {
      recorder?.noteRead(nil)
      return model
    }
    recorder?.noteRead(record)
    if let recorder, !record.isSettled(after: t) { recorder.liveReads += 1 }
    return record.presented(at: t)
  }

  func presentation(of key: ViewIdentity, anyModel: any VectorArithmetic, context: ResolveContext) -> any VectorArithmetic {
    guard !context.isDriven, let record = state.anyAttributes[key] else { return anyModel }
    if let recorder, !record.isSettled(after: t) { recorder.liveReads += 1 }
    return record.presented(at: t, model: anyModel) ?? anyModel
  }

  func body(of component: ComponentNode, context: inout ResolveContext) throws -> ViewNode {
    try state.body(of: component, context: &context)
  }

  func phaseContent(of animator: PhaseAnimatorNode, outer: ResolveContext, context: inout ResolveContext) throws -> ViewNode {
    let phase = state.phases[context.identity]?.shownPhase ?? 0
    context.scope = context.identity
    return try state.phaseContent(of: animator, phase: phase, context: &context)
  }

  func keyframeValue(of animator: KeyframeAnimatorNode, context: ResolveContext) throws -> Any {
    guard let st = state.keyframes[context.identity] else { return animator.initialValue }
    if st.isAnimating(at: t) { recorder?.uncacheable = true }
    return st.value(at: t)
  }

  func lifecycle(at path: ViewIdentity, _ event: LifecycleEvent, context: ResolveContext) {}

  func boundary(at path: ViewIdentity, container: ViewIdentity, outer: [ViewIdentity], node: ViewNode, transition: AnyTransition,
                context: ResolveContext, viewKey: ViewIdentity?) -> Double {
    guard let insertion = state.insertions[path] else { return 1 }
    if !insertion.isSettled(after: t) { recorder?.uncacheable = true }
    return min(1, max(0, insertion.value(at: t)))
  }

  func ghosts(in container: ViewIdentity) -> [(node: ViewNode, context: ResolveContext, transition: AnyTransition, progress: Double, frame: CGRect?)] {
    guard let ghosts = state.ghosts[container] else { return [] }
    if ghosts.contains(where: { ($0.finish ?? .infinity) > t }) { recorder?.uncacheable = true }
    return ghosts.filter { ($0.finish ?? .infinity) > t }.map { ($0.node, $0.context, $0.transition, $0.progress.value(at: t), $0.frame) }
  }

  func textFade(at path: ViewIdentity, text: String, context: ResolveContext) -> (previous: String, progress: Double)? {
    guard let st = state.texts[path], st.current == text, let previous = st.previous, t < st.finish ?? .infinity else { return nil }
    // Until the fade ends, even where a spring overshoots and the old text is hidden for a while.
    recorder?.uncacheable = true
    let p = min(1, max(0, st.progress.value(at: t)))
    return p < 1 ? (previous, p) : nil
  }

  func changeApplies(at path: ViewIdentity, value: AnyHashable?) -> Bool { false }

  func didResolve(_ view: ResolvedView, context: ResolveContext) {}

  func didResolvePhaseContent(_ view: ResolvedView, at path: ViewIdentity) {}

  /// Where the geometry identity `key` is drawn now, while its frame animates (nil once at rest).
  func presentedFrame(key: ViewIdentity) -> CGRect? {
    guard let record = state.geometry[key.geometry], t < record.value.settledTime else { return nil }
    return GeometryVector.frame(of: record.value.value(at: t))
  }

  /// Where a view is drawn: its animated geometry if layout still agrees with the last update
  /// (content driven every frame, like a keyframe animator's, is drawn where layout puts it).
  func presentedGeometry(_ view: ResolvedView, _ frame: CGRect) -> CGRect {
    // A kept frame's views remember their record and when it comes to rest, or that they have none
    // (the record is another object to load). Records
    // change only at updates, which resolve new views.
    if view.geometrySettled.isNaN {
      let record = view.key.flatMap { state.geometry[$0.geometry] }
      view.geometryRecord = record
      view.geometrySettled = record?.value.settledTime ?? -.infinity
    }
    guard t < view.geometrySettled, let record = view.geometryRecord,
          record.model == GeometryVector.vector(of: frame) else { return frame }
    return GeometryVector.frame(of: record.value.value(at: t))
  }
}
