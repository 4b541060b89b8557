import Foundation
import AnimationEngine
import Graphics

/// What the resolver asks of the runtime: state, animator values and animated attribute values.
///
/// Two passes implement it: ``UpdatePass`` (an event changed something: changed attributes start
/// animations, identities are marked as seen) and ``PresentPass`` (a frame: read-only, values at
/// one time). Closures into scene code (bodies, phase content) run only where their inputs changed;
/// both passes reuse the runtime's saved results otherwise.
protocol ResolverHost: AnyObject {
  /// The value to draw for an animatable attribute whose model value is `model` (its animatable data).
  func presentation(of key: ViewIdentity, model: [Double], context: ResolveContext) -> [Double]
  /// The body of the component instance at `context.path`; marks `context` fresh when it ran.
  func body(of component: ComponentNode, context: inout ResolveContext) throws -> ViewNode
  /// The content of a phase animator met at `outer` for the phase it shows; `context` (its content's)
  /// may get the transaction of a step and is marked fresh when the content closure ran.
  func phaseContent(of animator: PhaseAnimatorNode, outer: ResolveContext, context: inout ResolveContext) throws -> ViewNode
  /// The value a keyframe animator at `context.path` hands its content now.
  func keyframeValue(of animator: KeyframeAnimatorNode, context: ResolveContext) throws -> Any
  /// The content of a timeline view at `context.path` for the entry it shows now; `context` is marked
  /// fresh when the content closure ran and driven when the entries follow the frames.
  func timelineContent(of timeline: TimelineNode, context: inout ResolveContext) throws -> ViewNode
  /// An identity boundary (an `if` branch, an `.id`) met at `path` inside `container`: its
  /// transition progress (1 = fully present) for inserted views. `viewKey` is the identity of the
  /// view's geometry (where it is drawn if it is removed later). `outer` are the places of the blocks
  /// around `container`, innermost first (a `ForEach` row's, for an `if` block inside the row): when
  /// the view comes or goes with one of them, it transitions there.
  func boundary(at path: ViewIdentity, container: ViewIdentity, outer: [ViewIdentity], node: ViewNode, transition: AnyTransition,
                context: ResolveContext, viewKey: ViewIdentity?) -> Double
  /// Views removed from `container` that are still transitioning out, with their progress.
  func ghosts(in container: ViewIdentity) -> [(node: ViewNode, context: ResolveContext, transition: AnyTransition, progress: Double, frame: CGRect?)]
  /// The value to present for an attribute whose animatable data has a run-time type.
  func presentation(of key: ViewIdentity, anyModel: any VectorArithmetic, context: ResolveContext) -> any VectorArithmetic
  /// Lifecycle modifiers: the host runs the action after the update if the view just appeared,
  /// or (`onChange`) if the value changed.
  func lifecycle(at path: ViewIdentity, _ event: LifecycleEvent, context: ResolveContext)
  /// Whether a value-scoped modifier (`.animation(_:value:)`, `.transaction(value:)`) at `path` applies
  /// to this update: its value changed since the last one (nil value: always).
  func changeApplies(at path: ViewIdentity, value: AnyHashable?) -> Bool
  /// Colours as written, by their exact animatable data: an animation that comes to rest on (or
  /// starts from) a written colour presents exactly that colour, not its Float round trip.
  var writtenColors: [[Double]: RGBAColor] { get set }
  /// A text at `path` whose string changed in an animated transaction cross-fades, as SwiftUI's
  /// default `.opacity` content transition does: the string it replaced and the fade's progress
  /// (0 … 1) while it runs, nil otherwise.
  func textFade(at path: ViewIdentity, text: String, context: ResolveContext) -> (previous: String, progress: Double)?
  /// A view got its geometry identity (`view.key`) and the animation its geometry changes take.
  func didResolve(_ view: ResolvedView, context: ResolveContext)
  /// The view a phase animator's content (at `path`) resolved to: the root of the subtree a step
  /// of that animator replaces.
  func didResolvePhaseContent(_ view: ResolvedView, at path: ViewIdentity)
}
