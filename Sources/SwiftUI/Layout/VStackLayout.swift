import Foundation
import ViewRuntime

// Not drawn by the runtime yet: declared with SwiftUI's initialisers, unavailable, so a scene using
// it gets the message at the line that builds it.

/// SwiftUI's `VStackLayout` (https://developer.apple.com/documentation/swiftui/vstacklayout).
public struct VStackLayout {
  @available(*, unavailable, message: "animrender: layout values (VStackLayout, AnyLayout) are not supported yet; use VStack")
  public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) { fatalError() }
}
