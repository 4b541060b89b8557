import Foundation
import ViewRuntime

/// SwiftUI's `LabeledContent` (https://developer.apple.com/documentation/swiftui/labeledcontent): a label
/// and its value on one row, the value trailing in the secondary style, as iOS's automatic style draws
/// it in and out of forms.
public struct LabeledContent<Label: View, Content: View>: View {
  let label: Label
  let content: Content

  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content()
    self.label = label()
  }

  public var body: some View {
    HStack(alignment: .firstTextBaseline) {
      label
      Spacer(minLength: 8)
      content.foregroundStyle(.secondary).multilineTextAlignment(.trailing)
    }
  }
}

extension LabeledContent where Label == Text {
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }

  @_disfavoredOverload public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }
}

extension LabeledContent where Label == Text, Content == Text {
  public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
    self.init(content: { Text(value) }) { Text(titleKey) }
  }

  @_disfavoredOverload public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
    self.init(content: { Text(value) }) { Text(title) }
  }

  /// `LabeledContent("Total", value: total, format: .currency(code: "USD"))`.
  public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F)
  where F.FormatInput: Equatable, F.FormatOutput == String {
    self.init(content: { Text(value, format: format) }) { Text(titleKey) }
  }

  @_disfavoredOverload public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F)
  where F.FormatInput: Equatable, F.FormatOutput == String {
    self.init(content: { Text(value, format: format) }) { Text(title) }
  }
}
