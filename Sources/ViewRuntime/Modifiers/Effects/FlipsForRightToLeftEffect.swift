import Foundation
import Graphics

/// `.flipsForRightToLeftLayoutDirection(_:)`: when enabled and the layout direction is right to left,
/// the view's drawing is mirrored about its frame, as a picture (an arrow image then points the other
/// way); left to right, or disabled, it changes nothing.
/// https://developer.apple.com/documentation/swiftui/view/flipsforrighttoleftlayoutdirection(_:)
public struct FlipsForRightToLeftEffect: ViewEffect, ResolvableEffect {
  public var enabled: Bool
  public init(enabled: Bool) { self.enabled = enabled }

  func resolve(_ r: EffectResolution) throws -> ResolvedView {
    let content = try r.content()
    guard enabled, r.environment.isRightToLeft else { return content }
    return ResolvedView(.effect(content, Drawer()))
  }

  struct Drawer: DrawnEffect {
    func draw(_ content: ResolvedView, _ place: EffectPlacement, _ out: inout DisplayListBuilder) throws {
      try out.drawMirrored(content, place, togglesLeaves: false)
    }
  }
}
