/// A `struct … : View` declared in the scene, as the view runtime sees it.
///
/// The runtime creates instances (`SceneProgram.instantiate`), keeps their `@State` cells across
/// re-creation (`Instance.adoptingState`) and calls `body(of:)` after every state change.
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
