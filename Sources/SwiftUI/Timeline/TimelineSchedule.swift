import Foundation
import ViewRuntime

/// SwiftUI's `TimelineSchedule`: when a `TimelineView` updates
/// (https://developer.apple.com/documentation/swiftui/timelineschedule). animrender's schedules are
/// the built-in ones, given to the runtime in scene seconds.
public protocol TimelineSchedule {
  /// The schedule in scene seconds, on the scene's clock.
  func _runtimeSchedule(clock: _SceneDates) -> ViewRuntime.TimelineSchedule
}

/// Dates as scene seconds. A compiled scene's `Date()` and `.now` read the machine's clock, where the
/// interpreter's read the scene's (epoch + scene time): a date within a day of the machine's now is
/// taken as made from it (`.periodic(from: .now, by: 0.5)`), and placed at the same distance from the
/// scene's now, to the hundredth of a second (the body that read `.now` may have run a few milliseconds
/// before this, on a busy machine); other dates count from the epoch. In the worker process `Date()`
/// follows the scene clock, so there the distance is exact.
public struct _SceneDates {
  /// The date at scene time 0, in seconds since 1970.
  public let epoch: Double
  /// The scene time of the update being evaluated.
  let now: Double
  let machineNow: Double

  init() {
    let clock = RuntimeClock.current
    epoch = clock?.settings.epoch ?? ClockSettings.defaultEpoch
    now = clock?.now ?? 0
    machineNow = Date().timeIntervalSince1970
  }

  func sceneTime(of date: Date) -> Double {
    let fromMachineNow = date.timeIntervalSince1970 - machineNow
    guard abs(fromMachineNow) < 86_400 else { return date.timeIntervalSince1970 - epoch }
    return now + (fromMachineNow * 100).rounded() / 100
  }
}

/// SwiftUI's `AnimationTimelineSchedule`: an entry every frame, or every `minimumInterval` seconds.
public struct AnimationTimelineSchedule: TimelineSchedule {
  let minimumInterval: Double?
  let paused: Bool
  public init(minimumInterval: Double? = nil, paused: Bool = false) {
    self.minimumInterval = minimumInterval; self.paused = paused
  }
  public func _runtimeSchedule(clock: _SceneDates) -> ViewRuntime.TimelineSchedule {
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
  public func _runtimeSchedule(clock: _SceneDates) -> ViewRuntime.TimelineSchedule {
    .periodic(start: clock.sceneTime(of: startDate), interval: interval)
  }
}

/// SwiftUI's `EveryMinuteTimelineSchedule`: entries at the start of every minute.
public struct EveryMinuteTimelineSchedule: TimelineSchedule {
  public init() {}
  public func _runtimeSchedule(clock: _SceneDates) -> ViewRuntime.TimelineSchedule {
    .periodic(start: (clock.epoch / 60).rounded(.down) * 60 - clock.epoch, interval: 60)
  }
}

/// SwiftUI's `ExplicitTimelineSchedule`: entries at the given dates.
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule where Entries.Element == Date {
  let dates: Entries
  public init(_ dates: Entries) { self.dates = dates }
  public func _runtimeSchedule(clock: _SceneDates) -> ViewRuntime.TimelineSchedule {
    .explicit(dates.map { clock.sceneTime(of: $0) }.sorted())
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
