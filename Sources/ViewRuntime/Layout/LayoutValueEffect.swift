import Foundation

/// `.layoutValue(key:value:)`: a value the view carries for the custom `Layout` it is a subview of,
/// which reads it as `subviews[i][Key.self]` (the key's default when the view sets none). Nothing is
/// sized or drawn. Like SwiftUI's other layout values (`layoutPriority`, `zIndex`), it is a trait of
/// the subview, so modifiers outside it (padding, frames, backgrounds) keep it; an outer value of the
/// same key wins over an inner one.
/// https://developer.apple.com/documentation/swiftui/layoutvaluekey
/// https://developer.apple.com/documentation/swiftui/view/layoutvalue(key:value:)
public struct LayoutValueEffect: ViewEffect, ResolvableEffect {
  /// The key's type (`ObjectIdentifier(K.self)`).
  public let key: ObjectIdentifier
  public let value: Any

  public init(key: ObjectIdentifier, value: Any) { self.key = key; self.value = value }

  func resolve(_ r: EffectResolution) throws -> ResolvedView {
    ResolvedView(.effect(try r.content(), Drawer(key: key, value: value)))
  }

  struct Drawer: DrawnEffect {
    let key: ObjectIdentifier
    let value: Any

    func draw(_ content: ResolvedView, _ place: EffectPlacement, _ out: inout DisplayListBuilder) throws {
      try out.draw(content, place)
    }
  }
}

extension ResolvedView {
  /// The value of layout value `key` this view carries (nil: none).
  func layoutValue(_ key: ObjectIdentifier) -> Any? { layoutValueWriter { $0.key == key }?.value }

  /// Whether this view carries any layout value (so a re-resolved subtree that may have changed one
  /// is laid out again with its parent).
  var carriesLayoutValues: Bool { layoutValueWriter { _ in true } != nil }

  /// The outermost `.layoutValue` around this view that `matches`, looking through the modifiers
  /// around it, frames and padding included, but not into containers.
  private func layoutValueWriter(_ matches: (LayoutValueEffect.Drawer) -> Bool) -> LayoutValueEffect.Drawer? {
    var view = self
    for _ in 0..<256 {
      switch view.kind {
      case .effect(let c, let e):
        if let d = e as? LayoutValueEffect.Drawer, matches(d) { return d }
        guard e.isTransparentToLayout else { return nil }
        view = c
      case .frame(let c, _, _, _), .flexibleFrame(let c, _), .padding(let c, _):
        view = c
      default:
        guard let c = view.traitCarrier else { return nil }
        view = c
      }
    }
    return nil
  }
}
