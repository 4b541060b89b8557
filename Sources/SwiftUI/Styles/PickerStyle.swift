import Foundation
import ViewRuntime

/// SwiftUI's `PickerStyle` (https://developer.apple.com/documentation/swiftui/pickerstyle). SwiftUI
/// offers no way to write one; the built-in styles name a look the runtime's picker draws.
public protocol PickerStyle {
  var _kind: PickerStyleKind { get }
}

/// SwiftUI's `DefaultPickerStyle` (`.automatic`): a menu on iOS.
public struct DefaultPickerStyle: PickerStyle {
  public init() {}
  public var _kind: PickerStyleKind { .automatic }
}

/// SwiftUI's `SegmentedPickerStyle` (`.segmented`).
public struct SegmentedPickerStyle: PickerStyle {
  public init() {}
  public var _kind: PickerStyleKind { .segmented }
}

/// SwiftUI's `MenuPickerStyle` (`.menu`): the selected option with up-down chevrons.
public struct MenuPickerStyle: PickerStyle {
  public init() {}
  init(_unavailable: Void) {}
  public var _kind: PickerStyleKind { .menu }
}

/// SwiftUI's `WheelPickerStyle` (`.wheel`); drawn as a menu here.
public struct WheelPickerStyle: PickerStyle {
  public init() {}
  public var _kind: PickerStyleKind { .wheel }
}

/// SwiftUI's `InlinePickerStyle` (`.inline`); drawn as a menu here.
public struct InlinePickerStyle: PickerStyle {
  public init() {}
  public var _kind: PickerStyleKind { .inline }
}

/// SwiftUI's `NavigationLinkPickerStyle` (`.navigationLink`, iOS 16): a navigation row showing the
/// label and the current selection, whose tap pushes the options (a scene tap selects the next one).
public struct NavigationLinkPickerStyle: PickerStyle {
  public init() {}
  public var _kind: PickerStyleKind { .navigationLink }
}

extension PickerStyle where Self == NavigationLinkPickerStyle {
  public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}

extension PickerStyle where Self == DefaultPickerStyle {
  public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

extension PickerStyle where Self == SegmentedPickerStyle {
  public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

extension PickerStyle where Self == MenuPickerStyle {
  public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

extension PickerStyle where Self == WheelPickerStyle {
  public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

extension PickerStyle where Self == InlinePickerStyle {
  public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

extension PickerStyle where Self == PalettePickerStyle {
  @available(*, unavailable, message: "animrender: the palette picker style is not supported yet")
  public static var palette: PalettePickerStyle { PalettePickerStyle(_unavailable: ()) }
}

/// SwiftUI's `PalettePickerStyle`: not drawn by the runtime.
public struct PalettePickerStyle: PickerStyle {
  @available(*, unavailable, message: "animrender: the palette picker style is not supported yet")
  public init() {}
  init(_unavailable: Void) {}
  public var _kind: PickerStyleKind { .menu }
}

extension View {
  /// SwiftUI's `pickerStyle(_:)`.
  public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
    let kind = style._kind
    return _modified(ControlStyleEnvironment.environment { $0.pickerStyle = kind })
  }
}
