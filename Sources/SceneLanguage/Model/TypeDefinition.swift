import SwiftSyntax

/// A `struct`, `enum` or `class` declared in the scene, with its extensions merged in.
///
/// A class because values point at their definition and compare definitions by identity; it is filled once
/// while declarations are collected, then only the lazily inferred property types change.
public final class TypeDefinition {
  public enum Kind: Sendable { case structure, enumeration, classType }

  /// The qualified name: `Badge.Values` for a type nested in `Badge`, the simple name at the top level.
  public let name: String
  public let kind: Kind
  /// The type this one is declared in (`Badge` for `Badge.Values`); its nested types are in scope here.
  public private(set) weak var parent: TypeDefinition?
  /// Protocols named in the declaration and its extensions (`View`, `CaseIterable`, `Animatable`, …).
  public internal(set) var conformances: [String] = []
  public internal(set) var storedProperties: [StoredProperty] = []
  public internal(set) var computedProperties: [String: ComputedProperty] = [:]
  public internal(set) var methods: [String: [FunctionDefinition]] = [:]
  public internal(set) var initializers: [FunctionDefinition] = []
  public internal(set) var staticProperties: [String: StoredProperty] = [:]
  public internal(set) var staticComputed: [String: ComputedProperty] = [:]
  public internal(set) var staticMethods: [String: [FunctionDefinition]] = [:]
  public internal(set) var cases: [EnumCaseDefinition] = []
  /// The raw-value type of an enum (`enum CardinalPoint: Double`), if any.
  public internal(set) var rawType: SceneType?
  /// Where it was declared, for diagnostics.
  let node: Syntax
  /// Explicit `init`s declared inside the type body suppress the memberwise initialiser, as in Swift.
  var hasExplicitInitInBody = false
  /// A class's superclass declared in the scene (see `Interpreter+Classes.swift`).
  public internal(set) weak var superclass: TypeDefinition?
  /// How SwiftUI observes a class: `ObservableObject` (its `@Published` properties) or `@Observable`.
  public internal(set) var observation: ObservationKind = .none
  public enum ObservationKind: Sendable { case none, observableObject, observable }

  init(name: String, kind: Kind, node: Syntax, parent: TypeDefinition? = nil) {
    self.name = parent.map { $0.name + "." + name } ?? name
    self.kind = kind
    self.node = node
    self.parent = parent
  }

  /// The name as written in its declaration (`Values` for `Badge.Values`).
  public var simpleName: String { name.split(separator: ".").last.map(String.init) ?? name }

  public func conforms(to protocolName: String) -> Bool { conformances.contains(protocolName) }

  /// Whether this class is `name` or one of its subclasses: an instance of it fits a slot of type `name`.
  func inherits(from name: String) -> Bool {
    var current = superclass
    while let c = current {
      if c.name == name { return true }
      current = c.superclass
    }
    return false
  }

  func storedProperty(_ name: String) -> StoredProperty? { storedProperties.first { $0.name == name } }

  func enumCase(_ name: String) -> EnumCaseDefinition? { cases.first { $0.name == name } }

  /// The memberwise initialiser's parameters: every stored property except a `let` with a default.
  var memberwiseParameters: [ParameterDefinition] {
    // Environment values and wrappers with an implicit value (`@Namespace`, `@FocusState`) are not passed in.
    storedProperties.filter { !($0.isConstant && $0.defaultValue != nil) && $0.wrapper != .environment && $0.implicitDefault == nil }.map {
      // An `@Binding var on: Bool` is initialised with a `Binding<Bool>` (`$flag`), as in SwiftUI.
      ParameterDefinition(
        // A `@ViewBuilder let content: Content` takes the builder closure (a trailing closure fits it).
        label: $0.name, name: $0.name, type: $0.wrapper == .binding ? .named("Binding<\($0.type)>") : $0.isViewBuilder ? .function : $0.type,
        defaultValue: $0.defaultValue, isVariadic: false, isInout: false)
    }
  }
}

public struct StoredProperty {
  /// `.state` covers every wrapper whose storage the view owns (`@State`, `@StateObject`, `@AppStorage`,
  /// `@SceneStorage`, `@GestureState`, `@FocusState`); `.environment` reads `environmentKey`.
  public enum Wrapper: Sendable { case none, state, binding, other, environment }
  public let name: String
  /// Declared, or inferred from the default value; `.any` until known.
  public internal(set) var type: SceneType
  public let isConstant: Bool
  public let wrapper: Wrapper
  let defaultValue: ExprSyntax?
  let node: Syntax
  /// What `@Environment(…)`/`@EnvironmentObject` reads: a key name (`colorScheme`) or `object:Type`.
  var environmentKey: String? = nil
  /// The value of a wrapper that needs no initial value (`@Namespace`, `@FocusState var focused: Bool`).
  var implicitDefault: Value? = nil
  /// A class property's `willSet`/`didSet` bodies and their parameter names (see `ObservableModel.swift`).
  var willSet: (body: CodeBlockItemListSyntax, parameter: String)? = nil
  var didSet: (body: CodeBlockItemListSyntax, parameter: String)? = nil

  /// The initial value's source text, e.g. `1` for `@State private var likeCount = 1`.
  public var defaultValueText: String? { defaultValue?.trimmedDescription }
}

public struct ComputedProperty {
  let name: String
  let type: SceneType
  let getter: CodeBlockItemListSyntax
  let setter: (body: CodeBlockItemListSyntax, parameter: String)?
  let isBuilder: Bool
  let node: Syntax
}

public struct EnumCaseDefinition {
  public let name: String
  /// The raw value, evaluated when the declaration is collected.
  public internal(set) var rawValue: Value?
  let associatedLabels: [String?]
  let associatedTypes: [SceneType]
  let node: Syntax
}

public struct ParameterDefinition {
  let label: String?
  let name: String
  let type: SceneType
  let defaultValue: ExprSyntax?
  let isVariadic: Bool
  let isInout: Bool
}

/// A function, method, initialiser or accessor declared in the scene.
public final class FunctionDefinition {
  let name: String
  let parameters: [ParameterDefinition]
  let returnType: SceneType
  let body: CodeBlockItemListSyntax?
  let isMutating: Bool
  let isStatic: Bool
  /// Marked `@ViewBuilder` (or another result builder), or a View's `body`.
  let isBuilder: Bool
  let node: Syntax
  /// The type that declares it (nil for free functions): its nested types are in scope in the body.
  weak var owner: TypeDefinition?

  init(
    name: String, parameters: [ParameterDefinition], returnType: SceneType, body: CodeBlockItemListSyntax?,
    isMutating: Bool, isStatic: Bool, isBuilder: Bool, node: Syntax
  ) {
    self.name = name
    self.parameters = parameters
    self.returnType = returnType
    self.body = body
    self.isMutating = isMutating
    self.isStatic = isStatic
    self.isBuilder = isBuilder
    self.node = node
  }

  var labels: [String?] { parameters.map(\.label) }
}
