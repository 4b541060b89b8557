/// An 8-bit sRGB colour (straight, not premultiplied).
public struct RGB: Hashable, Sendable {
  public var r: UInt8, g: UInt8, b: UInt8
  public init(r: UInt8, g: UInt8, b: UInt8) { self.r = r; self.g = g; self.b = b }
  init(_ r: Double, _ g: Double, _ b: Double) {
    func q(_ v: Double) -> UInt8 { UInt8(min(255, max(0, v.rounded()))) }
    self.init(r: q(r), g: q(g), b: q(b))
  }
}
