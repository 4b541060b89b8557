import Foundation
import ViewRuntime

/// The anchor preference modifiers: a preference value made from an `Anchor` of the view, so a reader
/// above it (`overlayPreferenceValue` with a `GeometryReader`) can place something over the view's
/// rectangle or point. The anchor is taken where the view is drawn in the frame being drawn
/// (``AnchorPreferenceEffect`` in the runtime), so it follows the view's animations.
extension View {
  /// SwiftUI's `anchorPreference(key:value:transform:)`: sets the key's value from an anchor of
  /// `value` in this view, replacing what its content set
  /// (https://developer.apple.com/documentation/swiftui/view/anchorpreference(key:value:transform:)).
  public func anchorPreference<A, K: PreferenceKey>(key _: K.Type = K.self, value: Anchor<A>.Source,
                                                    transform: @escaping (Anchor<A>) -> K.Value) -> some View {
    _modified(.effect(AnchorPreferenceEffect(key: K._runtimeKey) { current, geometry in
      current = transform(value.make(geometry))
    }))
  }

  /// SwiftUI's `transformAnchorPreference(key:value:transform:)`: changes the value the content set
  /// (the key's default if none) with an anchor of `value` in this view
  /// (https://developer.apple.com/documentation/swiftui/view/transformanchorpreference(key:value:transform:)).
  public func transformAnchorPreference<A, K: PreferenceKey>(key _: K.Type = K.self, value: Anchor<A>.Source,
                                                             transform: @escaping (inout K.Value, Anchor<A>) -> Void) -> some View {
    _modified(.effect(AnchorPreferenceEffect(key: K._runtimeKey) { current, geometry in
      var v = current as? K.Value ?? K.defaultValue
      transform(&v, value.make(geometry))
      current = v
    }))
  }
}
