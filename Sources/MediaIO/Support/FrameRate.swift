import CFFmpeg

/// Frames per second as a rational number, so NTSC rates (30000/1001) stay exact.
///
/// Sinks validate it when they open (`MediaError.invalidSetting` for 0, negative or over 1000 fps).
public struct FrameRate: Hashable, Sendable, CustomStringConvertible {
  public let numerator: Int
  public let denominator: Int

  /// Whole frames per second.
  public init(_ fps: Int) {
    self.init(numerator: fps, denominator: 1)
  }

  public init(numerator: Int, denominator: Int) {
    self.numerator = numerator
    self.denominator = denominator
  }

  public var framesPerSecond: Double { Double(numerator) / Double(denominator) }

  /// Seconds at which frame `index` starts.
  public func time(ofFrame index: Int) -> Double { Double(index) * Double(denominator) / Double(numerator) }

  public var description: String { denominator == 1 ? "\(numerator) fps" : "\(numerator)/\(denominator) fps" }

  func validate() throws {
    guard numerator > 0, denominator > 0, numerator < Int(Int32.max), denominator < Int(Int32.max),
      numerator <= 1000 * denominator
    else { throw MediaError.invalidSetting("frame rate \(numerator)/\(denominator) must be above 0 and at most 1000 fps") }
  }

  var rational: AVRational { AVRational(num: Int32(numerator), den: Int32(denominator)) }
  var timeBase: AVRational { AVRational(num: Int32(denominator), den: Int32(numerator)) }
}
