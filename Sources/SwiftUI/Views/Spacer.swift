import Foundation
import ViewRuntime

/// SwiftUI's `Spacer` (https://developer.apple.com/documentation/swiftui/spacer): fills the enclosing
/// stack's axis; nil minimum length is SwiftUI's default.
public struct Spacer: View, _PrimitiveView {
  public typealias Body = Never
  public var minLength: CGFloat?
  public init(minLength: CGFloat? = nil) { self.minLength = minLength }
  public var _node: ViewNode { .spacer(minLength: minLength.map(Double.init)) }
}
