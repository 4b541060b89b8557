import Foundation

/// SwiftUI's `TimelineSchedule`s in scene seconds (the scene language converts dates).
public enum TimelineSchedule: Hashable, Sendable {
  /// `.animation(minimumInterval:paused:)`: an entry for every frame (or every `minimumInterval`
  /// seconds from the view's appearance); paused, the date of the update that paused it.
  case animation(minimumInterval: Double?, paused: Bool)
  /// `.periodic(from:by:)` and `.everyMinute`: entries at `start + k × interval`.
  case periodic(start: Double, interval: Double)
  /// `.explicit(dates)`: entries at the given times (sorted).
  case explicit([Double])

  /// Whether the entries follow the frames (content re-evaluated when a frame is drawn) rather than
  /// events (content re-evaluated by an update at each entry, so animations in it run).
  var followsFrames: Bool {
    if case .animation(_, let paused) = self { return !paused }
    return false
  }

  /// The entry shown at time `t` by a view that appeared at `appear`: the latest entry not after
  /// `t`; before the first entry, `t` itself (SwiftUI shows the view at once).
  func entry(at t: Double, appear: Double) -> Double {
    switch self {
    case .animation(let minimum, _):
      guard let m = minimum, m > 0, m.isFinite else { return t }
      return appear + ((t - appear) / m).rounded(.down) * m
    case .periodic(let start, let interval):
      guard t >= start, interval > 0 else { return t }
      return start + ((t - start) / interval).rounded(.down) * interval
    case .explicit(let times):
      return times.last(where: { $0 <= t }) ?? t
    }
  }

  /// The first entry after `t` that an update must show (nil for frame-driven and finished schedules).
  func next(after t: Double) -> Double? {
    switch self {
    case .animation: return nil
    case .periodic(let start, let interval):
      guard interval > 0 else { return nil }
      if t < start { return start }
      return start + (((t - start) / interval).rounded(.down) + 1) * interval
    case .explicit(let times):
      return times.first(where: { $0 > t })
    }
  }

  /// SwiftUI's `TimelineView.Context.Cadence`: how often the entries come.
  public var cadence: TimelineCadence {
    switch self {
    case .animation: return .live
    case .periodic(_, let interval): return interval < 1 ? .live : interval < 60 ? .seconds : .minutes
    case .explicit: return .seconds
    }
  }
}

public enum TimelineCadence: String, Hashable, Sendable { case live, seconds, minutes }

/// `TimelineView(schedule) { context in … }` as a value: the content for an entry (its time in scene
/// seconds and the schedule's cadence).
public struct TimelineNode {
  public var schedule: TimelineSchedule
  public var content: (_ time: Double, _ cadence: TimelineCadence) throws -> ViewNode

  public init(schedule: TimelineSchedule, content: @escaping (Double, TimelineCadence) throws -> ViewNode) {
    self.schedule = schedule
    self.content = content
  }
}

/// A source of periodic ticks: `Timer.publish(every:on:in:).autoconnect()` as the runtime sees it.
/// A class: `.onReceive` views share one by identity, and `upstream.connect().cancel()` stops it.
public final class PeriodicSource {
  public let interval: Double
  /// When it started ticking: the first subscription for an autoconnected publisher.
  public var connectedAt: Double?
  public var isCancelled = false

  public init(interval: Double) { self.interval = interval }
}

/// SwiftUI's `TimelineView`, for views built in Swift.
public struct TimelineView: PrimitiveView {
  public let _node: ViewNode

  public init(_ schedule: TimelineSchedule, @ViewBuilder content: @escaping (Double) -> some View) {
    _node = .timeline(TimelineNode(schedule: schedule) { time, _ in content(time)._node })
  }
}
