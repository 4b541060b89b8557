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

  init(state: RuntimeState, time: Double, runtime: SceneRuntime) {
    self.state = state
    self.t = time
    self.runtime = runtime
  }

  var writtenColors: [[Double]: RGBAColor] {
    get { runtime.writtenColors }
    set { runtime.writtenColors = newValue }
  }

  func presentation(of key: String, model: [Double], context: ResolveContext) -> [Double] {
    guard !context.isDriven, let record = state.attributes[key], record.count == model.count,
          record.model == AnimatableVector(model) else { return model }
    return record.value.value(at: t).components(model.count)
  }

  func presentation(of key: String, anyModel: any VectorArithmetic, context: ResolveContext) -> any VectorArithmetic {
    guard !context.isDriven, let record = state.anyAttributes[key] else { return anyModel }
    return record.presented(at: t, model: anyModel) ?? anyModel
  }

  func body(of component: ComponentNode, context: inout ResolveContext) throws -> ViewNode {
    try state.body(of: component, context: &context)
  }

  func phaseContent(of animator: PhaseAnimatorNode, outer: ResolveContext, context: inout ResolveContext) throws -> ViewNode {
    let phase = state.phases[context.path]?.shownPhase ?? 0
    context.scope = context.path
    return try state.phaseContent(of: animator, phase: phase, context: &context)
  }

  func keyframeValue(of animator: KeyframeAnimatorNode, context: ResolveContext) throws -> Any {
    state.keyframes[context.path]?.value(at: t) ?? animator.initialValue
  }

  func lifecycle(at path: String, _ event: LifecycleEvent, context: ResolveContext) {}

  func boundary(at path: String, container: String, node: ViewNode, transition: AnyTransition, context: ResolveContext,
                viewKey: String?) -> Double {
    state.insertions[path].map { min(1, max(0, $0.value(at: t))) } ?? 1
  }

  func ghosts(in container: String) -> [(node: ViewNode, context: ResolveContext, transition: AnyTransition, progress: Double, frame: CGRect?)] {
    guard let ghosts = state.ghosts[container] else { return [] }
    return ghosts.filter { ($0.finish ?? .infinity) > t }.map { ($0.node, $0.context, $0.transition, $0.progress.value(at: t), $0.frame) }
  }

  func textFade(at path: String, text: String, context: ResolveContext) -> (previous: String, progress: Double)? {
    guard let st = state.texts[path], st.current == text, let previous = st.previous, t < st.finish ?? .infinity else { return nil }
    let p = min(1, max(0, st.progress.value(at: t)))
    return p < 1 ? (previous, p) : nil
  }

  func changeApplies(at path: String, value: AnyHashable?) -> Bool { false }

  func didResolve(_ view: ResolvedView, context: ResolveContext) {}

  func didResolvePhaseContent(_ view: ResolvedView, at path: String) {}

  /// Where a view is drawn: its animated geometry if layout still agrees with the last update
  /// (content driven every frame, like a keyframe animator's, is drawn where layout puts it).
  func presentedGeometry(_ view: ResolvedView, _ frame: CGRect) -> CGRect {
    guard let key = view.key.map({ $0 + "|geometry" }), let record = state.geometry[key],
          record.model == GeometryVector.vector(of: frame) else { return frame }
    return GeometryVector.frame(of: record.value.value(at: t))
  }
}
