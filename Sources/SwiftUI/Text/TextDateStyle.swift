import Foundation
import ViewRuntime

extension Text {
  /// SwiftUI's `Text.DateStyle` (https://developer.apple.com/documentation/swiftui/text/datestyle).
  /// The fixed styles print in en_US and UTC, as every scene date does; the live ones (`.timer`,
  /// `.relative`, `.offset`) need the scene's clock.
  public struct DateStyle: Hashable, Sendable {
    let pattern: String
    /// 9:41 AM.
    public static let time = DateStyle(pattern: "h:mm a")
    /// June 3, 2024.
    public static let date = DateStyle(pattern: "MMMM d, yyyy")

    @available(*, unavailable, message: "animrender: live date styles (.timer, .relative, .offset) are not supported yet; use .time or .date")
    public static var timer: DateStyle { fatalError() }
    @available(*, unavailable, message: "animrender: live date styles (.timer, .relative, .offset) are not supported yet; use .time or .date")
    public static var relative: DateStyle { fatalError() }
    @available(*, unavailable, message: "animrender: live date styles (.timer, .relative, .offset) are not supported yet; use .time or .date")
    public static var offset: DateStyle { fatalError() }
  }

  /// `Text(_:style:)` (https://developer.apple.com/documentation/swiftui/text/init(_:style:)).
  public init(_ date: Date, style: Text.DateStyle) {
    let f = DateFormatter()
    f.locale = Locale(identifier: "en_US_POSIX")
    f.timeZone = TimeZone(identifier: "UTC")
    f.dateFormat = style.pattern
    content = f.string(from: date)
  }

  @available(*, unavailable, message: "animrender: Text(timerInterval:) needs the scene clock and is not supported yet")
  public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true) { fatalError() }
}
