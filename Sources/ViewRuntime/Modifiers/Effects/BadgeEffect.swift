import Foundation

/// `.badge(_:)`: in a list row, the label trailing in the secondary style, as iOS draws a row's badge;
/// on a tab view's page, the red badge on its tab item (the SwiftUI module's `TabView` reads it).
/// Elsewhere it draws nothing, as in SwiftUI. A nil label (or a count of 0) is no badge.
/// https://developer.apple.com/documentation/swiftui/view/badge(_:)-84e43
public struct BadgeEffect: ViewEffect, ResolvableEffect {
  public var label: String?
  public init(_ label: String?) { self.label = label }

  func resolve(_ r: EffectResolution) throws -> ResolvedView {
    guard let label, r.environment.layoutContainer.inList else { return try r.content() }
    let increased = r.environment.sceneValues[Self.prominenceKey] == AnyHashable(Prominence.increased)
    let row = HStack {
      AnyView(node: r.node)
      Spacer(minLength: 8)
      if increased {
        // "Displayed on a red platter" (BadgeProminence.increased): white on a red capsule, as the
        // tab bar's badge is drawn.
        Text(label).foregroundStyle(Color.white).lineLimit(1)
          .padding(.horizontal, 7).padding(.vertical, 1)
          .frame(minWidth: 22).background(Capsule().fill(Color.red))
      } else {
        Text(label).foregroundStyle(Color.secondary).lineLimit(1)
      }
    }
    return try r.resolve(row._node, "/badge")
  }

  /// `badgeProminence(_:)` (https://developer.apple.com/documentation/swiftui/badgeprominence): on
  /// iOS, `.standard` and `.decreased` badges are the secondary label without a platter, an `.increased`
  /// one is "displayed on a red platter". The SwiftUI module keeps it in the environment's scene
  /// values under ``prominenceKey``.
  public enum Prominence: Hashable, Sendable { case decreased, standard, increased }
  public static let prominenceKey = "badgeProminence"
}
