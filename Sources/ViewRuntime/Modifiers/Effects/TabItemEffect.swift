import Foundation

/// `.tabItem(_:)`: the label a `TabView` shows for this page in its tab bar. It draws nothing itself
/// (SwiftUI ignores it outside a tab view); the SwiftUI module's `TabView` reads it from its pages.
/// https://developer.apple.com/documentation/swiftui/view/tabitem(_:)
public struct TabItemEffect: ViewEffect, ResolvableEffect {
  public var label: ViewNode
  public init(_ label: ViewNode) { self.label = label }

  func resolve(_ r: EffectResolution) throws -> ResolvedView { try r.content() }
}
