import AnimationEngine
import SwiftSyntax
import ViewRuntime

/// Scene values → the view runtime's `ViewNode`s.
///
/// Host views carry their node; a scene `struct … : View` becomes a `.component` (with `@State` slots the
/// runtime owns) whose body closure re-enters the interpreter; builder results become groups.
extension Interpreter {
  func viewNode(_ value: Value) throws -> ViewNode {
    switch deref(value) {
    case .host(let h):
      if let node = h.payload as? ViewNode { return node }
      if let color = h.payload as? Color { return .color(color) }
      if let view = h.payload as? any PrimitiveView { return view._node }  // gradients as views
      if let path = h.payload as? Path { return path._node }
      if let branch = h.payload as? BuilderBranch { return try conditionalNode(branch) }
      throw HostError("type '\(h.typeName)' does not conform to protocol 'View'")
    case .instance(let i) where i.definition.conforms(to: "Shape") || i.definition.conforms(to: "View"):
      return try lower(i)
    case .array(let items):
      return .group(try items.map { try viewNode($0) })
    case .void, .null:
      return .empty
    case .implicitMember(let m):
      return try viewNode(coerce(.implicitMember(m), to: .named("Color"), position: currentPosition))
    case .string:
      throw HostError("type 'String' does not conform to protocol 'View'; wrap it in Text(…)")
    case let other:
      throw HostError("type '\(other.sceneType)' does not conform to protocol 'View'")
    }
  }

  /// An `if`/`switch` branch of a view builder: its views, spliced into the container by the runtime.
  func conditionalNode(_ branch: BuilderBranch) throws -> ViewNode {
    .conditional(branch: branch.branch, .group(try branch.components.map { try viewNode($0) }))
  }

  /// A phase animator's content. When its whole body is one `if`/`switch`, the taken branch stays a single
  /// child so the runtime gives it an identity boundary: the view transitions in and out (SwiftUI's default
  /// `.opacity`) and the animator waits for that transition as for any animated value. Spliced, the branch
  /// changed nothing the animator waits for, so each loop took no time and stopped on the first phase.
  /// Branches inside stacks stay spliced: a boundary holding only a removed view takes the stack's spacing.
  func phaseContentNode(_ components: [Value]) throws -> ViewNode {
    guard components.count == 1, let branch = components[0].host(BuilderBranch.self) else { return try viewNode(.array(components)) }
    let views = try branch.components.map { try viewNode($0) }
    switch views.count {
    case 0: return .conditional(branch: branch.branch, .empty)
    case 1: return .conditional(branch: branch.branch, views[0])
    default: return .conditional(branch: branch.branch, .group(views))
    }
  }

  /// A scene View instance: stateless ones are expanded now; ones with `@State` become components
  /// whose state lives in the runtime, read and written through cells backed by its `StateAccess`.
  func componentNode(_ instance: Instance) throws -> ViewNode {
    let d = instance.definition
    guard let body = d.computedProperties["body"] else {
      throw EvalError(d.node, "type '\(d.name)' does not conform to protocol 'View' (missing 'var body: some View')")
    }
    let stateProperties = d.storedProperties.filter { $0.wrapper == .state }
    if stateProperties.isEmpty && !needsComponent(instance) {
      return try viewNode(runGetter(body, receiver: .instance(instance), staticType: nil, node: d.node))
    }
    let initial = instance.stateCells
    let slots = stateProperties.map {
      StateSlot(name: $0.name, initialValue: AnyHashable(SceneHashable(initial[$0.name]?.value ?? .null)))
    }
    return .component(ComponentNode(name: d.name, state: slots) { access in
      try self.scoped {
        self.keepObjects(stateProperties, initial: initial, access: access)
        var cells: [String: StateCell] = [:]
        for property in stateProperties {
          let name = property.name
          let start = initial[name]?.value ?? .null
          cells[name] = StateCell(name: name, initial: start, backing: (
            get: { SceneHashable.value(of: access.get(name)) },
            set: { access.set(name, AnyHashable(SceneHashable($0))) }
          ))
        }
        var live = instance.adoptingState(cells)
        try self.fillEnvironment(&live, from: access.environment)
        return try self.viewNode(self.runGetter(body, receiver: .instance(live), staticType: nil, node: d.node))
      }
    })
  }

  /// Runs a scene closure for the runtime, as its own entry. Errors surface as `SceneError`.
  func runtimeCall(_ function: Value, _ arguments: [Value], expecting type: SceneType? = nil) throws -> Value {
    try runEntry(inline: true) {
      var args = arguments
      return try callValue(function, arguments: &args, hint: type, position: currentPosition)
    }
  }

  /// Runs `body` for a callback that cannot throw (custom shape paths, custom animations): an error is
  /// kept (first one wins) and `fallback` returned; `SceneProgram.checkErrors()` and the next
  /// interpreter entry throw it.
  func guarded<T>(_ fallback: T, _ body: () throws -> T) -> T {
    do {
      return try runEntry(inline: true, body)
    } catch {
      if deferredError == nil { deferredError = error }
      return fallback
    }
  }

  /// Runs `body` for a runtime callback that may throw: the error (a `SceneError` with its source
  /// location) ends the render with its message.
  func scoped<T>(_ body: () throws -> T) throws -> T {
    try runEntry(inline: true, body)
  }

  /// A tap or button action, an onAppear/onDisappear or completion callback.
  func runtimeAction(_ function: Value) -> () throws -> Void {
    { [self] in _ = try runtimeCall(function, []) }
  }
}
