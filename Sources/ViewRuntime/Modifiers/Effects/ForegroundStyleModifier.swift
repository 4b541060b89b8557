import Foundation

/// `.foregroundStyle(_:)` with one to three styles (the palette levels), `.foregroundColor(_:)`.
/// The styles are resolved where they are set (so they animate as this view's attributes), and the
/// first one's colour is kept on a marker for `inspect`.
/// https://developer.apple.com/documentation/swiftui/view/foregroundstyle(_:)
public struct ForegroundStyleModifier: ViewEffect, ResolvableEffect {
  /// Empty: the default (primary) style.
  public var styles: [AnyShapeStyle]
  public init(_ styles: [AnyShapeStyle]) { self.styles = styles }

  func resolve(_ r: EffectResolution) throws -> ResolvedView {
    let paints = styles.enumerated().map { i, s in r.style(s, "foregroundStyle.\(i)") }
    let resolved = try r.content { $0.environment.foregroundStyles = paints }
    guard let first = paints.first?.representativeColor else { return resolved }
    return ResolvedView(.marker(resolved, .foregroundStyle([first.red, first.green, first.blue, first.alpha])))
  }
}
