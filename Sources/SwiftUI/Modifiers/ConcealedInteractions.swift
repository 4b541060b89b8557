import Foundation
import ViewRuntime

// Interactions whose views appear only while the user performs them (a long press, a swipe, a pull,
// a hover) and settings of things a render never shows (scroll indicators at rest, the keyboard, text
// selection handles). SwiftUI draws none of them in a frame at rest, so neither does a
// render: the view is drawn as it is, and their actions never run.

/// SwiftUI's `HoverEffect` (https://developer.apple.com/documentation/swiftui/hovereffect): what a
/// view does while an iPad's pointer rests on it.
public struct HoverEffect: Sendable {
  public static var automatic: HoverEffect { HoverEffect() }
  public static var highlight: HoverEffect { HoverEffect() }
  public static var lift: HoverEffect { HoverEffect() }
}

/// SwiftUI's `ScrollIndicatorVisibility`.
public struct ScrollIndicatorVisibility: Hashable, Sendable {
  private let name: String
  public static let automatic = ScrollIndicatorVisibility(name: "automatic")
  public static let visible = ScrollIndicatorVisibility(name: "visible")
  public static let hidden = ScrollIndicatorVisibility(name: "hidden")
  public static let never = ScrollIndicatorVisibility(name: "never")
}

/// SwiftUI's `ScrollDismissesKeyboardMode`.
public struct ScrollDismissesKeyboardMode: Hashable, Sendable {
  private let name: String
  public static let automatic = ScrollDismissesKeyboardMode(name: "automatic")
  public static let immediately = ScrollDismissesKeyboardMode(name: "immediately")
  public static let interactively = ScrollDismissesKeyboardMode(name: "interactively")
  public static let never = ScrollDismissesKeyboardMode(name: "never")
}

/// SwiftUI's `TextSelectability` and its two values, `.enabled` and `.disabled`.
public protocol TextSelectability { static var allowsSelection: Bool { get } }
public struct EnabledTextSelectability: TextSelectability { public static var allowsSelection: Bool { true } }
public struct DisabledTextSelectability: TextSelectability { public static var allowsSelection: Bool { false } }
extension TextSelectability where Self == EnabledTextSelectability { public static var enabled: EnabledTextSelectability { .init() } }
extension TextSelectability where Self == DisabledTextSelectability { public static var disabled: DisabledTextSelectability { .init() } }

extension View {
  /// SwiftUI's `contextMenu(menuItems:)`: its menu appears on a long press, which a render shows only
  /// as the press itself.
  public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View { _transformed { $0 } }

  /// SwiftUI's `contextMenu(menuItems:preview:)`.
  public func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P) -> some View {
    _transformed { $0 }
  }

  /// SwiftUI's `swipeActions(edge:allowsFullSwipe:content:)`: the buttons a row reveals while swiped.
  public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
                                    @ViewBuilder content: () -> T) -> some View { _transformed { $0 } }

  /// SwiftUI's `refreshable(action:)`: the spinner a list shows while pulled down.
  public func refreshable(action: @escaping @Sendable () async -> Void) -> some View { _transformed { $0 } }

  /// SwiftUI's `help(_:)`: a tooltip on hover (macOS, visionOS, iPadOS with a pointer).
  public func help(_ text: Text) -> some View { _transformed { $0 } }
  public func help(_ textKey: LocalizedStringKey) -> some View { _transformed { $0 } }
  @_disfavoredOverload public func help<S: StringProtocol>(_ text: S) -> some View { _transformed { $0 } }

  /// SwiftUI's `hoverEffect(_:isEnabled:)` and `hoverEffectDisabled(_:)`: no pointer hovers in a render.
  public func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool = true) -> some View { _transformed { $0 } }
  public func hoverEffectDisabled(_ disabled: Bool = true) -> some View { _transformed { $0 } }

  /// SwiftUI's `onHover(perform:)`: no pointer hovers in a render.
  public func onHover(perform action: @escaping (Bool) -> Void) -> some View { _transformed { $0 } }

  /// SwiftUI's `textSelection(_:)`: selection handles appear only while selecting.
  public func textSelection<S: TextSelectability>(_ selectability: S) -> some View { _transformed { $0 } }

  /// SwiftUI's `keyboardType(_:)`: a render shows no keyboard.
  public func keyboardType(_ type: UIKeyboardType) -> some View { _transformed { $0 } }

  /// SwiftUI's `scrollDismissesKeyboard(_:)`.
  public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View { _transformed { $0 } }

  /// SwiftUI's `scrollIndicators(_:axes:)`: iOS shows indicators only while scrolling, and a scroll view
  /// here is drawn at rest.
  public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View {
    _transformed { $0 }
  }

  /// SwiftUI's `selectionDisabled(_:)` (iOS 17): a row that cannot be selected looks like any other
  /// until someone tries.
  public func selectionDisabled(_ isDisabled: Bool = true) -> some View { _transformed { $0 } }

  /// SwiftUI's `defersSystemGestures(on:)`: which edge swipes the system answers second; no finger
  /// swipes in a render.
  public func defersSystemGestures(on edges: Edge.Set) -> some View { _transformed { $0 } }

  /// SwiftUI's `privacySensitive(_:)`: redacted only under `.redacted(reason: .privacy)`, which draws
  /// every text as a placeholder here already.
  public func privacySensitive(_ sensitive: Bool = true) -> some View { _transformed { $0 } }
}
