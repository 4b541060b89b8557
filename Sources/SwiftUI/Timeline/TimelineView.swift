import Foundation
import ViewRuntime

/// SwiftUI's `TimelineView`: content rebuilt at each entry of `schedule`, with the entry's date
/// (https://developer.apple.com/documentation/swiftui/timelineview). Dates are the scene's clock:
/// scene time 0 is the render's epoch, as the interpreter counts them.
public struct TimelineView<Schedule: TimelineSchedule, Content> {
  let schedule: Schedule
  let content: (TimelineViewDefaultContext) -> Content

  /// SwiftUI's `TimelineView.Context`: the entry's date and how often entries come.
  public struct Context {
    public enum Cadence: Comparable, Sendable { case live, seconds, minutes }
    public let date: Date
    public let cadence: Cadence
    /// Entries already follow the schedule; nothing to invalidate.
    public func invalidateTimelineContent() {}
  }
}

public typealias TimelineViewDefaultContext = TimelineView<EveryMinuteTimelineSchedule, Never>.Context

extension TimelineView: View, _PrimitiveView where Content: View {
  public typealias Body = Never

  public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) {
    self.schedule = schedule
    self.content = content
  }

  public var _node: ViewNode {
    let clock = _SceneDates(), epoch = clock.epoch
    let content = self.content
    return .timeline(TimelineNode(schedule: schedule._runtimeSchedule(clock: clock)) { time, cadence in
      _onRenderThread {
        _makeNode(content(TimelineViewDefaultContext(date: Date(timeIntervalSince1970: epoch + time),
                                                     cadence: TimelineViewDefaultContext.Cadence(cadence))))
      }
    })
  }
}

extension TimelineView.Context.Cadence {
  init(_ cadence: TimelineCadence) {
    switch cadence {
    case .live: self = .live
    case .seconds: self = .seconds
    case .minutes: self = .minutes
    }
  }

}
