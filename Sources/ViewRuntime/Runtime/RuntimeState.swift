import AnimationEngine
import Foundation
import Graphics

/// Everything a scene's simulation keeps between events, keyed by structural identity: state, the
/// generic records of animated attributes, animator states, transitions, lifecycle bookkeeping and
/// the saved results of closures into scene code. Passes read and write it; it decides nothing.
final class RuntimeState {
  /// Where `StateAccess` handles point: the runtime, which outlives every simulation (closures
  /// from scene code may keep a handle after a restart).
  private unowned let storage: any StateStorage
  var lastEventTime = -Double.infinity
  var state: [ViewIdentity: [String: AnyHashable]] = [:]
  /// Component instances whose state was written since their body last ran.
  var dirty: Set<ViewIdentity> = []
  /// Animated attributes by their identity (a view's `attribute(name)`).
  var attributes: [ViewIdentity: AttributeRecord] = [:]
  /// Attributes with run-time typed data (custom Animatable shapes and views).
  var anyAttributes: [ViewIdentity: any AnyAnimatedRecord] = [:]
  /// Laid-out frames of views, animated like attributes (SwiftUI animates geometry, not layout inputs).
  var geometry: [ViewIdentity: AttributeRecord] = [:]
  var animationValues: [ViewIdentity: AnyHashable] = [:]
  var phases: [ViewIdentity: PhaseAnimatorState] = [:]
  var keyframes: [ViewIdentity: KeyframeAnimatorState] = [:]
  var completions: [(when: CompletionTime, action: () throws -> Void)] = []
  var scheduler = EventScheduler()
  var tapIndex = 0
  var tapActions: [() throws -> Void] = []
  /// Paths of lifecycle modifiers present after the last update.
  var appeared: Set<ViewIdentity> = []
  var disappearActions: [ViewIdentity: () throws -> Void] = [:]
  var changeValues: [ViewIdentity: AnyHashable] = [:]
  /// The value each `onPreferenceChange` reader was last called with, by path; how many updates in a
  /// row called readers at one time; the keys already warned about (see `SceneRuntime+Preferences`).
  var preferenceValues: [ViewIdentity: AnyHashable] = [:]
  var preferenceRounds: (time: Double, count: Int) = (-1, 0)
  var preferenceWarned: Set<String> = []
  var boundaries: [ViewIdentity: Boundary] = [:]
  var containers: Set<ViewIdentity> = []
  var insertions: [ViewIdentity: AnimatedValue<Double>] = [:]
  var ghosts: [ViewIdentity: [Ghost]] = [:]
  /// Texts by path: their string and any running cross-fade from the one before.
  var texts: [ViewIdentity: TextFadeState] = [:]
  var scopes = ScopeIndex()
  /// Component bodies by instance path, and phase contents by animator path with their phase:
  /// reused until their inputs change.
  var bodies: [ViewIdentity: ViewNode] = [:]
  var phaseContents: [ViewIdentity: (phase: Int, node: ViewNode)] = [:]
  /// Scene objects' properties in this simulation and the bodies that read them.
  lazy var objects = ObjectStore(state: self)
  /// Timers, tasks, `.onReceive` subscriptions and timeline views (see `TimedState`).
  let timed = TimedState()

  init(storage: any StateStorage) { self.storage = storage }

  func read(_ instance: ViewIdentity, _ name: String) -> AnyHashable? { state[instance]?[name] }

  /// Stores a slot's first value without invalidating anything (`StateAccess.keep`).
  func seed(_ instance: ViewIdentity, _ name: String, _ value: AnyHashable) {
    state[instance, default: [:]][name] = value
  }

  func write(_ instance: ViewIdentity, _ name: String, _ value: AnyHashable) {
    state[instance, default: [:]][name] = value
    dirty.insert(instance)
    TransactionRecorder.current?.noteWrite()
  }

  /// A component's body: run again if its state changed or its parent produced it anew, else the
  /// saved one (SwiftUI runs a body when its view's inputs or state changed).
  func body(of component: ComponentNode, context: inout ResolveContext) throws -> ViewNode {
    let path = context.identity
    if !context.fresh, !dirty.contains(path), let saved = bodies[path] { return saved }
    dirty.remove(path)
    let access = StateAccess(instance: path, slots: component.state, storage: storage, environment: context.environment)
    let node = try objects.runningBody(path) { try component.body(access) }
    bodies[path] = node
    context.fresh = true
    return node
  }

  /// A phase animator's content for `phase`: run again only when the phase changed or the animator
  /// itself is new.
  func phaseContent(of animator: PhaseAnimatorNode, phase: Int, context: inout ResolveContext) throws -> ViewNode {
    let path = context.identity
    if !context.fresh, let saved = phaseContents[path], saved.phase == phase { return saved.node }
    let node = try animator.content(phase)
    phaseContents[path] = (phase, node)
    context.fresh = true
    return node
  }

  /// Forgets animation history superseded before `time`, which no query will ask about again: the
  /// runtime only moves forward (an earlier time restarts the simulation). Keeps memory and the
  /// cost of a query flat however many changes a long clip makes.
  /// How many animated records `discardHistory` visits.
  var recordCount: Int { attributes.count + geometry.count + anyAttributes.count + insertions.count + texts.count }

  func discardHistory(before time: Double) {
    for i in attributes.indices { attributes.values[i].value.discardHistory(before: time) }
    for i in geometry.indices { geometry.values[i].value.discardHistory(before: time) }
    for i in anyAttributes.indices { anyAttributes.values[i].discardHistory(before: time) }
    for i in insertions.indices { insertions.values[i].discardHistory(before: time) }
    for i in texts.indices { texts.values[i].progress.discardHistory(before: time) }
  }

  /// Removes the records of identities that vanished.
  func forget(_ keys: [ViewIdentity]) {
    for key in keys {
      attributes[key] = nil
      anyAttributes[key] = nil
      phases[key] = nil
      keyframes[key] = nil
      texts[key] = nil
      bodies[key] = nil
      phaseContents[key] = nil
      changeValues[key] = nil
      insertions[key] = nil
      geometry[key] = nil
      timed.end(key)
    }
  }
}

/// A value's animation: its model (target) and the animated value drawn. A class: an update changes
/// it in place (a copy would copy its whole history), and a kept frame holds it to read it again
/// without looking it up by key (``FrameRecorder``).
final class AttributeRecord {
  let count: Int
  var model: AnimatableVector
  var value: AnimatedValue<AnimatableVector>

  init(count: Int, model: AnimatableVector, value: AnimatedValue<AnimatableVector>) {
    self.count = count; self.model = model; self.value = value
  }

  /// The presented value at `t`, as `count` numbers.
  func presented(at t: Double) -> [Double] { presentedVector(at: t).components(count) }

  /// The presented value at `t` as a vector (no array: a kept frame reads every slot this way).
  func presentedVector(at t: Double) -> AnimatableVector { isSettled(after: t) ? model : value.value(at: t) }

  /// Whether the value rests at its model from `t` on (read inline: every frame asks it of every record).
  func isSettled(after t: Double) -> Bool { value.settledTime <= t }
}

/// An identity boundary (an `if` branch, an `.id`) as last seen.
struct Boundary {
  var container: ViewIdentity
  /// The places of the blocks around `container`, innermost first (see `ResolverHost.boundary`).
  var outer: [ViewIdentity] = []
  var node: ViewNode
  var context: ResolveContext
  var transition: AnyTransition
  var viewKey: ViewIdentity
}

/// A removed view still transitioning out.
struct Ghost {
  var node: ViewNode
  var context: ResolveContext
  var transition: AnyTransition
  var progress: AnimatedValue<Double>
  var finish: Double?
  /// Where the view was drawn when it was removed (layout space before transforms).
  var frame: CGRect?
}

enum CompletionTime {
  case at(Double)
  /// When the animations running on these attributes at `start` are removed.
  case removal(keys: [ViewIdentity], start: Double)
}

/// A text's string, and the cross-fade from the string it replaced in an animated change.
struct TextFadeState {
  var current: String
  var previous: String?
  var progress = AnimatedValue(1.0)
  var finish: Double?
}
