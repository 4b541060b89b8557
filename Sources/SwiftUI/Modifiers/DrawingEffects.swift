import Foundation
import ViewRuntime

// Geometry effects that change drawing, not layout, and blur and shadow
// (https://developer.apple.com/documentation/swiftui/view-graphics-and-rendering).
extension View {
  /// SwiftUI's `scaleEffect(_:anchor:)` with one factor.
  public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
    _modified(.scaleEffect(CGSize(width: s, height: s), anchor: anchor))
  }

  /// SwiftUI's `scaleEffect(_:anchor:)` with a factor per axis.
  public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
    _modified(.scaleEffect(scale, anchor: anchor))
  }

  /// SwiftUI's `scaleEffect(x:y:anchor:)`.
  public func scaleEffect(x: CGFloat = 1.0, y: CGFloat = 1.0, anchor: UnitPoint = .center) -> some View {
    _modified(.scaleEffect(CGSize(width: x, height: y), anchor: anchor))
  }

  /// SwiftUI's `rotationEffect(_:anchor:)`.
  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
    _modified(.rotationEffect(angle, anchor: anchor))
  }

  /// SwiftUI's `rotation3DEffect(_:axis:anchor:anchorZ:perspective:)`.
  public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                               anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some View {
    _modified(.effect(Rotation3DEffect(angle, axis: (Double(axis.x), Double(axis.y), Double(axis.z)), anchor: anchor,
                                       anchorZ: Double(anchorZ), perspective: Double(perspective))))
  }

  /// SwiftUI's `shadow(color:radius:x:y:)`; the default colour is SwiftUI's, black at 33 %.
  public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat,
                     x: CGFloat = 0, y: CGFloat = 0) -> some View {
    _modified(.shadow(color: color._color, radius: Double(radius), x: Double(x), y: Double(y)))
  }

  /// SwiftUI's `blur(radius:opaque:)`.
  public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
    _modified(.effect(BlurEffect(radius: Double(radius), opaque: opaque)))
  }

  /// SwiftUI's `hidden()`: keeps the view's space, draws nothing.
  public func hidden() -> some View { _modified(.hidden) }

  /// SwiftUI's `clipped(antialiased:)`: clips to the view's frame (always antialiased here).
  public func clipped(antialiased: Bool = true) -> some View { _modified(.clipped) }
}
