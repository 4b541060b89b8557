/// A resolved colour as the rasterizer draws it: straight (not premultiplied) gamma-encoded sRGB, 0…1.
public struct RGBAColor: Hashable, Sendable, Codable {
  public var red: Double, green: Double, blue: Double, alpha: Double

  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
  }

  public static let clear = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)
  public static let black = RGBAColor(red: 0, green: 0, blue: 0)
  public static let white = RGBAColor(red: 1, green: 1, blue: 1)

  public func withAlphaMultiplied(by factor: Double) -> RGBAColor {
    RGBAColor(red: red, green: green, blue: blue, alpha: alpha * factor)
  }
}
