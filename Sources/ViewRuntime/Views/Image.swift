import Foundation

/// SwiftUI's `Image(systemName:)` for the built-in symbol set (see ``SymbolLibrary``).
///
/// The symbol's size follows the environment's font; unknown names fail when rendered.
public struct Image: PrimitiveView {
  public var systemName: String
  public var isResizable = false
  /// `Image(systemName:variableValue:)`: how many of the symbol's variable layers are lit (0…1).
  public var variableValue: Double?
  public init(systemName: String, variableValue: Double? = nil) { self.systemName = systemName; self.variableValue = variableValue }
  public var _node: ViewNode { .image(ImageNode(systemName: systemName, isResizable: isResizable, variableValue: variableValue)) }

  /// Stretches the symbol to the size it is offered (combine with `.scaledToFit()` to keep its shape).
  public func resizable() -> Image {
    var i = self
    i.isResizable = true
    return i
  }

  /// SwiftUI's `Image.Scale` for symbols: relative to the font's size.
  public enum Scale: String, Hashable, Sendable {
    case small, medium, large
    var factor: Double {
      switch self {
      case .small: 0.78
      case .medium: 1
      case .large: 1.29
      }
    }
  }
}
