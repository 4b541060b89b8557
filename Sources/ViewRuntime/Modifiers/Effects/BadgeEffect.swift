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
    let row = HStack {
      AnyView(node: r.node)
      Spacer(minLength: 8)
      Text(label).foregroundStyle(Color.secondary).lineLimit(1)
    }
    return try r.resolve(row._node, "/badge")
  }
}
