import Foundation

// Modifiers that change how the content answers a size proposal (`Layout.swift`).

/// `.fixedSize(horizontal:vertical:)`: the view gets its ideal size on those axes.
/// https://developer.apple.com/documentation/swiftui/view/fixedsize(horizontal:vertical:)
public struct FixedSizeModifier: ViewEffect, ResolvableEffect {
  public var horizontal: Bool
  public var vertical: Bool
  public init(horizontal: Bool, vertical: Bool) { self.horizontal = horizontal; self.vertical = vertical }
  func resolve(_ r: EffectResolution) throws -> ResolvedView {
    ResolvedView(.fixedSize(try r.content(), horizontal: horizontal, vertical: vertical))
  }
}

/// `.aspectRatio(_:contentMode:)`, `.scaledToFit()`, `.scaledToFill()`: nil (or a ratio that is not
/// positive and finite) uses the content's ideal size's ratio.
/// https://developer.apple.com/documentation/swiftui/view/aspectratio(_:contentmode:)-771ow
public struct AspectRatioModifier: ViewEffect, ResolvableEffect {
  /// Width / height.
  public var ratio: Double?
  public var fill: Bool
  public init(_ ratio: Double?, fill: Bool) { self.ratio = ratio; self.fill = fill }
  func resolve(_ r: EffectResolution) throws -> ResolvedView {
    let valid = ratio.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
    return ResolvedView(.aspectRatio(try r.content(), ratio: valid, fill: fill))
  }
}
