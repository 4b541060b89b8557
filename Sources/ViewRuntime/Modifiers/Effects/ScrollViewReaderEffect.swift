import Foundation

/// A `ScrollViewReader`'s last `scrollTo`: the scroll views below scroll to that view (``ScrollViewNode/Target``).
/// https://developer.apple.com/documentation/swiftui/scrollviewreader
public struct ScrollViewReaderEffect: ViewEffect, ResolvableEffect {
  public var target: ScrollViewNode.Target?
  public init(_ target: ScrollViewNode.Target?) { self.target = target }
  func resolve(_ r: EffectResolution) throws -> ResolvedView {
    try r.content { $0.environment.layoutContainer.scrollTarget = target }
  }
}
