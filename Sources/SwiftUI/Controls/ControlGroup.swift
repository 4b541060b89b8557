import Foundation
import ViewRuntime

/// SwiftUI's `ControlGroup` (https://developer.apple.com/documentation/swiftui/controlgroup):
/// related controls shown together in the way the context suits.
///
/// Drawn as iOS 16 and later draw a control group inline (outside menus and toolbars): its controls
/// side by side in equal parts of a grey rounded box as tall as a segmented picker, hairlines between
/// them, their labels in the primary colour; the group takes the width offered, as SwiftUI's does
/// (https://danielsaidi.com/blog/2023/06/01/creating-a-bordered-button-group shows the look). In a
/// toolbar item its buttons are bar items side by side in the tint, with no box, as an iPhone's
/// navigation bar shows them; the label is not drawn (iOS shows it only when the group moves to an
/// overflow menu). Every `ControlGroupStyle` draws as `.automatic`.
public struct ControlGroup<Content: View>: View {
  let controls: ViewNode

  private init(controls: ViewNode) { self.controls = controls }

  public init(@ViewBuilder content: () -> Content) { self.init(controls: _makeNode(content())) }

  public var body: some View { _ControlGroupBox(controls: _AlertBox.actions(controls)) }
}

extension ControlGroup {
  /// A group with a label (iOS 16).
  public init<C: View, L: View>(@ViewBuilder content: () -> C, @ViewBuilder label: () -> L) where Content == LabeledControlGroupContent<C, L> {
    self.init(controls: _makeNode(content()))
  }

  public init<C: View>(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> C) where Content == LabeledControlGroupContent<C, Text> {
    self.init(controls: _makeNode(content()))
  }

  @_disfavoredOverload
  public init<C: View, S: StringProtocol>(_ title: S, @ViewBuilder content: () -> C) where Content == LabeledControlGroupContent<C, Text> {
    self.init(controls: _makeNode(content()))
  }

  public init<C: View>(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> C)
  where Content == LabeledControlGroupContent<C, Label<Text, Image>> {
    self.init(controls: _makeNode(content()))
  }

  @_disfavoredOverload
  public init<C: View, S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> C)
  where Content == LabeledControlGroupContent<C, Label<Text, Image>> {
    self.init(controls: _makeNode(content()))
  }
}

/// SwiftUI's `LabeledControlGroupContent`: the content of a control group built with a label.
public struct LabeledControlGroupContent<Content: View, Label: View>: View {
  let content: Content
  public var body: some View { content }
}

/// The inline box: equal parts of the width, 32 points tall with 9-point corners on the tertiary
/// system fill, the segmented picker's metrics (`ControlChoices`).
struct _ControlGroupBox: View {
  let controls: [ViewNode]
  @Environment(\._isToolbarItem) private var isToolbarItem

  var body: some View {
    if isToolbarItem {
      HStack(spacing: 16) {
        ForEach(controls.indices, id: \.self) { i in AnyView(_node: controls[i]) }
      }
    } else {
      HStack(spacing: 0) {
        ForEach(controls.indices, id: \.self) { i in
          if i > 0 { Divider().padding(.vertical, 8) }
          AnyView(_node: controls[i])
            .lineLimit(1)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .contentShape(Rectangle())
        }
      }
      .tint(Color.primary)
      .frame(maxWidth: .infinity)
      .frame(height: 32)
      .background(Color(uiColor: .tertiarySystemFill), in: RoundedRectangle(cornerRadius: 9, style: .continuous))
    }
  }
}

extension EnvironmentValues {
  /// Whether the views here are a toolbar item's content, where a control group draws as bar items
  /// (set by the runtime's `ToolbarItemNode`).
  var _isToolbarItem: Bool { self[named: ToolbarItemNode.environmentKey, default: false] }
}

/// SwiftUI's `ControlGroupStyle`: the built-in styles are accepted and draw as `.automatic`.
public protocol ControlGroupStyle {}

public struct AutomaticControlGroupStyle: ControlGroupStyle { public init() {} }
public struct NavigationControlGroupStyle: ControlGroupStyle { public init() {} }
public struct PaletteControlGroupStyle: ControlGroupStyle { public init() {} }
public struct MenuControlGroupStyle: ControlGroupStyle { public init() {} }
public struct CompactMenuControlGroupStyle: ControlGroupStyle { public init() {} }

extension ControlGroupStyle where Self == AutomaticControlGroupStyle { public static var automatic: Self { .init() } }
extension ControlGroupStyle where Self == NavigationControlGroupStyle { public static var navigation: Self { .init() } }
extension ControlGroupStyle where Self == PaletteControlGroupStyle { public static var palette: Self { .init() } }
extension ControlGroupStyle where Self == MenuControlGroupStyle { public static var menu: Self { .init() } }
extension ControlGroupStyle where Self == CompactMenuControlGroupStyle { public static var compactMenu: Self { .init() } }

extension View {
  /// SwiftUI's `controlGroupStyle(_:)`.
  public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View { _transformed { $0 } }
}
