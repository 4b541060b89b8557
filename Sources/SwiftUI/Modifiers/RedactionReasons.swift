import ViewRuntime

/// SwiftUI's `RedactionReasons` (https://developer.apple.com/documentation/swiftui/redactionreasons).
public struct RedactionReasons: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Content shown as a placeholder (texts become rounded bars).
  public static let placeholder = RedactionReasons(rawValue: 1 << 0)
  /// Content marked `privacySensitive()`; nothing is marked so in a render, so nothing changes.
  public static let privacy = RedactionReasons(rawValue: 1 << 1)
  /// Content the system shows as out of date (widgets); not drawn differently here.
  public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

/// https://developer.apple.com/documentation/swiftui/view/redacted(reason:) and
/// https://developer.apple.com/documentation/swiftui/view/unredacted(). `@Environment(\.redactionReasons)`
/// reads the nearest `redacted`'s reasons below it (SwiftUI's union of nested ones is not kept).
extension View {
  public func redacted(reason: RedactionReasons) -> some View {
    _modified(.redactedPlaceholder(reason.contains(.placeholder)))
      ._modified(.sceneEnvironment(key: RedactionReasons.environmentName, value: StateValue.wrap(reason)))
  }

  public func unredacted() -> some View {
    _modified(.redactedPlaceholder(false))
      ._modified(.sceneEnvironment(key: RedactionReasons.environmentName, value: StateValue.wrap(RedactionReasons())))
  }
}

extension RedactionReasons {
  static let environmentName = "redactionReasons"
}

extension EnvironmentValues {
  public var redactionReasons: RedactionReasons {
    get { self[named: RedactionReasons.environmentName, default: []] }
    set { self[named: RedactionReasons.environmentName, default: []] = newValue }
  }
}
