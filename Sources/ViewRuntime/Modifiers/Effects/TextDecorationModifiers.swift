import Foundation

// Lines through and under the texts below, and placeholder redaction (`EnvironmentValues.textDecorations`).

/// `.strikethrough(_:color:)`: a line through the texts below (`false` removes it).
/// https://developer.apple.com/documentation/swiftui/view/strikethrough(_:pattern:color:)
public struct StrikethroughModifier: ViewEffect, ResolvableEffect {
  public var isActive: Bool
  public var color: Color?
  public init(_ isActive: Bool, color: Color?) { self.isActive = isActive; self.color = color }
  func resolve(_ r: EffectResolution) throws -> ResolvedView {
    try r.content { $0.environment.textDecorations.strikethrough = isActive ? TextDecorations.Line(color: color) : nil }
  }
}

/// `.underline(_:color:)`: a line under the texts below (`false` removes it).
/// https://developer.apple.com/documentation/swiftui/view/underline(_:pattern:color:)
public struct UnderlineModifier: ViewEffect, ResolvableEffect {
  public var isActive: Bool
  public var color: Color?
  public init(_ isActive: Bool, color: Color?) { self.isActive = isActive; self.color = color }
  func resolve(_ r: EffectResolution) throws -> ResolvedView {
    try r.content { $0.environment.textDecorations.underline = isActive ? TextDecorations.Line(color: color) : nil }
  }
}

/// `redacted(reason: .placeholder)` (true) and `unredacted()` (false): texts below draw as bars.
/// https://developer.apple.com/documentation/swiftui/view/redacted(reason:)
public struct RedactedModifier: ViewEffect, ResolvableEffect {
  public var isPlaceholder: Bool
  public init(_ isPlaceholder: Bool) { self.isPlaceholder = isPlaceholder }
  func resolve(_ r: EffectResolution) throws -> ResolvedView {
    try r.content { $0.environment.textDecorations.isPlaceholder = isPlaceholder }
  }
}
