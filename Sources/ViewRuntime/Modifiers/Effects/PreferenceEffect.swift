import Foundation

/// `.preference(key:value:)` and `.transformPreference(_:_:)`: changes the value of one key that the
/// view's subtree passes up. `transform` gets the subtree's value (nil when nothing below sets the
/// key) and leaves the view's value; `.preference` replaces it, as SwiftUI's writer does, so an outer
/// `.preference` of the same key wins over an inner one. Nothing is drawn or sized (see
/// ``PreferenceCollector`` for how values travel).
/// https://developer.apple.com/documentation/swiftui/view/preference(key:value:)
public struct PreferenceEffect: ViewEffect, ResolvableEffect {
  public let key: AnyPreferenceKey
  public let transform: (inout Any?) -> Void

  public init(key: AnyPreferenceKey, transform: @escaping (inout Any?) -> Void) {
    self.key = key; self.transform = transform
  }

  /// `.preference(key:value:)`.
  public static func writing(_ key: AnyPreferenceKey, _ value: Any) -> PreferenceEffect {
    PreferenceEffect(key: key) { $0 = value }
  }

  func resolve(_ r: EffectResolution) throws -> ResolvedView {
    ResolvedView(.effect(try r.content(), Drawer(effect: self)))
  }

  private struct Drawer: DrawnEffect {
    let effect: PreferenceEffect

    func draw(_ content: ResolvedView, _ place: EffectPlacement, _ out: inout DisplayListBuilder) throws {
      try out.draw(content, place, changing: effect.key, effect.transform)
    }
  }
}

extension DisplayListBuilder {
  /// Draws `content` and passes up what its subtree set, with `key`'s value (nil when nothing below
  /// sets it) changed by `change`: the one way a preference writer, plain or anchored, changes a value.
  mutating func draw(_ content: ResolvedView, _ place: EffectPlacement, changing key: AnyPreferenceKey,
                     _ change: (inout Any?) -> Void) throws {
    preferences.open()
    try draw(content, place)
    var values = preferences.close()
    var value = values[key.id]?.value
    change(&value)
    values[key.id] = value.map { PreferenceCollector.Entry(key: key, value: $0) }
    preferences.contribute(values)
  }
}
