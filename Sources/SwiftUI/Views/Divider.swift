import Foundation
import ViewRuntime

/// SwiftUI's `Divider` (https://developer.apple.com/documentation/swiftui/divider): a hairline across
/// the enclosing stack.
public struct Divider: View, _PrimitiveView {
  public typealias Body = Never
  public init() {}
  public var _node: ViewNode { .divider }
}
