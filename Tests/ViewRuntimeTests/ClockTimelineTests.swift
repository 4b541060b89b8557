import Foundation
import Graphics
import Testing
@testable import ViewRuntime

/// `TimelineView` schedules, `.task` lifecycles and `.onReceive` subscriptions in the runtime.
@Suite struct ClockTimelineTests {
  private func text(_ rt: SceneRuntime, at t: Double) throws -> String {
    try rt.inspect(at: t).nodes.first { $0.kind == .text }?.text ?? ""
  }

  private func runtime(_ view: some View) throws -> SceneRuntime {
    try SceneRuntime(root: view, canvasSize: CGSize(width: 200, height: 100), measurer: FixedTextMeasurer())
  }

  @Test func scheduleEntriesAreTheLatestNotAfterTheTime() {
    let periodic = TimelineSchedule.periodic(start: 0.5, interval: 2)
    #expect(periodic.entry(at: 0.2, appear: 0) == 0.2)  // before the first entry: now
    #expect(periodic.entry(at: 0.5, appear: 0) == 0.5)
    #expect(periodic.entry(at: 4.49, appear: 0) == 2.5)
    #expect(periodic.next(after: 0.2) == 0.5)
    #expect(periodic.next(after: 2.5) == 4.5)
    let limited = TimelineSchedule.animation(minimumInterval: 0.25, paused: false)
    #expect(limited.entry(at: 1.3, appear: 0.1) == 1.1)
    #expect(TimelineSchedule.animation(minimumInterval: nil, paused: false).entry(at: 1.3, appear: 0) == 1.3)
    let explicit = TimelineSchedule.explicit([1, 3])
    #expect(explicit.entry(at: 2.9, appear: 0) == 1)
    #expect(explicit.next(after: 3) == nil)
  }

  /// `.animation`: the content runs for every frame with the frame's time; counting its runs shows
  /// that a frame runs it once, and that no update is needed for it.
  @Test func anAnimationTimelineFollowsTheFrames() throws {
    final class Counter: @unchecked Sendable { var runs = 0 }
    let counter = Counter()
    let view = TimelineView(.animation(minimumInterval: nil, paused: false)) { time in
      counter.runs += 1
      return Text(String(format: "%.4f", time))
    }
    let rt = try runtime(view)
    #expect(try text(rt, at: 0.5) == "0.5000")
    #expect(try text(rt, at: 1.0 / 3) == "0.3333")  // a restart: frames may come in any order
    let before = counter.runs
    #expect(try text(rt, at: 0.75) == "0.7500")
    #expect(counter.runs == before + 1)
    #expect(try rt.isAnimating(at: 0.75))
    #expect(try rt.nextEventTime(after: 0.75) == nil)  // frame-driven: no events
  }

  /// Work follows change: frames re-run the timeline's content (and the bodies inside it), never the
  /// bodies around it.
  @Test func framesRunOnlyTheTimelinesContent() throws {
    final class Counter: @unchecked Sendable { var outer = 0, inner = 0 }
    let counter = Counter()
    let inner = StateKey("n", 0)
    let view = Component("Outer", state: StateKey("m", 0)) { _ in
      let _ = counter.outer += 1
      VStack {
        Text("static")
        TimelineView(.animation(minimumInterval: nil, paused: false)) { time in
          Component("Inner", state: inner) { _ in
            let _ = counter.inner += 1
            Text(String(format: "%.2f", time))
          }
        }
      }
    }
    let rt = try runtime(view)
    _ = try rt.inspect(at: 0)
    let (outer, innerRuns) = (counter.outer, counter.inner)
    for f in 1...10 { _ = try rt.inspect(at: Double(f) / 60) }
    #expect(counter.outer == outer)
    #expect(counter.inner == innerRuns + 10)
  }

  /// `.periodic`: entries are events, so an update shows each one (and animations in it run); frames
  /// between entries reuse the content.
  @Test func aPeriodicTimelineTicksAsEvents() throws {
    let view = TimelineView(.periodic(start: 0, interval: 1)) { time in Text("\(time)") }
    let rt = try runtime(view)
    #expect(try text(rt, at: 0) == "0.0")
    #expect(try text(rt, at: 0.999) == "0.0")
    #expect(try text(rt, at: 1) == "1.0")
    #expect(try rt.nextEventTime(after: 1) == 2)
    #expect(try text(rt, at: 7.5) == "7.0")
  }

  final class FakeTask: RuntimeTask {
    var cancelled = false, abandoned = false
    func cancel() { cancelled = true }
    func abandon() { abandoned = true }
  }

  /// `.task(id:)`: started after the view appears, restarted (old one cancelled) when the id changes,
  /// cancelled when the view goes.
  @Test func taskModifiersFollowTheViewsLifecycle() throws {
    final class Log: @unchecked Sendable { var started: [FakeTask] = [] }
    let log = Log()
    let id = StateKey("id", 0), shown = StateKey("shown", true)
    let view = Component("Tasks", state: id, shown) { s in
      VStack {
        if s[shown] {
          Text("id \(s[id])").modifier(.task(id: AnyHashable(s[id]), start: {
            let task = FakeTask()
            log.started.append(task)
            return task
          }))
        }
      }
      .onAppear {
        RuntimeClock.current?.schedule(after: 1) { _ in s[id] += 1 }
        RuntimeClock.current?.schedule(after: 2) { _ in s[shown] = false }
      }
    }
    let rt = try runtime(view)
    _ = try rt.inspect(at: 0.5)
    #expect(log.started.count == 1)
    _ = try rt.inspect(at: 1.5)
    #expect(log.started.count == 2)
    #expect(log.started[0].cancelled && !log.started[1].cancelled)
    _ = try rt.inspect(at: 2.5)
    #expect(log.started[1].cancelled)
  }

  /// `.onReceive(timer)`: ticks from the first subscription every interval while the view is shown.
  @Test func receiversTickFromTheirSubscriptionUntilTheViewGoes() throws {
    let source = PeriodicSource(interval: 0.4)
    let ticks = StateKey("ticks", ""), shown = StateKey("shown", true)
    let view = Component("Receive", state: ticks, shown) { s in
      VStack {
        Text(s[ticks])
        if s[shown] {
          Color.red.modifier(.onReceive(source, action: { fire in
            s[ticks] += String(format: "%.1f ", fire)
            if fire >= 1.1 { s[shown] = false }
          }))
        }
      }
    }
    let rt = try runtime(view)
    #expect(try text(rt, at: 3) == "0.4 0.8 1.2 ")
    #expect(source.connectedAt == 0)
  }
}
