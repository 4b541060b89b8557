import Foundation
import Graphics

/// SF Symbol names beyond the built-in vector symbols, drawn from an open icon font.
///
/// Apple's symbols may not be redistributed, so `Image(systemName:)` maps a name onto a Material
/// Design Icons glyph through animrender's own table (``tableA``/``tableB``). Variants the font
/// lacks are composed as SF Symbols draws them: `.circle`/`.square` put the glyph in an outlined
/// or filled container (the glyph knocked out of a filled one), `.slash` draws a slash over it.
enum SymbolNames {
  /// One table row: an SF base name and how to draw its forms.
  struct Entry {
    var outline: String
    /// The glyph of the `.fill` form; nil when the symbol has no `.fill` form.
    var fill: String?
    var circle = false, square = false, slash = false
    var slashGlyph: String?
  }

  /// How to draw one name: a glyph, optionally in a container, optionally slashed.
  struct Recipe: Equatable {
    enum Container: Equatable { case circle, square }
    var glyph: String
    var container: Container?
    var filledContainer = false
    var slashed = false
    /// The SF base name (for the multicolor tint).
    var base: String
  }

  static let entries: [String: Entry] = {
    var e: [String: Entry] = [:]
    for line in (tableA + "\n" + tableB).split(separator: "\n") {
      let f = line.split(separator: " ").map(String.init)
      guard f.count >= 4 else { continue }
      var entry = Entry(outline: f[1], fill: f[2] == "-" ? nil : f[2])
      entry.circle = f[3].contains("c")
      entry.square = f[3].contains("s")
      entry.slash = f[3].contains("/")
      entry.slashGlyph = f.count > 4 ? f[4] : nil
      e[f[0]] = entry
    }
    return e
  }()

  /// Every name the table answers to, variants included.
  static let allNames: [String] = {
    var names: [String] = []
    for (base, e) in entries {
      names.append(base)
      let fills = e.fill != nil ? ["", ".fill"] : [""]
      if e.fill != nil { names.append(base + ".fill") }
      if e.circle { names += [base + ".circle", base + ".circle.fill"] }
      if e.square { names += [base + ".square", base + ".square.fill"] }
      if e.slash { names += fills.map { base + ".slash" + $0 } }
    }
    return Array(Set(names)).sorted()
  }()

  static let knownNames: Set<String> = Set(allNames)

  /// The recipe for `name`, or nil if the table has no such symbol.
  static func recipe(for name: String) -> Recipe? {
    if let e = entries[name] { return Recipe(glyph: e.outline, base: name) }
    var rest = name
    let fill = rest.hasSuffix(".fill")
    if fill { rest.removeLast(5) }
    if let e = entries[rest] {
      guard fill, let glyph = e.fill else { return nil }
      return Recipe(glyph: glyph, base: rest)
    }
    for (suffix, container) in [(".circle", Recipe.Container.circle), (".square", .square)] where rest.hasSuffix(suffix) {
      let base = String(rest.dropLast(suffix.count))
      guard let e = entries[base], container == .circle ? e.circle : e.square else { return nil }
      return Recipe(glyph: fill ? e.fill ?? e.outline : e.outline, container: container, filledContainer: fill, base: base)
    }
    if rest.hasSuffix(".slash") {
      let base = String(rest.dropLast(6))
      guard let e = entries[base], e.slash, !fill || e.fill != nil else { return nil }
      if let g = e.slashGlyph { return Recipe(glyph: g, base: base) }
      return Recipe(glyph: fill ? e.fill ?? e.outline : e.outline, slashed: true, base: base)
    }
    return nil
  }

  /// The symbol for `name` with outlines from `glyphs`, or nil if the table or the font lacks it.
  static func symbol(named name: String, glyphs: any SymbolGlyphSource) -> SymbolImage? {
    guard let recipe = recipe(for: name), let cp = MaterialIconCodepoints.byName[recipe.glyph],
          let outline = glyphs.symbolGlyph(cp) else { return nil }
    return compose(name, recipe, outline)
  }

  /// Icon fonts draw on a 24-unit grid with 2 units of padding: the glyph's 2…22 band becomes the
  /// image's height, and its ink (at least 0.6 of the height, centred) its width.
  static func compose(_ name: String, _ recipe: Recipe, _ outline: Path) -> SymbolImage {
    let lo = 2.0 / 24, band = 20.0 / 24
    let ink = outline.controlBounds
    let width = max(ink.width / band, 0.6)
    let x0 = (ink.minX + ink.maxX) / 2 - width * band / 2
    // Glyph → unit box of aspect `width`: x over the widened ink, y over the grid's band.
    let glyph = outline.applying(Transform2D.translation(x: -x0, y: -lo)
      .concatenating(.scale(x: 1 / (width * band), y: 1 / band)))
    var layers: [SymbolImage.Layer] = []
    var aspect = width
    if let container = recipe.container {
      aspect = 1
      let inner = glyph.applying(Transform2D.scale(x: 0.56 * width, y: 0.56)
        .concatenating(.translation(x: 0.5 - 0.28 * width, y: 0.22)))
      let shape = containerPath(container, filled: recipe.filledContainer)
      layers = [.init(path: shape, level: 1, rule: .evenOdd), .init(path: inner, level: 0)]
    } else {
      layers = [.init(path: glyph, level: 0)]
    }
    if recipe.slashed { layers.append(.init(path: slash(aspect: aspect), level: 0)) }
    return SymbolImage(name: name, aspect: aspect, layers: layers, tint: multicolorTints[recipe.base],
                       hasFilledContainer: recipe.container != nil && recipe.filledContainer)
  }

  private static func containerPath(_ c: Recipe.Container, filled: Bool) -> Path {
    var p = Path()
    let unit = CGRect(x: 0, y: 0, width: 1, height: 1), t = 0.075
    switch c {
    case .circle:
      p.addEllipse(in: unit)
      if !filled { p.addEllipse(in: unit.insetBy(dx: t, dy: t)) }
    case .square:
      p.addRoundedRect(in: unit, cornerRadius: 0.22)
      if !filled { p.addRoundedRect(in: unit.insetBy(dx: t, dy: t), cornerRadius: 0.22 - t) }
    }
    return p
  }

  /// A bar from the top left to the bottom right, as SF Symbols' `.slash` variants draw it.
  private static func slash(aspect: Double) -> Path {
    let a = CGPoint(x: 0.08, y: 0.04), b = CGPoint(x: 0.92, y: 0.96)
    // Half the bar's thickness, perpendicular to it in image space (x is scaled by the aspect).
    let dx = (b.x - a.x) * aspect, dy = b.y - a.y, len = (dx * dx + dy * dy).squareRoot()
    let h = 0.045, nx = -dy / len * h / aspect, ny = dx / len * h
    var p = Path()
    p.addLines([CGPoint(x: a.x + nx, y: a.y + ny), CGPoint(x: b.x + nx, y: b.y + ny),
                CGPoint(x: b.x - nx, y: b.y - ny), CGPoint(x: a.x - nx, y: a.y - ny)])
    p.closeSubpath()
    return p
  }

  /// `.multicolor`'s colours: the colour SF Symbols gives these symbols' main layer (approximated
  /// from the SF Symbols app's multicolor previews); others draw as `.palette`.
  static let multicolorTints: [String: RGBAColor] = [
    "heart": Color.red.rgba, "star": Color.yellow.rgba, "bolt": Color.yellow.rgba, "flame": Color.orange.rgba,
    "leaf": Color.green.rgba, "drop": Color.cyan.rgba, "sun.max": Color.yellow.rgba, "trash": Color.red.rgba,
    "bell": Color.yellow.rgba, "flag": Color.red.rgba, "cloud.bolt": Color.yellow.rgba, "cloud.rain": Color.blue.rgba,
    "cloud.sun": Color.yellow.rgba, "moon": Color.yellow.rgba, "exclamationmark.triangle": Color.yellow.rgba,
    "checkmark.seal": Color.blue.rgba, "lightbulb": Color.yellow.rgba, "person": Color.blue.rgba,
  ]

  /// The known names closest to `name` (edit distance, then shared prefix), for error messages.
  static func closest(to name: String, among names: [String], limit: Int = 5) -> [String] {
    let target = Array(name)
    func distance(_ s: String) -> Int {
      let a = Array(s)
      var row = Array(0...target.count)
      for i in 1...max(1, a.count) where i <= a.count {
        var prev = row[0]
        row[0] = i
        for j in 1...max(1, target.count) where j <= target.count {
          let cur = row[j]
          row[j] = min(row[j] + 1, row[j - 1] + 1, prev + (a[i - 1] == target[j - 1] ? 0 : 1))
          prev = cur
        }
      }
      return row[target.count]
    }
    let stem = name.split(separator: ".").first.map(String.init) ?? name
    return names.map { n -> (Int, String) in (distance(n) - (n.hasPrefix(stem + ".") || n == stem ? 2 : 0), n) }
      .sorted { $0 < $1 }.prefix(limit).map(\.1)
  }
}

extension Path {
  /// The bounding box of the path's points and control points (a glyph's ink, slightly generous at curves).
  var controlBounds: CGRect {
    var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
    func add(_ p: CGPoint) { minX = min(minX, p.x); minY = min(minY, p.y); maxX = max(maxX, p.x); maxY = max(maxY, p.y) }
    for e in elements {
      switch e {
      case .move(let p), .line(let p): add(p)
      case .curve(let p, let c1, let c2): add(p); add(c1); add(c2)
      case .closeSubpath: break
      }
    }
    return minX.isFinite ? CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY) : .zero
  }
}
