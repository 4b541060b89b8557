import Foundation
import ViewRuntime

/// SwiftUI's `ContentUnavailableView` (https://developer.apple.com/documentation/swiftui/contentunavailableview,
/// iOS 17): a large symbol in the secondary style over a bold title, a secondary description and the
/// actions, centred in all the space offered, as an empty list or a search without results shows it.
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
  let label: Label
  let description: Description
  let actions: Actions

  public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description, @ViewBuilder actions: () -> Actions) {
    self.label = label()
    self.description = description()
    self.actions = actions()
  }

  public var body: some View {
    VStack(spacing: 16) {
      VStack(spacing: 8) {
        label
          .labelStyle(_UnavailableLabelStyle())
        description
          .font(.subheadline)
          .foregroundStyle(.secondary)
          .multilineTextAlignment(.center)
      }
      actions
    }
    .padding(.horizontal, 32)
    .frame(maxWidth: .infinity, maxHeight: .infinity)
  }
}

extension ContentUnavailableView where Actions == EmptyView {
  public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description) {
    self.init(label: label, description: description, actions: { EmptyView() })
  }
}

extension ContentUnavailableView where Description == EmptyView, Actions == EmptyView {
  public init(@ViewBuilder label: () -> Label) { self.init(label: label, description: { EmptyView() }, actions: { EmptyView() }) }
}

/// The label of a `ContentUnavailableView`: its icon large and secondary above its bold title.
public struct _UnavailableLabelStyle: LabelStyle {
  public func makeBody(configuration: Configuration) -> some View {
    VStack(spacing: 12) {
      configuration.icon
        .font(.system(size: 44, weight: .regular))
        .foregroundStyle(.secondary)
      configuration.title
        .font(.title2.bold())
        .multilineTextAlignment(.center)
    }
  }
}

extension ContentUnavailableView where Label == SwiftUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
  public init(_ titleKey: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
    self.init(label: { SwiftUI.Label(titleKey, systemImage: name) }, description: { description })
  }

  @_disfavoredOverload public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
    self.init(label: { SwiftUI.Label(title, systemImage: name) }, description: { description })
  }
}

extension ContentUnavailableView where Label == SwiftUI.Label<Text, Image>, Description == Text, Actions == EmptyView {
  /// iOS's search view without results: "No Results", and the query when there is one.
  public static var search: ContentUnavailableView { search(text: "") }

  public static func search(text: String) -> ContentUnavailableView {
    ContentUnavailableView(label: { SwiftUI.Label(text.isEmpty ? "No Results" : "No Results for \u{201C}\(text)\u{201D}", systemImage: "magnifyingglass") },
                           description: { Text("Check the spelling or try a new search.") })
  }
}
