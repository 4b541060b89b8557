import SwiftSyntax

/// Lowering at load: every block and member initializer in the scene is lowered once after the checker
/// accepts it, so the first frame runs the same cached closures as every later one.
extension Interpreter {
  func lowerEverything() {
    let finder = LowerableFinder(viewMode: .sourceAccurate)
    finder.walk(source.tree)
    for list in finder.blocks { _ = loweredBlock(list) }
    for initializer in finder.initializers { _ = lowered(initializer) }
  }
}

/// The code blocks (not the file's own statement list, which runs once) and the initializers of stored
/// properties, in source order.
private final class LowerableFinder: SyntaxVisitor {
  var blocks: [CodeBlockItemListSyntax] = []
  var initializers: [ExprSyntax] = []

  override func visit(_ node: CodeBlockItemListSyntax) -> SyntaxVisitorContinueKind {
    if !(node.parent?.is(SourceFileSyntax.self) ?? false) { blocks.append(node) }
    return .visitChildren
  }

  override func visit(_ node: MemberBlockItemSyntax) -> SyntaxVisitorContinueKind {
    if let variable = node.decl.as(VariableDeclSyntax.self) {
      for binding in variable.bindings where binding.accessorBlock == nil {
        if let value = binding.initializer?.value { initializers.append(value) }
      }
    }
    return .visitChildren
  }
}
