import Foundation
import ViewRuntime

/// SwiftUI's `Menu` (https://developer.apple.com/documentation/swiftui/menu), closed: iOS draws its
/// label as a button (in the tint, or in the button style around it), and the menu itself only while
/// it is open. A render shows it closed: a tap runs `primaryAction` if there is one (which is what a tap
/// does on iOS then) and otherwise opens nothing.
public struct Menu<Label: View, Content: View>: View, _PrimitiveView {
  public typealias Body = Never
  let node: ViewNode
  public var _node: ViewNode { node }

  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    node = Button(action: {}, label: label)._node
  }

  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void) {
    node = Button(action: primaryAction, label: label)._node
  }
}

extension Menu where Label == Text {
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    node = Button(titleKey, action: {})._node
  }

  @_disfavoredOverload public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    node = Button(title, action: {})._node
  }

  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
    node = Button(titleKey, action: primaryAction)._node
  }
}

extension Menu where Label == SwiftUI.Label<Text, Image> {
  /// `Menu("Sort", systemImage: "arrow.up.arrow.down") { … }` (iOS 17).
  public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
    node = Button(titleKey, systemImage: systemImage, action: {})._node
  }

  @_disfavoredOverload public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
    node = Button(title, systemImage: systemImage, action: {})._node
  }
}

/// SwiftUI's `MenuStyle` and its built-in styles: a closed menu is drawn as its button in each.
public protocol MenuStyle {}
public struct DefaultMenuStyle: MenuStyle { public init() {} }
public struct ButtonMenuStyle: MenuStyle { public init() {} }
public struct BorderlessButtonMenuStyle: MenuStyle { public init() {} }
extension MenuStyle where Self == DefaultMenuStyle { public static var automatic: DefaultMenuStyle { .init() } }
extension MenuStyle where Self == ButtonMenuStyle { public static var button: ButtonMenuStyle { .init() } }
extension MenuStyle where Self == BorderlessButtonMenuStyle { public static var borderlessButton: BorderlessButtonMenuStyle { .init() } }

/// SwiftUI's `MenuOrder`.
public struct MenuOrder: Sendable {
  public static let automatic = MenuOrder()
  public static let priority = MenuOrder()
  public static let fixed = MenuOrder()
}

extension View {
  /// SwiftUI's `menuStyle(_:)`: the closed menu is its button in every style.
  public func menuStyle<S: MenuStyle>(_ style: S) -> some View { _transformed { $0 } }
  /// SwiftUI's `menuOrder(_:)` and `menuIndicator(_:)`: the open menu's order, and its indicator on macOS.
  public func menuOrder(_ order: MenuOrder) -> some View { _transformed { $0 } }
}
