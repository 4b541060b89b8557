import SwiftSyntax
import ViewRuntime

/// A loaded scene: declarations collected and checked, top-level code run, `Scene(…)` read.
///
/// ```swift
/// let program = try SceneProgram(source: text, fileName: "reaction.swift-dsl", registry: .standard)
/// program.configuration.fps          // 60
/// let root = try program.makeRoot()  // the root view value
/// ```
/// Every entry point runs on a large-stack thread with a fresh step budget and throws `SceneError`.
public final class SceneProgram {
  public let source: SceneSource
  public private(set) var configuration = SceneConfiguration()
  /// Set once in `init`; a `var` only so that `deinit` can release it on the large stack.
  private(set) var interpreter: Interpreter!
  private var sceneCall: FunctionCallExprSyntax?
  /// A preview to render instead of the scene (`--preview NAME`): `#Preview("NAME")` or a
  /// `PreviewProvider` struct's name.
  public var previewName: String?
  /// The names of the file's previews, in order.
  public var previewNames: [String] { interpreter.previews().map(\.name) }

  public init(source text: String, fileName: String = "scene.swift-dsl", registry: HostRegistry = .standard, budget: Budget = .standard) throws(SceneError) {
    // swift-syntax walks its tree with one native frame per level (a long modifier chain is a deep
    // tree), so parsing runs on the large stack like every other entry.
    let parsed: SceneSource
    do { parsed = try LargeStack.run { try SceneParser.parse(text, fileName: fileName) } }
    catch { throw error as? SceneError ?? SceneError(diagnostics: []) }  // parse throws only SceneError
    self.source = parsed
    self.interpreter = Interpreter(source: parsed, registry: registry, budget: budget)
    try entry { try self.interpreter.collectDeclarations() }
    let problems = try entry { SceneChecker(interpreter: self.interpreter).check() }
    if !problems.isEmpty { throw SceneError(diagnostics: problems) }
    try entry { self.interpreter.lowerEverything() }
    try entry { try self.load() }
  }

  deinit {
    // A long modifier chain lowers to a chain of closures as deep as the tree, released one native
    // frame per level: release them on the large stack they were built on, not the caller's.
    var released = interpreter
    interpreter = nil
    _ = try? LargeStack.run { released = nil }
    _ = released
  }

  /// Runs `body` as one interpreter entry: large stack, fresh budget, errors as `SceneError`.
  func entry<T>(_ body: () throws -> T) throws(SceneError) -> T {
    try interpreter.runEntry(body)
  }

  private func load() throws {
    sceneCall = try interpreter.runTopLevel()
    guard let call = sceneCall else { return }
    var c = SceneConfiguration()
    for argument in call.arguments {
      let label = argument.label?.text ?? ""
      let hint: SceneType? =
        switch label {
        case "width", "height", "scale", "fps", "duration": .double
        case "taps", "events": .array(.any)
        case "colorScheme": .named("ColorScheme")
        case "background": .named("Color")
        case "date": .any
        case "assets": .string
        case "seed": .int
        // `Scene(device: .iPhone16Pro)` or the command line's spelling, `Scene(device: "iphone-16-pro")`.
        case "device": argument.expression.is(StringLiteralExprSyntax.self) ? .string : .named("Device")
        case "statusBar": .bool
        default: nil
        }
      guard hint != nil else {
        throw EvalError(argument, "unknown Scene argument '\(label)'" + Suggestions.hint(for: label, among: ["width", "height", "scale", "fps", "duration", "background", "taps", "events", "colorScheme", "date", "seed", "assets", "device", "statusBar"]))
      }
      let value = try interpreter.coerce(
        interpreter.evaluate(argument.expression, in: interpreter.globals, hint: hint), to: hint ?? .any, position: argument.position)
      switch label {
      case "width": c.width = try positive(value, argument)
      case "height": c.height = try positive(value, argument)
      case "scale": c.scale = try positive(value, argument)
      case "fps": c.fps = try positive(value, argument)
      case "duration":
        c.duration = try positive(value, argument)
        c.durationIsExplicit = true
      case "background": c.background = value
      case "colorScheme": c.colorScheme = value
      case "device":
        guard let device = value.host(DeviceModel.self) ?? value.asString.flatMap(DeviceModel.named) else {
          throw EvalError(argument.expression, "unknown device; known devices: \(DeviceModel.knownList)")
        }
        c.device = device
      case "statusBar": c.statusBar = value.asBool ?? true
      case "date": c.date = try Self.sceneDate(value, argument)
      case "assets":
        // Read before the scene runs (`HostRegistry.prepareAssets`), so it must be a literal.
        guard argument.expression.is(StringLiteralExprSyntax.self), let path = value.asString else {
          throw EvalError(argument.expression, "Scene 'assets' must be a string literal: the path of an asset catalog folder")
        }
        c.assets = path
      case "seed":
        guard let seed = value.asInt, seed >= 0 else { throw EvalError(argument.expression, "Scene 'seed' must be a whole number from 0") }
        c.seed = UInt64(seed)
      default:
        // `taps: [0.5]` fires every tap action; `Tap(at:on:)` and the other scripted events go to one view.
        let (taps, events) = try HostRegistry.sceneEvents(value)
        c.taps = (c.taps + taps).sorted()
        c.events += events
      }
    }
    if let device = c.device {
      // The device sets the canvas; a width, height or scale written beside it wins.
      let written = Set(call.arguments.compactMap { $0.label?.text })
      if !written.contains("width") { c.width = device.width }
      if !written.contains("height") { c.height = device.height }
      if !written.contains("scale") { c.scale = device.scale }
    }
    configuration = c
    interpreter.canvasSize = (c.width, c.height)
  }

  private func positive(_ value: Value, _ node: LabeledExprSyntax) throws -> Double {
    guard let d = value.asDouble, d > 0, d.isFinite else {
      throw EvalError(node.expression, "Scene '\(node.label?.text ?? "")' must be a positive number")
    }
    return d
  }

  /// Types declared in the scene, in declaration order.
  public var declaredTypes: [TypeDefinition] { interpreter.typeOrder.compactMap { interpreter.types[$0] } }

  /// The `View` structs of the scene.
  public var components: [ViewComponent] {
    declaredTypes.filter { $0.conforms(to: "View") }.map { ViewComponent(definition: $0, program: self) }
  }

  public func component(named name: String) -> ViewComponent? { components.first { $0.name == name } }

  /// The root view: the `Scene { … }` content, or else the last declared `View` struct that can be built
  /// without arguments.
  public func makeRoot() throws(SceneError) -> Value {
    try entry { try rootValue() }
  }

  /// `makeRoot`'s work, inside an entry.
  func rootValue() throws -> Value {
    if let previewName { return try interpreter.previewRoot(named: previewName) }
    if let call = sceneCall {
      guard let content = call.trailingClosure else {
        throw EvalError(call, "Scene needs its content in a trailing closure: Scene(…) { MyView() }")
      }
      let closure = Value.function(FunctionValue(.closure(content, interpreter.globals)))
      let components = try interpreter.callBuilder(
        closure, arguments: [], hint: nil, position: content.position, keepingBranches: interpreter.registry.keepsBuilderBranches)
      return try interpreter.combine(components, node: content)
    }
    if let root = try interpreter.appRoot() { return root }  // `@main struct MyApp: App { … WindowGroup { Root() } }`
    for d in declaredTypes.reversed() where d.conforms(to: "View") {
      let required = d.memberwiseParameters.filter { $0.defaultValue == nil && !$0.type.isOptional }
      if required.isEmpty || d.initializers.contains(where: { $0.parameters.allSatisfy { $0.defaultValue != nil } }) {
        return try interpreter.construct(.user(d), [], in: interpreter.globals, hint: nil, node: d.node)
      }
    }
    throw EvalError(position: source.tree.endPosition, "no Scene and no View struct that can be built without arguments; add `Scene { MyView() }`")
  }

  /// `body` of a View instance (a builder body, combined with the registry's builder hook).
  public func evaluateBody(of value: Value) throws(SceneError) -> Value {
    try entry {
      guard let d = interpreter.definition(of: value) else { throw HostError("value of type '\(value.sceneType)' is not a View") }
      guard let body = d.computedProperties["body"] else {
        throw EvalError(d.node, "type '\(d.name)' does not conform to protocol 'View' (missing 'var body: some View')")
      }
      return try interpreter.runGetter(body, receiver: value, staticType: nil, node: d.node)
    }
  }

  /// Calls a scene closure (an action, a content or animation closure) with positional arguments.
  public func call(_ function: Value, _ arguments: [Value], expecting type: SceneType? = nil) throws(SceneError) -> Value {
    try entry {
      var args = arguments
      return try interpreter.callValue(function, arguments: &args, hint: type, position: interpreter.currentPosition)
    }
  }

  /// Runs a builder closure and returns its components.
  public func callBuilder(_ function: Value, _ arguments: [Value], elementType: SceneType? = nil) throws(SceneError) -> [Value] {
    try entry { try interpreter.callBuilder(function, arguments: arguments, hint: elementType, position: interpreter.currentPosition) }
  }

  /// Resolves an implicit member written without type context (`CubicKeyframe(.degrees(16), …)`) once the
  /// type is known, and widens Int to Double where `.double` is expected.
  public func resolve(_ value: Value, as type: SceneType) throws(SceneError) -> Value {
    try entry { try interpreter.coerce(value, to: type, position: interpreter.currentPosition) }
  }

  /// The declared (or inferred) type of the stored property a key path names on `root`.
  public func propertyType(_ keyPath: KeyPathValue, on root: Value) -> SceneType? {
    var current = interpreter.definition(of: root)
    var type: SceneType?
    for component in keyPath.components {
      guard let property = current?.storedProperty(component) else { return nil }
      type = property.type
      current = property.type.typeName.flatMap { interpreter.types[$0] }
    }
    return type
  }

  /// Evaluates a stand-alone expression against the scene's globals (tests, the CLI's `--eval`).
  public func evaluate(_ expression: String) throws(SceneError) -> Value {
    let parsed = try SceneParser.parse(expression, fileName: "<expression>")
    guard let item = parsed.tree.statements.first, let expr = Interpreter.expression(of: item) else {
      throw SceneError(diagnostics: [parsed.diagnostic(at: parsed.tree.position, message: "expected an expression")])
    }
    do {
      return try LargeStack.run {
        interpreter.beginEntry()
        return try interpreter.evaluate(expr, in: interpreter.globals, hint: nil)
      }
    } catch let e as EvalError {
      throw SceneError(diagnostics: [parsed.diagnostic(at: e.position, message: e.message)])
    } catch {
      throw interpreter.sceneError(from: error)
    }
  }
}
