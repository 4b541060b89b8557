import Foundation
import ViewRuntime

/// SwiftUI's `BadgeProminence` (https://developer.apple.com/documentation/swiftui/badgeprominence): in
/// an iOS list, `.standard` and `.decreased` badges are the secondary label with no platter ("On iOS,
/// this looks the same as `.standard`"), an `.increased` one is "displayed on a red platter".
public struct BadgeProminence: Hashable, Sendable {
  let kind: BadgeEffect.Prominence
  public static let decreased = BadgeProminence(kind: .decreased)
  public static let standard = BadgeProminence(kind: .standard)
  public static let increased = BadgeProminence(kind: .increased)
}

extension View {
  /// SwiftUI's `badgeProminence(_:)`: the prominence of the badges below.
  /// https://developer.apple.com/documentation/swiftui/view/badgeprominence(_:)
  public func badgeProminence(_ prominence: BadgeProminence) -> some View {
    _modified(.sceneEnvironment(key: BadgeEffect.prominenceKey, value: AnyHashable(prominence.kind)))
  }
}

extension EnvironmentValues {
  /// https://developer.apple.com/documentation/swiftui/environmentvalues/badgeprominence (`.standard`
  /// unless set above).
  public var badgeProminence: BadgeProminence {
    get { BadgeProminence(kind: _values.sceneValues[BadgeEffect.prominenceKey]?.base as? BadgeEffect.Prominence ?? .standard) }
    set { self[named: BadgeEffect.prominenceKey, default: BadgeEffect.Prominence.standard] = newValue.kind }
  }
}
