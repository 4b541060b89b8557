import Foundation
import ViewRuntime

/// SwiftUI's `VisualEffect` (iOS 17, https://developer.apple.com/documentation/swiftui/visualeffect): the
/// effects a `visualEffect` closure applies to its content after layout, each the same runtime
/// modifier as the view modifier of that name.
public protocol VisualEffect: Sendable {
  /// The content with this effect's modifiers applied.
  func _apply(to content: ViewNode) -> ViewNode
}

/// SwiftUI's `EmptyVisualEffect`: no effect, what a `visualEffect` closure starts from.
public struct EmptyVisualEffect: VisualEffect {
  public init() {}
  public func _apply(to content: ViewNode) -> ViewNode { content }
}

/// An effect followed by one runtime modifier.
public struct _ModifiedVisualEffect<Base: VisualEffect>: VisualEffect, @unchecked Sendable {
  let base: Base
  let modifier: ViewModifierNode
  public func _apply(to content: ViewNode) -> ViewNode { .modified(base._apply(to: content), modifier) }
}

extension VisualEffect {
  private func adding(_ modifier: ViewModifierNode) -> _ModifiedVisualEffect<Self> {
    _ModifiedVisualEffect(base: self, modifier: modifier)
  }

  public func offset(_ offset: CGSize) -> some VisualEffect { adding(.offset(offset)) }

  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some VisualEffect { adding(.offset(CGSize(width: x, height: y))) }

  public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some VisualEffect {
    adding(.scaleEffect(scale, anchor: anchor))
  }

  public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some VisualEffect {
    adding(.scaleEffect(CGSize(width: s, height: s), anchor: anchor))
  }

  public func scaleEffect(x: CGFloat = 1.0, y: CGFloat = 1.0, anchor: UnitPoint = .center) -> some VisualEffect {
    adding(.scaleEffect(CGSize(width: x, height: y), anchor: anchor))
  }

  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some VisualEffect {
    adding(.rotationEffect(angle, anchor: anchor))
  }

  public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                               anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some VisualEffect {
    adding(.effect(Rotation3DEffect(angle, axis: (Double(axis.x), Double(axis.y), Double(axis.z)), anchor: anchor,
                                    anchorZ: Double(anchorZ), perspective: Double(perspective))))
  }

  public func opacity(_ opacity: Double) -> some VisualEffect { adding(.opacity(opacity)) }

  public func blur(radius: CGFloat, opaque: Bool = false) -> some VisualEffect {
    adding(.effect(BlurEffect(radius: Double(radius), opaque: opaque)))
  }

  public func brightness(_ amount: Double) -> some VisualEffect { adding(.effect(ColorEffect(.brightness(amount)))) }
  public func contrast(_ amount: Double) -> some VisualEffect { adding(.effect(ColorEffect(.contrast(amount)))) }
  public func saturation(_ amount: Double) -> some VisualEffect { adding(.effect(ColorEffect(.saturation(amount)))) }
  public func grayscale(_ amount: Double) -> some VisualEffect { adding(.effect(ColorEffect(.grayscale(amount)))) }
  public func hueRotation(_ angle: Angle) -> some VisualEffect { adding(.effect(ColorEffect(.hueRotation(angle)))) }
  public func colorMultiply(_ color: Color) -> some VisualEffect { adding(.effect(ColorEffect(.colorMultiply(color._color)))) }
}

extension View {
  /// SwiftUI's `visualEffect(_:)`: effects computed from the view's laid-out geometry, applied after
  /// layout (https://developer.apple.com/documentation/swiftui/view/visualeffect(_:)).
  public func visualEffect(_ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> some VisualEffect) -> some View {
    _modified(.effect(VisualEffectModifier { content, proxy in
      effect(EmptyVisualEffect(), GeometryProxy(proxy: proxy))._apply(to: content)
    }))
  }
}
