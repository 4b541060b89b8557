import SwiftSyntax

/// Something callable: a closure, a declared function or method bound to its receiver, a host function, an
/// enum case with associated values, or a type's initialiser.
public final class FunctionValue {
  enum Kind {
    case closure(ClosureExprSyntax, Scope)
    /// `receiver` is set for methods; `scope` is where the function was declared (local functions capture).
    case declared([FunctionDefinition], receiver: Value?, staticType: TypeDefinition?, scope: Scope)
    case host(name: String, overloads: [HostFunction], receiver: Value?)
    case enumConstructor(TypeDefinition, EnumCaseDefinition)
    case initializer(TypeReference)
  }

  let kind: Kind

  init(_ kind: Kind) { self.kind = kind }
}

/// A variable slot. Closures capture these by reference, as Swift closures capture variables.
final class Variable {
  var value: Value
  let isConstant: Bool
  var type: SceneType

  init(_ value: Value, isConstant: Bool, type: SceneType) {
    self.value = value
    self.isConstant = isConstant
    self.type = type
  }
}

/// A lexical scope. A scope with `selfVariable` (or `staticType`) is a member context: lookups that miss
/// its locals try the type's members before going outward, as Swift's implicit `self` does.
final class Scope {
  let parent: Scope?
  var variables: [String: Variable] = [:]
  var functions: [String: [FunctionDefinition]] = [:]
  let selfVariable: Variable?
  let staticType: TypeDefinition?
  /// The type whose body the code of this scope is written in (property defaults, parameter defaults):
  /// its nested types resolve by their simple names, as in Swift's lexical scoping.
  let typeContext: TypeDefinition?
  /// Set while running a `mutating` method, a setter or an `init`: `self` may change.
  let selfIsMutable: Bool
  /// The declared result type of the function or closure whose body this scope starts, for `return x`.
  var returnType: SceneType?

  init(
    parent: Scope?, selfVariable: Variable? = nil, staticType: TypeDefinition? = nil, selfIsMutable: Bool = false,
    typeContext: TypeDefinition? = nil
  ) {
    self.parent = parent
    self.selfVariable = selfVariable
    self.staticType = staticType
    self.typeContext = typeContext
    self.selfIsMutable = selfIsMutable
  }

  func declare(_ name: String, _ value: Value, isConstant: Bool, type: SceneType) {
    variables[name] = Variable(value, isConstant: isConstant, type: type)
  }
}
