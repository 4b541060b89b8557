import Foundation
import ViewRuntime

// Not drawn by the runtime yet: declared with SwiftUI's signatures so a scene using it fails at its line
// with a message, rather than "cannot find 'ColorPicker' in scope".

/// SwiftUI's `ColorPicker` (https://developer.apple.com/documentation/swiftui/colorpicker): not supported yet.
public struct ColorPicker<Label: View>: View, _PrimitiveView {
  public typealias Body = Never
  public var _node: ViewNode { .empty }

  @available(*, unavailable, message: "animrender: ColorPicker is not supported yet")
  public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {}
}

extension ColorPicker where Label == Text {
  @available(*, unavailable, message: "animrender: ColorPicker is not supported yet")
  public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {}

  @available(*, unavailable, message: "animrender: ColorPicker is not supported yet")
  @_disfavoredOverload public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {}
}
