import Foundation

/// Everything one frame draws, in paint order: the boundary between the runtime and any rasterizer.
/// Codable (with every type it holds) so that a scene worker process can hand frames to another
/// process whole (`animrender inspect --serve`, which the scene tests use).
public struct DisplayList: Hashable, Sendable, Codable {
  /// Canvas size in points.
  public var size: CGSize
  public var background: RGBAColor
  public var items: [DisplayItem]

  public init(size: CGSize, background: RGBAColor = .clear, items: [DisplayItem] = []) {
    self.size = size; self.background = background; self.items = items
  }

  /// A stable, human-readable dump (numbers rounded to 4 decimals) for text snapshots.
  public func dump() -> String {
    var out = "canvas \(fmt(size.width))x\(fmt(size.height)) background \(fmt(background))\n"
    var depth = 0
    for item in items {
      if case .endLayer = item { depth -= 1 }
      out += String(repeating: "  ", count: max(0, depth))
      switch item {
      case .fill(let path, let paint, let rule, let t):
        out += "fill \(fmt(paint)) \(rule.rawValue) \(fmt(t)) \(fmt(path))"
      case .stroke(let path, let paint, let style, let t):
        out += "stroke \(fmt(paint)) width \(fmt(style.lineWidth)) \(fmt(t)) \(fmt(path))"
      case .text(let run, let t):
        out += "text \(String(reflecting: run.text)) size \(fmt(run.font.size)) weight \(run.font.weight) \(run.font.design.rawValue) \(fmt(run.paint)) \(fmt(t))"
      case .beginLayer(let e):
        out += "layer opacity \(fmt(e.opacity))"
        if let clip = e.clip { out += " clip \(fmt(e.clipTransform)) \(fmt(clip))" }
        if e.blurRadius > 0 { out += " blur \(fmt(e.blurRadius))" }
        if let s = e.shadow { out += " shadow \(fmt(s.color)) r \(fmt(s.radius)) (\(fmt(s.x)), \(fmt(s.y)))" }
        if let m = e.colorMatrix { out += " matrix [" + m.m.map { fmt($0) }.joined(separator: " ") + "]" }
        if let p = e.projection {
          out += " projection [" + [p.m11, p.m12, p.m13, p.m21, p.m22, p.m23, p.m31, p.m32, p.m33].map { fmt($0) }.joined(separator: " ") + "]"
        }
        if e.blendMode != .normal { out += " blend \(e.blendMode.rawValue)" }
        if e.opaqueBlur { out += " opaque" }
        depth += 1
      case .beginMask:
        out += "mask"
      case .endLayer:
        out += "end"
      case .backdrop(let b):
        out += "backdrop blur \(fmt(b.blurRadius)) saturation \(fmt(b.saturation)) tint \(fmt(b.tint)) \(fmt(b.transform)) \(fmt(b.path))"
      case .image(let d):
        out += "image \(String(reflecting: d.image.name)) rect \(fmt(d.rect.origin)) \(fmt(d.rect.width))x\(fmt(d.rect.height)) \(fmt(d.transform))"
        if let tint = d.tint { out += " tint \(fmt(tint))" }
        if d.interpolation != .high { out += " interpolation \(d.interpolation.rawValue)" }
        if !d.antialiased { out += " aliased" }
      }
      out += "\n"
    }
    return out
  }
}

private func fmt(_ v: Double) -> String {
  let r = (v * 10_000).rounded() / 10_000
  let s = String(format: "%.4f", r == 0 ? 0 : r)  // no "-0.0000"
  var t = s
  while t.hasSuffix("0") { t.removeLast() }
  if t.hasSuffix(".") { t.removeLast() }
  return t
}

private func fmt(_ v: CGFloat) -> String { fmt(Double(v)) }

private func fmt(_ c: RGBAColor) -> String {
  "rgba(\(fmt(c.red)), \(fmt(c.green)), \(fmt(c.blue)), \(fmt(c.alpha)))"
}

private func fmt(_ p: Paint) -> String { p.dumpDescription }

private func fmt(_ t: Transform2D) -> String {
  if t.isIdentity { return "[identity]" }
  return "[\(fmt(t.a)) \(fmt(t.b)) \(fmt(t.c)) \(fmt(t.d)) \(fmt(t.tx)) \(fmt(t.ty))]"
}

private func fmt(_ p: CGPoint) -> String { "\(fmt(p.x)),\(fmt(p.y))" }

private func fmt(_ path: Path) -> String {
  path.elements.map { e -> String in
    switch e {
    case .move(let p): return "M\(fmt(p))"
    case .line(let p): return "L\(fmt(p))"
    case .curve(let p, let c1, let c2): return "C\(fmt(c1)) \(fmt(c2)) \(fmt(p))"
    case .closeSubpath: return "Z"
    }
  }.joined(separator: " ")
}
