import Foundation

/// The US English names of calendar units the relative and duration formatters print, in the widths
/// Apple's documentation shows (see each formatter for its examples).
enum TimeUnitNames {
  enum Width { case full, short, brief, abbreviated }

  /// The units, largest first.
  static let order: [Calendar.Component] = [.year, .month, .weekOfMonth, .day, .hour, .minute, .second]

  /// `value` with its unit's name: "2 hours", "2 hr", "2hr", "2h"; with `spelledOut`, "two hours".
  static func quantity(_ value: Int, _ unit: Calendar.Component, _ width: Width, spelledOut: Bool = false) -> String {
    let number = spelledOut ? spell(value) : String(value)
    let singular = abs(value) == 1
    switch width {
    case .full: return "\(number) \(full(unit))\(singular ? "" : "s")"
    case .short: return "\(number) \(short(unit, singular: singular))"
    case .brief: return "\(number)\(short(unit, singular: singular))"
    case .abbreviated: return "\(number)\(abbreviated(unit))"
    }
  }

  static func full(_ unit: Calendar.Component) -> String {
    switch unit {
    case .year: "year"
    case .month: "month"
    case .weekOfMonth, .weekOfYear: "week"
    case .day: "day"
    case .hour: "hour"
    case .minute: "minute"
    default: "second"
    }
  }

  /// "3 yrs, 9 mths, 26 days, 19 hr, 17 sec" (DateComponentsFormatter.UnitsStyle.short).
  static func short(_ unit: Calendar.Component, singular: Bool) -> String {
    switch unit {
    case .year: singular ? "yr" : "yrs"
    case .month: singular ? "mth" : "mths"
    case .weekOfMonth, .weekOfYear: singular ? "wk" : "wks"
    case .day: singular ? "day" : "days"
    case .hour: "hr"
    case .minute: "min"
    default: "sec"
    }
  }

  /// "3y 9mo 26d 19h 17s" (DateComponentsFormatter.UnitsStyle.abbreviated).
  static func abbreviated(_ unit: Calendar.Component) -> String {
    switch unit {
    case .year: "y"
    case .month: "mo"
    case .weekOfMonth, .weekOfYear: "w"
    case .day: "d"
    case .hour: "h"
    case .minute: "m"
    default: "s"
    }
  }

  /// "forty-one", as `NumberFormatter`'s `.spellOut` style writes it in US English.
  static func spell(_ value: Int) -> String {
    let f = Foundation.NumberFormatter()
    f.locale = SceneLocale.locale
    f.numberStyle = .spellOut
    return f.string(from: NSNumber(value: value)) ?? String(value)
  }
}
