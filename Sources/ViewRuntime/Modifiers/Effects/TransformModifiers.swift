import Foundation
import AnimationEngine

// The geometric drawing modifiers: each changes where the content is drawn, never its layout size
// (FrameCache.sizeNeutral relies on that for the kinds they return).

/// `.rotationEffect(_:anchor:)`: rotates the drawing about `anchor`. The angle animates through its
/// `animatableData` (see ``Angle``).
/// https://developer.apple.com/documentation/swiftui/view/rotationeffect(_:anchor:)
public struct RotationEffectModifier: ViewEffect, SlotEffect {
  public var angle: Angle
  public var anchor: UnitPoint
  public init(_ angle: Angle, anchor: UnitPoint) { self.angle = angle; self.anchor = anchor }

  var slot: (name: String, model: [Double]) { ("rotationEffect", [angle.animatableData]) }

  func kind(_ content: ResolvedView, _ v: AnimatableVector) -> ResolvedView.Kind {
    .rotation(content, radians: Angle(animatableData: v[0]).radians, anchor: anchor)
  }

  static func patch(_ kind: inout ResolvedView.Kind, _ v: AnimatableVector) -> Bool {
    switch consume kind {
    case .rotation(let content, _, let anchor):
      kind = .rotation(content, radians: Angle(animatableData: v[0]).radians, anchor: anchor)
      return true
    case let other:
      kind = other
      return false
    }
  }
}

/// `.scaleEffect(_:anchor:)` and its `x:y:` and uniform forms: scales the drawing about `anchor`
/// (a non-finite factor counts as 1).
/// https://developer.apple.com/documentation/swiftui/view/scaleeffect(_:anchor:)
public struct ScaleEffectModifier: ViewEffect, SlotEffect {
  public var scale: CGSize
  public var anchor: UnitPoint
  public init(_ scale: CGSize, anchor: UnitPoint) { self.scale = scale; self.anchor = anchor }

  var slot: (name: String, model: [Double]) {
    ("scaleEffect", [sanitized(Double(scale.width), 1), sanitized(Double(scale.height), 1)])
  }

  func kind(_ content: ResolvedView, _ v: AnimatableVector) -> ResolvedView.Kind {
    .scale(content, CGSize(width: v[0], height: v[1]), anchor: anchor)
  }

  static func patch(_ kind: inout ResolvedView.Kind, _ v: AnimatableVector) -> Bool {
    switch consume kind {
    case .scale(let content, _, let anchor):
      kind = .scale(content, CGSize(width: v[0], height: v[1]), anchor: anchor)
      return true
    case let other:
      kind = other
      return false
    }
  }
}

/// `.offset(_:)`, `.offset(x:y:)`: moves the drawing without moving the layout.
/// https://developer.apple.com/documentation/swiftui/view/offset(_:)
public struct OffsetModifier: ViewEffect, SlotEffect {
  public var offset: CGSize
  public init(_ offset: CGSize) { self.offset = offset }

  var slot: (name: String, model: [Double]) { ("offset", [Double(offset.width), Double(offset.height)]) }

  func kind(_ content: ResolvedView, _ v: AnimatableVector) -> ResolvedView.Kind { .offset(content, CGSize(width: v[0], height: v[1])) }

  static func patch(_ kind: inout ResolvedView.Kind, _ v: AnimatableVector) -> Bool {
    switch consume kind {
    case .offset(let content, _):
      kind = .offset(content, CGSize(width: v[0], height: v[1]))
      return true
    case let other:
      kind = other
      return false
    }
  }
}
