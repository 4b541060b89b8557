import Foundation
import ViewRuntime

// Not drawn by the runtime yet: declared with SwiftUI's initialisers, unavailable, so a scene using
// it gets the message at the line that builds it.

/// SwiftUI's `ZStackLayout` (https://developer.apple.com/documentation/swiftui/zstacklayout).
public struct ZStackLayout {
  @available(*, unavailable, message: "animrender: layout values (ZStackLayout, AnyLayout) are not supported yet; use ZStack")
  public init(alignment: Alignment = .center) { fatalError() }
}
