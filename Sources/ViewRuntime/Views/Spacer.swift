import Foundation

/// SwiftUI's `Spacer`: flexible space along the enclosing stack's axis.
public struct Spacer: PrimitiveView {
  public var minLength: Double?
  public init(minLength: Double? = nil) { self.minLength = minLength }
  public var _node: ViewNode { .spacer(minLength: minLength) }
}
