import Foundation
import ViewRuntime

/// SwiftUI's `ShapeStyle` (https://developer.apple.com/documentation/swiftui/shapestyle): a colour,
/// gradient or material, carried to the runtime as its resolved style.
public protocol ShapeStyle {
  @_spi(AnimRender) var _style: ViewRuntime.AnyShapeStyle { get }
}

/// SwiftUI's `AnyShapeStyle`.
public struct AnyShapeStyle: ShapeStyle {
  @_spi(AnimRender) public let _style: ViewRuntime.AnyShapeStyle
  public init<S: ShapeStyle>(_ style: S) { _style = style._style }
  @_spi(AnimRender) public init(_runtime style: ViewRuntime.AnyShapeStyle) { _style = style }
}
