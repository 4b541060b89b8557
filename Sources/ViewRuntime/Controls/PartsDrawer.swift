import Foundation
import Graphics

/// Draws a control made of resolved parts placed at frames computed from the control's own frame at
/// draw time (a slider's fill and thumb, a segmented picker's selection): layout is known only then.
struct PartsDrawer: DrawnEffect {
  struct Part {
    let view: ResolvedView
    /// The part's frame, given the control's frame.
    let frame: (CGRect) -> CGRect
  }

  /// The control's size for a proposal (most take the width they are offered and a fixed height).
  let size: (ProposedViewSize) -> CGSize
  let parts: [Part]

  func sizeThatFits(_ content: ResolvedView, _ proposal: ProposedViewSize) -> CGSize { size(proposal) }
  var isTransparentToLayout: Bool { false }

  func draw(_ content: ResolvedView, _ place: EffectPlacement, _ out: inout DisplayListBuilder) throws {
    for part in parts {
      let r = part.frame(place.laidOut)
      try out.draw(part.view, EffectPlacement(laidOut: r, frame: r, shift: place.shift, ctm: place.ctm, modifiers: place.modifiers, inspects: place.inspects))
    }
  }

  /// A rectangle `width` × `height` whose centre-left is at `x` along the vertical middle of `f`.
  static func rect(_ f: CGRect, x: Double, width: Double, height: Double) -> CGRect {
    CGRect(x: Double(f.minX) + x, y: Double(f.midY) - height / 2, width: max(0, width), height: height)
  }
}
