import ViewRuntime

/// SwiftUI's environment as scenes use it: `@Environment(\.colorScheme)` and the other system values
/// (at an iPhone's defaults), custom `EnvironmentKey`s and `@Entry` values set by
/// `.environment(\.key, value)`, and objects set by `.environmentObject(_:)` / `.environment(_:)`.
/// Values travel down the view runtime's tree (`ViewModifierNode.sceneEnvironment`) and are read
/// where a component's body runs (see Apple's "EnvironmentValues").
extension HostRegistry {
  /// The system values a scene may read, with the value each has unless a modifier sets it.
  static let environmentDefaults: [String: (type: String, value: String)] = [
    "colorScheme": ("ColorScheme", "light"),
    "horizontalSizeClass": ("UserInterfaceSizeClass", "compact"),
    "verticalSizeClass": ("UserInterfaceSizeClass", "regular"),
    "dynamicTypeSize": ("DynamicTypeSize", "large"),
    "layoutDirection": ("LayoutDirection", "leftToRight"),
    "scenePhase": ("ScenePhase", "active"),
    "locale": ("Locale", "en_US"),
  ]

  mutating func registerEnvironment() {
    let cases: [String: [String]] = [
      "UserInterfaceSizeClass": ["compact", "regular"],
      "DynamicTypeSize": ["xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge",
                          "accessibility1", "accessibility2", "accessibility3", "accessibility4", "accessibility5"],
      "LayoutDirection": ["leftToRight", "rightToLeft"],
      "ScenePhase": ["active", "inactive", "background"],
    ]
    for (typeName, names) in cases {
      modify(typeName) { t in
        for name in names { t.addStatic(name) { _ in HostRegistry.host(typeName, name) } }
      }
    }
    modify("DynamicTypeSize") { t in
      t.addProperty("isAccessibilitySize", HostProperty(type: .bool, get: { v in .bool(v.host(String.self)?.hasPrefix("accessibility") ?? false) }))
    }
    modify("Locale") { t in
      t.addStatic("current") { _ in HostRegistry.host("Locale", "en_US") }
      let identifier = Param<String>("identifier")
      t.addInit(.binding(identifier, returns: .named("Locale")) { c in HostRegistry.host("Locale", try c[identifier]) })
      t.addProperty("identifier", HostProperty(type: .string, get: { v in .string(v.host(String.self) ?? "") }))
    }
    modify("Namespace.ID") { _ in }
    // `self[ThemeKey.self]` in a scene's `extension EnvironmentValues`: nothing stored, so the key's
    // `defaultValue` (the interpreter's rule for host subscripts keyed by a type with one).
    modify("EnvironmentValues") { t in
      t.subscriptGetter = { _, _ in .null }
      t.subscriptSetter = { _, _, _ in }
    }

    registerBindingInitializers()
    registerStateInitializers()
    registerObjectPublisher()

    let keyPath = Param<Value>(nil, "keyPath"), value = Param<Value>(nil, "value")
    modifier("environment", keyPath, value) { c, view in
      guard case .keyPath(let path) = try c[keyPath] else { throw HostError("environment(_:_:) takes a key path on EnvironmentValues, like \\.colorScheme") }
      let key = path.components.joined(separator: ".")
      let resolved = try c.interpreter.environmentArgument(try c[value], key: key)
      // The appearance is the view runtime's own value (system colours follow it), read back below.
      if key == "colorScheme" { return view.modifier(.effect(ColorSchemeModifier(resolved.host(ColorScheme.self), isPreferred: false))) }
      return AnyView(node: .modified(view._node, .sceneEnvironment(key: key, value: AnyHashable(SceneHashable(resolved)))))
    }
    let object = Param<Value>(nil, "object")
    for name in ["environment", "environmentObject"] {
      modifier(name, object) { c, view in
        let model = try c[object]
        guard case .instance(let i) = model, i.definition.kind == .classType else {
          throw HostError("\(name)(_:) takes an object (an instance of a class), not a value of type '\(model.sceneType)'")
        }
        // Found by its class and each superclass, as `@EnvironmentObject var base: Base` finds a subclass.
        var node = view._node
        var d: TypeDefinition? = i.definition
        while let current = d {
          node = .modified(node, .sceneEnvironment(key: "object:" + current.name, value: AnyHashable(SceneHashable(model))))
          d = current.superclass
        }
        return AnyView(node: node)
      }
    }
  }
}

extension HostRegistry {
  /// `Binding(get:set:)`: a binding computed by scene closures, and `Binding(other)`.
  mutating func registerBindingInitializers() {
    let get = Param<SceneClosure>("get"), set = Param<SceneClosure>("set")
    let projected = Param<Value>(nil, "projectedValue")
    modify("Binding") { t in
      t.addInit(.binding(get, set, returns: .named("Binding")) { c in
        let interpreter = c.interpreter
        let getter = try c[get].function, setter = try c[set].function
        return .binding(StateCell(name: "Binding", initial: .null, backing: (
          get: { interpreter.guarded(.null) { try interpreter.runtimeCall(getter, []) } },
          set: { newValue in interpreter.guarded(()) { _ = try interpreter.runtimeCall(setter, [newValue]) } }
        )))
      })
      t.addInit(.binding(projected, returns: .named("Binding")) { c in
        let value = try c[projected]
        guard case .binding = value else { throw HostError("Binding(_:) takes another binding, like $flag") }
        return value
      })
    }
  }
}

extension Interpreter {
  /// A value for `.environment(\.key, value)`, resolved against the key's type (`.dark`).
  func environmentArgument(_ value: Value, key: String) throws -> Value {
    if let builtin = HostRegistry.environmentDefaults[key] { return try coerce(value, to: .named(builtin.type), position: currentPosition) }
    guard let ext = hostExtensions["EnvironmentValues"], let type = ext.computedProperties[key]?.type ?? ext.staticProperties[key]?.type else {
      throw HostError("unknown environment key path '\\.\(key)'" + Suggestions.hint(for: key, among: environmentKeys))
    }
    return try fit(value, to: type, position: currentPosition)
  }

  /// Every key a scene may name: the system values and the scene's own.
  var environmentKeys: [String] {
    let ext = hostExtensions["EnvironmentValues"]
    return Array(HostRegistry.environmentDefaults.keys) + ["dismiss", "isEnabled"]
      + Array(ext?.computedProperties.keys ?? [:].keys) + Array(ext?.staticProperties.keys ?? [:].keys)
  }

  /// `@Environment(\.key)` properties must name a known key: reported where they are declared.
  func validateEnvironmentKeys() throws {
    guard registry.isComplete else { return }
    let known = Set(environmentKeys)
    for name in typeOrder {
      guard let d = types[name] else { continue }
      for property in d.storedProperties where property.wrapper == .environment {
        guard let key = property.environmentKey else { continue }
        if key.hasPrefix("object:") {
          let typeName = String(key.dropFirst("object:".count))
          if types[typeName] == nil { throw EvalError(property.node, "cannot find type '\(typeName)' in scope") }
          continue
        }
        if !known.contains(key) {
          throw EvalError(property.node, "unknown environment key path '\\.\(key)'" + Suggestions.hint(for: key, among: known))
        }
      }
    }
  }

  /// The environment value `key` where a body runs: set by a modifier above, else its default.
  func environmentValue(_ key: String, for property: StoredProperty, in environment: EnvironmentValues) throws -> Value {
    if let set = SceneHashable.value(of: environment.sceneValues[key]) { return set }
    if key.hasPrefix("object:") {
      let typeName = key.dropFirst("object:".count)
      throw EvalError(property.node, "no object of type '\(typeName)' in the environment: add .environmentObject(…) or .environment(…) with one on a view above")
    }
    switch key {
    case "dismiss":
      // A presented view dismissing itself: nothing is presented in a render, so it does nothing.
      return .function(FunctionValue(.host(name: "dismiss", overloads: [HostFunction([]) { _ in .void }], receiver: nil)))
    case "isEnabled":
      return .bool(true)
    case "colorScheme":
      return HostRegistry.host("ColorScheme", environment.colorScheme)
    default:
      break
    }
    if let builtin = HostRegistry.environmentDefaults[key] { return HostRegistry.host(builtin.type, builtin.value) }
    let ext = hostExtensions["EnvironmentValues"]
    if let entry = ext?.staticProperties[key], let expr = entry.defaultValue {
      return deref(try evaluate(expr, in: globals, hint: entry.type == .any ? nil : entry.type))
    }
    if let computed = ext?.computedProperties[key] {
      return try runGetter(computed, receiver: HostRegistry.host("EnvironmentValues", 0), staticType: nil, node: property.node)
    }
    throw EvalError(property.node, "unknown environment key path '\\.\(key)'")
  }
}
