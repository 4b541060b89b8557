import Foundation

/// SwiftUI's `@ViewBuilder`: builds a block of views into one node.
///
/// Blocks become `.group` nodes; `if`/`else` branches get distinct identities.
@resultBuilder
public enum ViewBuilder {
  public static func buildExpression(_ view: some View) -> ViewNode { view._node }
  public static func buildExpression(_ node: ViewNode) -> ViewNode { node }
  public static func buildBlock() -> ViewNode { .empty }
  public static func buildBlock(_ nodes: ViewNode...) -> ViewNode {
    nodes.count == 1 ? nodes[0] : .group(nodes)
  }
  public static func buildOptional(_ node: ViewNode?) -> ViewNode {
    .conditional(branch: node == nil ? 1 : 0, node ?? .empty)
  }
  public static func buildEither(first: ViewNode) -> ViewNode { .conditional(branch: 0, first) }
  public static func buildEither(second: ViewNode) -> ViewNode { .conditional(branch: 1, second) }
  public static func buildLimitedAvailability(_ node: ViewNode) -> ViewNode { node }
  public static func buildArray(_ nodes: [ViewNode]) -> ViewNode { .group(nodes) }
  public static func buildFinalResult(_ node: ViewNode) -> AnyView { AnyView(node: node) }
  // Bodies of primitive views (`Never`) pass through unchanged.
  public static func buildExpression(_ never: Never) -> Never {}
  public static func buildBlock(_ never: Never) -> Never {}
  public static func buildFinalResult(_ never: Never) -> Never {}
}
