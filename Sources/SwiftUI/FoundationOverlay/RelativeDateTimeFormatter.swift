import Foundation

/// Foundation's `RelativeDateTimeFormatter`
/// (https://developer.apple.com/documentation/foundation/relativedatetimeformatter), which
/// swift-corelibs-foundation lacks: "1 hour ago", "in 2 weeks", "yesterday", "tomorrow", in US English.
/// The unit is the largest that differs, as Foundation picks it (swift-foundation's
/// `Date.RelativeFormatStyle`, https://github.com/swiftlang/swift-foundation): hours, minutes and
/// seconds round to the nearer whole unit ("day: 1, hour: 15" is 2 days), days, weeks, months and
/// years count calendar boundaries crossed (23 hours across midnight is "yesterday"). Dates are in
/// the formatter's calendar, UTC unless set, as every scene date is.
open class RelativeDateTimeFormatter: Formatter, @unchecked Sendable {
  public enum DateTimeStyle: Int, Sendable { case numeric, named }
  /// "2 months ago" (`full`), "2 mo. ago" (`short` and `abbreviated`), "two months ago" (`spellOut`).
  public enum UnitsStyle: Int, Sendable { case full, spellOut, short, abbreviated }

  open var dateTimeStyle: DateTimeStyle = .numeric
  open var unitsStyle: UnitsStyle = .full
  open var formattingContext: Formatter.Context = .unknown
  open var calendar: Calendar! = {
    var c = Calendar(identifier: .gregorian)
    c.timeZone = TimeZone(identifier: "UTC")!
    return c
  }()
  open var locale: Locale! = SceneLocale.locale

  public override init() { super.init() }
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// https://developer.apple.com/documentation/foundation/relativedatetimeformatter/localizedstring(for:relativeto:)
  open func localizedString(for date: Date, relativeTo referenceDate: Date) -> String {
    let (unit, value) = Self.largestUnit(of: date, from: referenceDate, in: calendar)
    return phrase(value, unit)
  }

  /// The interval from now (the scene's clock).
  open func localizedString(fromTimeInterval timeInterval: TimeInterval) -> String {
    let now = Date()
    return localizedString(for: now.addingTimeInterval(timeInterval), relativeTo: now)
  }

  /// The largest non-zero unit of the components, negative in the past: `DateComponents(day: -2)` is
  /// "2 days ago" (https://developer.apple.com/documentation/foundation/relativedatetimeformatter/localizedstring(from:)).
  open func localizedString(from dateComponents: DateComponents) -> String {
    for unit in TimeUnitNames.order {
      if let v = dateComponents.value(for: unit), v != 0, v != NSDateComponentUndefined { return phrase(v, unit) }
    }
    return phrase(0, .second)
  }

  open override func string(for obj: Any?) -> String? {
    (obj as? Date).map { localizedString(for: $0, relativeTo: Date()) }
  }

  /// The phrase for `value` units from now, as CLDR's US English data writes it.
  func phrase(_ value: Int, _ unit: Calendar.Component) -> String {
    if dateTimeStyle == .named, let named = Self.named(value, unit, short: unitsStyle == .short || unitsStyle == .abbreviated) {
      return named
    }
    let n = abs(value)
    let quantity: String
    switch unitsStyle {
    case .full: quantity = TimeUnitNames.quantity(n, unit, .full)
    case .spellOut: quantity = TimeUnitNames.quantity(n, unit, .full, spelledOut: true)
    case .short, .abbreviated: quantity = "\(n) \(Self.shortName(unit, singular: n == 1))"
    }
    return value < 0 ? "\(quantity) ago" : "in \(quantity)"
  }

  /// "sec.", "min.", "hr.", "day(s)", "wk.", "mo.", "yr.": "2 mo. ago" (UnitsStyle.short).
  static func shortName(_ unit: Calendar.Component, singular: Bool) -> String {
    switch unit {
    case .year: "yr."
    case .month: "mo."
    case .weekOfMonth, .weekOfYear: "wk."
    case .day: singular ? "day" : "days"
    case .hour: "hr."
    case .minute: "min."
    default: "sec."
    }
  }

  /// The named phrases: "now", "yesterday", "tomorrow", "last week", "next month", "this year"…;
  /// nil where US English has none (an hour ago is "1 hour ago").
  static func named(_ value: Int, _ unit: Calendar.Component, short: Bool) -> String? {
    switch (unit, value) {
    case (.second, 0): return "now"
    case (.minute, 0): return "this minute"
    case (.hour, 0): return "this hour"
    case (.day, -1): return "yesterday"
    case (.day, 0): return "today"
    case (.day, 1): return "tomorrow"
    case (.weekOfMonth, -1...1), (.month, -1...1), (.year, -1...1):
      let name = short ? shortName(unit, singular: true) : TimeUnitNames.full(unit)
      return "\(value < 0 ? "last" : value == 0 ? "this" : "next") \(name)"
    default: return nil
    }
  }

  /// The unit and signed count between the dates: see the type's description.
  static func largestUnit(of date: Date, from reference: Date, in calendar: Calendar) -> (Calendar.Component, Int) {
    let units = Set(TimeUnitNames.order)
    // Whole seconds: more than half a second counts as one.
    var target = date
    let nanos = calendar.dateComponents([.nanosecond], from: reference, to: date).nanosecond ?? 0
    if abs(nanos) > 500_000_000 { target = calendar.date(byAdding: .second, value: nanos > 0 ? 1 : -1, to: date) ?? date }
    let parts = calendar.dateComponents(units, from: reference, to: target)
    let nonZero = TimeUnitNames.order.compactMap { u in parts.value(for: u).flatMap { $0 == 0 ? nil : (u, $0) } }
    guard let (unit, value) = nonZero.first else { return (.second, 0) }
    if unit == .hour || unit == .minute || unit == .second {
      // Round by the next unit: "hour: 1, minute: 30" is 2 hours.
      guard nonZero.count > 1, let range = calendar.range(of: nonZero[1].0, in: unit, for: target),
            abs(nonZero[1].1) * 2 >= range.count else { return (unit, value) }
      return (unit, value + (nonZero[1].1 > 0 ? 1 : -1))
    }
    // Count boundaries: measure from the start (or end) of the reference's day, week, month or year.
    var start = reference, length: TimeInterval = 0
    guard calendar.dateInterval(of: unit, start: &start, interval: &length, for: reference) else { return (unit, value) }
    let from = reference < target ? start : start.addingTimeInterval(length - 1)
    let aligned = calendar.dateComponents(units, from: from, to: target)
    return TimeUnitNames.order.lazy.compactMap { u in aligned.value(for: u).flatMap { $0 == 0 ? nil : (u, $0) } }.first ?? (unit, value)
  }
}
