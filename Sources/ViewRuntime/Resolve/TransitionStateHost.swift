import AnimationEngine
import Foundation
import Graphics

/// The host a view under a modifier transition is resolved through while it transitions.
///
/// SwiftUI animates a modifier transition by resolving the view in the active state and in the identity
/// state and animating the animatable data that differs
/// (https://developer.apple.com/documentation/swiftui/anytransition/modifier(active:identity:)).
/// Here the active state is resolved first with `.recording`: every animatable attribute's value is
/// kept by its key (path and name) and nothing reaches the runtime. The identity state is then resolved
/// with `.interpolating(p)`: each attribute the active state gave another value is drawn at
/// `active + (presented − active)·p`, so rotation, blur, masks, custom `Animatable` modifiers and every
/// other animatable number move together with the transition's progress. Attributes equal in both
/// states (the content's own) pass through untouched.
final class TransitionStateHost: ResolverHost {
  enum Mode {
    case recording
    case interpolating(Double)
  }

  let base: any ResolverHost
  var mode: Mode
  private(set) var recorded: [ViewIdentity: [Double]] = [:]
  private(set) var recordedAny: [ViewIdentity: any VectorArithmetic] = [:]

  init(base: any ResolverHost, mode: Mode) { self.base = base; self.mode = mode }

  func presentation(of key: ViewIdentity, model: [Double], context: ResolveContext) -> [Double] {
    switch mode {
    case .recording:
      recorded[key] = model
      return model
    case .interpolating(let p):
      let presented = base.presentation(of: key, model: model, context: context)
      guard let from = recorded[key], from.count == presented.count, from != model else { return presented }
      return zip(from, presented).map { $0 + ($1 - $0) * p }
    }
  }

  func presentation(of key: ViewIdentity, anyModel: any VectorArithmetic, context: ResolveContext) -> any VectorArithmetic {
    switch mode {
    case .recording:
      recordedAny[key] = anyModel
      return anyModel
    case .interpolating(let p):
      let presented = base.presentation(of: key, anyModel: anyModel, context: context)
      guard let from = recordedAny[key] else { return presented }
      return Self.interpolate(from, anyModel, presented, p)
    }
  }

  /// `from + (presented − from)·p` when `from` (the active state's data) has the model's type and differs.
  private static func interpolate<V: VectorArithmetic>(_ from: V, _ model: any VectorArithmetic, _ presented: any VectorArithmetic,
                                                       _ p: Double) -> any VectorArithmetic {
    guard let m = model as? V, m != from, let to = presented as? V else { return presented }
    return from.interpolated(towards: to, amount: p)
  }

  var writtenColors: [[Double]: RGBAColor] {
    get { base.writtenColors }
    set { base.writtenColors = newValue }
  }

  private var isRecording: Bool {
    if case .recording = mode { return true }
    return false
  }

  // The rest goes to the runtime, except that the recorded state leaves no trace in it.
  func body(of component: ComponentNode, context: inout ResolveContext) throws -> ViewNode {
    try base.body(of: component, context: &context)
  }
  func phaseContent(of animator: PhaseAnimatorNode, outer: ResolveContext, context: inout ResolveContext) throws -> ViewNode {
    try base.phaseContent(of: animator, outer: outer, context: &context)
  }
  func keyframeValue(of animator: KeyframeAnimatorNode, context: ResolveContext) throws -> Any {
    try base.keyframeValue(of: animator, context: context)
  }
  func timelineContent(of timeline: TimelineNode, context: inout ResolveContext) throws -> ViewNode {
    try base.timelineContent(of: timeline, context: &context)
  }
  func boundary(at path: ViewIdentity, container: ViewIdentity, outer: [ViewIdentity], node: ViewNode, transition: AnyTransition,
                context: ResolveContext, viewKey: ViewIdentity?) -> Double {
    isRecording ? 1 : base.boundary(at: path, container: container, outer: outer, node: node, transition: transition, context: context,
                                    viewKey: viewKey)
  }
  func ghosts(in container: ViewIdentity) -> [(node: ViewNode, context: ResolveContext, transition: AnyTransition, progress: Double, frame: CGRect?)] {
    isRecording ? [] : base.ghosts(in: container)
  }
  func lifecycle(at path: ViewIdentity, _ event: LifecycleEvent, context: ResolveContext) {
    if !isRecording { base.lifecycle(at: path, event, context: context) }
  }
  func changeApplies(at path: ViewIdentity, value: AnyHashable?) -> Bool {
    isRecording ? false : base.changeApplies(at: path, value: value)
  }
  func textFade(at path: ViewIdentity, text: String, context: ResolveContext) -> (previous: String, progress: Double)? {
    isRecording ? nil : base.textFade(at: path, text: text, context: context)
  }
  func didResolve(_ view: ResolvedView, context: ResolveContext) {
    if !isRecording { base.didResolve(view, context: context) }
  }
  func didResolvePhaseContent(_ view: ResolvedView, at path: ViewIdentity) {
    if !isRecording { base.didResolvePhaseContent(view, at: path) }
  }
}
