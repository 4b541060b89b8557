import Foundation
import Graphics

/// Places one copy of a cross-fading text (see `TreeResolver.resolveText`): both copies are drawn
/// centred in the one frame the text is drawn at while its frame animates, as SwiftUI draws a view's
/// old and new content in the frame it animates (the default `.opacity` content transition,
/// https://developer.apple.com/documentation/swiftui/contenttransition).
///
/// That frame is the text's geometry record as it animates now (where the text's frame is, the way
/// every view's frame animates), even where the layout around it places the text elsewhere this
/// frame (inside a `.position` whose point moves, the content is laid out afresh at its new size).
/// The incoming copy is moved there if its own geometry does not put it there already; the outgoing
/// one, at its own size, is laid out in it. At rest the two are drawn where layout puts the text.
struct CrossFadeCopyDrawer: DrawnEffect {
  /// The text's identity (its geometry record) and its incoming view, whose drawn frame is compared.
  let key: ViewIdentity
  let text: ResolvedView
  /// The outgoing copy (laid out in the frame) or the incoming one (moved to it).
  let outgoing: Bool

  func draw(_ content: ResolvedView, _ place: EffectPlacement, _ out: inout DisplayListBuilder) throws {
    // Nil at rest and in an update's layout: then where layout puts the text is where it is.
    guard let animated = out.sharedGeometry(key) else { return try out.draw(content, place) }
    var p = place
    if outgoing {
      p.laidOut = animated
    } else {
      let drawn = out.geometry(text, place.laidOut)
      p.shift.width += animated.midX - drawn.midX
      p.shift.height += animated.midY - drawn.midY
    }
    try out.draw(content, p)
  }
}
