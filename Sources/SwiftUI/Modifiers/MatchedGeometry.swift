import Foundation
import ViewRuntime

/// SwiftUI's `MatchedGeometryProperties` (https://developer.apple.com/documentation/swiftui/matchedgeometryproperties).
public struct MatchedGeometryProperties: OptionSet, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  public static let position = MatchedGeometryProperties(rawValue: 1)
  public static let size = MatchedGeometryProperties(rawValue: 2)
  public static let frame: MatchedGeometryProperties = [.position, .size]
}

extension View {
  /// SwiftUI's `matchedGeometryEffect(id:in:properties:anchor:isSource:)`
  /// (https://developer.apple.com/documentation/swiftui/view/matchedgeometryeffect(id:in:properties:anchor:issource:)).
  public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID,
                                                  properties: MatchedGeometryProperties = .frame,
                                                  anchor: UnitPoint = .center, isSource: Bool = true) -> some View {
    _modified(.effect(MatchedGeometryEffect(id: "\(id)", namespace: namespace._name,
                                            position: properties.contains(.position), size: properties.contains(.size),
                                            anchor: anchor, isSource: isSource)))
  }
}
