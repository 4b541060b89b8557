import Foundation

// How the texts below wrap and align: environment values read when a text is laid out.

/// `.multilineTextAlignment(_:)`:
/// https://developer.apple.com/documentation/swiftui/view/multilinetextalignment(_:)
public struct MultilineTextAlignmentModifier: ViewEffect, ResolvableEffect {
  public var alignment: TextAlignment
  public init(_ alignment: TextAlignment) { self.alignment = alignment }
  func resolve(_ r: EffectResolution) throws -> ResolvedView {
    try r.content { $0.environment.multilineTextAlignment = alignment }
  }
}

/// `.lineLimit(_:)` (nil: no limit): https://developer.apple.com/documentation/swiftui/view/linelimit(_:)-513mb
public struct LineLimitModifier: ViewEffect, ResolvableEffect {
  public var limit: Int?
  public init(_ limit: Int?) { self.limit = limit }
  func resolve(_ r: EffectResolution) throws -> ResolvedView { try r.content { $0.environment.lineLimit = limit } }
}
