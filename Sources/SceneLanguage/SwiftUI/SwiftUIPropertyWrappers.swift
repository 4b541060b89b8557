import SwiftSyntax
import ViewRuntime

/// SwiftUI's property wrappers on view properties, and `$` projections.
///
/// Storage the view owns (`@State`, `@StateObject`, `@AppStorage`, `@SceneStorage`, `@GestureState`,
/// `@FocusState`) is a runtime state slot; `@Binding` a cell passed in; `@Environment` and
/// `@EnvironmentObject` are read where the body runs; `@ObservedObject` and `@Bindable` hold the object
/// as a plain value (its properties are cells of their own). See Apple's "Managing model data in your
/// app" and "Migrating from the Observable Object protocol to the Observable macro".
extension Interpreter {
  /// The wrapper kind of a property declaration; `weak`/`unowned` are refused by name.
  static func propertyWrapper(of v: VariableDeclSyntax) throws -> StoredProperty.Wrapper {
    for modifier in v.modifiers where ["weak", "unowned"].contains(modifier.name.text) {
      throw EvalError(modifier, "'\(modifier.name.text)' references are not supported in scenes: objects live for the whole render; remove '\(modifier.name.text)'")
    }
    for element in v.attributes {
      guard case .attribute(let a) = element else { continue }
      let name = a.attributeName.trimmedDescription
      switch name {
      case "State", "StateObject", "AppStorage", "SceneStorage", "GestureState", "FocusState": return .state
      case "Binding": return .binding
      case "Environment", "EnvironmentObject": return .environment
      case "Published", "ObservedObject", "Bindable", "Namespace", "ObservationIgnored", "ObservationTracked", "MainActor",
        "ViewBuilder", "Entry", "nonobjc", "objc":
        continue
      case "NSManaged", "FetchRequest", "Query", "UIApplicationDelegateAdaptor", "AccessibilityFocusState", "ScaledMetric":
        throw EvalError(a, "'@\(name)' is not supported in scenes (no Core Data, SwiftData, UIKit or accessibility runtime on Linux)")
      default:
        continue
      }
    }
    return v.attributes.isEmpty ? .none : .other
  }

  /// What a wrapper needs beyond its kind: the environment key, or the implicit value of `@Namespace`
  /// and `@FocusState`.
  func completeWrapped(_ property: inout StoredProperty, declaration v: VariableDeclSyntax, in d: TypeDefinition) throws {
    if let binding = property.node.as(PatternBindingSyntax.self), case .accessors(let list)? = binding.accessorBlock?.accessors {
      for accessor in list {
        let kind = accessor.accessorSpecifier.tokenKind
        guard kind == .keyword(.willSet) || kind == .keyword(.didSet) else { continue }
        guard d.kind == .classType else {
          throw EvalError(accessor, "property observers ('\(accessor.accessorSpecifier.text)') are supported on class properties only; update dependent values in a method")
        }
        let body = accessor.body?.statements ?? []
        if kind == .keyword(.willSet) {
          property.willSet = (body, accessor.parameters?.name.text ?? "newValue")
        } else {
          property.didSet = (body, accessor.parameters?.name.text ?? "oldValue")
        }
      }
    }
    for element in v.attributes {
      guard case .attribute(let a) = element else { continue }
      switch a.attributeName.trimmedDescription {
      case "Environment":
        guard case .argumentList(let list)? = a.arguments, let first = list.first?.expression else {
          throw EvalError(a, "@Environment needs a key path or a type: @Environment(\\.colorScheme) or @Environment(Model.self)")
        }
        if let keyPath = first.as(KeyPathExprSyntax.self) {
          property.environmentKey = keyPath.components.map { $0.component.trimmedDescription }.joined(separator: ".")
        } else if let member = first.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "self", let base = member.base {
          property.environmentKey = "object:" + (lookupType(base.trimmedDescription, from: d)?.name ?? base.trimmedDescription)
        } else {
          throw EvalError(first, "@Environment takes a key path (\\.colorScheme) or an Observable type (Model.self)")
        }
      case "EnvironmentObject":
        guard let typeName = property.type.typeName else {
          throw EvalError(v, "@EnvironmentObject needs its type written: @EnvironmentObject var settings: Settings")
        }
        property.environmentKey = "object:" + typeName
      case "Namespace":
        property.implicitDefault = HostRegistry.host("Namespace.ID", d.name + "." + property.name)
      case "FocusState" where property.defaultValue == nil:
        property.implicitDefault = property.type.isOptional ? .null : .bool(false)
      case "GestureState" where property.defaultValue == nil:
        throw EvalError(v, "@GestureState needs its reset value: @GestureState private var offset = CGSize.zero")
      default:
        continue
      }
    }
  }

  /// `$name` on an instance: the binding of a `@State`/`@Binding`/`@StateObject` property, or a binding
  /// holding the object of an `@ObservedObject`/`@Bindable`/environment property (for `$model.flag`).
  func projection(of name: String, in instance: Instance) -> Value? {
    switch instance.fields[name] {
    case .binding(let cell)?: return .binding(cell)
    case .instance(let object)? where object.definition.kind == .classType:
      return .binding(StateCell(name: name, value: .instance(object)))
    default: return nil
    }
  }

  /// Whether an expression is a projection (`$flag`, `self.$flag`, `$model.settings`), whose members
  /// are bindings too.
  static func isProjection(_ expr: ExprSyntax) -> Bool {
    if let ref = expr.as(DeclReferenceExprSyntax.self) {
      let name = ref.baseName.text
      return name.hasPrefix("$") && name.count > 1 && !name.dropFirst().allSatisfy(\.isNumber)
    }
    if let m = expr.as(MemberAccessExprSyntax.self), let base = m.base {
      return m.declName.baseName.text.hasPrefix("$") || isProjection(base)
    }
    if let s = expr.as(SubscriptCallExprSyntax.self) { return isProjection(s.calledExpression) }  // `$items[i]`
    return false
  }

  /// A member of a binding: `$model.isOn` is the object's own cell; `$settings.volume` on a struct
  /// value is a binding that reads and writes that member through the parent binding (SwiftUI's
  /// dynamic member lookup on `Binding`). `wrappedValue` and `projectedValue` are the binding's.
  func projectedMember(_ name: String, of value: Value, node: some SyntaxProtocol) throws -> Value {
    switch name {
    case "wrappedValue": return deref(value)
    case "projectedValue": return value
    default: break
    }
    let target = deref(value)
    if case .instance(let i) = target, i.definition.kind == .classType {
      if case .binding(let cell)? = i.fields[name] { return .binding(cell) }
      return try member(name, of: target, node: node)
    }
    guard case .binding(let parent) = value else { return try member(name, of: value, node: node) }
    _ = try member(name, of: target, node: node)  // the member must exist: report it here, not on first use
    let position = node.position
    return .binding(StateCell(name: name, initial: .null, backing: (
      get: { [unowned self] in guarded(.null) { try member(name, of: parent.value, node: self.node(at: position)) } },
      set: { [unowned self] newValue in
        guarded(()) {
          var whole = parent.value
          try setMember(name, of: &whole, position: position) { $0 = newValue }
          parent.value = whole
        }
      }
    )))
  }

  // MARK: Views

  /// Whether a view must be a runtime component (its body run where it sits) rather than expanded when
  /// lowered: it reads the environment, or holds an object whose changes must re-run its body.
  func needsComponent(_ instance: Instance) -> Bool {
    for property in instance.definition.storedProperties {
      if property.wrapper == .environment { return true }
      if case .instance(let i)? = instance.fields[property.name], i.definition.kind == .classType { return true }
    }
    return false
  }

  /// Keeps the first object of each object-holding state slot (see `StateAccess.keep`).
  func keepObjects(_ stateProperties: [StoredProperty], initial: [String: StateCell], access: StateAccess) {
    for property in stateProperties {
      if case .instance(let i)? = initial[property.name]?.value, i.definition.kind == .classType { access.keep(property.name) }
    }
  }

  /// The instance with its environment properties read from where its body runs.
  func fillEnvironment(_ instance: inout Instance, from environment: EnvironmentValues) throws {
    for property in instance.definition.storedProperties where property.wrapper == .environment {
      guard let key = property.environmentKey else { continue }
      instance.fields[property.name] = try environmentValue(key, for: property, in: environment)
    }
  }
}

extension Interpreter {
  /// The wrapped property whose storage `_name` names (`_rating` for `@Binding var rating`).
  static func wrapperStorage(_ name: String, of d: TypeDefinition) -> StoredProperty? {
    guard name.hasPrefix("_"), name.count > 1, let p = d.storedProperty(String(name.dropFirst())) else { return nil }
    return p.wrapper == .none || p.wrapper == .environment ? nil : p
  }

  /// `self._rating = rating` (a `Binding`) replaces a `@Binding`'s cell; `self._count = State(initialValue: 3)`
  /// and `_model = .init(initialValue: m)` (`@Published`, `@ObservedObject`, …) set the wrapped value.
  func modifyWrapperStorage(_ property: StoredProperty, ofSelf selfVariable: Variable, node: some SyntaxProtocol, _ body: (inout Value) throws -> Void) throws {
    guard case .instance(var instance) = selfVariable.value else { throw EvalError(node, "cannot assign to '_\(property.name)'") }
    var storage = instance.fields[property.name] ?? .null
    try body(&storage)
    if case .implicitMember(let m) = storage, m.name == "init", let only = m.arguments, only.count == 1,
      only[0].label == "initialValue" || only[0].label == "wrappedValue"
    {
      storage = only[0].value
    }
    switch (instance.fields[property.name], storage) {
    case (_, .binding) where property.wrapper == .binding:
      instance.fields[property.name] = storage
    case (.binding(let cell)?, let value) where property.wrapper != .binding:
      cell.value = deref(value)
    case (_, let value) where property.wrapper == .other:
      instance.fields[property.name] = try fit(deref(value), to: property.type, position: node.position)
    default:
      throw EvalError(node, "'_\(property.name)' of a @Binding property takes a Binding, like Binding(projectedValue: $flag) or a parameter")
    }
    selfVariable.value = .instance(instance)
  }
}

extension HostRegistry {
  /// `State(initialValue:)` / `State(wrappedValue:)` for `_count = State(initialValue: 3)`: the value.
  mutating func registerStateInitializers() {
    for label in ["initialValue", "wrappedValue"] {
      let value = Param<Value>(label)
      for wrapper in ["State", "Published", "StateObject", "ObservedObject"] {
        modify(wrapper) { $0.addInit(.binding(value) { c in try c[value] }) }
      }
    }
  }
}

extension Interpreter {
  /// `_name` or `self._name`: syntax naming a property wrapper's storage.
  static func isWrapperStorage(_ expr: ExprSyntax) -> Bool {
    let name: String
    if let ref = expr.as(DeclReferenceExprSyntax.self) {
      name = ref.baseName.text
    } else if let m = expr.as(MemberAccessExprSyntax.self), m.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
      name = m.declName.baseName.text
    } else {
      return false
    }
    return name.hasPrefix("_") && name.count > 1 && name != "_"
  }
}

extension Interpreter {
  /// Members of a `Binding` itself rather than of its value: `wrappedValue`, `projectedValue`, and
  /// `animation(_:)`, a binding whose writes run inside `withAnimation` (Apple, `Binding.animation(_:)`).
  func bindingMember(_ name: String, of cell: StateCell) -> Value? {
    switch name {
    case "wrappedValue": return cell.value
    case "projectedValue": return .binding(cell)
    case "animation":
      let animate = HostFunction([HostParameter(nil, .named("Animation"), default: true)], returns: .named("Binding")) { call in
        let animation = call[0].flatMap { $0.isNull ? nil : $0.host(Animation.self) } ?? (call[0]?.isNull == true ? nil : .default)
        return .binding(StateCell(name: cell.name, initial: .null, backing: (
          get: { cell.value },
          set: { newValue in withAnimation(animation) { cell.value = newValue } }
        )))
      }
      return .function(FunctionValue(.host(name: "animation", overloads: [animate], receiver: nil)))
    default: return nil
    }
  }
}

extension Interpreter {
  /// An accessor block of `willSet`/`didSet` only: the property is stored, with observers.
  static func isObserverBlock(_ block: AccessorBlockSyntax) -> Bool {
    guard case .accessors(let list) = block.accessors, !list.isEmpty else { return false }
    return list.allSatisfy { $0.accessorSpecifier.tokenKind == .keyword(.willSet) || $0.accessorSpecifier.tokenKind == .keyword(.didSet) }
  }
}
