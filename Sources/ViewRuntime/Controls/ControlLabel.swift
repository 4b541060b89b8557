import Foundation

/// `Label(_:systemImage:)` and `Label { title } icon: { icon }`, drawn as `.labelStyle(_:)` says: icon then
/// title 6 points apart (`.automatic`, `.titleAndIcon`), or only one of them.
/// https://developer.apple.com/documentation/swiftui/label
public struct ControlLabel: ViewEffect, ResolvableEffect {
  public var title: ViewNode
  public var icon: ViewNode
  /// The title's text, when it is one (what `Tap(on:)` and `inspect` name the label by).
  public var titleText: String?

  public init(title: ViewNode, icon: ViewNode, titleText: String? = nil) {
    self.title = title; self.icon = icon; self.titleText = titleText
  }

  public init(_ title: String, systemImage: String) {
    self.init(title: .text(title), icon: .image(ImageNode(systemName: systemImage)), titleText: title)
  }

  func resolve(_ r: EffectResolution) throws -> ResolvedView {
    switch r.environment.controls.labelStyle {
    case .iconOnly:
      // The title still names the icon, as VoiceOver reads it: `Tap(at:on: "Compose")` finds it.
      guard let titleText else { return try r.resolve(icon, "/icon") }
      return try r.resolve(.modified(icon, .effect(InteractionEffect(.accessibilityLabel(titleText)))), "/icon")
    case .titleOnly: return try r.resolve(title, "/title")
    case .automatic, .titleAndIcon:
      // The same stack `Label` always drew: an HStack of icon and title.
      let stack = ViewNode.stack(StackNode(axis: .horizontal, spacing: ControlChoices.labelSpacing, children: [icon, title]))
      return try r.resolve(stack, "/label")
    }
  }
}
