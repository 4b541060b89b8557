import Foundation
import Graphics

/// `.tint(_:)`: the views below draw `Color.accentColor`, the `.tint` shape style and their controls'
/// accents (a button's label) in this colour. Unlike `foregroundStyle`, it leaves text and shapes with
/// their own colours. https://developer.apple.com/documentation/swiftui/view/tint(_:)-93mfq
public struct TintModifier: ViewEffect, ResolvableEffect {
  /// nil restores the default accent colour.
  public var color: Color?
  public init(_ color: Color?) { self.color = color }

  func resolve(_ r: EffectResolution) throws -> ResolvedView {
    // The tint is resolved where it is set, so `.tint(.accentColor)` keeps the outer tint.
    let outer = r.environment
    let tint = color.map { c -> Color in
      guard c.isAccentColor else { return c }
      return Color(rgba: outer.resolve(c))
    }
    // Controls read their accent from their own environment (Controls/ControlEnvironment.swift).
    return try r.content { $0.environment.tint = tint; $0.environment.controls.tint = tint }
  }
}
