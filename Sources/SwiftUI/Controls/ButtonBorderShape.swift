import Foundation
import ViewRuntime

/// SwiftUI's `ButtonBorderShape` (https://developer.apple.com/documentation/swiftui/buttonbordershape):
/// the outline of bordered buttons.
public struct ButtonBorderShape: Equatable, Sendable {
  let kind: ViewRuntime.ButtonBorderShape

  /// Follows the control size (a rounded rectangle on iOS).
  public static let automatic = ButtonBorderShape(kind: .automatic)
  public static let capsule = ButtonBorderShape(kind: .capsule)
  public static let circle = ButtonBorderShape(kind: .circle)
  public static let roundedRectangle = ButtonBorderShape(kind: .roundedRectangle)
  public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
    ButtonBorderShape(kind: .roundedRectangleRadius(Double(radius)))
  }
}

extension View {
  /// SwiftUI's `buttonBorderShape(_:)`.
  public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
    let kind = shape.kind
    return _modified(ControlStyleEnvironment.environment { $0.buttonBorderShape = kind })
  }
}
