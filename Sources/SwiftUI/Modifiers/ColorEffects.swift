import Foundation
import ViewRuntime

// Colour effects on the view's drawing (https://developer.apple.com/documentation/swiftui/view/huerotation(_:)
// and its siblings); each amount animates.
extension View {
  /// SwiftUI's `brightness(_:)`.
  public func brightness(_ amount: Double) -> some View { _modified(.effect(ColorEffect(.brightness(amount)))) }

  /// SwiftUI's `contrast(_:)`.
  public func contrast(_ amount: Double) -> some View { _modified(.effect(ColorEffect(.contrast(amount)))) }

  /// SwiftUI's `saturation(_:)`.
  public func saturation(_ amount: Double) -> some View { _modified(.effect(ColorEffect(.saturation(amount)))) }

  /// SwiftUI's `grayscale(_:)`.
  public func grayscale(_ amount: Double) -> some View { _modified(.effect(ColorEffect(.grayscale(amount)))) }

  /// SwiftUI's `hueRotation(_:)`.
  public func hueRotation(_ angle: Angle) -> some View { _modified(.effect(ColorEffect(.hueRotation(angle)))) }

  /// SwiftUI's `colorMultiply(_:)`.
  public func colorMultiply(_ color: Color) -> some View { _modified(.effect(ColorEffect(.colorMultiply(color._color)))) }

  /// SwiftUI's `colorInvert()`.
  public func colorInvert() -> some View { _modified(.effect(ColorEffect(.colorInvert))) }

  /// SwiftUI's `luminanceToAlpha()`.
  public func luminanceToAlpha() -> some View { _modified(.effect(ColorEffect(.luminanceToAlpha))) }
}
