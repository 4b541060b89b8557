import Foundation

/// `backgroundStyle(_:)` (https://developer.apple.com/documentation/swiftui/view/backgroundstyle(_:)):
/// sets the style `.background` stands for in the views below, the style `background()` with no
/// arguments fills with and shapes filled with `BackgroundStyle()` take. Without one it is the system
/// background, white or (dark mode) black.
public struct BackgroundStyleEffect: ViewEffect, ResolvableEffect {
  public var style: AnyShapeStyle
  public init(_ style: AnyShapeStyle) { self.style = style }

  /// UIKit's `systemBackground`, the style without a `backgroundStyle(_:)` above.
  public static let systemBackground = ResolvedShapeStyle.color(Color.system["systemBackground"] ?? .white)

  func resolve(_ r: EffectResolution) throws -> ResolvedView {
    let style = self.style
    return try r.content { c in
      // `.backgroundStyle(.background)` keeps the style around it.
      if style.resolvedStyle == .background { return }
      c.environment.backgroundStyle = style.resolvedStyle
    }
  }
}

extension EnvironmentValues {
  static let backgroundStyleKey = "backgroundStyle"

  /// `backgroundStyle(_:)` above, nil for the system background.
  var backgroundStyle: ResolvedShapeStyle? {
    get { sceneValues[Self.backgroundStyleKey]?.base as? ResolvedShapeStyle }
    set { sceneValues[Self.backgroundStyleKey] = newValue.map { AnyHashable($0) } }
  }
}
