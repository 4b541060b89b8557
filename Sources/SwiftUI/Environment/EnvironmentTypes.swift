import Foundation

/// SwiftUI's `UserInterfaceSizeClass` (https://developer.apple.com/documentation/swiftui/userinterfacesizeclass).
public enum UserInterfaceSizeClass: Hashable, Sendable, CaseIterable {
  case compact, regular
}

/// SwiftUI's `DynamicTypeSize` (https://developer.apple.com/documentation/swiftui/dynamictypesize).
public enum DynamicTypeSize: Hashable, Comparable, Sendable, CaseIterable {
  case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
  case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

  public var isAccessibilitySize: Bool { self >= .accessibility1 }
}

/// SwiftUI's `LayoutDirection` (https://developer.apple.com/documentation/swiftui/layoutdirection).
public enum LayoutDirection: Hashable, Sendable, CaseIterable {
  case leftToRight, rightToLeft
}

/// SwiftUI's `ScenePhase` (https://developer.apple.com/documentation/swiftui/scenephase): a render
/// is always active.
public enum ScenePhase: Hashable, Comparable, Sendable {
  case background, inactive, active
}

/// SwiftUI's `DismissAction` (https://developer.apple.com/documentation/swiftui/dismissaction):
/// nothing is presented in a render, so calling it does nothing.
public struct DismissAction {
  public func callAsFunction() {}
}
