import SwiftSyntax

/// Generic views and `@ViewBuilder` storage and parameters, as container views write them:
///
///     struct Card<Content: View>: View {
///         @ViewBuilder let content: Content               // built once, at init
///         let footer: () -> Footer                        // or kept as a closure and called in `body`
///         init(@ViewBuilder footer: @escaping () -> Footer) { … }
///     }
///
/// Generic parameters need no binding here (values carry their types); what matters is that a closure
/// handed to a `@ViewBuilder` slot runs as a result builder: for a stored view its components are combined
/// into one view when the instance is made, and a stored or passed closure becomes a function that runs
/// its body as a builder each time it is called (SwiftUI, `ViewBuilder`).
extension Interpreter {
  /// `value` as a `@ViewBuilder` stored property `property` of `d` keeps it.
  func builderAdapted(_ value: Value, for property: StoredProperty) throws -> Value {
    guard case .function(let f) = value, case .closure(let closure, _) = f.kind, property.isViewBuilder else { return value }
    if property.type == .function { return builderFunction(value) }
    let components = try callBuilder(value, arguments: [], hint: nil, position: closure.position, keepingBranches: registry.keepsBuilderBranches)
    return try oneView(combine(components, node: closure))
  }

  /// `value` as parameter `index` of `def` receives it: a closure passed to a `@ViewBuilder` parameter
  /// runs as a builder when called.
  func builderAdapted(_ value: Value, parameter index: Int, of def: FunctionDefinition) -> Value {
    guard case .function(let f) = value, case .closure = f.kind, builderParameters(of: def).contains(index) else { return value }
    return builderFunction(value)
  }

  /// Indices of the parameters marked `@ViewBuilder` in `def`'s declaration.
  private func builderParameters(of def: FunctionDefinition) -> [Int] {
    let clause: FunctionParameterClauseSyntax?
    if let f = def.node.as(FunctionDeclSyntax.self) {
      clause = f.signature.parameterClause
    } else if let i = def.node.as(InitializerDeclSyntax.self) {
      clause = i.signature.parameterClause
    } else {
      clause = nil
    }
    guard let clause else { return [] }
    return clause.parameters.enumerated().compactMap { index, p in
      let attributed = p.type.as(AttributedTypeSyntax.self)?.attributes ?? []
      return Self.hasAttribute(p.attributes, "ViewBuilder") || Self.hasAttribute(attributed, "ViewBuilder") ? index : nil
    }
  }

  /// Several built views as one view (SwiftUI's `TupleView`), so modifiers apply to the whole:
  /// `content.padding()` where `content` was built from two views.
  func oneView(_ built: Value) throws -> Value {
    guard case .array = built, let wrap = registry.wrapViews else { return built }
    return try wrap(self, built)
  }

  /// A closure wrapped so that calling it (with up to three arguments) runs its body as a view builder.
  func builderFunction(_ closure: Value) -> Value {
    let overloads = (0...3).map { arity in
      HostFunction((0..<arity).map { _ in HostParameter(nil) }) { [unowned self] call in
        let components = try callBuilder(
          closure, arguments: call.arguments.map { $0 ?? .void }, hint: nil, position: currentPosition,
          keepingBranches: registry.keepsBuilderBranches)
        return try oneView(combine(components, node: node(at: currentPosition)))
      }
    }
    return .function(FunctionValue(.host(name: "content", overloads: overloads, receiver: nil)))
  }
}

extension Interpreter {
  /// `body(content:)` of a `ViewModifier` and `body(content:phase:)` of a `Transition` are view builders
  /// without the attribute, as SwiftUI declares the protocol requirements `@ViewBuilder`.
  static func isImplicitBuilder(_ f: FunctionDeclSyntax, in owner: TypeDefinition?) -> Bool {
    guard f.name.text == "body", let owner else { return false }
    return ["ViewModifier", "AnimatableModifier", "Transition"].contains { owner.conforms(to: $0) }
  }
}

extension StoredProperty {
  /// Declared `@ViewBuilder` (`@ViewBuilder let content: Content`).
  var isViewBuilder: Bool {
    guard let decl = node.parent?.parent?.as(VariableDeclSyntax.self) else { return false }
    return Interpreter.hasAttribute(decl.attributes, "ViewBuilder")
  }
}
