import Foundation
import AnimationEngine
import Graphics

/// A user-supplied number, or `fallback` if it is NaN or infinite (which would poison transforms).
func sanitized(_ x: Double, _ fallback: Double = 0) -> Double { x.isFinite ? x : fallback }

/// A lifecycle modifier met while resolving.
enum LifecycleEvent {
  case appear(() throws -> Void)
  case disappear(() throws -> Void)
  case change(AnyHashable, (AnyHashable, AnyHashable) throws -> Void)
  case task(AnyHashable?, () throws -> any RuntimeTask)
  case receive(PeriodicSource, (Double) throws -> Void)
}

/// Per-position values while descending: identity path and inherited environment.
///
/// A phase animator keeps the context it was met in, so one of its steps can resolve its subtree
/// again on its own (environment, path and all) without the rest of the tree.
struct ResolveContext {
  var identity: ViewIdentity
  /// The identity's textual form (what `inspect` prints).
  var path: String { identity.path }
  var environment: EnvironmentValues
  /// The transaction changes found here are made in (the update's, as modifiers change it).
  var transaction = Transaction()
  /// The phase animator whose step this subtree belongs to, if that animator is stepping now.
  var animatorPath: ViewIdentity?
  /// Under a keyframe animator's content: values are set every frame, never transaction-animated.
  var isDriven = false
  /// A removed view drawn while it transitions out: a matched geometry source in it flies with the
  /// view that took its identity.
  var isLeaving = false
  /// A `.transition` written outside the identity boundary right below it (`Text(s).id(s).transition(.scale)`).
  var pendingTransition: AnyTransition?
  /// The innermost phase animator around this position ("" at the root): the unit a phase step
  /// re-resolves, and the unit whose vanished records that step sweeps.
  var scope: ViewIdentity
  /// This subtree's nodes come from a closure that ran in this pass (a body, a phase's content), so
  /// the components inside got new values and their bodies run again, as SwiftUI re-evaluates the
  /// children of a view whose body ran.
  var fresh = false
  /// Views and modifiers nested above this position. Resolving, layout and drawing all recurse
  /// natively once per level, so this budget stops a deep tree with an error before the stack overflows.
  var depth = 0

  /// The most nested views and modifiers a scene may have (see ``TreeResolver/resolve(_:_:)``).
  /// The runtime runs on the main thread (stills) or the render pipeline's producer thread (videos),
  /// both 8 MiB. A modifier level costs about 29.5 KB of stack while resolving in a debug build (the
  /// costliest kind), and a padding chain overflowed 8 MiB between 280 and 290 levels: 200 leaves
  /// about 2.4 MiB for the caller, layout and drawing, and component bodies the interpreter runs inline.
  static let maximumDepth = 200

  /// This context one level deeper, or the too-deep error once past ``maximumDepth``.
  func nested() throws -> ResolveContext {
    guard depth < Self.maximumDepth else { throw ViewRuntimeError.treeTooDeep(limit: Self.maximumDepth) }
    var c = self
    c.depth += 1
    return c
  }

  /// An identity value (`.id(_:)`, a `ForEach` element's id) as a path component: its description,
  /// with the characters that separate components escaped so no id can reach into another's subtree.
  static func identityName(_ id: AnyHashable) -> String {
    // The common ids first: describing an arbitrary value looks its conformances up, which a full
    // pass over a long `ForEach` felt.
    if let n = id.base as? Int { return String(n) }
    let text = id.base as? String ?? String(describing: id.base)
    guard text.utf8.contains(where: { $0 == 0x2F || $0 == 0x3F || $0 == 0x7C || $0 == 0x23 || $0 == 0x40 || $0 == 0x25 }) else {
      return text
    }
    var name = ""
    for ch in text.unicodeScalars {
      switch ch {
      case "/", "?", "|", "#", "@", "%": name += "%" + String(ch.value, radix: 16)
      default: name.unicodeScalars.append(ch)
      }
    }
    return name
  }

  init(identity: ViewIdentity, environment: EnvironmentValues, transaction: Transaction = Transaction()) {
    self.identity = identity
    self.environment = environment
    self.transaction = transaction
    scope = identity
  }

  func child(_ component: String) -> ResolveContext {
    var c = self
    c.identity = identity.child(component)
    return c
  }
}
