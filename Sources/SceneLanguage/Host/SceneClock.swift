import Foundation
import ViewRuntime

/// The clock scene code reads: the runtime's while the runtime runs scene code (an event, a frame, a
/// task), else the program's own build clock (code run while the root view is built, before a runtime
/// exists; `SceneProgram.makeRootView(clock:)` binds one with the render's settings).
struct SceneClock {
  /// One per registry, so per loaded scene: default date and seed.
  let fallback: RuntimeClock

  init() { fallback = RuntimeClock(settings: ClockSettings()) }

  var current: RuntimeClock { RuntimeClock.current ?? fallback }

  /// Seconds since 1970 now.
  var date: Double { current.date }

  /// Scene seconds of a date (seconds since 1970), for scheduling.
  func sceneTime(of date: Double) -> Double { date - current.settings.epoch }
}

/// A `Date`'s payload: seconds since 1970-01-01T00:00:00Z, as Foundation's `Date` counts them.
struct SceneDate: Hashable, Comparable, CustomStringConvertible, Sendable {
  var seconds: Double

  static func < (a: SceneDate, b: SceneDate) -> Bool { a.seconds < b.seconds }

  /// `print(Date())` in Swift: `2024-01-01 09:41:00 +0000`.
  var description: String { SceneDateFormat.string(seconds, format: "yyyy-MM-dd HH:mm:ss Z") }
}

/// Date formatting as scenes see it: locale en_US (POSIX), time zone UTC, Gregorian calendar, so a
/// render is the same on every machine. (Apple's formatters follow the device's locale and zone.)
enum SceneDateFormat {
  static func string(_ seconds: Double, format: String) -> String {
    let f = DateFormatter()
    f.locale = Locale(identifier: "en_US_POSIX")
    f.timeZone = TimeZone(identifier: "UTC")
    f.calendar = calendar
    f.dateFormat = format
    return f.string(from: Date(timeIntervalSince1970: seconds))
  }

  static var calendar: Calendar {
    var c = Calendar(identifier: .gregorian)
    c.timeZone = TimeZone(identifier: "UTC") ?? c.timeZone
    c.locale = Locale(identifier: "en_US_POSIX")
    return c
  }

  /// `Date.FormatStyle`'s date part: `.numeric` 1/1/2024, `.abbreviated` Jan 1, 2024, `.long`
  /// January 1, 2024, `.complete` Monday, January 1, 2024.
  static let datePatterns = ["numeric": "M/d/yyyy", "abbreviated": "MMM d, yyyy", "long": "MMMM d, yyyy", "complete": "EEEE, MMMM d, yyyy"]
  /// The time part: `.shortened` 9:41 AM, `.standard` 9:41:00 AM, `.complete` 9:41:00 AM UTC.
  static let timePatterns = ["shortened": "h:mm a", "standard": "h:mm:ss a", "complete": "h:mm:ss a zzz"]
  /// `DateFormatter.Style`: `.short`, `.medium`, `.long`, `.full` (date; time).
  static let dateStyles = ["short": "M/d/yy", "medium": "MMM d, yyyy", "long": "MMMM d, yyyy", "full": "EEEE, MMMM d, yyyy"]
  static let timeStyles = ["short": "h:mm a", "medium": "h:mm:ss a", "long": "h:mm:ss a z", "full": "h:mm:ss a zzzz"]

  /// `Text(date, style: .timer)`: elapsed (or remaining) whole seconds as `m:ss`, or `h:mm:ss` from an hour.
  static func timer(_ seconds: Double) -> String {
    let s = Int(abs(seconds).rounded(.down))
    let (h, m, r) = (s / 3600, (s / 60) % 60, s % 60)
    return h > 0 ? String(format: "%d:%02d:%02d", h, m, r) : String(format: "%d:%02d", m, r)
  }
}
