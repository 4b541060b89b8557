import Foundation
import ViewRuntime

// Not drawn by the runtime yet: declared with SwiftUI's initialisers, unavailable, so a scene using
// it gets the message at the line that builds it.

/// SwiftUI's `HStackLayout` (https://developer.apple.com/documentation/swiftui/hstacklayout).
public struct HStackLayout {
  @available(*, unavailable, message: "animrender: layout values (HStackLayout, AnyLayout) are not supported yet; use HStack")
  public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) { fatalError() }
}
