/// A `struct … : View` declared in the scene: its stored properties, `@State` slots and `body`.
///
/// For introspection and tests. Rendering goes through `SceneProgram.makeRootView()`, which lowers each
/// instance to a `ViewNode.component` whose `@State` lives in the view runtime and whose body closure
/// re-enters the interpreter after every state change.
public struct ViewComponent {
  public let definition: TypeDefinition
  unowned let program: SceneProgram

  public var name: String { definition.name }

  /// `@State` properties: name and the initial value's source text.
  public var stateProperties: [(name: String, initialValue: String?)] {
    definition.storedProperties.filter { $0.wrapper == .state }.map { ($0.name, $0.defaultValueText) }
  }

  /// Evaluates `body` for `instance` with its current state.
  public func body(of instance: Instance) throws(SceneError) -> Value {
    try program.evaluateBody(of: .instance(instance))
  }
}
