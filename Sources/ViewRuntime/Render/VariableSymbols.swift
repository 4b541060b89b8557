import Foundation
import Graphics

/// Symbols with variable layers (`Image(systemName:variableValue:)`, `.symbolEffect(.variableColor)`),
/// drawn in code because their layers must be separate: `wifi` (a dot and three arcs) and the
/// `speaker.wave.1/2/3` family (a speaker and one to three waves), outlined and `.fill`.
enum VariableSymbols {
  static let names: [String] = {
    var n = ["wifi", "speaker", "speaker.fill"]
    for k in 1...3 { n += ["speaker.wave.\(k)", "speaker.wave.\(k).fill"] }
    return n
  }()

  static func symbol(named name: String) -> SymbolImage? {
    if name == "wifi" { return wifi() }
    var rest = name
    let fill = rest.hasSuffix(".fill")
    if fill { rest.removeLast(5) }
    if rest == "speaker" { return speaker(name, waves: 0, filled: fill) }
    if rest.hasPrefix("speaker.wave."), let k = Int(rest.dropFirst(13)), (1...3).contains(k) {
      return speaker(name, waves: k, filled: fill)
    }
    return nil
  }

  /// A dot and three arcs fanned ±45° about the vertical, centred on the dot.
  private static func wifi() -> SymbolImage {
    let aspect = 1.32
    let centre = CGPoint(x: aspect / 2, y: 0.9)
    var layers: [SymbolImage.Layer] = []
    var dot = Path()
    dot.addEllipse(in: CGRect(x: centre.x - 0.1, y: centre.y - 0.1, width: 0.2, height: 0.2))
    layers.append(.init(path: dot, level: 0))
    for (k, r) in [0.38, 0.62, 0.86].enumerated() {
      layers.append(.init(path: band(centre, radius: r, thickness: 0.13, from: -135, to: -45), level: 0, variableIndex: k + 1))
    }
    return SymbolImage(name: "wifi", aspect: aspect, layers: layers.map { scaledX($0, aspect) })
  }

  /// The speaker's box and cone, and `waves` arcs to its right.
  private static func speaker(_ name: String, waves: Int, filled: Bool) -> SymbolImage {
    let radii = [0.24, 0.42, 0.6]
    let aspect = waves == 0 ? 0.56 : 0.52 + radii[waves - 1] + 0.08
    var body = Path()
    let outline = [(0.02, 0.33), (0.18, 0.33), (0.5, 0.06), (0.5, 0.94), (0.18, 0.67), (0.02, 0.67)]
    body.addLines(outline.map { CGPoint(x: $0.0, y: $0.1) })
    body.closeSubpath()
    if !filled {
      let inner = [(0.1, 0.41), (0.21, 0.41), (0.42, 0.24), (0.42, 0.76), (0.21, 0.59), (0.1, 0.59)]
      body.addLines(inner.map { CGPoint(x: $0.0, y: $0.1) })
      body.closeSubpath()
    }
    var layers = [SymbolImage.Layer(path: body, level: 0, rule: .evenOdd)]
    for k in 0..<waves {
      layers.append(.init(path: band(CGPoint(x: 0.5, y: 0.5), radius: radii[k], thickness: 0.09, from: -50, to: 50),
                          level: 0, variableIndex: k + 1))
    }
    return SymbolImage(name: name, aspect: aspect, layers: layers.map { scaledX($0, aspect) })
  }

  /// A thick arc (an annular sector) about `centre`, angles in degrees clockwise from +x (y down).
  private static func band(_ centre: CGPoint, radius: Double, thickness: Double, from: Double, to: Double) -> Path {
    let steps = 24
    var p = Path()
    func pt(_ r: Double, _ deg: Double) -> CGPoint {
      let a = deg * .pi / 180
      return CGPoint(x: centre.x + r * cos(a), y: centre.y + r * sin(a))
    }
    let outer = radius + thickness / 2, inner = radius - thickness / 2
    var points: [CGPoint] = []
    for i in 0...steps { points.append(pt(outer, from + (to - from) * Double(i) / Double(steps))) }
    for i in (0...steps).reversed() { points.append(pt(inner, from + (to - from) * Double(i) / Double(steps))) }
    p.addLines(points)
    p.closeSubpath()
    return p
  }

  /// Layers are built in height units; the unit box's x runs over the image's width.
  private static func scaledX(_ l: SymbolImage.Layer, _ aspect: Double) -> SymbolImage.Layer {
    var l = l
    l.path = l.path.applying(.scale(x: 1 / aspect, y: 1))
    return l
  }
}
