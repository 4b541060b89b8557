import Foundation

/// SwiftUI's `DismissSearchAction` (https://developer.apple.com/documentation/swiftui/dismisssearchaction),
/// read as `@Environment(\.dismissSearch)`: it ends an active search. A render draws a search field
/// with the query its scene gives it and never focuses it, so there is no active search to end and
/// calling the action changes nothing.
public struct DismissSearchAction {
  init() {}
  public func callAsFunction() {}
}

extension EnvironmentValues {
  public var dismissSearch: DismissSearchAction { DismissSearchAction() }
}
