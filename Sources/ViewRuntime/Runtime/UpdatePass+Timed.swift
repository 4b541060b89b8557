import Foundation

/// The update side of timed scene code: `.task` views, `.onReceive` subscriptions, timeline views.
extension UpdatePass {
  /// A `.task` view: started after this update if it just appeared or its id changed (the old task
  /// cancelled first, as SwiftUI does); the running task is kept by path until the view vanishes.
  func task(at path: ViewIdentity, id: AnyHashable?, start: @escaping () throws -> any RuntimeTask) {
    let timed = state.timed
    if let existing = timed.tasks[path], existing.id == id { return }
    let old = timed.tasks[path]?.task
    timed.tasks[path] = (id, nil)
    lifecycleActions.append {
      old?.cancel()
      let task = try start()
      // The view may have vanished (or restarted its task) before this action ran.
      if let entry = timed.tasks[path], entry.id == id, entry.task == nil { timed.tasks[path] = (id, task) } else { task.cancel() }
    }
  }

  /// `.onReceive(publisher)`: the first time the view is seen with this publisher it subscribes (an
  /// autoconnected publisher starts ticking then); each tick runs the action of the latest update.
  func receive(at path: ViewIdentity, from source: PeriodicSource, _ action: @escaping (Double) throws -> Void) {
    let timed = state.timed
    if var r = timed.receivers[path], r.source === source {
      r.action = action
      timed.receivers[path] = r
      return
    }
    if let old = timed.receivers[path] { timed.timers.cancel(old.timer) }
    let start = source.connectedAt ?? time
    if source.connectedAt == nil { source.connectedAt = time }
    let interval = max(source.interval, 1e-3)  // Timer tolerates no faster ticks than this either
    let first = start + (((time - start) / interval).rounded(.down) + 1) * interval
    let id = timed.timers.schedule(at: first, every: interval) { [unowned timed] fire in
      guard let r = timed.receivers[path], r.source === source else { return }
      if source.isCancelled {
        timed.timers.cancel(r.timer)
        return
      }
      try r.action(fire)
      if source.isCancelled { timed.timers.cancel(r.timer) }  // cancelled by this tick: no more events
    }
    timed.receivers[path] = TimedState.Receiver(source: source, action: action, timer: id)
  }

  /// A timeline view's content for the entry due now: run again when the entry changed (or its
  /// parent produced it anew); the next entry of an event-driven schedule is scheduled as a tick that
  /// updates the tree, so animations in the content run as in SwiftUI.
  func timelineContent(of timeline: TimelineNode, context: inout ResolveContext) throws -> ViewNode {
    let path = context.identity
    marks.note(path, in: context.scope)
    recorder?.uncacheable = true  // a frame may show another entry (see PresentPass.timelineContent)
    let timed = state.timed
    let st = timed.timelines[path] ?? TimelineState(schedule: timeline.schedule, appear: time)
    timed.timelines[path] = st
    if st.schedule != timeline.schedule {
      st.schedule = timeline.schedule
      st.entry = nil
      if let tick = st.tick { timed.timers.cancel(tick) }
      st.tick = nil
      st.tickTime = nil
    }
    let entry = st.schedule.entry(at: time, appear: st.appear)
    st.frameEntry = nil  // state may have changed: frames evaluate their content again
    if case .animation = st.schedule { context.isDriven = true }
    if context.fresh || st.entry != entry || st.node == nil {
      st.node = try timeline.content(entry, st.schedule.cadence)
      st.entry = entry
      context.fresh = true
    }
    if let next = st.schedule.next(after: time), st.tickTime != next {
      if let tick = st.tick { timed.timers.cancel(tick) }
      st.tick = timed.timers.schedule(at: next) { _ in }  // the update after the (empty) action shows it
      st.tickTime = next
    }
    return st.node ?? .empty
  }
}

extension PresentPass {
  /// A frame reads the entry the last update showed, except for a frame-driven schedule, whose content
  /// runs for the frame's own entry (with the frame's random numbers).
  func timelineContent(of timeline: TimelineNode, context: inout ResolveContext) throws -> ViewNode {
    let path = context.identity
    guard let st = state.timed.timelines[path] else {
      context.fresh = true
      return try timeline.content(timeline.schedule.entry(at: t, appear: 0), timeline.schedule.cadence)
    }
    if case .animation = st.schedule { context.isDriven = true }
    guard st.schedule.followsFrames, st.schedule == timeline.schedule else { return st.node ?? .empty }
    recorder?.uncacheable = true  // content for each frame's own entry
    let entry = st.schedule.entry(at: t, appear: st.appear)
    if st.frameEntry != entry || st.frameNode == nil {
      st.frameNode = try timeline.content(entry, st.schedule.cadence)
      st.frameEntry = entry
    }
    context.fresh = true  // components inside take their bodies from this content, not an update's
    return st.frameNode ?? .empty
  }
}
