import Foundation

/// `.anchorPreference(key:value:transform:)` and `.transformAnchorPreference(key:value:transform:)`:
/// a preference whose value is made from where the view is drawn. Values travel as other preferences
/// do (``PreferenceEffect``, ``PreferenceCollector``), and are made while the tree is drawn, so the
/// ``AnchorGeometry`` a value holds is the view's frame in the frame being drawn: its animated
/// geometry and the offsets around it. A reader's `GeometryProxy` resolves it later in the same pass
/// (`overlayPreferenceValue` builds its view after its content is drawn), so an underline follows its
/// tab through an animation. Nothing is drawn or sized.
/// https://developer.apple.com/documentation/swiftui/view/anchorpreference(key:value:transform:)
public struct AnchorPreferenceEffect: ViewEffect, ResolvableEffect {
  public let key: AnyPreferenceKey
  /// Changes the subtree's value (nil when nothing below sets the key) given the view's geometry:
  /// `anchorPreference` replaces it, `transformAnchorPreference` changes it.
  public let transform: (inout Any?, AnchorGeometry) -> Void

  public init(key: AnyPreferenceKey, transform: @escaping (inout Any?, AnchorGeometry) -> Void) {
    self.key = key; self.transform = transform
  }

  func resolve(_ r: EffectResolution) throws -> ResolvedView {
    ResolvedView(.effect(try r.content(), Drawer(effect: self)))
  }

  private struct Drawer: DrawnEffect {
    let effect: AnchorPreferenceEffect

    func draw(_ content: ResolvedView, _ place: EffectPlacement, _ out: inout DisplayListBuilder) throws {
      // `place.frame` is where this view is drawn now (animated, offset by the modifiers around it);
      // `ctm` holds the rotations and scales around it.
      let geometry = AnchorGeometry(frame: place.frame, ctm: place.ctm)
      try out.draw(content, place, changing: effect.key) { effect.transform(&$0, geometry) }
    }
  }
}
