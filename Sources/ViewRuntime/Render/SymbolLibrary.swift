import Foundation
import Graphics

/// A symbol image: layers in a unit box (0…1, y down), stretched to the image frame. Built in code
/// (the symbols below, ``VariableSymbols``) or composed from an icon-font glyph (``SymbolNames``).
public struct SymbolImage: Sendable {
  public struct Layer: Sendable {
    public var path: Path
    /// 0 = primary (glyph), 1 = secondary (the enclosing shape of `.circle.fill` symbols).
    public var level: Int
    /// Outlines with holes (a ring) are even-odd; everything else fills non-zero.
    public var rule: FillRule = .nonZero
    /// The layer's place (1…n) among the symbol's variable layers (wifi arcs, speaker waves), which
    /// `variableValue` and `.variableColor` light in order; nil for layers always drawn in full.
    public var variableIndex: Int? = nil
  }

  public var name: String
  /// Width / height of the image frame.
  public var aspect: Double
  public var layers: [Layer]
  /// The main colour `.multicolor` gives the symbol (nil: drawn as `.palette`).
  public var tint: RGBAColor? = nil
  /// Whether the glyph sits in a filled container (`.circle.fill`): `.multicolor` draws it white.
  public var hasFilledContainer = false

  /// The number of variable layers.
  var variableCount: Int { layers.compactMap(\.variableIndex).max() ?? 0 }

  /// The layers with their colours for a rendering mode and the environment's foreground styles.
  /// `layerOpacity(k, n)` dims variable layer k of n (`variableValue`, `.variableColor`).
  func parts(mode: SymbolRenderingMode, styles: [RGBAColor],
             layerOpacity: ((Int, Int) -> Double)? = nil) -> [ResolvedView.SymbolPart] {
    let primary = styles.first ?? Color.primary.rgba
    let hasSecondary = layers.contains { $0.level == 1 }
    let n = variableCount
    func dimmed(_ l: Layer, _ c: RGBAColor) -> RGBAColor {
      guard let k = l.variableIndex, let layerOpacity else { return c }
      return c.withAlphaMultiplied(by: layerOpacity(k, n))
    }
    switch mode {
    case .monochrome where hasSecondary:
      // One colour: the glyph is knocked out of the enclosing shape.
      var p = Path()
      for l in layers { p.addPath(l.path) }
      return [.init(path: p, rule: .evenOdd, color: primary)]
    case .monochrome:
      return layers.map { .init(path: $0.path, rule: $0.rule, color: dimmed($0, primary)) }
    case .hierarchical:
      return layers.sorted { $0.level > $1.level }.map {
        .init(path: $0.path, rule: $0.rule, color: dimmed($0, $0.level == 0 ? primary : primary.withAlphaMultiplied(by: 0.5)))
      }
    case .multicolor where tint != nil:
      let tint = tint!
      return layers.sorted { $0.level > $1.level }.map {
        .init(path: $0.path, rule: $0.rule, color: dimmed($0, $0.level == 1 || !hasFilledContainer ? tint : Color.white.rgba))
      }
    case .palette, .multicolor:
      let secondary = styles.count > 1 ? styles[1] : primary.withAlphaMultiplied(by: 0.5)
      return layers.sorted { $0.level > $1.level }.map {
        .init(path: $0.path, rule: $0.rule, color: dimmed($0, $0.level == 0 ? primary : secondary))
      }
    }
  }
}

/// The symbols `Image(systemName:)` can draw, approximating SF Symbols' shapes.
public enum SymbolLibrary {
  /// The built-in vector symbols.
  public static var names: [String] { symbols.keys.sorted() }

  /// A built-in vector symbol (drawn in code, needing no font).
  public static func symbol(named name: String) -> SymbolImage? { symbols[name] }

  /// Every name `Image(systemName:)` draws: built-in, variable and icon-font symbols.
  public static let allNames: [String] = Array(Set(symbols.keys).union(VariableSymbols.names).union(SymbolNames.allNames)).sorted()

  /// Whether `Image(systemName: name)` can be drawn (the icon font installed).
  public static func isKnown(_ name: String) -> Bool {
    symbols[name] != nil || VariableSymbols.names.contains(name) || SymbolNames.knownNames.contains(name)
  }

  /// The known names closest to `name`, for error messages.
  public static func closestNames(to name: String, limit: Int = 5) -> [String] {
    SymbolNames.closest(to: name, among: allNames, limit: limit)
  }

  /// The symbol for `name`: built-in first (their drawings never change), then the variable
  /// symbols, then the icon-font table through `glyphs`.
  static func symbol(named name: String, glyphs: (any SymbolGlyphSource)?) -> SymbolImage? {
    if let s = symbols[name] ?? VariableSymbols.symbol(named: name) { return s }
    guard let glyphs else { return nil }
    return SymbolNames.symbol(named: name, glyphs: glyphs)
  }

  /// Image height for a font size: SF Symbols are taller than the font's point size.
  static func imageHeight(forFontSize size: Double) -> Double { size * 1.2 }

  private static let symbols: [String: SymbolImage] = {
    var s: [String: SymbolImage] = [:]
    func add(_ name: String, _ aspect: Double, _ layers: [(Path, Int)], rule: FillRule = .nonZero) {
      s[name] = SymbolImage(name: name, aspect: aspect, layers: layers.map { .init(path: $0.0, level: $0.1, rule: rule) })
    }
    let disc = Path { $0.addEllipse(in: CGRect(x: 0, y: 0, width: 1, height: 1)) }
    add("circle.fill", 1, [(disc, 0)])
    add("circle", 1, [(ring(inner: 0.44), 0)], rule: .evenOdd)
    add("heart.fill", 1.1, [(heart(), 0)])
    add("star.fill", 1.06, [(star(), 0)])
    add("arrow.up", 0.82, [(arrowUp(), 0)])
    add("plus", 1, [(plus(), 0)])
    add("location.fill", 1, [(location(), 0)])
    add("location.circle.fill", 1, [(disc, 1), (centred(location(), scale: 0.56), 0)])
    add("heart.circle.fill", 1, [(disc, 1), (heart().applying(.scale(x: 0.54, y: 0.5).concatenating(.translation(x: 0.23, y: 0.27))), 0)])
    add("star.circle.fill", 1, [(disc, 1), (star().applying(.scale(x: 0.56, y: 0.56).concatenating(.translation(x: 0.22, y: 0.2))), 0)])
    add("arrow.down", 0.82, [(arrowUp().applying(flipY), 0)])
    add("arrow.right", 1.22, [(arrowUp().applying(quarterTurn), 0)])
    add("arrow.left", 1.22, [(arrowUp().applying(quarterTurn).applying(flipX), 0)])
    add("play.fill", 0.86, [(polygon([(0.06, 0.02), (0.98, 0.5), (0.06, 0.98)]), 0)])
    add("pause.fill", 0.8, [(polygon([(0.08, 0.04), (0.36, 0.04), (0.36, 0.96), (0.08, 0.96)]), 0),
                            (polygon([(0.64, 0.04), (0.92, 0.04), (0.92, 0.96), (0.64, 0.96)]), 0)])
    add("square.fill", 1, [(Path { $0.addRoundedRect(in: CGRect(x: 0.02, y: 0.02, width: 0.96, height: 0.96), cornerRadius: 0.16) }, 0)])
    add("triangle.fill", 1.1, [(polygon([(0.5, 0.04), (0.98, 0.94), (0.02, 0.94)]), 0)])
    add("bolt.fill", 0.7, [(polygon([(0.62, 0.0), (0.08, 0.58), (0.46, 0.58), (0.36, 1.0), (0.92, 0.4), (0.54, 0.4)]), 0)])
    add("checkmark", 1.05, [(checkmark(), 0)])
    add("xmark", 1, [(xmark(), 0)])
    add("plus.circle.fill", 1, [(disc, 1), (plus().applying(.scale(x: 0.5, y: 0.5).concatenating(.translation(x: 0.25, y: 0.25))), 0)])
    add("checkmark.circle.fill", 1, [(disc, 1), (checkmark().applying(.scale(x: 0.5, y: 0.5).concatenating(.translation(x: 0.25, y: 0.26))), 0)])
    add("xmark.circle.fill", 1, [(disc, 1), (xmark().applying(.scale(x: 0.44, y: 0.44).concatenating(.translation(x: 0.28, y: 0.28))), 0)])
    return s
  }()

  private static let flipY = Transform2D(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: 1)
  private static let flipX = Transform2D(a: -1, b: 0, c: 0, d: 1, tx: 1, ty: 0)
  /// Turns a path in the unit box a quarter turn clockwise (up → right).
  private static let quarterTurn = Transform2D(a: 0, b: 1, c: -1, d: 0, tx: 1, ty: 0)

  /// `path` scaled about its area centroid, which is put at the unit box's centre: an arrowhead's
  /// mass, not its bounding box, sits in the middle of the circle, as in SF Symbols.
  private static func centred(_ path: Path, scale: Double) -> Path {
    let c = locationCentroid
    return path.applying(.scale(x: scale, y: scale).concatenating(.translation(x: 0.5 - scale * c.x, y: 0.5 - scale * c.y)))
  }

  private static let locationPoints: [(Double, Double)] = [(0.95, 0.05), (0.55, 0.95), (0.46, 0.54), (0.05, 0.45)]

  /// Area centroid of the location arrow's polygon (shoelace formula).
  private static let locationCentroid: CGPoint = {
    let p = locationPoints
    var area = 0.0, cx = 0.0, cy = 0.0
    for i in p.indices {
      let (x0, y0) = p[i], (x1, y1) = p[(i + 1) % p.count]
      let cross = x0 * y1 - x1 * y0
      area += cross
      cx += (x0 + x1) * cross
      cy += (y0 + y1) * cross
    }
    return CGPoint(x: cx / (3 * area), y: cy / (3 * area))
  }()

  private static func polygon(_ points: [(Double, Double)]) -> Path {
    Path { p in
      p.addLines(points.map { CGPoint(x: $0.0, y: $0.1) })
      p.closeSubpath()
    }
  }

  private static func checkmark() -> Path {
    polygon([(0.04, 0.56), (0.16, 0.44), (0.38, 0.66), (0.84, 0.12), (0.96, 0.24), (0.38, 0.9)])
  }

  private static func xmark() -> Path {
    polygon([(0.1, 0.02), (0.5, 0.42), (0.9, 0.02), (0.98, 0.1), (0.58, 0.5), (0.98, 0.9), (0.9, 0.98), (0.5, 0.58),
             (0.1, 0.98), (0.02, 0.9), (0.42, 0.5), (0.02, 0.1)])
  }

  private static func ring(inner: Double) -> Path {
    var p = Path()
    p.addEllipse(in: CGRect(x: 0, y: 0, width: 1, height: 1))
    p.addEllipse(in: CGRect(x: 0.5 - inner, y: 0.5 - inner, width: 2 * inner, height: 2 * inner))
    return p
  }

  private static func heart() -> Path {
    Path { p in
      p.move(to: CGPoint(x: 0.5, y: 0.94))
      p.addCurve(to: CGPoint(x: 0, y: 0.32), control1: CGPoint(x: 0.2, y: 0.72), control2: CGPoint(x: 0, y: 0.55))
      p.addCurve(to: CGPoint(x: 0.27, y: 0.04), control1: CGPoint(x: 0, y: 0.14), control2: CGPoint(x: 0.12, y: 0.04))
      p.addCurve(to: CGPoint(x: 0.5, y: 0.19), control1: CGPoint(x: 0.38, y: 0.04), control2: CGPoint(x: 0.46, y: 0.1))
      p.addCurve(to: CGPoint(x: 0.73, y: 0.04), control1: CGPoint(x: 0.54, y: 0.1), control2: CGPoint(x: 0.62, y: 0.04))
      p.addCurve(to: CGPoint(x: 1, y: 0.32), control1: CGPoint(x: 0.88, y: 0.04), control2: CGPoint(x: 1, y: 0.14))
      p.addCurve(to: CGPoint(x: 0.5, y: 0.94), control1: CGPoint(x: 1, y: 0.55), control2: CGPoint(x: 0.8, y: 0.72))
      p.closeSubpath()
    }
  }

  private static func star() -> Path {
    Path { p in
      let c = CGPoint(x: 0.5, y: 0.54), outer = 0.5, inner = 0.21
      for k in 0..<10 {
        let r = k % 2 == 0 ? outer : inner
        let a = -Double.pi / 2 + Double(k) * Double.pi / 5
        let pt = CGPoint(x: c.x + r * cos(a), y: c.y + r * sin(a))
        if k == 0 { p.move(to: pt) } else { p.addLine(to: pt) }
      }
      p.closeSubpath()
    }
  }

  private static func arrowUp() -> Path {
    Path { p in
      p.addLines([(0.5, 0.02), (0.96, 0.48), (0.86, 0.58), (0.57, 0.29), (0.57, 0.98), (0.43, 0.98),
                  (0.43, 0.29), (0.14, 0.58), (0.04, 0.48)].map { CGPoint(x: $0.0, y: $0.1) })
      p.closeSubpath()
    }
  }

  private static func plus() -> Path {
    Path { p in
      p.addLines([(0.43, 0.05), (0.57, 0.05), (0.57, 0.43), (0.95, 0.43), (0.95, 0.57), (0.57, 0.57), (0.57, 0.95),
                  (0.43, 0.95), (0.43, 0.57), (0.05, 0.57), (0.05, 0.43), (0.43, 0.43)].map { CGPoint(x: $0.0, y: $0.1) })
      p.closeSubpath()
    }
  }

  /// The navigation arrow pointing up and to the right (45°), as in `location.fill`.
  private static func location() -> Path {
    Path { p in
      // SF Symbols' glyphs have softly rounded corners; the tip stays sharper than the wings.
      roundedPolygon(&p, locationPoints, radii: [0.035, 0.06, 0.04, 0.06])
    }
  }

  /// A closed polygon whose corners are cut by quadratic curves reaching `radii[i]` along each edge.
  private static func roundedPolygon(_ p: inout Path, _ points: [(Double, Double)], radii: [Double]) {
    let pts = points.map { CGPoint(x: $0.0, y: $0.1) }
    func toward(_ a: CGPoint, _ b: CGPoint, _ d: Double) -> CGPoint {
      let dx = b.x - a.x, dy = b.y - a.y
      let len = (dx * dx + dy * dy).squareRoot()
      let f = len > 0 ? min(0.5, d / len) : 0
      return CGPoint(x: a.x + dx * f, y: a.y + dy * f)
    }
    for i in pts.indices {
      let prev = pts[(i + pts.count - 1) % pts.count], corner = pts[i], next = pts[(i + 1) % pts.count]
      let r = radii[i % radii.count]
      let start = toward(corner, prev, r), end = toward(corner, next, r)
      if i == 0 { p.move(to: start) } else { p.addLine(to: start) }
      p.addQuadCurve(to: end, control: corner)
    }
    p.closeSubpath()
  }
}
