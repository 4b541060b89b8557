import Foundation

/// `.opacity(_:)`: multiplies the drawing's alpha, clamped to 0…1 (a non-finite value counts as 1).
/// https://developer.apple.com/documentation/swiftui/view/opacity(_:)
public struct OpacityModifier: ViewEffect, SlotEffect {
  public var opacity: Double
  public init(_ opacity: Double) { self.opacity = opacity }

  var slot: (name: String, model: [Double]) { ("opacity", [min(1, max(0, sanitized(opacity, 1)))]) }

  func kind(_ content: ResolvedView, _ v: AnimatableVector) -> ResolvedView.Kind { .opacity(content, v[0]) }

  static func patch(_ kind: inout ResolvedView.Kind, _ v: AnimatableVector) -> Bool {
    switch consume kind {
    case .opacity(let content, _):
      kind = .opacity(content, v[0])
      return true
    case let other:
      kind = other
      return false
    }
  }
}
