import Foundation

/// SwiftUI's `UserInterfaceSizeClass` (https://developer.apple.com/documentation/swiftui/userinterfacesizeclass).
public enum UserInterfaceSizeClass: Hashable, Sendable, CaseIterable {
  case compact, regular
}
