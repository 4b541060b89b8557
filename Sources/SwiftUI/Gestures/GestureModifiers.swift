import Foundation
import ViewRuntime

// Attaching gestures, long presses, and what scripted events address and hit
// (https://developer.apple.com/documentation/swiftui/adding-interactivity-with-gestures).
extension View {
  /// SwiftUI's `gesture(_:including:)`.
  public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
    _modified(.effect(InteractionEffect(_gestureDescription(gesture).role)))
  }

  /// SwiftUI's `simultaneousGesture(_:including:)`: here every attached gesture receives its events.
  public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
    _modified(.effect(InteractionEffect(_gestureDescription(gesture).role)))
  }

  /// SwiftUI's `highPriorityGesture(_:including:)`: here every attached gesture receives its events.
  public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
    _modified(.effect(InteractionEffect(_gestureDescription(gesture).role)))
  }

  /// SwiftUI's `onLongPressGesture(minimumDuration:maximumDistance:perform:onPressingChanged:)`.
  public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
                                 perform action: @escaping () -> Void,
                                 onPressingChanged: ((Bool) -> Void)? = nil) -> some View {
    _modified(.effect(InteractionEffect(.longPress(minimumDuration: max(0, minimumDuration), action: action,
                                                   pressing: onPressingChanged))))
  }

  /// SwiftUI's deprecated `onLongPressGesture(minimumDuration:maximumDistance:pressing:perform:)`;
  /// disfavoured, so a lone trailing closure is the current form's `perform`.
  @_disfavoredOverload
  public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
                                 pressing: ((Bool) -> Void)? = nil, perform action: @escaping () -> Void) -> some View {
    _modified(.effect(InteractionEffect(.longPress(minimumDuration: max(0, minimumDuration), action: action,
                                                   pressing: pressing))))
  }

  /// SwiftUI's `allowsHitTesting(_:)`: with false, events go to what is below.
  public func allowsHitTesting(_ enabled: Bool) -> some View {
    _modified(.effect(InteractionEffect(.allowsHitTesting(enabled))))
  }

  /// SwiftUI's `accessibilityIdentifier(_:)`: a name scripted events address.
  public func accessibilityIdentifier(_ identifier: String) -> some View {
    _modified(.effect(InteractionEffect(.accessibilityIdentifier(identifier))))
  }

  /// SwiftUI's `accessibilityLabel(_:)` with a `Text`.
  public func accessibilityLabel(_ label: Text) -> some View {
    _modified(.effect(InteractionEffect(.accessibilityLabel(label.content))))
  }

  /// SwiftUI's `accessibilityLabel(_:)` with a localized key.
  public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View {
    _modified(.effect(InteractionEffect(.accessibilityLabel(labelKey.text))))
  }

  /// SwiftUI's `accessibilityLabel(_:)` with a string.
  @_disfavoredOverload
  public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
    _modified(.effect(InteractionEffect(.accessibilityLabel(String(label)))))
  }
}
