import Foundation
import ViewRuntime

// Controls SwiftUI has and the runtime does not draw yet: declared with SwiftUI's signatures so a scene
// using one fails at its line with a message, rather than "cannot find 'Menu' in scope".

/// SwiftUI's `Menu` (https://developer.apple.com/documentation/swiftui/menu): not supported yet.
public struct Menu<Label: View, Content: View>: View, _PrimitiveView {
  public typealias Body = Never
  public var _node: ViewNode { .empty }

  @available(*, unavailable, message: "animrender: Menu is not supported yet")
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {}

  @available(*, unavailable, message: "animrender: Menu is not supported yet")
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void) {}
}

extension Menu where Label == Text {
  @available(*, unavailable, message: "animrender: Menu is not supported yet")
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}

  @available(*, unavailable, message: "animrender: Menu is not supported yet")
  @_disfavoredOverload public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {}
}

/// SwiftUI's `DatePicker` (https://developer.apple.com/documentation/swiftui/datepicker): not supported yet.
public struct DatePicker<Label: View>: View, _PrimitiveView {
  public typealias Body = Never
  public var _node: ViewNode { .empty }

  @available(*, unavailable, message: "animrender: DatePicker is not supported yet")
  public init(selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
              @ViewBuilder label: () -> Label) {}
}

extension DatePicker where Label == Text {
  @available(*, unavailable, message: "animrender: DatePicker is not supported yet")
  public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {}

  @available(*, unavailable, message: "animrender: DatePicker is not supported yet")
  @_disfavoredOverload public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {}
}

/// SwiftUI's `DatePickerComponents`.
public struct DatePickerComponents: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 0)
  public static let date = DatePickerComponents(rawValue: 1 << 1)
}

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
