/// Everything the host offers a scene: types, free functions and operators.
///
/// The language core registers the Swift standard library part and `Angle` (`HostRegistry.standard`); the
/// SwiftUI surface (views, modifiers, animations, animators, keyframes) is registered by its own file set
/// on top, through the same calls. Lookups by name are plain dictionary reads.
public struct HostRegistry {
  public var types: [String: HostType] = [:]
  public var functions: [String: [HostFunction]] = [:]
  /// Binary operators on host values, tried when the built-in numeric/string rules do not apply.
  public var binaryOperators: [String: [(Value, Value) throws -> Value?]] = [:]
  /// Prefix `-` on host values.
  public var negate: [String: (Value) throws -> Value] = [:]
  /// How a result-builder body's components become one value (e.g. a `TupleView`); the default keeps one
  /// component as is and wraps several in `.array`.
  public var combineBuilderComponents: ([Value]) throws -> Value = { components in
    components.count == 1 ? components[0] : .array(components)
  }
  /// Builder results keep `if`/`switch` branch markers (`BuilderBranch`) for consumers that give branches
  /// identity (the SwiftUI surface); otherwise they are flattened.
  public var keepsBuilderBranches = false
  /// Several built views as one view value (SwiftUI's `TupleView`), for `content.padding()` on a stored
  /// builder result; nil keeps them an array.
  var wrapViews: ((Interpreter, Value) throws -> Value)?
  /// Where `print` writes; the CLI passes stderr.
  public var printSink: (String) -> Void = { _ in }
  /// The scene's asset catalog (`SwiftUIAssets.swift`); nil: none was looked for.
  var assets: SceneAssetState?

  /// Set by a registry that covers the whole surface scenes use (the SwiftUI binding): the checker then
  /// also reports unknown type names, implicit members and methods before evaluation. Without it, only
  /// names that are unknown everywhere (user code and registry) are reported, at evaluation time.
  public var isComplete = false

  public init() {}

  public mutating func register(_ type: HostType) { types[type.name] = type }

  /// Edits a registered type in place (creating it if missing).
  public mutating func modify(_ name: String, _ body: (inout HostType) -> Void) {
    var type = types[name] ?? HostType(name)
    body(&type)
    types[name] = type
  }

  public mutating func addFunction(_ name: String, _ function: HostFunction) {
    functions[name, default: []].append(function)
  }

  public mutating func addOperator(_ op: String, _ body: @escaping (Value, Value) throws -> Value?) {
    binaryOperators[op, default: []].append(body)
  }

  /// Types that provide `name` as a static member, for implicit members used without a known type.
  func typesWithStaticMember(_ name: String) -> [String] {
    types.values.filter { $0.staticProperties[name] != nil || $0.staticMethods[name] != nil }.map(\.name).sorted()
  }

  /// Method lookup through the type, then its protocols.
  func methods(on typeName: String, extraConformances: [String] = [], named name: String) -> [HostFunction]? {
    if let type = types[typeName], let found = type.methods[name] { return found }
    let protocols = extraConformances.isEmpty ? types[typeName]?.sortedConformances ?? [] : (types[typeName]?.sortedConformances ?? []) + extraConformances
    for p in protocols {
      if let found = types[p]?.methods[name] { return found }
    }
    return nil
  }

  func property(on typeName: String, extraConformances: [String] = [], named name: String) -> HostProperty? {
    if let type = types[typeName], let found = type.properties[name] { return found }
    let protocols = extraConformances.isEmpty ? types[typeName]?.sortedConformances ?? [] : (types[typeName]?.sortedConformances ?? []) + extraConformances
    for p in protocols {
      if let found = types[p]?.properties[name] { return found }
    }
    return nil
  }

  /// Every member name known anywhere, for "did you mean" suggestions and the unknown-member check.
  var allMemberNames: Set<String> {
    var names = Set<String>()
    for type in types.values {
      names.formUnion(type.staticProperties.keys)
      names.formUnion(type.staticMethods.keys)
      names.formUnion(type.properties.keys)
      names.formUnion(type.methods.keys)
    }
    return names
  }
}
