import Foundation
import ViewRuntime

/// SwiftUI's `@ScaledMetric` (https://developer.apple.com/documentation/swiftui/scaledmetric): a
/// dimension that scales with the environment's Dynamic Type size as the text style it is relative to
/// scales (`relativeTo:`, body by default), as UIKit's `UIFontMetrics.scaledValue(for:)` scales it.
///
/// The factor is the style's point size at the environment's `dynamicTypeSize` over its size at the
/// default `.large` (the runtime's table of iOS's text-style sizes), so at the default size the value is
/// the one written, and under `.dynamicTypeSize(.xxxLarge)` a 20-point body metric is 20 × 23 / 17.
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
  private let base: Value
  private let textStyle: Font.TextStyle
  @Environment(\.dynamicTypeSize) private var size

  public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
    base = wrappedValue
    self.textStyle = textStyle
  }

  public init(wrappedValue: Value) { self.init(wrappedValue: wrappedValue, relativeTo: .body) }

  public var wrappedValue: Value {
    let standard = DynamicTypeSize.large.pointSize(of: textStyle)
    guard standard > 0 else { return base }
    return base * Value(size.pointSize(of: textStyle) / standard)
  }
}
