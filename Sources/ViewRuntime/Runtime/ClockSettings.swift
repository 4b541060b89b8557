import Foundation

/// What scene time means as a date, and the seed of the scene's random numbers: one value per
/// render, passed to the runtime (`--date`, `--seed`, `Scene(date:seed:)`).
public struct ClockSettings: Hashable, Sendable {
  /// The date at scene time 0, in seconds since 1970-01-01T00:00:00Z.
  public var epoch: Double
  public var seed: UInt64

  /// 2024-01-01T09:41:00Z: a fixed, documented start (the time Apple shows on its product shots),
  /// so `Date()` in a scene renders the same everywhere.
  public static let defaultEpoch = 1_704_102_060.0
  public static let defaultSeed: UInt64 = 0x5EED

  public init(epoch: Double = ClockSettings.defaultEpoch, seed: UInt64 = ClockSettings.defaultSeed) {
    self.epoch = epoch
    self.seed = seed
  }
}

extension ClockSettings {
  /// Seconds since 1970 of an ISO 8601 date: `2024-05-01T10:00:00Z`, with an offset (`+02:00`),
  /// fractional seconds, or a bare day (`2024-05-01`, midnight UTC); nil if it is none of these.
  public static func parseDate(_ text: String) -> Double? {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    for options: ISO8601DateFormatter.Options in [[.withInternetDateTime], [.withInternetDateTime, .withFractionalSeconds], [.withFullDate]] {
      let f = ISO8601DateFormatter()
      f.formatOptions = options
      f.timeZone = TimeZone(identifier: "UTC")
      if let d = f.date(from: trimmed) { return d.timeIntervalSince1970 }
    }
    return nil
  }
}
