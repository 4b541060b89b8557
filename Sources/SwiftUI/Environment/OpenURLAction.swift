import Foundation

/// SwiftUI's `OpenURLAction` (https://developer.apple.com/documentation/swiftui/openurlaction), read as
/// `@Environment(\.openURL)`: a render opens no browser or app, so calling it opens nothing and reports
/// the URL as not handled (`.systemAction` would hand it to the system, which has nothing to open it).
public struct OpenURLAction {
  /// SwiftUI's `OpenURLAction.Result`: what a custom handler did with a URL.
  public struct Result {
    let name: String
    public static let handled = Result(name: "handled")
    public static let discarded = Result(name: "discarded")
    public static let systemAction = Result(name: "systemAction")
    public static func systemAction(_ url: URL) -> Result { Result(name: "systemAction") }
  }

  private let handler: ((URL) -> Result)?

  /// A custom action, as `environment(\.openURL, OpenURLAction { url in … })` installs it.
  public init(handler: @escaping (URL) -> Result) { self.handler = handler }
  init() { handler = nil }

  /// Runs a custom handler; the system's default action opens nothing here.
  public func callAsFunction(_ url: URL) { _ = handler?(url) }

  /// As above; `completion` is told whether the URL was accepted (`false` for the system's action).
  public func callAsFunction(_ url: URL, completion: @escaping (Bool) -> Void) {
    guard let result = handler?(url) else { completion(false); return }
    completion(result.name == "handled")
  }
}

extension EnvironmentValues {
  public var openURL: OpenURLAction {
    get { self[named: "openURL", default: OpenURLAction()] }
    set { self[named: "openURL", default: OpenURLAction()] = newValue }
  }
}

extension View {
  /// SwiftUI's `onOpenURL(perform:)`: nothing opens the app with a URL during a render, so the action
  /// never runs.
  public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View { _transformed { $0 } }
}
