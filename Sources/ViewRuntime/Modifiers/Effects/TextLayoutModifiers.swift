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

/// `.lineLimit(_:)` (nil: no limit), and the forms that also reserve lines: `lineLimit(_:reservesSpace:)`
/// (with true, the text always takes `limit` lines of height) and `lineLimit(2...4)` / `lineLimit(2...)`
/// (at least the lower bound's lines of height).
/// https://developer.apple.com/documentation/swiftui/view/linelimit(_:)-513mb
public struct LineLimitModifier: ViewEffect, ResolvableEffect {
  public var limit: Int?
  public var minimum: Int
  public init(_ limit: Int?, minimum: Int = 0) { self.limit = limit; self.minimum = minimum }
  func resolve(_ r: EffectResolution) throws -> ResolvedView {
    try r.content {
      $0.environment.lineLimit = limit
      $0.environment.minimumLines = minimum
    }
  }
}

/// How a text cut short by its line limit shows the cut: `.tail` (the default), `.head` or `.middle`.
public enum TruncationMode: Hashable, Sendable { case head, tail, middle }

/// `.truncationMode(_:)`: https://developer.apple.com/documentation/swiftui/view/truncationmode(_:)
public struct TruncationModeModifier: ViewEffect, ResolvableEffect {
  public var mode: TruncationMode
  public init(_ mode: TruncationMode) { self.mode = mode }
  func resolve(_ r: EffectResolution) throws -> ResolvedView { try r.content { $0.environment.truncationMode = mode } }
}

/// `.lineSpacing(_:)`: points added between the lines of the texts below.
/// https://developer.apple.com/documentation/swiftui/view/linespacing(_:)
public struct LineSpacingModifier: ViewEffect, ResolvableEffect {
  public var spacing: Double
  public init(_ spacing: Double) { self.spacing = spacing }
  func resolve(_ r: EffectResolution) throws -> ResolvedView { try r.content { $0.environment.lineSpacing = spacing } }
}

/// `.minimumScaleFactor(_:)`: the texts below may shrink down to this fraction of their size so their
/// lines are not cut (https://developer.apple.com/documentation/swiftui/view/minimumscalefactor(_:)).
public struct MinimumScaleFactorModifier: ViewEffect, ResolvableEffect {
  public var factor: Double
  public init(_ factor: Double) { self.factor = factor }
  func resolve(_ r: EffectResolution) throws -> ResolvedView { try r.content { $0.environment.minimumScaleFactor = factor } }
}

/// `.textCase(_:)`: the texts below drawn in upper or lower case (nil: as written).
/// https://developer.apple.com/documentation/swiftui/view/textcase(_:)
public struct TextCaseModifier: ViewEffect, ResolvableEffect {
  public enum Case: Hashable, Sendable { case uppercase, lowercase }
  public var textCase: Case?
  public init(_ textCase: Case?) { self.textCase = textCase }
  func resolve(_ r: EffectResolution) throws -> ResolvedView { try r.content { $0.environment.textCase = textCase } }
}

/// `.allowsTightening(_:)`: the texts below may tighten their letter spacing before their lines are
/// cut (see `TextLayout.fitted(for:)`). https://developer.apple.com/documentation/swiftui/view/allowstightening(_:)
public struct AllowsTighteningModifier: ViewEffect, ResolvableEffect {
  public var allows: Bool
  public init(_ allows: Bool) { self.allows = allows }
  func resolve(_ r: EffectResolution) throws -> ResolvedView { try r.content { $0.environment.allowsTightening = allows } }
}

/// `.textScale(_:isEnabled:)`: the texts below drawn at `factor` of their font's size (nil, when not
/// enabled: the scale is unchanged). https://developer.apple.com/documentation/swiftui/view/textscale(_:isenabled:)
public struct TextScaleModifier: ViewEffect, ResolvableEffect {
  public var factor: Double?
  public init(_ factor: Double?) { self.factor = factor }
  func resolve(_ r: EffectResolution) throws -> ResolvedView {
    guard let factor else { return try r.content() }
    return try r.content { $0.environment.textScale = factor }
  }
}
