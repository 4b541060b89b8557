import Foundation
import ViewRuntime

/// SwiftUI's `DynamicTypeSize` (https://developer.apple.com/documentation/swiftui/dynamictypesize): the
/// runtime's own type, so the size set in the environment scales text styles where text is resolved.
public typealias DynamicTypeSize = ViewRuntime.DynamicTypeSize

extension View {
  /// SwiftUI's `dynamicTypeSize(_:)`: the views below draw their text styles at this size
  /// (https://developer.apple.com/documentation/swiftui/view/dynamictypesize(_:)-1m2tf).
  public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View { environment(\.dynamicTypeSize, size) }
}
