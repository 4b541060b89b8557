import Foundation
import Graphics

/// `.environment(\.layoutDirection, …)`: below a change of direction the subtree is laid out as usual
/// and drawn mirrored about its frame, so stacks run from the right, leading alignment and padding sit
/// on the right and offsets point the other way; every leaf (text, shape, symbol, image, canvas) is
/// mirrored back about its own frame, so only positions change, as in SwiftUI
/// (https://developer.apple.com/documentation/swiftui/layoutdirection: "leading" and "trailing" follow
/// the direction; views are not flipped unless they ask to be).
/// Multiline text aligned `.leading` therefore lines up on the right. Choices: rotations in a
/// right-to-left subtree turn the other way (their frames are mirrored with the layout), and directional
/// arrows (`arrow.uturn.forward`) are mirrored with the layout, as iOS flips them.
public struct LayoutDirectionEffect: ViewEffect, ResolvableEffect {
  public var isRightToLeft: Bool
  public init(isRightToLeft: Bool) { self.isRightToLeft = isRightToLeft }

  func resolve(_ r: EffectResolution) throws -> ResolvedView {
    let changes = r.environment.isRightToLeft != isRightToLeft
    let rtl = isRightToLeft
    let content = try r.content { $0.environment.isRightToLeft = rtl }
    // Only a change of direction mirrors: the same direction again draws as it is.
    return changes ? ResolvedView(.effect(content, Drawer())) : content
  }

  struct Drawer: DrawnEffect {
    func draw(_ content: ResolvedView, _ place: EffectPlacement, _ out: inout DisplayListBuilder) throws {
      try out.drawMirrored(content, place, togglesLeaves: true)
    }
  }
}
