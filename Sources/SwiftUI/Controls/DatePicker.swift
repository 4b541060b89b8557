import Foundation
import ViewRuntime

// Not drawn by the runtime yet: declared with SwiftUI's signatures so a scene using it fails at its line
// with a message, rather than "cannot find 'DatePicker' in scope".

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
