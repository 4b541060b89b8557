/// SwiftUI's `SymbolRenderingMode`: how a symbol image uses the foreground styles.
public enum SymbolRenderingMode: String, Hashable, Sendable {
  /// Every layer in the primary style; knock-out details stay transparent.
  case monochrome
  /// Primary layer in the first style, secondary layer in the second (or a faded primary).
  case hierarchical
  /// Each layer in its own style: `.foregroundStyle(primary, secondary)`.
  case palette
  /// The symbol's own colours; without colour data here, drawn as palette.
  case multicolor
}
