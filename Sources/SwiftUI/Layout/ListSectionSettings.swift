import Foundation
import ViewRuntime

/// SwiftUI's `Prominence` (https://developer.apple.com/documentation/swiftui/prominence): how much a
/// section header stands out.
public enum Prominence: Hashable, Sendable { case standard, increased }

/// SwiftUI's `ListSectionSpacing` (iOS 17,
/// https://developer.apple.com/documentation/swiftui/listsectionspacing): the gap between a list's
/// sections. `.default` is 35 points (the inset-grouped look), `.compact` 20 (our choice, by eye).
public struct ListSectionSpacing: Sendable {
  let points: Double?
  public static var `default`: ListSectionSpacing { .init(points: nil) }
  public static var compact: ListSectionSpacing { .init(points: 20) }
  public static func custom(_ spacing: CGFloat) -> ListSectionSpacing { .init(points: Double(spacing)) }
}

extension View {
  /// SwiftUI's `headerProminence(_:)`: `.increased` draws the section headers below in the bold title 3
  /// style and the label colour, not upper-cased (`SectionNode`).
  public func headerProminence(_ prominence: Prominence) -> some View {
    _modified(.effect(SceneEnvironmentModifier(key: SectionNode.increasedProminenceKey, value: AnyHashable(prominence == .increased))))
  }

  /// SwiftUI's `listSectionSpacing(_:)` (iOS 17), written on the list: the gap between its groups
  /// (`ListNode`). Written on one section it changes nothing here.
  public func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View {
    _modified(.effect(SceneEnvironmentModifier(key: ListNode.sectionSpacingKey, value: AnyHashable(spacing.points ?? 35))))
  }

  public func listSectionSpacing(_ spacing: CGFloat) -> some View { listSectionSpacing(.custom(spacing)) }
}
