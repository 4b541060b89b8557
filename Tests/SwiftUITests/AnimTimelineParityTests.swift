@_spi(AnimRender) import SwiftUI
import XCTest

// `TimelineView` schedules with `context.date` (https://developer.apple.com/documentation/swiftui/timelineview).

private struct Ticker: View {
  var body: some View {
    VStack {
      TimelineView(.animation(minimumInterval: 0.5)) { context in
        Text("a \(Int(context.date.timeIntervalSince1970 * 10) % 1000)")
      }
      TimelineView(.periodic(from: Date(timeIntervalSince1970: 1_704_102_060.25), by: 0.3)) { context in
        Text("p \(Int(context.date.timeIntervalSince1970 * 100) % 10000)")
      }
      TimelineView(.explicit([Date(timeIntervalSince1970: 1_704_102_060.4), Date(timeIntervalSince1970: 1_704_102_061)])) { context in
        Text("e \(Int(context.date.timeIntervalSince1970 * 10) % 1000)")
      }
      TimelineView(.periodic(from: .now, by: 0.5)) { context in
        Text("n \(Int(context.date.timeIntervalSince1970 * 10) % 1000)")
      }
      TimelineView(.everyMinute) { context in
        Text(context.cadence == .minutes ? "minutes" : "other")
      }
      TimelineView(.animation) { context in
        Color.red.frame(width: 10, height: 10)
          .offset(x: (context.date.timeIntervalSince1970 - 1_704_102_060) * 20)
      }
    }
  }
}

final class AnimTimelineParityTests: XCTestCase {
  /// Every schedule kind: entries follow the scene clock (epoch 2024-01-01T09:41:00Z at time 0).
  func testTimelineSchedules() throws {
    let scene = _scene(width: 200, height: 200) { Ticker() }
    let line = try inspectLines(compiled: scene, at: [1.1])[0]
    XCTAssertTrue(line.contains("minutes"), line)
    XCTAssertTrue(line.contains("\"e 610\""), line)
    // `.periodic(from: .now, by: 0.5)` counts from the scene's now (time 0), not the machine's: entry 1.0.
    XCTAssertTrue(line.contains("\"n 610\""), line)
    try assertMatchesRecording(scene, at: [0, 0.3, 0.5, 0.6, 1.1, 1.6])
  }
}
