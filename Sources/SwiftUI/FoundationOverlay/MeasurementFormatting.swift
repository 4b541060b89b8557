import Foundation

extension Measurement {
  /// `Measurement.formatted()` and `formatted(_:)` (https://developer.apple.com/documentation/foundation/measurement/formatted(_:))
  /// are missing from swift-corelibs-foundation, and iOS converts to the locale's units for each usage
  /// (5 km is "3.1 mi" on a US iPhone), which is not built: a located error instead of "no member".
  @available(*, unavailable, message: "Measurement.formatted is not built in animrender (Foundation on Linux lacks it); format the value and unit yourself, e.g. \"\\(m.value.formatted()) \\(m.unit.symbol)\"")
  public func formatted() -> String { fatalError() }
}
