import Foundation

/// `Date.formatted` (https://developer.apple.com/documentation/foundation/date/formatted()) in
/// `en_US` (see ``SceneLocale``), with Foundation's signatures so they shadow its own in scene code.
extension Date {
  /// `1/1/2024, 9:41 AM`.
  public func formatted() -> String { formatted(date: .numeric, time: .shortened) }

  public func formatted(date: Date.FormatStyle.DateStyle, time: Date.FormatStyle.TimeStyle) -> String {
    SceneLocale.plainSpaces(Date.FormatStyle(date: date, time: time, locale: SceneLocale.locale, timeZone: .current).format(self))
  }

  // `Foundation.FormatStyle`: inside `Date`, `FormatStyle` is `Date.FormatStyle`.
  public func formatted<F: Foundation.FormatStyle>(_ format: F) -> F.FormatOutput where F.FormatInput == Date {
    SceneLocale.format(self, format)
  }
}
