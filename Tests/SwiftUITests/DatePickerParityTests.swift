import Foundation
@_spi(AnimRender) import SwiftUI
import XCTest

// `DatePicker` closed, in iOS's compact style: the label, then the date and the time on rounded pills
// at the trailing edge, in the scene's locale.

private let moment = Date(timeIntervalSince1970: 1_700_000_000)

private struct Event: View {
  let components: DatePickerComponents
  let hidesLabels: Bool
  @State private var starts = moment

  var body: some View {
    let picker = DatePicker("Starts", selection: $starts, displayedComponents: components)
      .datePickerStyle(.compact)
      .padding(.horizontal, 16)
    if hidesLabels { picker.labelsHidden() } else { picker }
  }
}

final class DatePickerParityTests: XCTestCase {
  private func nodes(_ components: DatePickerComponents, hidesLabels: Bool = false) throws -> [[String: Any]] {
    let line = try inspectLines(compiled: _scene(width: 360, height: 60) { Event(components: components, hidesLabels: hidesLabels) }, at: [0])[0]
    return try XCTUnwrap((try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])?["nodes"] as? [[String: Any]], line)
  }

  private func bounds(_ nodes: [[String: Any]], _ text: String) -> [Double]? {
    nodes.first { $0["text"] as? String == text }?["bounds"] as? [Double]
  }

  /// The pills' texts, leading first (the date has the year, the time a colon; the texts themselves
  /// come from Foundation's formatting in the scene's locale and the machine's time zone).
  private func pillTexts(_ nodes: [[String: Any]]) -> [(text: String, bounds: [Double])] {
    nodes.compactMap { n -> (String, [Double])? in
      guard let t = n["text"] as? String, t != "Starts", let b = n["bounds"] as? [Double] else { return nil }
      return (t, b)
    }.sorted { $0.1[0] < $1.1[0] }
  }

  func testTheLabelLeadsAndTheDateAndTimePillsTrail() throws {
    let all = try nodes([.date, .hourAndMinute])
    let texts = pillTexts(all)
    XCTAssertEqual(texts.count, 2)
    XCTAssertTrue(texts[0].text.contains("2023") && texts[1].text.contains(":"), "\(texts.map(\.text))")
    let label = try XCTUnwrap(bounds(all, "Starts")), datePill = texts[0].bounds, timePill = texts[1].bounds
    XCTAssertEqual(label[0], 16, accuracy: 0.01)
    // The time's text ends 11 points inside its pill, whose edge is the row's trailing edge (360 − 16).
    XCTAssertEqual(timePill[0] + timePill[2], 360 - 16 - 11, accuracy: 0.01)
    // Date pill, 6 points, then the time pill: the date's text ends 11 + 6 + 11 points before the time's.
    XCTAssertEqual(timePill[0] - (datePill[0] + datePill[2]), 28, accuracy: 0.01)
    // Two pills: rounded rectangles 12 points taller than their text.
    let pills = all.filter { $0["shape"] as? String == "RoundedRectangle" }
    XCTAssertEqual(pills.count, 2)
    XCTAssertEqual((pills.first?["bounds"] as? [Double])?[3] ?? 0, timePill[3] + 12, accuracy: 0.01)
  }

  func testComponentsAndHiddenLabels() throws {
    let dateOnly = pillTexts(try nodes([.date]))
    XCTAssertEqual(dateOnly.count, 1)
    XCTAssertTrue(dateOnly[0].text.contains("2023"), dateOnly[0].text)
    let hidden = try nodes([.hourAndMinute], hidesLabels: true)
    XCTAssertNil(bounds(hidden, "Starts"))
    let times = pillTexts(hidden)
    XCTAssertEqual(times.count, 1)
    XCTAssertTrue(times[0].text.contains(":"), times[0].text)
    // Without its label the pill is the whole control, centred in the row.
    let pill = times[0].bounds
    XCTAssertEqual(pill[0] + pill[2] / 2, 180, accuracy: 0.01)
  }
}
