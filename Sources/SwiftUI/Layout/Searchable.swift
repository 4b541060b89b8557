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

/// SwiftUI's `SearchScopeActivation` (https://developer.apple.com/documentation/swiftui/searchscopeactivation).
public struct SearchScopeActivation: Sendable {
  public static let automatic = SearchScopeActivation()
  public static let onTextEntry = SearchScopeActivation()
  public static let onSearchPresentation = SearchScopeActivation()
}

extension View {
  /// SwiftUI's `searchScopes(_:scopes:)` and `searchScopes(_:activation:_:)`: on iOS the scope bar
  /// shows under the field while a search is active ("by default, scopes appear when the search
  /// field becomes active", https://developer.apple.com/documentation/swiftui/view/searchscopes(_:activation:_:)).
  /// A render draws the field at rest (see `searchable`), where iOS shows no scope bar, so nothing is
  /// drawn for the scopes.
  public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, @ViewBuilder scopes: () -> S) -> some View { self }

  public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, activation: SearchScopeActivation,
                                                 @ViewBuilder _ scopes: () -> S) -> some View { self }
}
