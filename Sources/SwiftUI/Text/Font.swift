import Foundation
import ViewRuntime

/// SwiftUI's `Font` (https://developer.apple.com/documentation/swiftui/font): a system font of a size
/// (or a text style's size), weight and design, as the runtime draws it.
///
/// A module type over the runtime's font so its factories take SwiftUI's `CGFloat` sizes and optional
/// weights and designs.
public struct Font: Hashable, Sendable {
  @_spi(AnimRender) public var _font: ViewRuntime.Font
  @_spi(AnimRender) public init(_runtime font: ViewRuntime.Font) { _font = font }

  public typealias Weight = ViewRuntime.Font.Weight
  public typealias Design = ViewRuntime.Font.Design
  public typealias TextStyle = ViewRuntime.Font.TextStyle

  /// `nil` weight and design are the regular weight and default design
  /// (https://developer.apple.com/documentation/swiftui/font/system(size:weight:design:)-697b2).
  public static func system(size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil) -> Font {
    Font(_runtime: .system(size: Double(size), weight: weight ?? .regular, design: design ?? .default))
  }

  /// A text style's size; `nil` weight is the style's own (semibold for `.headline`).
  public static func system(_ style: Font.TextStyle, design: Font.Design? = nil, weight: Font.Weight? = nil) -> Font {
    Font(_runtime: .system(style, design: design ?? .default, weight: weight))
  }

  /// SwiftUI's `custom(_:size:)`: drawn with the stand-in of the family's design, at its weight and
  /// italics (the front end warns once per name), scaling with Dynamic Type relative to `.body`.
  public static func custom(_ name: String, size: CGFloat) -> Font {
    Font(_runtime: .custom(name, size: Double(size), relativeTo: .body))
  }

  /// SwiftUI's `custom(_:size:relativeTo:)`.
  public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: Font.TextStyle) -> Font {
    Font(_runtime: .custom(name, size: Double(size), relativeTo: textStyle))
  }

  /// SwiftUI's `custom(_:fixedSize:)`: never scaled by Dynamic Type.
  public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
    Font(_runtime: .custom(name, size: Double(fixedSize), relativeTo: nil))
  }

  public static let largeTitle = Font(_runtime: .largeTitle)
  public static let title = Font(_runtime: .title)
  public static let title2 = Font(_runtime: .title2)
  public static let title3 = Font(_runtime: .title3)
  public static let headline = Font(_runtime: .headline)
  public static let subheadline = Font(_runtime: .subheadline)
  public static let body = Font(_runtime: .body)
  public static let callout = Font(_runtime: .callout)
  public static let footnote = Font(_runtime: .footnote)
  public static let caption = Font(_runtime: .caption)
  public static let caption2 = Font(_runtime: .caption2)

  public func weight(_ weight: Font.Weight) -> Font { Font(_runtime: _font.weight(weight)) }
  public func bold() -> Font { Font(_runtime: _font.bold()) }
  public func italic() -> Font { Font(_runtime: _font.italic()) }
  /// The monospaced design of the same size and weight.
  public func monospaced() -> Font { var f = _font; f.design = .monospaced; return Font(_runtime: f) }

  /// SwiftUI's `monospacedDigit()`; see `Text.monospacedDigit()`: digits keep their default widths.
  public func monospacedDigit() -> Font { self }

  /// SwiftUI's `Font.Width` (iOS 16): how wide the letters are. The bundled system font has one
  /// width, so every width draws as `.standard`.
  public struct Width: Hashable, Sendable {
    public var value: CGFloat
    public init(_ value: CGFloat) { self.value = value }
    public static let compressed = Width(-0.3)
    public static let condensed = Width(-0.2)
    public static let standard = Width(0)
    public static let expanded = Width(0.2)
  }

  /// SwiftUI's `Font.width(_:)`: drawn at the standard width (see `Width`).
  public func width(_ width: Width) -> Font { self }

  @available(*, unavailable, message: "animrender: small capitals are not supported yet")
  public func smallCaps() -> Font { fatalError() }
}
