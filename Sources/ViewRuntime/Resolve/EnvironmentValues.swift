import Foundation
import Graphics

/// Values inherited down the tree while it is resolved: fonts, foreground styles, symbol mode.
public struct EnvironmentValues {
  /// The values, shared between copies until one changes (copy on write): a context holding the
  /// environment stays a few words, so each level of the resolver's recursion stays small on the stack.
  private final class Storage {
    var font: Font? = nil
    var fontWeight: Font.Weight? = nil
    var isBold: Bool = false
    var isItalic: Bool = false
    var fontDesign: Font.Design? = nil
    var tracking: Double = 0
    var drawsSymbolGlyphs = false
    var foregroundStyles: [StylePaint] = []
    var symbolRenderingMode: SymbolRenderingMode = .monochrome
    var multilineTextAlignment: TextAlignment = .leading
    var lineLimit: Int? = nil
    var minimumLines: Int = 0
    var truncationMode: TruncationMode = .tail
    var lineSpacing: Double = 0
    var minimumScaleFactor: Double = 1
    var textCase: TextCaseModifier.Case? = nil
    var textDecorations: TextDecorations = TextDecorations()
    var imageScale: Image.Scale = .medium
    var symbolVariant: SymbolVariants = .none
    var colorScheme: ColorScheme = .light
    var tint: Color? = nil
    var symbolEffects: SymbolEffectEnvironment = SymbolEffectEnvironment()
    var stackAxis: StackNode.Axis? = nil
    var layoutContainer: LayoutContainer = LayoutContainer()
    var sceneValues: [String: AnyHashable] = [:]
    var controls: ControlEnvironment = ControlEnvironment()
    var isRightToLeft: Bool = false

    init() {}
    func copy() -> Storage {
      let c = Storage()
      c.font = font
      c.fontWeight = fontWeight
      c.isBold = isBold
      c.isItalic = isItalic
      c.fontDesign = fontDesign
      c.tracking = tracking
      c.drawsSymbolGlyphs = drawsSymbolGlyphs
      c.foregroundStyles = foregroundStyles
      c.symbolRenderingMode = symbolRenderingMode
      c.multilineTextAlignment = multilineTextAlignment
      c.lineLimit = lineLimit
      c.minimumLines = minimumLines
      c.truncationMode = truncationMode
      c.lineSpacing = lineSpacing
      c.minimumScaleFactor = minimumScaleFactor
      c.textCase = textCase
      c.textDecorations = textDecorations
      c.imageScale = imageScale
      c.symbolVariant = symbolVariant
      c.colorScheme = colorScheme
      c.tint = tint
      c.symbolEffects = symbolEffects
      c.stackAxis = stackAxis
      c.layoutContainer = layoutContainer
      c.sceneValues = sceneValues
      c.controls = controls
      c.isRightToLeft = isRightToLeft
      return c
    }
  }

  private var storage = Storage()

  private mutating func unique() -> Storage {
    if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
    return storage
  }

  public var font: Font? { get { storage.font } set { unique().font = newValue } }
  public var fontWeight: Font.Weight? { get { storage.fontWeight } set { unique().fontWeight = newValue } }
  public var isBold: Bool { get { storage.isBold } set { unique().isBold = newValue } }
  public var isItalic: Bool { get { storage.isItalic } set { unique().isItalic = newValue } }
  public var fontDesign: Font.Design? { get { storage.fontDesign } set { unique().fontDesign = newValue } }
  /// Whether the views here are on an iPad's full screen, whose horizontal size class is `.regular`.
  public var isRegularWidth: Bool { layoutContainer.regularWidth }
  /// Points added between characters (`.tracking`, `.kerning`), on top of the font's own tracking.
  public var tracking: Double { get { storage.tracking } set { unique().tracking = newValue } }
  /// Text here is a symbol's glyph (an `Image` inside a `Text`): it is drawn in the icon font.
  public var drawsSymbolGlyphs: Bool { get { storage.drawsSymbolGlyphs } set { unique().drawsSymbolGlyphs = newValue } }
  /// Resolved foreground styles (palette levels); empty means SwiftUI's primary (black).
  var foregroundStyles: [StylePaint] { get { storage.foregroundStyles } set { unique().foregroundStyles = newValue } }
  public var symbolRenderingMode: SymbolRenderingMode { get { storage.symbolRenderingMode } set { unique().symbolRenderingMode = newValue } }
  public var multilineTextAlignment: TextAlignment { get { storage.multilineTextAlignment } set { unique().multilineTextAlignment = newValue } }
  public var lineLimit: Int? { get { storage.lineLimit } set { unique().lineLimit = newValue } }
  /// Lines of height a text takes at least (`lineLimit(_:reservesSpace:)`, `lineLimit(2...)`).
  public var minimumLines: Int { get { storage.minimumLines } set { unique().minimumLines = newValue } }
  public var truncationMode: TruncationMode { get { storage.truncationMode } set { unique().truncationMode = newValue } }
  public var lineSpacing: Double { get { storage.lineSpacing } set { unique().lineSpacing = newValue } }
  /// How far the texts below may shrink to fit their lines (`minimumScaleFactor(_:)`; 1: never).
  public var minimumScaleFactor: Double { get { storage.minimumScaleFactor } set { unique().minimumScaleFactor = newValue } }
  public var textCase: TextCaseModifier.Case? { get { storage.textCase } set { unique().textCase = newValue } }
  /// Strikethrough, underline and placeholder redaction of the texts below.
  public var textDecorations: TextDecorations { get { storage.textDecorations } set { unique().textDecorations = newValue } }
  public var imageScale: Image.Scale { get { storage.imageScale } set { unique().imageScale = newValue } }
  /// `.symbolVariant(_:)`: the variant symbol names are drawn in (`heart` → `heart.fill`).
  public var symbolVariant: SymbolVariants { get { storage.symbolVariant } set { unique().symbolVariant = newValue } }
  /// Light or dark appearance (`.preferredColorScheme`, `.environment(\.colorScheme, …)`):
  /// system colours follow it.
  public var colorScheme: ColorScheme { get { storage.colorScheme } set { unique().colorScheme = newValue } }
  /// `.tint(_:)`: the colour of controls, `.tint` and `Color.accentColor` below; nil is system blue.
  public var tint: Color? { get { storage.tint } set { unique().tint = newValue } }
  /// Symbol effects running around this position (variable colour, replace).
  var symbolEffects: SymbolEffectEnvironment { get { storage.symbolEffects } set { unique().symbolEffects = newValue } }
  /// Axis of the nearest enclosing stack, which a `Spacer` expands along.
  var stackAxis: StackNode.Axis? { get { storage.stackAxis } set { unique().stackAxis = newValue } }
  /// The screen and safe area the views below lay out in (see `Layout/SafeArea.swift`).
  var layoutContainer: LayoutContainer { get { storage.layoutContainer } set { unique().layoutContainer = newValue } }
  /// Values an interpreter keeps by name (custom keys, environment objects); see `SceneEnvironmentModifier`.
  public var sceneValues: [String: AnyHashable] { get { storage.sceneValues } set { unique().sceneValues = newValue } }
  /// Styles, size, tint and role controls read (`Controls/ControlEnvironment.swift`).
  public var controls: ControlEnvironment { get { storage.controls } set { unique().controls = newValue } }

  /// `.environment(\.layoutDirection, .rightToLeft)` above: layout is mirrored (`LayoutDirectionEffect`).
  public var isRightToLeft: Bool { get { storage.isRightToLeft } set { unique().isRightToLeft = newValue } }

  public init() {}

  /// The key of ``dynamicTypeSize`` in ``sceneValues``, where the SwiftUI module's
  /// `EnvironmentValues.dynamicTypeSize` keeps it (`.environment(\.dynamicTypeSize, …)`, `--dynamic-type`).
  public static let dynamicTypeSizeKey = "dynamicTypeSize"

  /// The reader's text size (`.large` unless set above), which scales text styles.
  public var dynamicTypeSize: DynamicTypeSize {
    get { sceneValues[Self.dynamicTypeSizeKey]?.base as? DynamicTypeSize ?? .large }
    set { sceneValues[Self.dynamicTypeSizeKey] = AnyHashable(newValue) }
  }

  /// `textScale(_:)`: the factor the texts below are drawn at (1 unless set above), kept in
  /// ``sceneValues`` by the SwiftUI module's `Text.Scale`.
  public var textScale: Double {
    get { sceneValues[Self.textScaleKey]?.base as? Double ?? 1 }
    set { sceneValues[Self.textScaleKey] = AnyHashable(newValue) }
  }
  public static let textScaleKey = "textScale"

  /// `allowsTightening(_:)`: the texts below may tighten their letter spacing before they are cut.
  public var allowsTightening: Bool {
    get { sceneValues[Self.allowsTighteningKey]?.base as? Bool ?? false }
    set { sceneValues[Self.allowsTighteningKey] = AnyHashable(newValue) }
  }
  public static let allowsTighteningKey = "allowsTightening"

  /// The effective font of symbol images.
  var resolvedFont: FontDescriptor { resolvedFont(scale: 1) }
  /// The effective font of text: the symbols' at the text scale, its tracking that of the scaled size.
  var resolvedTextFont: FontDescriptor { resolvedFont(scale: textScale) }

  private func resolvedFont(scale: Double) -> FontDescriptor {
    var f = (font ?? .body).scaled(to: dynamicTypeSize)
    f.size *= scale
    if let w = fontWeight { f.weight = w }
    if isBold { f.weight = .bold }
    if isItalic { f.isItalic = true }
    if let fontDesign { f.design = fontDesign }
    var descriptor = f.descriptor
    descriptor.tracking += tracking
    if drawsSymbolGlyphs { descriptor.design = .symbols }
    return descriptor
  }

  var primaryForeground: StylePaint { foregroundStyles.first ?? .solid(Color.primary.resolved(colorScheme)) }
}
