import Foundation

/// SwiftUI's `Image(systemName:)` for the built-in symbol set (see ``SymbolLibrary``).
///
/// The symbol's size follows the environment's font; unknown names fail when rendered.
public struct Image: PrimitiveView {
  public var systemName: String
  public init(systemName: String) { self.systemName = systemName }
  public var _node: ViewNode { .image(ImageNode(systemName: systemName)) }
}
