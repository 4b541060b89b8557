import Foundation

/// `.padding(_:_:)`, `.padding(_:)`: insets the content (non-finite lengths count as zero).
/// https://developer.apple.com/documentation/swiftui/view/padding(_:_:)
public struct PaddingModifier: ViewEffect, ResolvableEffect {
  public var insets: EdgeInsets
  public init(_ insets: EdgeInsets) { self.insets = insets }

  func resolve(_ r: EffectResolution) throws -> ResolvedView {
    let e = EdgeInsets(top: sanitized(insets.top), leading: sanitized(insets.leading),
                       bottom: sanitized(insets.bottom), trailing: sanitized(insets.trailing))
    return ResolvedView(.padding(try r.content(), e))
  }
}
