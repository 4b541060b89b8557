import Foundation
import Graphics

/// `.preferredColorScheme(_:)` and `.environment(\.colorScheme, _:)`: the views below draw their
/// system colours (`.primary`, `Color(.systemBackground)`, `.red`, …) in this appearance.
/// https://developer.apple.com/documentation/swiftui/view/preferredcolorscheme(_:)
///
/// SwiftUI applies a preferred scheme to the whole presentation; a scene has one, so the runtime
/// reads ``preferredScheme(of:)`` to colour the canvas too.
public struct ColorSchemeModifier: ViewEffect, ResolvableEffect {
  public var scheme: ColorScheme?
  /// `.preferredColorScheme` (true) or `.environment(\.colorScheme, …)` (false, this subtree only).
  public var isPreferred: Bool

  public init(_ scheme: ColorScheme?, isPreferred: Bool) { self.scheme = scheme; self.isPreferred = isPreferred }

  func resolve(_ r: EffectResolution) throws -> ResolvedView {
    guard let scheme else { return try r.content() }
    return try r.content { $0.environment.colorScheme = scheme }
  }
}

extension ColorSchemeModifier {
  /// The scheme a `.preferredColorScheme` written on the scene's root view (outside any component's
  /// body) asks for: the scene's appearance, as SwiftUI applies it to the whole window.
  public static func preferredScheme(of node: ViewNode) -> ColorScheme? {
    switch node {
    case .modified(let inner, let modifier):
      if case .effect(let e) = modifier, let m = e as? ColorSchemeModifier, m.isPreferred, let s = m.scheme { return s }
      return preferredScheme(of: inner)
    case .group(let nodes) where nodes.count == 1:
      return preferredScheme(of: nodes[0])
    default:
      return nil
    }
  }

  /// The canvas colour of an appearance: UIKit's `systemBackground` (white, or black in dark mode).
  public static func canvas(_ scheme: ColorScheme) -> RGBAColor {
    Color.system["systemBackground"]!.resolved(scheme)
  }

  /// The scene's root view in `scheme` (unchanged in light mode, the environment's default).
  public static func root(_ view: AnyView, _ scheme: ColorScheme) -> AnyView {
    scheme == .light ? view : view.modifier(.effect(ColorSchemeModifier(scheme, isPreferred: false)))
  }
}
