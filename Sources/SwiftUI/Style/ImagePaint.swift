import Foundation
import ViewRuntime

/// SwiftUI's `ImagePaint`: an image as a fill needs image patterns the display list does not have.
public struct ImagePaint: ShapeStyle {
  @available(*, unavailable, message: "animrender: ImagePaint is not supported yet (an image as a fill); draw the image in a Canvas or clip it with clipShape")
  public init(image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1) { fatalError() }
  @_spi(AnimRender) public var _style: ViewRuntime.AnyShapeStyle { ViewRuntime.AnyShapeStyle(ViewRuntime.ForegroundStyle()) }
}
