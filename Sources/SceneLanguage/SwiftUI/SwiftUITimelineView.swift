import Foundation
import ViewRuntime

/// `TimelineView(schedule) { context in … }` with `context.date` and `context.cadence`; schedules
/// `.animation`, `.animation(minimumInterval:paused:)`, `.periodic(from:by:)`, `.everyMinute`,
/// `.explicit(dates)`. Dates become scene seconds on the render's clock.
extension HostRegistry {
  mutating func registerTimelineView(_ clock: SceneClock) {
    func schedule(_ s: TimelineSchedule) -> Value { HostRegistry.host("TimelineSchedule", s) }
    let minimumInterval = Param<Double?>("minimumInterval", default: nil)
    let paused = Param<Bool>("paused", default: false)
    let from = Param<Value>("from", type: .named("Date")), by = Param<Double>("by")
    let dates = Param<Value>(nil, "dates", type: .array(.named("Date")))
    modify("TimelineSchedule") { t in
      t.addStatic("animation") { _ in schedule(.animation(minimumInterval: nil, paused: false)) }
      t.addStaticMethod("animation", .binding(minimumInterval, paused, returns: .named("TimelineSchedule")) { c in
        schedule(.animation(minimumInterval: try c[minimumInterval].flatMap { $0 > 0 ? $0 : nil }, paused: try c[paused]))
      })
      t.addStaticMethod("periodic", .binding(from, by, returns: .named("TimelineSchedule")) { c in
        guard let start = try c[from].host(SceneDate.self) else { throw HostError("periodic(from:by:) starts at a Date") }
        let interval = try c[by]
        guard interval > 0, interval.isFinite else { throw HostError("periodic(from:by:) needs a positive interval, got \(interval)") }
        return schedule(.periodic(start: clock.sceneTime(of: start.seconds), interval: interval))
      })
      // Entries at the start of every minute of the date.
      t.addStatic("everyMinute") { _ in
        let epoch = clock.current.settings.epoch
        return schedule(.periodic(start: (epoch / 60).rounded(.down) * 60 - epoch, interval: 60))
      }
      t.addStaticMethod("explicit", .binding(dates, returns: .named("TimelineSchedule")) { c in
        let times = try (try c[dates]).asArray?.map { v -> Double in
          guard let d = try c.context.resolve(v, as: .named("Date")).host(SceneDate.self) else { throw HostError("explicit(_:) takes Dates") }
          return clock.sceneTime(of: d.seconds)
        } ?? []
        return schedule(.explicit(times.sorted()))
      })
    }
    statics("TimelineView.Context.Cadence", TimelineCadenceName.all)
    modify("TimelineView.Context") { t in
      t.addProperty("date", HostProperty(type: .named("Date")) { v in
        HostRegistry.date(v.host(TimelineContextValue.self)?.date ?? clock.date)
      })
      t.addProperty("cadence", HostProperty(type: .named("TimelineView.Context.Cadence")) { v in
        HostRegistry.host("TimelineView.Context.Cadence", TimelineCadenceName(v.host(TimelineContextValue.self)?.cadence ?? .live))
      })
    }
    let scheduleParam = Param<Value>(nil, "schedule", type: .named("TimelineSchedule"))
    let content = Param<BuilderClosure>("content")
    viewType("TimelineView", [
      .binding(scheduleParam, content, returns: .named("TimelineView")) { c in
        guard let s = try c.context.resolve(try c[scheduleParam], as: .named("TimelineSchedule")).host(TimelineSchedule.self) else {
          throw HostError("TimelineView takes a schedule like .animation, .periodic(from:by:), .everyMinute or .explicit(dates)")
        }
        let interpreter = c.interpreter
        let builder = try c[content].function
        let epoch = clock.current.settings.epoch
        return HostRegistry.view(.timeline(TimelineNode(schedule: s) { time, cadence in
          try interpreter.scoped {
            let context = HostRegistry.host("TimelineView.Context", TimelineContextValue(date: epoch + time, cadence: cadence))
            let parts = try interpreter.callBuilder(builder, arguments: [context], hint: nil, position: interpreter.currentPosition, keepingBranches: true)
            return try interpreter.viewNode(.array(parts))
          }
        }), "TimelineView")
      },
    ])
  }
}

/// `TimelineView.Context`: the entry's date (seconds since 1970) and the schedule's cadence.
struct TimelineContextValue: Hashable, Sendable {
  var date: Double
  var cadence: TimelineCadence
}

/// `TimelineView.Context.Cadence` as a comparable scene value (`context.cadence == .live`,
/// `context.cadence > .seconds`).
struct TimelineCadenceName: Hashable, Comparable, Sendable, CustomStringConvertible {
  var cadence: TimelineCadence
  init(_ cadence: TimelineCadence) { self.cadence = cadence }

  static var all: [(String, TimelineCadenceName)] { [("live", .init(.live)), ("seconds", .init(.seconds)), ("minutes", .init(.minutes))] }
  private var rank: Int { cadence == .live ? 0 : cadence == .seconds ? 1 : 2 }
  static func < (a: TimelineCadenceName, b: TimelineCadenceName) -> Bool { a.rank < b.rank }
  var description: String { "." + cadence.rawValue }
}
