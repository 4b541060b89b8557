import Foundation

/// `.tag(_:)`: a value naming the view, read by its container (a `Canvas`'s `symbols:` resolved
/// with `context.resolveSymbol(id:)`); it draws its content unchanged.
/// https://developer.apple.com/documentation/swiftui/view/tag(_:includeoptional:)
public struct TagEffect: ViewEffect, ResolvableEffect {
  public var tag: AnyHashable
  public init(_ tag: AnyHashable) { self.tag = tag }

  func resolve(_ r: EffectResolution) throws -> ResolvedView { try r.content() }
}
