import Foundation

/// `toolbar(.hidden, for: .navigationBar)` (iOS 16,
/// https://developer.apple.com/documentation/swiftui/view/toolbar(_:for:)) and the older
/// `navigationBarHidden(_:)`: whether the enclosing `NavigationStack` draws its navigation bar. A hidden
/// bar takes no room: the content starts at the stack's top and no title, top items or search row are
/// drawn (a bottom toolbar is another bar and stays). It is read from the stack's content as the
/// title is (the outermost setting found).
public struct NavigationBarVisibility: ViewEffect, ResolvableEffect {
  public var isHidden: Bool
  public init(isHidden: Bool) { self.isHidden = isHidden }

  func resolve(_ r: EffectResolution) throws -> ResolvedView {
    ResolvedView(.effect(try r.content(), Marker(isHidden: isHidden)))
  }

  struct Marker: DrawnEffect {
    let isHidden: Bool
    func draw(_ content: ResolvedView, _ place: EffectPlacement, _ out: inout DisplayListBuilder) throws { try out.draw(content, place) }
  }
}
