import Foundation

/// SwiftUI's `IndexViewStyle` (https://developer.apple.com/documentation/swiftui/indexviewstyle): how a
/// page-style `TabView` draws its page index.
public protocol IndexViewStyle { var _backing: Bool { get } }

/// `.page` and `.page(backgroundDisplayMode:)`
/// (https://developer.apple.com/documentation/swiftui/pageindexviewstyle): with `.always`, the dots sit
/// on a translucent capsule, white; otherwise as the tab view draws them. A render has no touches, so
/// `.interactive` (a backing while the user touches the dots) never shows one.
public struct PageIndexViewStyle: IndexViewStyle {
  public struct BackgroundDisplayMode: Hashable, Sendable {
    let always: Bool
    public static let automatic = BackgroundDisplayMode(always: false)
    public static let interactive = BackgroundDisplayMode(always: false)
    public static let always = BackgroundDisplayMode(always: true)
    public static let never = BackgroundDisplayMode(always: false)
  }
  let mode: BackgroundDisplayMode
  public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) { mode = backgroundDisplayMode }
  public var _backing: Bool { mode.always }
}

extension IndexViewStyle where Self == PageIndexViewStyle {
  public static var page: PageIndexViewStyle { .init() }
  public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle {
    .init(backgroundDisplayMode: backgroundDisplayMode)
  }
}

private struct _IndexBackingKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
  /// Whether page dots below sit on their capsule (`.indexViewStyle(.page(backgroundDisplayMode: .always))`).
  var _indexBacking: Bool {
    get { self[_IndexBackingKey.self] }
    set { self[_IndexBackingKey.self] = newValue }
  }
}

extension View {
  /// SwiftUI's `indexViewStyle(_:)`: the page index style of the tab views below.
  public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View {
    environment(\._indexBacking, style._backing)
  }
}
