import Foundation

// A view drawn behind or in front of the content, sized to it. Each is resolved under its own
// path suffix so its state and animations stay apart from the content's.

/// `.background(alignment:content:)`, `.background(_:in:)`:
/// https://developer.apple.com/documentation/swiftui/view/background(alignment:content:)
public struct BackgroundModifier: ViewEffect, ResolvableEffect {
  public var view: ViewNode
  public var alignment: Alignment
  public init(_ view: ViewNode, alignment: Alignment) { self.view = view; self.alignment = alignment }

  func resolve(_ r: EffectResolution) throws -> ResolvedView {
    // The background first: its taps and lifecycle events come before the content's, as they always have.
    let background = try r.resolve(view, "/background")
    return ResolvedView(.background(try r.content(), background, alignment))
  }
}

/// `.overlay(alignment:content:)`, `.overlay(_:in:)`:
/// https://developer.apple.com/documentation/swiftui/view/overlay(alignment:content:)
public struct OverlayModifier: ViewEffect, ResolvableEffect {
  public var view: ViewNode
  public var alignment: Alignment
  public init(_ view: ViewNode, alignment: Alignment) { self.view = view; self.alignment = alignment }

  func resolve(_ r: EffectResolution) throws -> ResolvedView {
    let content = try r.content()
    return ResolvedView(.overlay(content, try r.resolve(view, "/overlay"), alignment))
  }
}
