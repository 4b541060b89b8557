import SwiftSyntax

/// An evaluator over the folded syntax tree, lowered once per node into closures (see
/// `Interpreter+Lowering.swift`).
///
/// One interpreter per loaded scene. It is not thread-safe: the runtime calls it from one thread at a time
/// (every public entry point hops onto a large-stack thread; see `LargeStack`).
final class Interpreter {
  let source: SceneSource
  let registry: HostRegistry
  let budget: Budget
  let globals = Scope(parent: nil)
  /// Scene types by qualified name (`Badge.Values` for a type nested in `Badge`).
  var types: [String: TypeDefinition] = [:]
  /// `isImplicitMemberChain` answers by syntax node, so lowering a chain of n members is O(n), not O(n²).
  var implicitChains: [SyntaxIdentifier: Bool] = [:]
  /// The definition each struct, enum and extension declaration contributes to.
  var typeDeclarations: [SyntaxIdentifier: TypeDefinition] = [:]
  /// Declaration order of types, for "last declared View" root selection.
  var typeOrder: [String] = []
  var staticValues: [String: Value] = [:]
  /// Host-type extensions written in the scene (`extension Transaction { var avatarTapped … }`).
  var hostExtensions: [String: TypeDefinition] = [:]
  /// Protocols declared in the scene, by name (see `Interpreter+Protocols.swift`).
  var protocols: [String: ProtocolDefinition] = [:]
  /// The extensions applying to values of each type name, computed on first use (see `extensions(applyingTo:)`).
  var extensionsByType: [String: [TypeDefinition]] = [:]
  /// The canvas in points (`Scene(width:height:)`), for `UIScreen.main.bounds`.
  var canvasSize: (width: Double, height: Double) = (400, 400)

  /// References the name resolver proved can only mean a type or a host function (no local, parameter,
  /// member or file-scope value of that name is visible there): lowering reads them without a scope walk.
  var resolvedNames: [SyntaxIdentifier: Value] = [:]
  /// References the name resolver proved can only mean a file-scope variable or function: evaluation reads
  /// `globals` directly instead of walking every enclosing scope (see `globalValue`).
  var globalReferences: Set<SyntaxIdentifier> = []

  var steps = 0
  /// Each expression's lowered closure, compiled on first use (see `Interpreter+Lowering.swift`).
  var loweredExpressions: [SyntaxIdentifier: LoweredExpression] = [:]
  /// Each block's lowered statements (see `Interpreter+LoweredStatements.swift`).
  var loweredBlocks: [SyntaxIdentifier: [LoweredStatement]] = [:]
  var loweredConditionLists: [SyntaxIdentifier: (Scope) throws -> Bool] = [:]
  /// Each assignment target's lowered read-modify-write (see `Interpreter+LoweredTargets.swift`).
  var loweredTargets: [SyntaxIdentifier: LoweredTarget] = [:]
  /// The value of each `if`/`switch` branch body (see `loweredBranch`).
  var loweredBranches: [SyntaxIdentifier: LoweredExpression] = [:]
  /// Syntax facts read once: closure signatures, bodies that are one implicitly returned expression,
  /// `if`/`switch` expressions that are complete values.
  var closureShapes: [SyntaxIdentifier: ClosureShape] = [:]
  var implicitReturns: [SyntaxIdentifier: ExprSyntax?] = [:]
  var completeExpressions: [SyntaxIdentifier: Bool] = [:]
  /// `node(at:)` results by position.
  var nodeCache: [AbsolutePosition: Syntax] = [:]
  /// `arguments(of:)` and `start(of:)` results by syntax node.
  var argumentCache: [SyntaxIdentifier: [CallArgument]] = [:]
  var startCache: [SyntaxIdentifier: AbsolutePosition] = [:]
  var depth = 0
  var nesting = 0
  /// Objects (class instances) made so far: the next one's identity (see `Interpreter+Classes.swift`).
  var objectCount = 0
  /// Reads of object properties so far: a root built from them must be re-evaluated as they change.
  var objectReads = 0
  /// The innermost call site, so host errors point at the call that failed.
  var currentPosition: AbsolutePosition

  /// Nested syntax evaluation guard: the parser caps nesting, this is the backstop for the native stack.
  static let maximumNesting = 4_000
  /// Limits for the current entry: the budget's on the large stack, less where the stack is smaller.
  var depthLimit: Int
  var nestingLimit = Interpreter.maximumNesting

  init(source: SceneSource, registry: HostRegistry, budget: Budget) {
    self.source = source
    self.registry = registry
    self.budget = budget
    self.currentPosition = source.tree.position
    self.depthLimit = budget.callDepth
  }

  var context: HostContext { HostContext(interpreter: self) }

  // MARK: Budget

  @inline(__always)
  func tick(_ node: some SyntaxProtocol) throws {
    steps += 1
    if steps > budget.steps {
      throw EvalError(node, "evaluation budget exceeded (more than \(budget.steps) steps)")
    }
  }

  func checkCollection(_ count: Int, _ node: some SyntaxProtocol) throws {
    if count > budget.collectionSize {
      throw EvalError(node, "evaluation budget exceeded (collection of \(count) elements, limit \(budget.collectionSize))")
    }
  }

  func checkString(_ string: String, _ node: some SyntaxProtocol) throws {
    if string.utf8.count > budget.stringLength {
      throw EvalError(node, "evaluation budget exceeded (string of \(string.utf8.count) bytes, limit \(budget.stringLength))")
    }
  }

  func enterCall(_ node: some SyntaxProtocol) throws {
    depth += 1
    if depth > depthLimit {
      if depthLimit < budget.callDepth {
        throw EvalError(node, "evaluation budget exceeded (call depth over \(depthLimit), all this thread's stack allows; infinite recursion?)")
      }
      throw EvalError(node, "evaluation budget exceeded (call depth over \(budget.callDepth); infinite recursion?)")
    }
  }

  /// Resets the per-entry counters; every public entry point starts with a fresh step budget.
  func beginEntry() {
    steps = 0
    depth = 0
    nesting = 0
  }

  /// Nesting of `runEntry`: the runtime calls closures that call back into the runtime that calls
  /// closures; only the outermost entry hops threads and resets the budget.
  var entryDepth = 0
  /// An error raised where the runtime cannot receive one (a tap action); thrown by the next entry.
  var deferredError: SceneError?

  /// Runs one interpreter entry on the large stack with a fresh budget (if outermost); errors become
  /// `SceneError`s with source context.
  ///
  /// `inline` (callbacks from the view runtime) runs on the calling thread, keeping its task-locals
  /// (the runtime's transaction); depth is then limited by the stack left (see `LargeStack`).
  func runEntry<T>(inline: Bool = false, _ body: () throws -> T) throws(SceneError) -> T {
    func work() throws -> T {
      if entryDepth == 0 {
        beginEntry()
        setLimits()
        if let pending = deferredError { throw pending }  // stays set: the scene is broken from here on
      }
      entryDepth += 1
      defer { entryDepth -= 1 }
      return try body()
    }
    do {
      if inline || LargeStack.isOnLargeStack { return try work() }
      // Diagnostics are formatted there too: swift-syntax walks the whole (possibly deep) tree for them.
      return try LargeStack.run { () throws -> T in
        do { return try work() } catch { throw sceneError(from: error) }
      }
    } catch {
      throw sceneError(from: error)
    }
  }

  private func setLimits() {
    guard !LargeStack.isOnLargeStack, let remaining = LargeStack.remaining() else {
      depthLimit = budget.callDepth
      nestingLimit = Self.maximumNesting
      return
    }
    let usable = max(0, remaining - (256 << 10))  // keep a reserve for host code and the runtime
    depthLimit = min(budget.callDepth, usable / LargeStack.bytesPerCallLevel)
    nestingLimit = min(Self.maximumNesting, usable / LargeStack.bytesPerNestingLevel)
  }

  /// Converts an error thrown anywhere below into a `SceneError` with source context.
  func sceneError(from error: Error) -> SceneError {
    switch error {
    case let e as EvalError:
      return SceneError(diagnostics: [source.diagnostic(at: e.position, message: e.message)])
    case let e as SceneError:
      return e
    case let e as SceneThrownError:
      return uncaughtError(e)
    case let e as HostError:
      return SceneError(diagnostics: [source.diagnostic(at: currentPosition, message: e.message)])
    default:
      return SceneError(diagnostics: [source.diagnostic(at: currentPosition, message: "\(error)")])
    }
  }

  // MARK: Lookup

  /// Finds a variable by walking scopes outward; nil if the name is a member, type or host name instead.
  func lookupVariable(_ name: String, in scope: Scope) -> Variable? {
    var current: Scope? = scope
    while let s = current {
      if let v = s.variables[name] { return v }
      current = s.parent
    }
    return nil
  }

  /// The innermost member context (method, initialiser, accessor, static function).
  func memberContext(_ scope: Scope) -> Scope? {
    var current: Scope? = scope
    while let s = current {
      if s.selfVariable != nil || s.staticType != nil { return s }
      current = s.parent
    }
    return nil
  }

  func conforms(_ value: Value, to protocolName: String) -> Bool {
    switch value {
    case .instance(let i): return i.definition.conforms(to: protocolName)
    case .enumCase(let e): return e.definition.conforms(to: protocolName)
    case .host(let h): return h.typeName == protocolName || registry.types[h.typeName]?.conformances.contains(protocolName) == true
    case .type(.user(let d)): return d.conforms(to: protocolName)
    default: return false
    }
  }

  /// Names that could have been meant, for "did you mean".
  func suggestion(for name: String, among candidates: some Sequence<String>) -> String? {
    Suggestions.closest(to: name, among: candidates)
  }
}
