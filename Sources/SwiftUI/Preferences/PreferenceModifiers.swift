import Foundation
import ViewRuntime

/// The preference modifiers (https://developer.apple.com/documentation/swiftui/preferences). Values
/// are collected as the laid-out tree is placed, so a `GeometryReader`'s sizes can be reported; see
/// `PreferenceCollector` and `PreferenceChangeEffect` in the runtime.
extension View {
  /// SwiftUI's `preference(key:value:)`: sets the key's value for this view, replacing what its
  /// content set.
  public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
    _modified(.effect(PreferenceEffect.writing(K._runtimeKey, value)))
  }

  /// SwiftUI's `transformPreference(_:_:)`: changes the value the content set (its default if none).
  public func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void) -> some View {
    _modified(.effect(PreferenceEffect(key: K._runtimeKey) { value in
      var v = value as? K.Value ?? K.defaultValue
      callback(&v)
      value = v
    }))
  }

  /// SwiftUI's `onPreferenceChange(_:perform:)`: `action` runs with the value this view's subtree
  /// reduced the key to, when the view appears and whenever that value changes; its state writes
  /// update the view before the frame is drawn. The action is not `@Sendable` here (the iOS 17 SDK's
  /// signature; the iOS 18 SDK marks it `@Sendable`), so writing `@State` in it compiles quietly.
  public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void) -> some View
  where K.Value: Equatable {
    _modified(.effect(PreferenceChangeEffect(
      key: K._runtimeKey,
      comparable: { ChangeValue.wrap($0 as? K.Value ?? K.defaultValue) },
      action: { value in action(value as? K.Value ?? K.defaultValue) })))
  }
}

extension View {
  /// SwiftUI's `overlayPreferenceValue(_:alignment:_:)`: a view built from the value this view's
  /// subtree reduced the key to, over it in its frame.
  public func overlayPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type, alignment: Alignment = .center,
                                                                @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
    _modified(.effect(PreferenceValueEffect(key: K._runtimeKey, alignment: alignment, inBackground: false) { value in
      _onRenderThread { _makeNode(transform(value as? K.Value ?? K.defaultValue)) }
    }))
  }

  /// SwiftUI's `backgroundPreferenceValue(_:alignment:_:)`: the same, under the view.
  public func backgroundPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type, alignment: Alignment = .center,
                                                                   @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
    _modified(.effect(PreferenceValueEffect(key: K._runtimeKey, alignment: alignment, inBackground: true) { value in
      _onRenderThread { _makeNode(transform(value as? K.Value ?? K.defaultValue)) }
    }))
  }
}
