import Foundation
import ViewRuntime

/// SwiftUI's `TimelineSchedule`: when a `TimelineView` updates
/// (https://developer.apple.com/documentation/swiftui/timelineschedule). animrender's schedules are
/// the built-in ones, given to the runtime in scene seconds; dates count from the scene's epoch.
public protocol TimelineSchedule {
  /// The schedule in scene seconds, for a scene whose time 0 is `epoch` (seconds since 1970).
  func _runtimeSchedule(epoch: Double) -> ViewRuntime.TimelineSchedule
}

/// SwiftUI's `AnimationTimelineSchedule`: an entry every frame, or every `minimumInterval` seconds.
public struct AnimationTimelineSchedule: TimelineSchedule {
  let minimumInterval: Double?
  let paused: Bool
  public init(minimumInterval: Double? = nil, paused: Bool = false) {
    self.minimumInterval = minimumInterval; self.paused = paused
  }
  public func _runtimeSchedule(epoch: Double) -> ViewRuntime.TimelineSchedule {
    .animation(minimumInterval: minimumInterval.flatMap { $0 > 0 ? $0 : nil }, paused: paused)
  }
}

/// SwiftUI's `PeriodicTimelineSchedule`: entries at `startDate + k × interval`.
public struct PeriodicTimelineSchedule: TimelineSchedule {
  let startDate: Date
  let interval: TimeInterval
  public init(from startDate: Date, by interval: TimeInterval) {
    precondition(interval > 0 && interval.isFinite, "periodic(from:by:) needs a positive interval, got \(interval)")
    self.startDate = startDate; self.interval = interval
  }
  public func _runtimeSchedule(epoch: Double) -> ViewRuntime.TimelineSchedule {
    .periodic(start: startDate.timeIntervalSince1970 - epoch, interval: interval)
  }
}

/// SwiftUI's `EveryMinuteTimelineSchedule`: entries at the start of every minute.
public struct EveryMinuteTimelineSchedule: TimelineSchedule {
  public init() {}
  public func _runtimeSchedule(epoch: Double) -> ViewRuntime.TimelineSchedule {
    .periodic(start: (epoch / 60).rounded(.down) * 60 - epoch, interval: 60)
  }
}

/// SwiftUI's `ExplicitTimelineSchedule`: entries at the given dates.
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule where Entries.Element == Date {
  let dates: Entries
  public init(_ dates: Entries) { self.dates = dates }
  public func _runtimeSchedule(epoch: Double) -> ViewRuntime.TimelineSchedule {
    .explicit(dates.map { $0.timeIntervalSince1970 - epoch }.sorted())
  }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
  public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }
  public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
    AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
  }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
  public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
    PeriodicTimelineSchedule(from: startDate, by: interval)
  }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
  public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule {
  public static func explicit<S>(_ dates: S) -> ExplicitTimelineSchedule<S> where Self == ExplicitTimelineSchedule<S>, S: Sequence, S.Element == Date {
    ExplicitTimelineSchedule(dates)
  }
}
