import Foundation
import ViewRuntime

/// SwiftUI's `DisclosureGroup` (https://developer.apple.com/documentation/swiftui/disclosuregroup): a
/// label row with a chevron in the tint, pointing right while collapsed and down once expanded, and the
/// content below it while expanded. Tapping the row toggles it with an animation, as iOS does.
public struct DisclosureGroup<Label: View, Content: View>: View {
  let label: Label
  let content: Content
  let isExpanded: Binding<Bool>?
  @State private var expandedHere = false

  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content()
    self.label = label()
    isExpanded = nil
  }

  public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content()
    self.label = label()
    self.isExpanded = isExpanded
  }

  private var expanded: Bool { isExpanded?.wrappedValue ?? expandedHere }

  public var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Button {
        withAnimation(.easeInOut(duration: 0.25)) {
          if let isExpanded { isExpanded.wrappedValue.toggle() } else { expandedHere.toggle() }
        }
      } label: {
        HStack {
          label.foregroundStyle(.primary)
          Spacer(minLength: 8)
          Image(systemName: "chevron.right")
            .font(.footnote.weight(.semibold))
            .foregroundStyle(.tint)
            .rotationEffect(.degrees(expanded ? 90 : 0))
        }
        .contentShape(Rectangle())
      }
      .buttonStyle(.plain)
      if expanded {
        content
          .padding(.top, 8)
          .transition(.opacity)
      }
    }
  }
}

extension DisclosureGroup where Label == Text {
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }

  @_disfavoredOverload public init<S: StringProtocol>(_ label: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(label) }
  }

  public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
    self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
  }

  @_disfavoredOverload public init<S: StringProtocol>(_ label: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
    self.init(isExpanded: isExpanded, content: content) { Text(label) }
  }
}
