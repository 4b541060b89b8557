import Foundation
import ViewRuntime

/// SwiftUI's `Axis` (https://developer.apple.com/documentation/swiftui/axis), with its `Axis.Set` for
/// scroll views, `ViewThatFits` and axis-taking modifiers.
public enum Axis: Int8, Hashable, Sendable, CaseIterable {
  case horizontal, vertical

  public struct Set: OptionSet, Hashable, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public static let horizontal = Set(rawValue: 1)
    public static let vertical = Set(rawValue: 2)

    /// The runtime keeps axes as the edges they span.
    @_spi(AnimRender) public var _edges: Edge.Set {
      var edges: Edge.Set = []
      if contains(.horizontal) { edges.formUnion(.horizontal) }
      if contains(.vertical) { edges.formUnion(.vertical) }
      return edges
    }
  }
}
