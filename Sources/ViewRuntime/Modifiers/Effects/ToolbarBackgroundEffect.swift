import Foundation
import Graphics

/// `toolbarBackground(_:for:)` with a style or a visibility, for the navigation bar
/// (https://developer.apple.com/documentation/swiftui/view/toolbarbackground(_:for:)). iOS 15 and later
/// draw a navigation bar's background only while content scrolls under it; a still shows the content
/// at rest, so the background is drawn when `.visible` is asked for: in the style given (in any of the
/// modifiers around the content), else in the bar's default chrome colour over a hairline. The
/// enclosing `NavigationStack` reads it from its content as it reads the title (`NavigationStackNode`).
/// Other bars accept it and draw as before. `toolbarColorScheme(_:for:)` sets the bar's appearance:
/// the title and the default background follow it (items keep the content's scheme).
public struct ToolbarBackgroundEffect: ViewEffect, ResolvableEffect {
  public var style: AnyShapeStyle?
  /// `.visible` (true), `.hidden` (false) or `.automatic` (nil).
  public var isVisible: Bool?
  /// `toolbarColorScheme(_:for:)`: the bar's light or dark appearance (nil: the content's).
  public var colorScheme: ColorScheme?
  public init(style: AnyShapeStyle? = nil, isVisible: Bool? = nil, colorScheme: ColorScheme? = nil) {
    self.style = style; self.isVisible = isVisible; self.colorScheme = colorScheme
  }

  /// The bar's default background (UIKit's bar chrome, light and dark) and its bottom hairline.
  static let chrome = Color.system["systemGray6"]!
  static let hairline = Color.system["separator"]!

  func resolve(_ r: EffectResolution) throws -> ResolvedView {
    let content = try r.content()
    // Settings split over several modifiers combine; the outer one wins where both set a value.
    let inner = content.firstDrawer(Marker.self)
    let style = self.style.map { r.style($0, "toolbarBackground") } ?? inner?.paint
    return ResolvedView(.effect(content, Marker(paint: style, isVisible: isVisible ?? inner?.isVisible,
                                                colorScheme: colorScheme ?? inner?.colorScheme)))
  }

  struct Marker: DrawnEffect {
    let paint: StylePaint?
    let isVisible: Bool?
    let colorScheme: ColorScheme?
    func draw(_ content: ResolvedView, _ place: EffectPlacement, _ out: inout DisplayListBuilder) throws { try out.draw(content, place) }
  }

  /// Fills the bar's area (`bar`, grown to the screen's top edge) when the content asks for a visible background.
  static func drawBar(_ marker: Marker?, _ bar: CGRect, _ scheme: ColorScheme, _ ctm: Transform2D, _ out: inout DisplayListBuilder) {
    guard let marker, marker.isVisible == true, bar.height > 0 else { return }
    let paint = marker.paint?.paint(in: bar) ?? .solid(chrome.resolved(scheme))
    out.emit(.fill(path: Path { $0.addRect(bar) }, paint: paint, rule: .nonZero, transform: ctm))
    if marker.paint == nil {
      let line = CGRect(x: bar.minX, y: bar.maxY - 1.0 / 3, width: bar.width, height: 1.0 / 3)
      out.emit(.fill(path: Path { $0.addRect(line) }, paint: .solid(hairline.resolved(scheme)), rule: .nonZero, transform: ctm))
    }
  }
}
