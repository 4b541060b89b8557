import Foundation
import ViewRuntime

/// SwiftUI's `GroupBox` (https://developer.apple.com/documentation/swiftui/groupbox): content with an
/// optional label, in a rounded box that sets it apart from what is around it.
///
/// Drawn as iOS's default group box style: the label above the content in the headline style, both
/// leading-aligned, on the secondary system background (so it shows on a white screen and in dark
/// mode) with rounded corners. The padding (16), the spacing under the label (8) and the corner radius
/// (8) are our reading of iOS's box by eye, not published numbers (see docs/controls.md).
public struct GroupBox<Label: View, Content: View>: View {
  let label: Label
  let content: Content

  static var padding: CGFloat { 16 }
  static var labelSpacing: CGFloat { 8 }
  static var cornerRadius: CGFloat { 8 }

  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content()
    self.label = label()
  }

  public var body: some View {
    VStack(alignment: .leading, spacing: Self.labelSpacing) {
      label.font(.headline)
      content
    }
    .frame(maxWidth: .infinity, alignment: .leading)
    .padding(Self.padding)
    .background(Color(uiColor: .secondarySystemBackground), in: RoundedRectangle(cornerRadius: Self.cornerRadius, style: .continuous))
  }
}

extension GroupBox where Label == EmptyView {
  /// A box without a label.
  public init(@ViewBuilder content: () -> Content) { self.init(content: content, label: { EmptyView() }) }
}

extension GroupBox where Label == Text {
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content, label: { Text(titleKey) })
  }

  @_disfavoredOverload public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content, label: { Text(title) })
  }
}

extension GroupBox {
  /// The iOS 14 form, label first (deprecated for the content-first one).
  public init(label: Label, @ViewBuilder content: () -> Content) { self.init(content: content, label: { label }) }
}
