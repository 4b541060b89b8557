import Foundation
import ViewRuntime

extension Text {
  /// SwiftUI's `Text.DateStyle` (https://developer.apple.com/documentation/swiftui/text/datestyle).
  /// The fixed styles print in en_US and UTC, as every scene date does; the live ones (`.timer`,
  /// `.relative`, `.offset`) are a text the scene's clock rewrites every second (``LiveDateText``).
  public struct DateStyle: Hashable, Sendable {
    let pattern: String
    let live: LiveDateText.Kind?
    init(pattern: String) { self.pattern = pattern; live = nil }
    init(live: LiveDateText.Kind) { pattern = ""; self.live = live }

    /// 9:41 AM.
    public static let time = DateStyle(pattern: "h:mm a")
    /// June 3, 2024.
    public static let date = DateStyle(pattern: "MMMM d, yyyy")
    /// The time since (or until) the date: `0:05`, `1:02:03`.
    public static let timer = DateStyle(live: .timer)
    /// The distance to the date in whole units: `5 sec`, `2 min`, `1 hr`.
    public static let relative = DateStyle(live: .relative)
    /// The signed distance: `+5 seconds`, `-2 minutes`.
    public static let offset = DateStyle(live: .offset)
  }

  /// `Text(_:style:)` (https://developer.apple.com/documentation/swiftui/text/init(_:style:)).
  public init(_ date: Date, style: Text.DateStyle) {
    if let kind = style.live {
      content = ""
      live = LiveDateText(kind: kind, date: date)
      return
    }
    let f = DateFormatter()
    f.locale = Locale(identifier: "en_US_POSIX")
    f.timeZone = TimeZone(identifier: "UTC")
    f.dateFormat = style.pattern
    content = f.string(from: date)
  }

  /// `Text(timerInterval:pauseTime:countsDown:showsHours:)`
  /// (https://developer.apple.com/documentation/swiftui/text/init(timerinterval:pausetime:countsdown:showshours:)):
  /// a timer over the interval, counting down by default. `pauseTime` and `showsHours: false` are not
  /// drawn differently.
  public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true) {
    content = ""
    live = LiveDateText(kind: .interval(end: timerInterval.upperBound, countsDown: countsDown), date: timerInterval.lowerBound)
  }
}
