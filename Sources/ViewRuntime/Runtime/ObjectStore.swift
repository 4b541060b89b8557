import Foundation

/// The stored properties of a scene's objects (class instances) as one simulation sees them, and which
/// component bodies read which of them.
///
/// SwiftUI re-runs the body of a view that read an observed property when that property changes
/// (`ObservableObject`'s `objectWillChange`, or Observation's access tracking, WWDC23 "Discover
/// Observation in SwiftUI"). Here an interpreter's object cells read and write through
/// ``ObjectStore/current``: a read while a component body runs records that body as a reader, and a
/// write marks the readers dirty and joins the current transaction (so `withAnimation` animates it).
/// Values live here, not in the objects, so a simulation restarted from time 0 starts from the
/// objects' initial values again, as `@State` does.
public final class ObjectStore: @unchecked Sendable {
  // @unchecked: only touched on the thread running the simulation.
  private unowned let state: RuntimeState
  private var values: [Int: [String: AnyHashable]] = [:]
  /// Component paths by the observed property (`id.name`) their last body run read.
  private var readers: [String: Set<ViewIdentity>] = [:]
  /// Observed properties read while resolving outside any component body (a phase's content, a
  /// geometry reader's): a change to one of them re-runs every body and content closure.
  private var looseReads: Set<String> = []
  /// Component bodies running now, innermost last.
  private var bodies: [ViewIdentity] = []
  /// Whether the tree is being resolved (reads are dependencies) rather than actions running.
  private var resolving = 0

  /// The store of the simulation running on this task, if any.
  @TaskLocal public static var current: ObjectStore?

  init(state: RuntimeState) { self.state = state }

  /// The value of `object.name` in this simulation; nil if it was never written here (the object's
  /// own initial value holds). An observed read while resolving is recorded as a dependency.
  public func read(_ object: Int, _ name: String, observed: Bool) -> AnyHashable? {
    if observed && resolving > 0 {
      let key = "\(object).\(name)"
      if let body = bodies.last { readers[key, default: []].insert(body) } else { looseReads.insert(key) }
    }
    return values[object]?[name]
  }

  /// Writes `object.name`: its readers run again at the next update, in the current transaction.
  public func write(_ object: Int, _ name: String, _ value: AnyHashable, observed: Bool) {
    values[object, default: [:]][name] = value
    guard observed else { return }
    let key = "\(object).\(name)"
    if let paths = readers[key] { state.dirty.formUnion(paths) }
    if looseReads.contains(key) {
      state.dirty.formUnion(state.bodies.keys)
      state.phaseContents.removeAll()
    }
    TransactionRecorder.current?.noteWrite()
  }

  /// `objectWillChange.send()`: every reader of any observed property of `object` runs again.
  public func touch(_ object: Int) {
    let prefix = "\(object)."
    for (key, paths) in readers where key.hasPrefix(prefix) { state.dirty.formUnion(paths) }
    if looseReads.contains(where: { $0.hasPrefix(prefix) }) {
      state.dirty.formUnion(state.bodies.keys)
      state.phaseContents.removeAll()
    }
    TransactionRecorder.current?.noteWrite()
  }

  /// Runs a component body, attributing the observed reads it makes to `path`.
  func runningBody<T>(_ path: ViewIdentity, _ body: () throws -> T) rethrows -> T {
    bodies.append(path)
    defer { bodies.removeLast() }
    return try body()
  }

  /// Runs a resolve of the tree: observed reads made meanwhile are dependencies.
  func resolving<T>(_ body: () throws -> T) rethrows -> T {
    resolving += 1
    defer { resolving -= 1 }
    return try body()
  }
}
