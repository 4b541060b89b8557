import SwiftSyntax

/// Resolves every value name in the scene with Swift's lexical scoping and reports the ones that resolve
/// to nothing ("cannot find 'x' in scope", with "did you mean" among the names visible there).
///
/// Scopes follow The Swift Programming Language's rules for declarations: a local is visible from its
/// declaration to the end of its block; parameters in their function or closure; `if`/`while` bindings in
/// the body (not the `else`); `guard` bindings after the `guard` (not in its `else`); `for` and `case`
/// patterns in their body; a type's members inside the type and its extensions; file-scope declarations
/// everywhere (https://docs.swift.org/swift-book/documentation/the-swift-programming-language/declarations/).
/// `SceneChecker` adds the checks that are not name resolution to the same walk.
class NameResolver: SyntaxVisitor {
  let interpreter: Interpreter
  var diagnostics: [SceneDiagnostic] = []
  /// Values that are always in scope: implicit names and the file's variables and functions.
  private var fileValues: Set<String> = NameResolver.implicitNames
  /// The implicit names among `fileValues`: the runtime binds them in inner scopes.
  private static let implicitNames: Set<String> = ["self", "Self", "newValue", "oldValue", "super", "Scene", "Optional", "rawValue"]
  /// Everything always in scope: `fileValues`, top-level scene types, host types and functions.
  private var fileScope: Set<String> = []
  private var frames: [Frame] = []

  private struct Frame {
    let owner: SyntaxIdentifier
    var names: Set<String>
    /// Condition bindings while the `else` branch of their `if`/`guard` is walked.
    var hidden = false
  }

  init(interpreter: Interpreter) {
    self.interpreter = interpreter
    super.init(viewMode: .sourceAccurate)
    for item in interpreter.source.tree.statements {
      if let v = item.item.as(VariableDeclSyntax.self) {
        for binding in v.bindings { fileValues.formUnion(Self.boundNames(binding.pattern)) }
      } else if let f = item.item.as(FunctionDeclSyntax.self) {
        fileValues.insert(f.name.text)
      }
    }
    fileScope = fileValues
    fileScope.formUnion(interpreter.types.values.filter { $0.parent == nil }.map(\.name))  // nested: lexically
    fileScope.formUnion(interpreter.registry.types.keys)
    fileScope.formUnion(interpreter.registry.functions.keys)
  }

  func report(_ position: AbsolutePosition, _ message: String) {
    diagnostics.append(interpreter.source.diagnostic(at: position, message: message))
  }

  /// The scene type whose declaration (or extension) encloses `node`: where its nested types are in scope.
  func typeContext(of node: some SyntaxProtocol) -> TypeDefinition? {
    var current = node.parent
    while let n = current {
      if let d = interpreter.typeDeclarations[n.id] { return d }
      current = n.parent
    }
    return nil
  }

  /// A scene type named `name` where `node` is written.
  func sceneType(_ name: String, at node: some SyntaxProtocol) -> TypeDefinition? {
    interpreter.lookupType(name, from: typeContext(of: node))
  }

  /// Whether `name` is a value visible here.
  func isVisible(_ name: String) -> Bool {
    fileScope.contains(name) || frames.contains { !$0.hidden && $0.names.contains(name) }
  }

  /// Whether a local, parameter or member named `name` hides the file-scope declaration of that name.
  func isShadowed(_ name: String) -> Bool {
    frames.contains { !$0.hidden && $0.names.contains(name) }
  }

  /// The candidates for "did you mean": what is visible here.
  var visibleNames: Set<String> {
    frames.filter { !$0.hidden }.reduce(into: fileScope) { $0.formUnion($1.names) }
  }

  // MARK: Frames

  private func push(_ node: some SyntaxProtocol, _ names: Set<String> = []) {
    frames.append(Frame(owner: node.id, names: names))
  }

  private func pop(_ node: some SyntaxProtocol) {
    if frames.last?.owner == node.id { frames.removeLast() }
  }

  private func declare(_ names: Set<String>) {
    if frames.isEmpty {
      fileValues.formUnion(names)
      fileScope.formUnion(names)
    } else { frames[frames.count - 1].names.formUnion(names) }
  }

  private func setHidden(_ owner: SyntaxIdentifier?, _ hidden: Bool) {
    guard let owner, let index = frames.lastIndex(where: { $0.owner == owner }) else { return }
    frames[index].hidden = hidden
  }

  /// The `if`/`guard` whose bindings must not be seen from `node`, when `node` is its `else` branch.
  private func conditionOwner(ofElse node: some SyntaxProtocol) -> SyntaxIdentifier? {
    if let i = node.parent?.as(IfExprSyntax.self), i.elseBody?.id == node.id { return i.id }
    if let g = node.parent?.as(GuardStmtSyntax.self), g.body.id == node.id { return g.id }
    return nil
  }

  /// The names a pattern binds (`x`, `(a, b)`, `.move(let x)`).
  static func boundNames(_ node: some SyntaxProtocol) -> Set<String> {
    let collector = BoundNameCollector(viewMode: .sourceAccurate)
    collector.walk(node)
    return collector.names
  }

  /// The members a type's body (or extension) reaches through implicit `self`.
  private func memberNames(_ d: TypeDefinition) -> Set<String> {
    var names = Set(d.storedProperties.map(\.name))
    names.formUnion(d.computedProperties.keys)
    names.formUnion(d.methods.keys)
    names.formUnion(d.staticProperties.keys)
    names.formUnion(d.staticComputed.keys)
    names.formUnion(d.staticMethods.keys)
    names.formUnion(d.cases.map(\.name))
    names.formUnion(["rawValue", "allCases"])
    names.formUnion(interpreter.inheritedMemberNames(d))  // protocol requirements and defaults, host members
    if d.observation == .observableObject { names.insert("objectWillChange") }
    return names
  }

  // MARK: Types and functions

  private func enterType(_ node: some SyntaxProtocol) {
    push(node, interpreter.typeDeclarations[node.id].map(memberNames) ?? [])
  }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    enterType(node)
    return Interpreter.isEntryOrPreview(node) ? .skipChildren : .visitChildren
  }
  override func visitPost(_ node: StructDeclSyntax) { pop(node) }
  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    enterType(node)
    return .visitChildren
  }
  override func visitPost(_ node: ClassDeclSyntax) { pop(node) }
  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    enterType(node)
    return .visitChildren
  }
  override func visitPost(_ node: EnumDeclSyntax) { pop(node) }
  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    enterType(node)
    return .visitChildren
  }
  override func visitPost(_ node: ExtensionDeclSyntax) { pop(node) }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    declare([node.name.text])  // a local function is visible in its own body (recursion) and after it
    push(node, Self.parameterNames(node.signature.parameterClause))
    return .visitChildren
  }
  override func visitPost(_ node: FunctionDeclSyntax) { pop(node) }
  override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
    push(node, Self.parameterNames(node.signature.parameterClause))
    return .visitChildren
  }
  override func visitPost(_ node: InitializerDeclSyntax) { pop(node) }
  override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind {
    push(node, Self.parameterNames(node.parameterClause))
    return .visitChildren
  }
  override func visitPost(_ node: SubscriptDeclSyntax) { pop(node) }
  override func visit(_ node: AccessorDeclSyntax) -> SyntaxVisitorContinueKind {
    push(node, node.parameters.map { [$0.name.text] } ?? [])
    return .visitChildren
  }
  override func visitPost(_ node: AccessorDeclSyntax) { pop(node) }

  private static func parameterNames(_ clause: FunctionParameterClauseSyntax) -> Set<String> {
    Set(clause.parameters.map { ($0.secondName ?? $0.firstName).text })
  }

  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
    var names: Set<String> = []
    if let signature = node.signature {
      switch signature.parameterClause {
      case .simpleInput(let shorthand): names.formUnion(shorthand.map(\.name.text))
      case .parameterClause(let clause): names.formUnion(clause.parameters.map { ($0.secondName ?? $0.firstName).text })
      case nil: break
      @unknown default: break  // the toolchain's swift-syntax is resilient
      }
      for capture in signature.capture?.items ?? [] {
        names.insert(capture.name.text)
      }
      // `ForEach($items) { $item in … }`: a binding parameter also declares its wrapped value `item`.
      names.formUnion(names.filter { $0.hasPrefix("$") && $0.count > 1 }.map { String($0.dropFirst()) })
    }
    push(node, names)
    return .visitChildren
  }
  override func visitPost(_ node: ClosureExprSyntax) { pop(node) }

  // MARK: Blocks and locals

  override func visit(_ node: CodeBlockItemListSyntax) -> SyntaxVisitorContinueKind {
    guard !(node.parent?.is(SourceFileSyntax.self) ?? false) else { return .visitChildren }  // the file's own: `fileScope`
    // Local functions of one block may call each other whatever their order, as in Swift; the interpreter
    // declares them all in the block's scope before any of them can be called from a later statement.
    push(node, Set(node.compactMap { $0.item.as(FunctionDeclSyntax.self)?.name.text }))
    return .visitChildren
  }
  override func visitPost(_ node: CodeBlockItemListSyntax) { pop(node) }

  /// A local `let`/`var` is visible after its initializer, to the end of its block.
  override func visitPost(_ node: PatternBindingSyntax) {
    guard node.parent?.parent?.parent?.is(CodeBlockItemSyntax.self) == true else { return }
    declare(Self.boundNames(node.pattern))
  }

  override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind {
    setHidden(conditionOwner(ofElse: node), true)
    // `for x in xs { … }`: the pattern's names in the body.
    if let f = node.parent?.as(ForStmtSyntax.self) { push(node, Self.boundNames(f.pattern)) } else { push(node) }
    return .visitChildren
  }
  override func visitPost(_ node: CodeBlockSyntax) {
    pop(node)
    setHidden(conditionOwner(ofElse: node), false)
  }
  override func visit(_ node: WhereClauseSyntax) -> SyntaxVisitorContinueKind {
    push(node, node.parent?.as(ForStmtSyntax.self).map { Self.boundNames($0.pattern) } ?? [])
    return .visitChildren
  }
  override func visitPost(_ node: WhereClauseSyntax) { pop(node) }

  // Conditions: `if let`, `if case`, `while let`, `guard let` bind into a frame of their statement.
  override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
    setHidden(conditionOwner(ofElse: node), true)  // `else if`
    push(node)
    return .visitChildren
  }
  override func visitPost(_ node: IfExprSyntax) {
    pop(node)
    setHidden(conditionOwner(ofElse: node), false)
  }
  override func visit(_ node: WhileStmtSyntax) -> SyntaxVisitorContinueKind {
    push(node)
    return .visitChildren
  }
  override func visitPost(_ node: WhileStmtSyntax) { pop(node) }
  override func visit(_ node: GuardStmtSyntax) -> SyntaxVisitorContinueKind {
    push(node)
    return .visitChildren
  }
  override func visitPost(_ node: GuardStmtSyntax) {
    let bound = frames.last?.owner == node.id ? frames.last?.names ?? [] : []
    pop(node)
    declare(bound)  // visible after the `guard`, to the end of the enclosing block
  }
  override func visitPost(_ node: ConditionElementSyntax) {
    switch node.condition {
    case .optionalBinding(let b): declare(Self.boundNames(b.pattern))
    case .matchingPattern(let m): declare(Self.boundNames(m.pattern))
    default: break
    }
  }

  override func visit(_ node: SwitchCaseSyntax) -> SyntaxVisitorContinueKind {
    push(node)
    return .visitChildren
  }
  override func visitPost(_ node: SwitchCaseSyntax) { pop(node) }
  override func visit(_ node: SwitchCaseItemSyntax) -> SyntaxVisitorContinueKind {
    declare(Self.boundNames(node.pattern))  // bound names are no references: visible to `where` and the body
    return .visitChildren
  }
  override func visit(_ node: CatchClauseSyntax) -> SyntaxVisitorContinueKind {
    push(node, node.catchItems.isEmpty ? ["error"] : Self.boundNames(node.catchItems))
    return .visitChildren
  }
  override func visitPost(_ node: CatchClauseSyntax) { pop(node) }

  // MARK: References

  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    if let parent = node.parent {
      if let m = parent.as(MemberAccessExprSyntax.self), m.declName.id == node.id { return .skipChildren }
      if parent.is(KeyPathPropertyComponentSyntax.self) { return .skipChildren }
    }
    var name = node.baseName.text
    if node.baseName.tokenKind == .keyword(.self) || node.baseName.tokenKind == .keyword(.Self) { return .skipChildren }
    if node.baseName.tokenKind.isOperator { return .skipChildren }  // `reduce(0, +)`: an operator as a function
    if name.hasPrefix("$") {
      if name.dropFirst().allSatisfy(\.isNumber) { return .skipChildren }
      name.removeFirst()
    } else if name.hasPrefix("_"), name.count > 1, !isVisible(name), isVisible(String(name.dropFirst())) {
      return .skipChildren  // `_rating = rating` in an init: a property wrapper's storage
    }
    let type = sceneType(name, at: node)
    if !isVisible(name), type == nil, let why = Interpreter.unavailablePlatformAPI(name) {
      report(node.positionAfterSkippingLeadingTrivia, why)  // `UIImpactFeedbackGenerator`, `URLSession`, …
      return .skipChildren
    }
    if !isVisible(name) && type == nil && (interpreter.registry.isComplete || !looksLikeHostName(name)) {
      report(node.positionAfterSkippingLeadingTrivia, "cannot find '\(name)' in scope" + Suggestions.hint(for: name, among: visibleNames))
    } else if !node.baseName.text.hasPrefix("$"), !isShadowed(name) {
      if !fileValues.contains(name) {
        resolveStatically(node, name: name, type: type)
      } else if !Self.implicitNames.contains(name) {
        interpreter.globalReferences.insert(node.id)
      }
    }
    return .skipChildren
  }

  /// A name no value can hide, resolved as evaluation would (`Interpreter.identifier`): a scene type
  /// (lexically), then a host type, then a host function.
  private func resolveStatically(_ node: DeclReferenceExprSyntax, name: String, type: TypeDefinition?) {
    if let type {
      interpreter.resolvedNames[node.id] = .type(.user(type))
    } else if interpreter.registry.types[name] != nil {
      interpreter.resolvedNames[node.id] = .type(.host(name))
    } else if let overloads = interpreter.registry.functions[name] {
      interpreter.resolvedNames[node.id] = .function(FunctionValue(.host(name: name, overloads: overloads, receiver: nil)))
    }
  }

  /// Without the full SwiftUI registry, capitalised names may be views/types still to be bound.
  private func looksLikeHostName(_ name: String) -> Bool {
    name.first?.isUppercase == true || ["withAnimation", "withTransaction"].contains(name)
  }
}

/// The names bound by identifier patterns under a node.
private final class BoundNameCollector: SyntaxVisitor {
  var names: Set<String> = []

  override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
    names.insert(node.identifier.text)
    return .visitChildren
  }
  // Closures inside a pattern's expression bind nothing outside.
  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
