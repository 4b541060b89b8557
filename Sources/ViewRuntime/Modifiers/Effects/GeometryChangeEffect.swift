import Foundation

/// `.onGeometryChange(for:of:action:)`: once the view is laid out, a value computed from its geometry
/// (a proxy of its frame, as `visualEffect` gets); the action runs with the first value when the view
/// appears and again whenever the value changes, as an `onPreferenceChange` reader's does (after the
/// update, as an event at the same time, its state writes updating the tree before the frame is
/// drawn; a loop that never settles is stopped with a warning).
/// https://developer.apple.com/documentation/swiftui/view/ongeometrychange(for:of:action:)
public struct GeometryChangeEffect: ViewEffect, ResolvableEffect {
  /// The value's type, for warnings.
  public let typeName: String
  /// The value for a proxy, as the runtime compares it between updates (`Equatable`, wrapped).
  public let value: (GeometryProxy) -> AnyHashable
  /// Called with the new value and the one it was last called with (nil the first time).
  public let action: (_ new: AnyHashable, _ old: AnyHashable?) throws -> Void

  public init(typeName: String, value: @escaping (GeometryProxy) -> AnyHashable,
              action: @escaping (_ new: AnyHashable, _ old: AnyHashable?) throws -> Void) {
    self.typeName = typeName; self.value = value; self.action = action
  }

  func resolve(_ r: EffectResolution) throws -> ResolvedView {
    ResolvedView(.effect(try r.content(), Drawer(effect: self, path: r.context.path)))
  }

  private struct Drawer: DrawnEffect {
    let effect: GeometryChangeEffect
    let path: String

    func draw(_ content: ResolvedView, _ place: EffectPlacement, _ out: inout DisplayListBuilder) throws {
      try out.draw(content, place)
      let value = effect.value(GeometryProxy(size: place.frame.size, globalFrame: place.ctm.apply(place.frame)))
      let action = effect.action
      out.preferences.observe(PreferenceCollector.Observation(
        path: path + "|geometryChange", reader: "onGeometryChange(for: \(effect.typeName).self)", value: value,
        action: { try action(value, $0) }))
    }
  }
}
