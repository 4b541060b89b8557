import Foundation

/// SwiftUI's `ScenePhase` (https://developer.apple.com/documentation/swiftui/scenephase): a render
/// is always active.
public enum ScenePhase: Hashable, Comparable, Sendable {
  case background, inactive, active
}
