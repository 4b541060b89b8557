import Foundation

/// A sheet's settings, written inside its content: `presentationDetents(_:)` (the first detent is the
/// one a sheet opens at) and `presentationDragIndicator(_:)`. They draw nothing themselves; the SwiftUI
/// module's sheet reads them from the content it presents.
/// https://developer.apple.com/documentation/swiftui/view/presentationdetents(_:)
public struct SheetSettingsEffect: ViewEffect, ResolvableEffect {
  public enum Detent: Hashable, Sendable { case large, medium, fraction(Double), height(Double) }
  public var detents: [Detent]?
  public var dragIndicator: Bool?
  public init(detents: [Detent]? = nil, dragIndicator: Bool? = nil) { self.detents = detents; self.dragIndicator = dragIndicator }

  func resolve(_ r: EffectResolution) throws -> ResolvedView { try r.content() }
}
