import Foundation

/// A drawing modifier whose view is its content under one animated attribute, and nothing else:
/// offset, scale, rotation, opacity, blur. Its `resolve` is `kind(content, presented value)`, so a kept
/// frame (``FrameCache``) brings it to a new time by reading the attribute's record and calling `kind`
/// with the content it already holds: the attribute is the view's animated *slot*, read by reference,
/// with no context, path or resolution rebuilt. SwiftUI likewise updates only the animatable
/// attributes of such modifiers between transactions ("Demystify SwiftUI", WWDC21).
protocol SlotEffect: ResolvableEffect {
  /// The attribute's name within the view and its model value (the numbers `kind` receives at rest).
  var slot: (name: String, model: [Double]) { get }
  /// The view's kind around `content` with the attribute presented at `value` (its first numbers are
  /// the model's; a vector, so a kept frame allocates nothing to call it).
  func kind(_ content: ResolvedView, _ value: AnimatableVector) -> ResolvedView.Kind
  /// Writes `value` into `kind`, a kind this type's `kind(_:_:)` returned, in place; false (and
  /// `kind` unchanged) for any other kind. Static, and moving the content rather than copying it: a kept
  /// frame calls it for every slot of a many-view frame, and reading the effect's box or retaining the
  /// content each read another cache line per slot.
  static func patch(_ kind: inout ResolvedView.Kind, _ value: AnimatableVector) -> Bool
}

extension SlotEffect {
  func resolve(_ r: EffectResolution) throws -> ResolvedView {
    let s = slot
    let value = r.animated(s.name, s.model)
    let view = ResolvedView(kind(try r.content(), AnimatableVector(value)))
    r.resolver.recorder?.noteSlot(self)
    return view
  }
}
