import Foundation
import ViewRuntime

// Accessibility settings that change nothing drawn: VoiceOver's labels, values, hints and traits
// (https://developer.apple.com/documentation/swiftui/view-accessibility). `accessibilityLabel` and
// `accessibilityIdentifier` name views for scripted events (GestureModifiers.swift); these are accepted
// so code written for VoiceOver renders unchanged.

/// SwiftUI's `AccessibilityTraits` (https://developer.apple.com/documentation/swiftui/accessibilitytraits).
public struct AccessibilityTraits: SetAlgebra, Sendable, Hashable {
  private var bits: Set<Int>
  private init(_ bit: Int) { bits = [bit] }
  public init() { bits = [] }

  public static let isButton = AccessibilityTraits(0)
  public static let isHeader = AccessibilityTraits(1)
  public static let isSelected = AccessibilityTraits(2)
  public static let isLink = AccessibilityTraits(3)
  public static let isSearchField = AccessibilityTraits(4)
  public static let isImage = AccessibilityTraits(5)
  public static let playsSound = AccessibilityTraits(6)
  public static let isKeyboardKey = AccessibilityTraits(7)
  public static let isStaticText = AccessibilityTraits(8)
  public static let isSummaryElement = AccessibilityTraits(9)
  public static let updatesFrequently = AccessibilityTraits(10)
  public static let startsMediaSession = AccessibilityTraits(11)
  public static let allowsDirectInteraction = AccessibilityTraits(12)
  public static let causesPageTurn = AccessibilityTraits(13)
  public static let isModal = AccessibilityTraits(14)
  public static let isToggle = AccessibilityTraits(15)
  public static let isTabBar = AccessibilityTraits(16)

  public func union(_ other: Self) -> Self { var s = self; s.bits.formUnion(other.bits); return s }
  public func intersection(_ other: Self) -> Self { var s = self; s.bits.formIntersection(other.bits); return s }
  public func symmetricDifference(_ other: Self) -> Self { var s = self; s.bits.formSymmetricDifference(other.bits); return s }
  public func contains(_ member: Self) -> Bool { member.bits.isSubset(of: bits) }
  @discardableResult public mutating func insert(_ newMember: Self) -> (inserted: Bool, memberAfterInsert: Self) {
    let inserted = !contains(newMember)
    bits.formUnion(newMember.bits)
    return (inserted, newMember)
  }
  @discardableResult public mutating func remove(_ member: Self) -> Self? {
    guard contains(member) else { return nil }
    bits.subtract(member.bits)
    return member
  }
  @discardableResult public mutating func update(with newMember: Self) -> Self? {
    let had = contains(newMember)
    bits.formUnion(newMember.bits)
    return had ? newMember : nil
  }
  public mutating func formUnion(_ other: Self) { bits.formUnion(other.bits) }
  public mutating func formIntersection(_ other: Self) { bits.formIntersection(other.bits) }
  public mutating func formSymmetricDifference(_ other: Self) { bits.formSymmetricDifference(other.bits) }
}

/// SwiftUI's `AccessibilityChildBehavior`: how `accessibilityElement(children:)` treats the children.
public struct AccessibilityChildBehavior: Hashable, Sendable {
  private let name: String
  public static let ignore = AccessibilityChildBehavior(name: "ignore")
  public static let contain = AccessibilityChildBehavior(name: "contain")
  public static let combine = AccessibilityChildBehavior(name: "combine")
}

/// SwiftUI's `AccessibilityAdjustmentDirection`, for `accessibilityAdjustableAction(_:)`.
public enum AccessibilityAdjustmentDirection: Hashable, Sendable { case increment, decrement }

extension View {
  /// SwiftUI's `accessibilityHidden(_:)`.
  public func accessibilityHidden(_ hidden: Bool) -> some View { _transformed { $0 } }

  /// SwiftUI's `accessibilityValue(_:)` with a `Text`, a localized key or a string.
  public func accessibilityValue(_ value: Text) -> some View { _transformed { $0 } }
  public func accessibilityValue(_ valueKey: LocalizedStringKey) -> some View { _transformed { $0 } }
  @_disfavoredOverload public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View { _transformed { $0 } }

  /// SwiftUI's `accessibilityHint(_:)` with a `Text`, a localized key or a string.
  public func accessibilityHint(_ hint: Text) -> some View { _transformed { $0 } }
  public func accessibilityHint(_ hintKey: LocalizedStringKey) -> some View { _transformed { $0 } }
  @_disfavoredOverload public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View { _transformed { $0 } }

  /// SwiftUI's `accessibilityAddTraits(_:)` and `accessibilityRemoveTraits(_:)`.
  public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { _transformed { $0 } }
  public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View { _transformed { $0 } }

  /// SwiftUI's `accessibilityElement(children:)`.
  public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { _transformed { $0 } }

  /// SwiftUI's `accessibilitySortPriority(_:)`.
  public func accessibilitySortPriority(_ sortPriority: Double) -> some View { _transformed { $0 } }

  /// SwiftUI's `accessibilityInputLabels(_:)`.
  public func accessibilityInputLabels(_ inputLabels: [Text]) -> some View { _transformed { $0 } }
  @_disfavoredOverload public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S]) -> some View { _transformed { $0 } }

  /// SwiftUI's `accessibilityAction(named:_:)` and `accessibilityAdjustableAction(_:)`: VoiceOver's
  /// actions, which a render never performs.
  public func accessibilityAction(named nameKey: LocalizedStringKey, _ handler: @escaping () -> Void) -> some View { _transformed { $0 } }
  @_disfavoredOverload
  public func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping () -> Void) -> some View { _transformed { $0 } }
  public func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void) -> some View {
    _transformed { $0 }
  }
}
