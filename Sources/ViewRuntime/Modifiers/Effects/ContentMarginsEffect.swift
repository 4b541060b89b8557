import Foundation

/// `.contentMargins(_:_:for:)` with the scroll content placement: the scroll views below inset their
/// content by these margins, added to any set further out. Margins for the scroll indicators change
/// nothing a still shows (no indicator is drawn at rest).
/// https://developer.apple.com/documentation/swiftui/view/contentmargins(_:_:for:)
public struct ContentMarginsEffect: ViewEffect, ResolvableEffect {
  public var margins: EdgeInsets
  public init(_ margins: EdgeInsets) { self.margins = margins }

  func resolve(_ r: EffectResolution) throws -> ResolvedView {
    try r.content {
      var m = $0.environment.layoutContainer.scrollContentMargins
      m.top += margins.top; m.leading += margins.leading; m.bottom += margins.bottom; m.trailing += margins.trailing
      $0.environment.layoutContainer.scrollContentMargins = m
    }
  }
}
