import Foundation

/// A scroll view's geometry as it is drawn: where its content is scrolled to, how large the content
/// (with its margins) and the visible container are. SwiftUI's `ScrollGeometry`.
public struct ScrollGeometryReading: Hashable, Sendable {
  public var contentOffset: CGPoint
  public var contentSize: CGSize
  public var containerSize: CGSize
  public var contentInsets: EdgeInsets
}

/// `.onScrollGeometryChange(for:of:action:)` on a scroll view: a value computed from its geometry once
/// it is drawn; the action runs with the first value when it appears and again whenever the value
/// changes (a programmatic scroll, new content), as `onGeometryChange`'s does.
/// https://developer.apple.com/documentation/swiftui/view/onscrollgeometrychange(for:of:action:)
public struct ScrollGeometryChangeEffect: ViewEffect, ResolvableEffect {
  public let typeName: String
  public let value: (ScrollGeometryReading) -> AnyHashable
  public let action: (_ new: AnyHashable, _ old: AnyHashable?) throws -> Void

  public init(typeName: String, value: @escaping (ScrollGeometryReading) -> AnyHashable,
              action: @escaping (_ new: AnyHashable, _ old: AnyHashable?) throws -> Void) {
    self.typeName = typeName; self.value = value; self.action = action
  }

  func resolve(_ r: EffectResolution) throws -> ResolvedView {
    ResolvedView(.effect(try r.content(), Drawer(effect: self, path: r.context.path)))
  }

  private struct Drawer: DrawnEffect {
    let effect: ScrollGeometryChangeEffect
    let path: String

    func draw(_ content: ResolvedView, _ place: EffectPlacement, _ out: inout DisplayListBuilder) throws {
      try out.draw(content, place)
      // The nearest scroll view at or below: it filled in its geometry as it was drawn just now.
      guard let geometry = content.firstDrawer(ScrollViewNode.Drawer.self)?.box.scrollGeometry else { return }
      let value = effect.value(geometry)
      let action = effect.action
      out.preferences.observe(PreferenceCollector.Observation(
        path: path + "|scrollGeometryChange", reader: "onScrollGeometryChange(for: \(effect.typeName).self)", value: value,
        action: { try action(value, $0) }))
    }
  }
}
