import Foundation
import Graphics

/// Values inherited down the tree while it is resolved: fonts, foreground styles, symbol mode.
public struct EnvironmentValues {
  public var font: Font?
  public var fontWeight: Font.Weight?
  public var isBold = false
  public var isItalic = false
  public var fontDesign: Font.Design?
  /// Resolved foreground styles (palette levels); empty means SwiftUI's primary (black).
  var foregroundStyles: [StylePaint] = []
  public var symbolRenderingMode: SymbolRenderingMode = .monochrome
  public var multilineTextAlignment: TextAlignment = .leading
  public var lineLimit: Int?
  public var imageScale: Image.Scale = .medium
  /// `.symbolVariant(_:)`: the variant symbol names are drawn in (`heart` → `heart.fill`).
  public var symbolVariant: SymbolVariants = .none
  /// Light or dark appearance (`.preferredColorScheme`, `.environment(\.colorScheme, …)`):
  /// system colours follow it.
  public var colorScheme: ColorScheme = .light
  /// `.tint(_:)`: the colour of controls, `.tint` and `Color.accentColor` below; nil is system blue.
  public var tint: Color?
  /// Symbol effects running around this position (variable colour, replace).
  var symbolEffects = SymbolEffectEnvironment()
  /// Axis of the nearest enclosing stack, which a `Spacer` expands along.
  var stackAxis: StackNode.Axis?
  /// The screen and safe area the views below lay out in (see `Layout/SafeArea.swift`).
  var layoutContainer = LayoutContainer()
  /// Values an interpreter keeps by name (custom keys, environment objects); see `ViewModifierNode.sceneEnvironment`.
  public var sceneValues: [String: AnyHashable] = [:]
  /// Styles, size, tint and role controls read (`Controls/ControlEnvironment.swift`).
  public var controls = ControlEnvironment()

  public init() {}

  /// The effective font of text and symbol images.
  var resolvedFont: FontDescriptor {
    var f = font ?? .body
    if let w = fontWeight { f.weight = w }
    if isBold { f.weight = .bold }
    if isItalic { f.isItalic = true }
    if let fontDesign { f.design = fontDesign }
    return f.descriptor
  }

  var primaryForeground: StylePaint { foregroundStyles.first ?? .solid(Color.primary.resolved(colorScheme)) }
}
