import Foundation
@_spi(AnimRender) import SwiftUI
import XCTest

/// The formatters the module adds where swift-corelibs-foundation has none, against the strings
/// Apple's documentation shows for US English (cited in each formatter's declaration).
final class FoundationFormatterTests: XCTestCase {
  /// 2023-11-14 22:13:20 UTC, a Tuesday.
  private let now = Date(timeIntervalSince1970: 1_700_000_000)

  func testRelativeDateTimeFormatterMatchesAppleExamples() {
    let f = SwiftUI.RelativeDateTimeFormatter()
    XCTAssertEqual(f.localizedString(for: now.addingTimeInterval(-3600), relativeTo: now), "1 hour ago")
    XCTAssertEqual(f.localizedString(for: now.addingTimeInterval(14 * 86400), relativeTo: now), "in 2 weeks")
    XCTAssertEqual(f.localizedString(from: DateComponents(day: -2)), "2 days ago")
    // 1 h 30 min rounds up to 2 hours; 1 h 29 min stays 1 hour.
    XCTAssertEqual(f.localizedString(for: now.addingTimeInterval(-5400), relativeTo: now), "2 hours ago")
    XCTAssertEqual(f.localizedString(for: now.addingTimeInterval(-5340), relativeTo: now), "1 hour ago")
    f.dateTimeStyle = .named
    XCTAssertEqual(f.localizedString(for: now.addingTimeInterval(-86400), relativeTo: now), "yesterday")
    XCTAssertEqual(f.localizedString(for: now.addingTimeInterval(86400), relativeTo: now), "tomorrow")
    XCTAssertEqual(f.localizedString(for: now, relativeTo: now), "now")
    XCTAssertEqual(f.localizedString(from: DateComponents(weekOfMonth: -1)), "last week")
    // 30 hours later (1 day 6 hours) is Thursday 04:13: two calendar days away, not "tomorrow".
    XCTAssertEqual(f.localizedString(for: now.addingTimeInterval(30 * 3600), relativeTo: now), "in 2 days")
    f.dateTimeStyle = .numeric
    f.unitsStyle = .short
    XCTAssertEqual(f.localizedString(from: DateComponents(month: -2)), "2 mo. ago")
    f.unitsStyle = .abbreviated
    XCTAssertEqual(f.localizedString(from: DateComponents(weekOfMonth: -2)), "2 wk. ago")
    f.unitsStyle = .spellOut
    XCTAssertEqual(f.localizedString(from: DateComponents(month: -2)), "two months ago")
  }

  func testListFormatterJoinsWithTheSerialComma() {
    XCTAssertEqual(SwiftUI.ListFormatter.localizedString(byJoining: ["Apple"]), "Apple")
    XCTAssertEqual(SwiftUI.ListFormatter.localizedString(byJoining: ["Apple", "Banana"]), "Apple and Banana")
    XCTAssertEqual(SwiftUI.ListFormatter().string(from: ["Apple", "Banana", "Cherry"]), "Apple, Banana, and Cherry")
  }

  /// Apple's table for 9 hours, 41 minutes and 30 seconds (its positional entry reads "9:31:30", a
  /// slip for 9:41:30).
  func testDateComponentsFormatterMatchesAppleTable() {
    func string(_ style: SwiftUI.DateComponentsFormatter.UnitsStyle) -> String? {
      let f = SwiftUI.DateComponentsFormatter()
      f.unitsStyle = style
      f.allowedUnits = [.hour, .minute, .second]
      return f.string(from: 9 * 3600 + 41 * 60 + 30)
    }
    XCTAssertEqual(string(.positional), "9:41:30")
    XCTAssertEqual(string(.abbreviated), "9h 41m 30s")
    XCTAssertEqual(string(.brief), "9hr 41min 30sec")
    XCTAssertEqual(string(.short), "9 hr, 41 min, 30 sec")
    XCTAssertEqual(string(.full), "9 hours, 41 minutes, 30 seconds")
    XCTAssertEqual(string(.spellOut), "nine hours, forty-one minutes, thirty seconds")
    let f = SwiftUI.DateComponentsFormatter()
    f.allowedUnits = [.hour, .minute, .second]
    XCTAssertEqual(f.string(from: 70 * 60), "1:10:00")  // "one hour and ten minutes … 1:10:00"
    f.allowedUnits = [.minute, .second]
    XCTAssertEqual(f.string(from: 5), "0:05")
    f.zeroFormattingBehavior = .pad
    XCTAssertEqual(f.string(from: 65), "01:05")
    f.unitsStyle = .full
    f.zeroFormattingBehavior = .default
    XCTAssertEqual(f.string(from: 120), "2 minutes")
    f.unitsStyle = .abbreviated
    f.allowedUnits = [.year, .month, .day, .hour, .minute, .second]
    XCTAssertEqual(f.string(from: DateComponents(year: 3, month: 9, day: 26, hour: 19, second: 17)), "3y 9mo 26d 19h 17s")
  }
}
