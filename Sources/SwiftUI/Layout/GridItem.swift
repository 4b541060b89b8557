import Foundation
import ViewRuntime

/// SwiftUI's `GridItem` (https://developer.apple.com/documentation/swiftui/griditem): one column of a
/// `LazyVGrid` (row of a `LazyHGrid`).
public struct GridItem: Hashable, Sendable {
  /// SwiftUI's `GridItem.Size`.
  public enum Size: Hashable, Sendable {
    case fixed(CGFloat)
    case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
    case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)

    var runtime: ViewRuntime.GridItem.Size {
      switch self {
      case .fixed(let s): .fixed(Double(s))
      case .flexible(let lo, let hi): .flexible(minimum: Double(lo), maximum: Double(hi))
      case .adaptive(let lo, let hi): .adaptive(minimum: Double(lo), maximum: Double(hi))
      }
    }
  }

  public var size: GridItem.Size
  public var spacing: CGFloat?
  public var alignment: Alignment?

  public init(_ size: GridItem.Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
    self.size = size; self.spacing = spacing; self.alignment = alignment
  }

  var runtime: ViewRuntime.GridItem { ViewRuntime.GridItem(size.runtime, spacing: spacing.map(Double.init), alignment: alignment) }
}
