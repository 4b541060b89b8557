import Foundation

// The two `.frame` modifiers. Frame sizes are layout inputs, not animated themselves: the geometry
// of the views laid out in them animates (`Layout.swift` sizes them, `DisplayListBuilder` places them).

/// `.frame(width:height:alignment:)`: https://developer.apple.com/documentation/swiftui/view/frame(width:height:alignment:)
public struct FrameModifier: ViewEffect, ResolvableEffect {
  public var width: Double?
  public var height: Double?
  public var alignment: Alignment
  public init(width: Double?, height: Double?, alignment: Alignment) {
    self.width = width; self.height = height; self.alignment = alignment
  }

  func resolve(_ r: EffectResolution) throws -> ResolvedView {
    // SwiftUI ignores negative or non-finite frame dimensions (and logs); so do we.
    let w = width.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }
    let h = height.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }
    return ResolvedView(.frame(try r.content(), width: w, height: h, alignment))
  }
}

/// `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`:
/// https://developer.apple.com/documentation/swiftui/view/frame(minwidth:idealwidth:maxwidth:minheight:idealheight:maxheight:alignment:)
public struct FlexibleFrameModifier: ViewEffect, ResolvableEffect {
  public var frame: FlexibleFrame
  public init(_ frame: FlexibleFrame) { self.frame = frame }
  func resolve(_ r: EffectResolution) throws -> ResolvedView { ResolvedView(.flexibleFrame(try r.content(), frame)) }
}
