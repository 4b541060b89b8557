import Foundation
import ViewRuntime

/// SwiftUI's `SearchFieldPlacement`: the field is drawn in the navigation bar in every placement.
public struct SearchFieldPlacement: Sendable {
  public struct NavigationBarDrawerDisplayMode: Sendable {
    public static let automatic = NavigationBarDrawerDisplayMode()
    public static let always = NavigationBarDrawerDisplayMode()
  }
  public static let automatic = SearchFieldPlacement()
  public static let toolbar = SearchFieldPlacement()
  public static let sidebar = SearchFieldPlacement()
  public static let navigationBarDrawer = SearchFieldPlacement()
  public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement { SearchFieldPlacement() }
}

extension View {
  /// SwiftUI's `searchable(text:placement:prompt:)`: the search field in the enclosing navigation
  /// stack's bar, under the title (see `SearchableEffect`), showing the prompt or the bound text.
  public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
    _modified(.effect(SearchableEffect(text: text.wrappedValue, prompt: prompt?.content)))
  }

  public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View {
    _modified(.effect(SearchableEffect(text: text.wrappedValue, prompt: prompt.text)))
  }

  @_disfavoredOverload
  public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S) -> some View {
    _modified(.effect(SearchableEffect(text: text.wrappedValue, prompt: String(prompt))))
  }

  /// iOS 17's `searchable(text:isPresented:placement:prompt:)`: drawn as the field at rest.
  public func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
                         prompt: Text? = nil) -> some View {
    _modified(.effect(SearchableEffect(text: text.wrappedValue, prompt: prompt?.content)))
  }

  /// SwiftUI's `searchSuggestions(_:)`: shown only while typing into the field.
  public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View { _transformed { $0 } }
}
