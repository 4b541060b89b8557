import Foundation

/// `.onGeometryChange(for:of:action:)` and, on a scroll view, `.onScrollGeometryChange(for:of:action:)`:
/// once the view is drawn, a value computed from its geometry (a proxy of its frame, as `visualEffect`
/// gets, or the scroll view's ``ScrollGeometryReading``); the action runs with the first value when the
/// view appears and again whenever the value changes, as an `onPreferenceChange` reader's does (after
/// the update, as an event at the same time, its state writes updating the tree before the frame is
/// drawn; a loop that never settles is stopped with a warning).
/// https://developer.apple.com/documentation/swiftui/view/ongeometrychange(for:of:action:)
/// https://developer.apple.com/documentation/swiftui/view/onscrollgeometrychange(for:of:action:)
public struct GeometryChangeEffect: ViewEffect, ResolvableEffect {
  /// What the value is computed from.
  enum Source {
    case frame((GeometryProxy) -> AnyHashable)
    case scroll((ScrollGeometryReading) -> AnyHashable)
  }

  /// The value's type, for warnings.
  public let typeName: String
  let source: Source
  /// Called with the new value and the one it was last called with (nil the first time).
  public let action: (_ new: AnyHashable, _ old: AnyHashable?) throws -> Void

  /// The value for a proxy of the view's frame, as the runtime compares it between updates (`Equatable`, wrapped).
  public init(typeName: String, value: @escaping (GeometryProxy) -> AnyHashable,
              action: @escaping (_ new: AnyHashable, _ old: AnyHashable?) throws -> Void) {
    self.typeName = typeName; source = .frame(value); self.action = action
  }

  /// The value for the geometry of the nearest scroll view at or below this view.
  public init(typeName: String, scrollValue: @escaping (ScrollGeometryReading) -> AnyHashable,
              action: @escaping (_ new: AnyHashable, _ old: AnyHashable?) throws -> Void) {
    self.typeName = typeName; source = .scroll(scrollValue); self.action = action
  }

  func resolve(_ r: EffectResolution) throws -> ResolvedView {
    ResolvedView(.effect(try r.content(), Drawer(effect: self, path: r.context.identity)))
  }

  private struct Drawer: DrawnEffect {
    let effect: GeometryChangeEffect
    let path: ViewIdentity

    func draw(_ content: ResolvedView, _ place: EffectPlacement, _ out: inout DisplayListBuilder) throws {
      try out.draw(content, place)
      let value: AnyHashable, key: String, reader: String
      switch effect.source {
      case .frame(let compute):
        value = compute(GeometryProxy(size: place.frame.size, globalFrame: place.ctm.apply(place.frame), namedFrames: out.coordinateSpaces))
        (key, reader) = ("geometryChange", "onGeometryChange")
      case .scroll(let compute):
        // The scroll view filled in its geometry as it was drawn just now.
        guard let geometry = content.firstDrawer(ScrollViewNode.Drawer.self)?.box.scrollGeometry else { return }
        value = compute(geometry)
        (key, reader) = ("scrollGeometryChange", "onScrollGeometryChange")
      }
      let action = effect.action
      out.preferences.observe(PreferenceCollector.Observation(
        path: path.attribute(key), reader: "\(reader)(for: \(effect.typeName).self)", value: value, action: { try action(value, $0) }))
    }
  }
}

/// A scroll view's geometry as it is drawn: where its content is scrolled to, how large the content
/// (with its margins) and the visible container are. SwiftUI's `ScrollGeometry`.
public struct ScrollGeometryReading: Hashable, Sendable {
  public var contentOffset: CGPoint
  public var contentSize: CGSize
  public var containerSize: CGSize
  public var contentInsets: EdgeInsets
}
