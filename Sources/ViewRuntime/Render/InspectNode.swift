import Foundation

/// One modifier acting on a drawn leaf, with its resolved numbers, for `animrender inspect`.
///
/// Encodes as a flat object: `{"name":"rotationEffect","degrees":12.5}`.
public struct InspectModifier: Hashable, Sendable, Codable {
  public var name: String
  /// Named numbers in a fixed order (`degrees`; `x`,`y`; `value`; `rgba` is an array).
  public var values: [String: [Double]]
  /// Named strings (`accessibilityIdentifier`'s `id`), after the numbers; usually none.
  public var strings: [String: String] = [:]

  public init(name: String, values: [String: [Double]], strings: [String: String] = [:]) {
    self.name = name; self.values = values; self.strings = strings
  }

  static func rotation(degrees: Double) -> InspectModifier { .init(name: "rotationEffect", values: ["degrees": [degrees]]) }
  static func scale(x: Double, y: Double) -> InspectModifier { .init(name: "scaleEffect", values: ["x": [x], "y": [y]]) }
  static func offset(x: Double, y: Double) -> InspectModifier { .init(name: "offset", values: ["x": [x], "y": [y]]) }
  static func opacity(_ v: Double) -> InspectModifier { .init(name: "opacity", values: ["value": [v]]) }
  static func foregroundStyle(_ c: [Double]) -> InspectModifier { .init(name: "foregroundStyle", values: ["rgba": c]) }

  private struct Key: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  public init(from decoder: Decoder) throws {
    let c = try decoder.container(keyedBy: Key.self)
    name = try c.decode(String.self, forKey: Key(stringValue: "name"))
    values = [:]
    for k in c.allKeys where k.stringValue != "name" {
      if let one = try? c.decode(Double.self, forKey: k) { values[k.stringValue] = [one] }
      else if let text = try? c.decode(String.self, forKey: k) { strings[k.stringValue] = text }
      else { values[k.stringValue] = try c.decode([Double].self, forKey: k) }
    }
  }

  public func encode(to encoder: Encoder) throws {
    var c = encoder.container(keyedBy: Key.self)
    try c.encode(name, forKey: Key(stringValue: "name"))
    for (k, v) in values.sorted(by: { $0.key < $1.key }) {
      if v.count == 1 && k != "rgba" { try c.encode(v[0], forKey: Key(stringValue: k)) }
      else { try c.encode(v, forKey: Key(stringValue: k)) }
    }
    for (k, v) in strings.sorted(by: { $0.key < $1.key }) { try c.encode(v, forKey: Key(stringValue: k)) }
  }
}

/// A drawn leaf as `animrender inspect` reports it.
public struct InspectNode: Hashable, Sendable, Codable {
  public enum Kind: String, Hashable, Sendable, Codable { case text, shape, image }
  public var kind: Kind
  public var text: String?
  /// Shape name (`RoundedRectangle`) or symbol name for images.
  public var shape: String?
  public var symbol: String?
  public var cornerRadius: Double?
  /// [x, y, width, height] in canvas points after every transform (axis-aligned bounds).
  public var bounds: [Double]
  /// The modifiers acting on the leaf in source order, innermost first.
  public var modifiers: [InspectModifier]

  public init(kind: Kind, text: String? = nil, shape: String? = nil, symbol: String? = nil, cornerRadius: Double? = nil,
              bounds: [Double], modifiers: [InspectModifier]) {
    self.kind = kind; self.text = text; self.shape = shape; self.symbol = symbol
    self.cornerRadius = cornerRadius; self.bounds = bounds; self.modifiers = modifiers
  }
}

/// Every drawn leaf of one frame.
public struct FrameInspection: Hashable, Sendable, Codable {
  public var time: Double
  public var frame: Int
  public var nodes: [InspectNode]

  public init(time: Double, frame: Int, nodes: [InspectNode]) { self.time = time; self.frame = frame; self.nodes = nodes }

  /// One JSON Lines line with a stable key order (`time`, `frame`, `nodes`; leaf keys fixed too)
  /// and numbers rounded to 4 decimals, so golden files diff cleanly.
  public func jsonLine() -> String {
    var out = "{\"time\":\(num(time)),\"frame\":\(frame),\"nodes\":["
    out += nodes.map(nodeJSON).joined(separator: ",")
    return out + "]}"
  }

  private func nodeJSON(_ n: InspectNode) -> String {
    var f: [String] = ["\"kind\":\"\(n.kind.rawValue)\""]
    if let t = n.text { f.append("\"text\":\(str(t))") }
    if let s = n.shape { f.append("\"shape\":\(str(s))") }
    if let s = n.symbol { f.append("\"symbol\":\(str(s))") }
    if let r = n.cornerRadius { f.append("\"cornerRadius\":\(num(r))") }
    f.append("\"bounds\":[" + n.bounds.map(num).joined(separator: ",") + "]")
    let mods = n.modifiers.map { m -> String in
      var parts = ["\"name\":\(str(m.name))"]
      for key in orderedKeys(m.values) {
        let v = m.values[key] ?? []
        if v.count == 1 && key != "rgba" { parts.append("\(str(key)):\(num(v[0]))") }
        else { parts.append("\(str(key)):[" + v.map(num).joined(separator: ",") + "]") }
      }
      for (key, text) in m.strings.sorted(by: { $0.key < $1.key }) { parts.append("\(str(key)):\(str(text))") }
      return "{" + parts.joined(separator: ",") + "}"
    }
    f.append("\"modifiers\":[" + mods.joined(separator: ",") + "]")
    return "{" + f.joined(separator: ",") + "}"
  }

  private func orderedKeys(_ values: [String: [Double]]) -> [String] {
    let preferred = ["degrees", "x", "y", "value", "rgba"]
    return preferred.filter { values[$0] != nil } + values.keys.filter { !preferred.contains($0) }.sorted()
  }
}

private func num(_ v: Double) -> String {
  guard v.isFinite else { return "null" }
  let r = (v * 10_000).rounded() / 10_000
  if r == r.rounded() && abs(r) < 1e15 { return String(Int(r)) }
  var s = String(format: "%.4f", r)
  while s.hasSuffix("0") { s.removeLast() }
  return s
}

private func str(_ s: String) -> String {
  var out = "\""
  for u in s.unicodeScalars {
    switch u {
    case "\"": out += "\\\""
    case "\\": out += "\\\\"
    case "\n": out += "\\n"
    case "\r": out += "\\r"
    case "\t": out += "\\t"
    default:
      if u.value < 0x20 { out += String(format: "\\u%04x", u.value) } else { out.unicodeScalars.append(u) }
    }
  }
  return out + "\""
}
