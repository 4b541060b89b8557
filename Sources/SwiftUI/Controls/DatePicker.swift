import Foundation
import ViewRuntime

/// SwiftUI's `DatePicker` (https://developer.apple.com/documentation/swiftui/datepicker) in iOS's
/// compact style, closed as a screen shows it: the label, then the date ("Nov 29, 2026") and the time
/// ("9:41 AM") in the scene's locale, each on a rounded tertiary-fill pill (17-point text, 11 × 6
/// points of padding, 6-point corners: the look of iOS 17's compact picker, measured by eye). The
/// open calendar or wheel is not drawn, so `.graphical` and `.wheel` are declared unavailable.
public struct DatePicker<Label: View>: View {
  let label: Label
  let selection: Binding<Date>
  let components: DatePickerComponents
  @Environment(\._labelsHidden) private var labelsHidden

  public init(selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
              @ViewBuilder label: () -> Label) {
    self.label = label()
    self.selection = selection
    components = displayedComponents
  }

  /// The range limits which dates can be picked, which a closed picker does not show.
  public init(selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
              @ViewBuilder label: () -> Label) {
    self.init(selection: selection, displayedComponents: displayedComponents, label: label)
  }

  public init(selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
              @ViewBuilder label: () -> Label) {
    self.init(selection: selection, displayedComponents: displayedComponents, label: label)
  }

  public init(selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
              @ViewBuilder label: () -> Label) {
    self.init(selection: selection, displayedComponents: displayedComponents, label: label)
  }

  public var body: some View {
    let date = selection.wrappedValue
    HStack(spacing: 6) {
      if !labelsHidden {
        label
        Spacer(minLength: 8)
      }
      if components.contains(.date) { pill(date.formatted(date: .abbreviated, time: .omitted)) }
      if components.contains(.hourAndMinute) { pill(date.formatted(date: .omitted, time: .shortened)) }
    }
  }

  private func pill(_ text: String) -> some View {
    Text(text)
      .font(.body)
      .foregroundStyle(.primary)
      .lineLimit(1)
      .padding(.horizontal, 11)
      .padding(.vertical, 6)
      .background(Color(uiColor: .tertiarySystemFill), in: RoundedRectangle(cornerRadius: 6, style: .continuous))
  }
}

extension DatePicker where Label == Text {
  public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
  }

  @_disfavoredOverload public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
  }

  public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
              displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
  }

  @_disfavoredOverload public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
                                                      displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
  }

  public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
              displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
  }

  public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
              displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
  }
}

/// SwiftUI's `DatePickerComponents`.
public struct DatePickerComponents: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 0)
  public static let date = DatePickerComponents(rawValue: 1 << 1)
}

/// SwiftUI's `DatePickerStyle`: the compact style is drawn; the open ones are not built.
public protocol DatePickerStyle {}
public struct DefaultDatePickerStyle: DatePickerStyle { public init() {} }
public struct CompactDatePickerStyle: DatePickerStyle { public init() {} }
public struct GraphicalDatePickerStyle: DatePickerStyle { public init() {} }
public struct WheelDatePickerStyle: DatePickerStyle { public init() {} }
extension DatePickerStyle where Self == DefaultDatePickerStyle { public static var automatic: DefaultDatePickerStyle { .init() } }
extension DatePickerStyle where Self == CompactDatePickerStyle { public static var compact: CompactDatePickerStyle { .init() } }
extension DatePickerStyle where Self == GraphicalDatePickerStyle {
  @available(*, unavailable, message: "animrender: the graphical (calendar) date picker is not drawn yet; use .compact")
  public static var graphical: GraphicalDatePickerStyle { .init() }
}
extension DatePickerStyle where Self == WheelDatePickerStyle {
  @available(*, unavailable, message: "animrender: the wheel date picker is not drawn yet; use .compact")
  public static var wheel: WheelDatePickerStyle { .init() }
}

extension View {
  /// SwiftUI's `datePickerStyle(_:)`: `.automatic` and `.compact` draw the compact picker.
  public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View { _transformed { $0 } }
}

extension EnvironmentValues {
  /// Whether `labelsHidden()` applies here.
  var _labelsHidden: Bool { ControlStyleEnvironment.labelsHidden(_values) }
}
