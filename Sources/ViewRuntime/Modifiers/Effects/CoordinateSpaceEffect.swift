import Foundation

/// `.coordinateSpace(name:)` / `.coordinateSpace(_:)`: names the view's frame, so geometry proxies
/// inside it (a `GeometryReader`, `onGeometryChange`, `visualEffect`) give frames relative to it.
/// https://developer.apple.com/documentation/swiftui/view/coordinatespace(name:)
public struct CoordinateSpaceEffect: ViewEffect, ResolvableEffect {
  public let name: AnyHashable
  public init(name: AnyHashable) { self.name = name }

  func resolve(_ r: EffectResolution) throws -> ResolvedView {
    ResolvedView(.effect(try r.content(), Drawer(name: name)))
  }

  struct Drawer: DrawnEffect {
    let name: AnyHashable

    func draw(_ content: ResolvedView, _ place: EffectPlacement, _ out: inout DisplayListBuilder) throws {
      // Named for the views inside only: a sibling with the same name keeps its own frame.
      let outer = out.coordinateSpaces[name]
      out.coordinateSpaces[name] = place.ctm.apply(place.frame)
      defer { out.coordinateSpaces[name] = outer }
      try out.draw(content, place)
    }
  }
}
