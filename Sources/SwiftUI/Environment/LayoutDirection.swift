import Foundation

/// SwiftUI's `LayoutDirection` (https://developer.apple.com/documentation/swiftui/layoutdirection).
public enum LayoutDirection: Hashable, Sendable, CaseIterable {
  case leftToRight, rightToLeft
}
