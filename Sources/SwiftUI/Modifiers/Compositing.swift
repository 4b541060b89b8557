import Foundation
import ViewRuntime

/// SwiftUI's `BlendMode` (https://developer.apple.com/documentation/swiftui/blendmode): the same cases.
public typealias BlendMode = Graphics.BlendMode

/// SwiftUI's `ColorRenderingMode` (https://developer.apple.com/documentation/swiftui/colorrenderingmode).
/// `drawingGroup` and `Canvas` render alike in every mode here.
public enum ColorRenderingMode: Hashable, Sendable {
  case nonLinear, linear, extendedLinear
}

// Compositing, masks and borders (https://developer.apple.com/documentation/swiftui/view/compositinggroup(),
// https://developer.apple.com/documentation/swiftui/view/mask(alignment:_:)).
extension View {
  /// SwiftUI's `blendMode(_:)`.
  public func blendMode(_ blendMode: BlendMode) -> some View { _modified(.effect(CompositingEffect(.blendMode(blendMode)))) }

  /// SwiftUI's `compositingGroup()`.
  public func compositingGroup() -> some View { _modified(.effect(CompositingEffect(.compositingGroup))) }

  /// SwiftUI's `drawingGroup(opaque:colorMode:)`.
  public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View {
    _modified(.effect(CompositingEffect(.drawingGroup)))
  }

  /// SwiftUI's `mask(alignment:_:)`: the mask view's opacity becomes the view's.
  public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
    _modified(.effect(MaskEffect(alignment: alignment, mask: _makeNode(mask()))))
  }

  /// SwiftUI's deprecated `mask(_:)`.
  public func mask<Mask: View>(_ mask: Mask) -> some View {
    _modified(.effect(MaskEffect(mask: _makeNode(mask))))
  }

  /// SwiftUI's `border(_:width:)`.
  public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
    _modified(.effect(BorderEffect(content._style, width: Double(width))))
  }

  /// SwiftUI's `geometryGroup()`.
  public func geometryGroup() -> some View { _modified(.effect(GeometryGroupEffect())) }
}
