import AnimationEngine
import Foundation
import Graphics

/// Draws its content laid out in the view's *animated* frame, so the subtree moves and resizes as one
/// with it (`geometryGroup()`, `matchedGeometryEffect`).
///
/// By default each view here animates its own frame from where it was drawn (SwiftUI pushes position
/// and size down to the leaves, which animate them). A geometry unit resolves its own frame first and
/// hands it down instead: children are laid out inside the frame it is drawn at this instant (Apple,
/// https://developer.apple.com/documentation/swiftui/view/geometrygroup()). With `position` or `size`
/// alone, only that part follows the animated frame; the other stays the model's (matched geometry's
/// `properties`), the two frames sharing the point at `anchor`.
struct GeometryUnitDrawer: DrawnEffect {
  var inspect: InspectModifier
  var position = true
  var size = true
  var anchor = UnitPoint.center
  /// Matched geometry: the shared table, the identity, and whether this view is the source (it records its
  /// frame) or follows the source's frame (`isSource: false`, when the source was drawn before it).
  var matched: (table: MatchedFrameTable, key: ViewIdentity, isSource: Bool)? = nil
  /// A removed view transitioning out: a matched source follows the shared frame as it animates.
  var leaving = false

  func draw(_ content: ResolvedView, _ place: EffectPlacement, _ out: inout DisplayListBuilder) throws {
    var animated = place.frame.offsetBy(dx: -place.shift.width, dy: -place.shift.height)
    let model = place.laidOut
    if let matched {
      if matched.isSource, leaving {
        if let flying = out.sharedGeometry(matched.key) { animated = flying }
      } else if matched.isSource {
        matched.table.frames[matched.key] = model
      } else if let source = matched.table.frames[matched.key] {
        // The source's frame is this view's frame now; the content's own geometry animates to it.
        animated = source
      }
    }
    let w = Double(size ? animated.width : model.width), h = Double(size ? animated.height : model.height)
    let from = position ? animated : model
    let ax = Double(from.minX) + anchor.x * Double(from.width), ay = Double(from.minY) + anchor.y * Double(from.height)
    let frame = CGRect(x: ax - anchor.x * w, y: ay - anchor.y * h, width: w, height: h)
    var unit = place.adding(InspectModifier(name: inspect.name, values: inspect.values.merging(
      ["frame": [Double(frame.minX), Double(frame.minY), w, h]]) { $1 }))
    unit.laidOut = frame
    unit.frame = frame.offsetBy(dx: place.shift.width, dy: place.shift.height)
    try out.draw(content, unit)
  }
}
