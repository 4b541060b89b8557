import Foundation
import ViewRuntime

/// SwiftUI's `Material` (https://developer.apple.com/documentation/swiftui/material): a blurred,
/// tinted backdrop. As a background it draws through the runtime's `MaterialEffect`; as a paint
/// (a fill) it is its light tint, the runtime having no backdrop fill.
public struct Material: ShapeStyle {
  let material: ViewRuntime.Material
  @_spi(AnimRender) public var _material: ViewRuntime.Material? { material }
  @_spi(AnimRender) public var _style: ViewRuntime.AnyShapeStyle {
    ViewRuntime.AnyShapeStyle(ViewRuntime.Color(rgba: material.tint(.light)))
  }

  public static let ultraThin = Material(material: .init(.ultraThin))
  public static let thin = Material(material: .init(.thin))
  public static let regular = Material(material: .init(.regular))
  public static let thick = Material(material: .init(.thick))
  public static let ultraThick = Material(material: .init(.ultraThick))
  public static let bar = Material(material: .init(.bar))
}

extension ShapeStyle where Self == Material {
  public static var ultraThinMaterial: Material { .ultraThin }
  public static var thinMaterial: Material { .thin }
  public static var regularMaterial: Material { .regular }
  public static var thickMaterial: Material { .thick }
  public static var ultraThickMaterial: Material { .ultraThick }
  public static var bar: Material { .bar }
}
