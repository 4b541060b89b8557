import Foundation
import ViewRuntime

/// SwiftUI's `VisualEffect` (iOS 17, https://developer.apple.com/documentation/swiftui/visualeffect): the
/// effects a `visualEffect` or `scrollTransition` closure applies to its content after layout, each
/// the same runtime modifier as the view modifier of that name. Like SwiftUI's, they are animatable:
/// a scroll transition draws the effects of two phases mixed.
public protocol VisualEffect: Sendable {
  /// The effects in the order they apply to the content.
  var _steps: [_VisualStep] { get }
}

extension VisualEffect {
  /// The content with this effect's modifiers applied.
  func _apply(to content: ViewNode) -> ViewNode { _steps.reduce(content) { .modified($0, $1.modifier) } }
}

/// SwiftUI's `EmptyVisualEffect`: no effect, what a `visualEffect` closure starts from.
public struct EmptyVisualEffect: VisualEffect {
  public init() {}
  public var _steps: [_VisualStep] { [] }
}

/// An effect followed by one more.
public struct _ModifiedVisualEffect<Base: VisualEffect>: VisualEffect {
  let base: Base
  let step: _VisualStep
  public var _steps: [_VisualStep] { base._steps + [step] }
}

/// One visual effect with its parameters, so two can be mixed.
public enum _VisualStep: Sendable {
  case offset(CGSize)
  case scale(CGSize, UnitPoint)
  case rotation(Angle, UnitPoint)
  case rotation3D(Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint, anchorZ: CGFloat, perspective: CGFloat)
  case opacity(Double)
  case blur(CGFloat, opaque: Bool)
  case brightness(Double), contrast(Double), saturation(Double), grayscale(Double)
  case hueRotation(Angle)
  case colorMultiply(Color)

  var modifier: ViewModifierNode {
    switch self {
    case .offset(let o): .offset(o)
    case .scale(let s, let anchor): .scaleEffect(s, anchor: anchor)
    case .rotation(let a, let anchor): .rotationEffect(a, anchor: anchor)
    case .rotation3D(let a, let axis, let anchor, let anchorZ, let perspective):
      .effect(Rotation3DEffect(a, axis: (Double(axis.x), Double(axis.y), Double(axis.z)), anchor: anchor,
                               anchorZ: Double(anchorZ), perspective: Double(perspective)))
    case .opacity(let o): .opacity(o)
    case .blur(let r, let opaque): .effect(BlurEffect(radius: Double(r), opaque: opaque))
    case .brightness(let v): .effect(ColorEffect(.brightness(v)))
    case .contrast(let v): .effect(ColorEffect(.contrast(v)))
    case .saturation(let v): .effect(ColorEffect(.saturation(v)))
    case .grayscale(let v): .effect(ColorEffect(.grayscale(v)))
    case .hueRotation(let a): .effect(ColorEffect(.hueRotation(a)))
    case .colorMultiply(let c): .effect(ColorEffect(.colorMultiply(c._color)))
    }
  }

  /// This effect `t` of the way to `other` (linear in each parameter), or nil when they are different
  /// effects (or a colour, which changes at the midpoint).
  func mixed(with other: _VisualStep, _ t: Double) -> _VisualStep? {
    func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
    func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * t }
    func mix(_ a: CGSize, _ b: CGSize) -> CGSize { CGSize(width: mix(a.width, b.width), height: mix(a.height, b.height)) }
    func mix(_ a: Angle, _ b: Angle) -> Angle { .radians(mix(a.radians, b.radians)) }
    switch (self, other) {
    case (.offset(let a), .offset(let b)): return .offset(mix(a, b))
    case (.scale(let a, let anchor), .scale(let b, _)): return .scale(mix(a, b), anchor)
    case (.rotation(let a, let anchor), .rotation(let b, _)): return .rotation(mix(a, b), anchor)
    case (.rotation3D(let a, let axis, let anchor, let z, let p), .rotation3D(let b, _, _, _, _)):
      return .rotation3D(mix(a, b), axis: axis, anchor: anchor, anchorZ: z, perspective: p)
    case (.opacity(let a), .opacity(let b)): return .opacity(mix(a, b))
    case (.blur(let a, let opaque), .blur(let b, _)): return .blur(mix(a, b), opaque: opaque)
    case (.brightness(let a), .brightness(let b)): return .brightness(mix(a, b))
    case (.contrast(let a), .contrast(let b)): return .contrast(mix(a, b))
    case (.saturation(let a), .saturation(let b)): return .saturation(mix(a, b))
    case (.grayscale(let a), .grayscale(let b)): return .grayscale(mix(a, b))
    case (.hueRotation(let a), .hueRotation(let b)): return .hueRotation(mix(a, b))
    case (.colorMultiply, .colorMultiply): return t < 0.5 ? self : other
    default: return nil
    }
  }

  /// `from` `t` of the way to `to`: step by step when both list the same effects in the same order;
  /// otherwise whichever is nearer, as SwiftUI cannot interpolate between unlike effects either.
  static func mix(_ from: [_VisualStep], _ to: [_VisualStep], _ t: Double) -> [_VisualStep] {
    if from.count == to.count {
      let steps = zip(from, to).compactMap { $0.mixed(with: $1, t) }
      if steps.count == from.count { return steps }
    }
    return t < 0.5 ? from : to
  }
}

extension VisualEffect {
  private func adding(_ step: _VisualStep) -> _ModifiedVisualEffect<Self> { _ModifiedVisualEffect(base: self, step: step) }

  public func offset(_ offset: CGSize) -> some VisualEffect { adding(.offset(offset)) }

  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some VisualEffect { adding(.offset(CGSize(width: x, height: y))) }

  public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some VisualEffect { adding(.scale(scale, anchor)) }

  public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some VisualEffect {
    adding(.scale(CGSize(width: s, height: s), anchor))
  }

  public func scaleEffect(x: CGFloat = 1.0, y: CGFloat = 1.0, anchor: UnitPoint = .center) -> some VisualEffect {
    adding(.scale(CGSize(width: x, height: y), anchor))
  }

  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some VisualEffect { adding(.rotation(angle, anchor)) }

  public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                               anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some VisualEffect {
    adding(.rotation3D(angle, axis: axis, anchor: anchor, anchorZ: anchorZ, perspective: perspective))
  }

  public func opacity(_ opacity: Double) -> some VisualEffect { adding(.opacity(opacity)) }

  public func blur(radius: CGFloat, opaque: Bool = false) -> some VisualEffect { adding(.blur(radius, opaque: opaque)) }

  public func brightness(_ amount: Double) -> some VisualEffect { adding(.brightness(amount)) }
  public func contrast(_ amount: Double) -> some VisualEffect { adding(.contrast(amount)) }
  public func saturation(_ amount: Double) -> some VisualEffect { adding(.saturation(amount)) }
  public func grayscale(_ amount: Double) -> some VisualEffect { adding(.grayscale(amount)) }
  public func hueRotation(_ angle: Angle) -> some VisualEffect { adding(.hueRotation(angle)) }
  public func colorMultiply(_ color: Color) -> some VisualEffect { adding(.colorMultiply(color)) }
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
