import Foundation

/// A sheet's settings, written inside its content: `presentationDetents(_:)` (the first detent is the
/// one a sheet opens at), `presentationDragIndicator(_:)` and `presentationBackgroundInteraction(_:)`
/// (iOS 16.4: whether the view under the sheet stays undimmed and live). They draw nothing themselves; the SwiftUI
/// module's sheet reads them from the content it presents.
/// https://developer.apple.com/documentation/swiftui/view/presentationdetents(_:)
public struct SheetSettingsEffect: ViewEffect, ResolvableEffect {
  public enum Detent: Hashable, Sendable { case large, medium, fraction(Double), height(Double) }
  public var detents: [Detent]?
  public var dragIndicator: Bool?
  /// The largest detent at which the view under the sheet is not dimmed (nil: not written; `.disabled`
  /// or `.automatic` write none, so the screen is dimmed at every detent).
  public var undimmedThrough: Detent??
  public init(detents: [Detent]? = nil, dragIndicator: Bool? = nil, undimmedThrough: Detent?? = nil) {
    self.detents = detents; self.dragIndicator = dragIndicator; self.undimmedThrough = undimmedThrough
  }

  func resolve(_ r: EffectResolution) throws -> ResolvedView { try r.content() }
}
