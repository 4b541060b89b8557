import Foundation
import ViewRuntime

/// Scripted user events for `Scene(events:)` (or mixed into `taps:`): `Tap(at: 0.5, on: "Like")`,
/// `Tap(at:x:y:)`, `LongPress(at:on:duration:)`, `Drag(on:from:to:at:duration:)` (or `by:`), and
/// `Type("hello", into: "name", at:)`. Each names one view (see `InteractionMap` in the runtime);
/// each remembers where the scene wrote it, so a target that is not on screen is a located error.
extension HostRegistry {
  mutating func registerEventsScript() {
    func event(_ c: BindingCall, _ typeName: String, _ time: Double, _ target: InteractionEvent.Target,
               _ action: InteractionEvent.Action) throws -> Value {
      guard time.isFinite, time >= 0 else { throw HostError("\(typeName)(at:) needs a time from 0 seconds, got \(time)") }
      let source = c.interpreter.source
      let where_ = source.converter.location(for: c.interpreter.currentPosition)
      let location = "\(source.fileName):\(where_.line):\(where_.column)"
      return HostRegistry.host(typeName, InteractionEvent(time: time, target: target, action: action, location: location))
    }
    let at = Param<Double>("at"), on = Param<String>("on")
    let x = Param<Double>("x"), y = Param<Double>("y")
    modify("Tap") { t in
      t.addInit(.binding(at, on, returns: .named("Tap")) { c in try event(c, "Tap", try c[at], .named(try c[on]), .tap) })
      t.addInit(.binding(at, x, y, returns: .named("Tap")) { c in try event(c, "Tap", try c[at], .point(x: try c[x], y: try c[y]), .tap) })
    }
    let duration = Param<Double?>("duration", default: nil)
    modify("LongPress") { t in
      t.addInit(.binding(at, on, duration, returns: .named("LongPress")) { c in
        try event(c, "LongPress", try c[at], .named(try c[on]), .longPress(duration: try c[duration]))
      })
      t.addInit(.binding(at, x, y, duration, returns: .named("LongPress")) { c in
        try event(c, "LongPress", try c[at], .point(x: try c[x], y: try c[y]), .longPress(duration: try c[duration]))
      })
    }
    let dragOn = Param<String?>("on", default: nil)
    let from = Param<CGPoint?>("from", default: nil), to = Param<CGPoint?>("to", default: nil)
    let by = Param<CGSize?>("by", default: nil)
    let dragDuration = Param<Double>("duration", default: 0.3)
    modify("Drag") { t in
      t.addInit(.binding(dragOn, from, to, by, at, dragDuration, returns: .named("Drag")) { c in
        let start = try c[from], end = try c[to], shift = try c[by]
        if end == nil && shift == nil { throw HostError("Drag needs where it goes: to: CGPoint(…) or by: CGSize(…)") }
        let target: InteractionEvent.Target
        if let name = try c[dragOn] { target = .named(name) }
        else if let start { target = .point(x: Double(start.x), y: Double(start.y)) }
        else { throw HostError("Drag needs a view (on: \"name\") or a start point (from: CGPoint(…))") }
        let d = try c[dragDuration]
        guard d.isFinite, d >= 0 else { throw HostError("Drag duration must be a number of seconds from 0") }
        return try event(c, "Drag", try c[at], target, .drag(from: start, to: end, by: shift, duration: d))
      })
    }
    let text = Param<String>(nil, "text"), into = Param<String>("into"), interval = Param<Double>("interval", default: 0.08)
    modify("Type") { t in
      t.addInit(.binding(text, into, at, interval, returns: .named("Type")) { c in
        try event(c, "Type", try c[at], .named(try c[into]), .type(try c[text], interval: max(0, try c[interval])))
      })
    }
  }

  /// A scene's events from `Scene(taps:)` / `Scene(events:)`: bare numbers are untargeted taps (every
  /// tap action on screen runs), the rest are scripted events.
  static func sceneEvents(_ value: Value) throws -> (taps: [Double], events: [InteractionEvent]) {
    var taps: [Double] = [], events: [InteractionEvent] = []
    for element in value.asArray ?? [] {
      if let e = element.host(InteractionEvent.self) { events.append(e) }
      else if let t = element.asDouble { taps.append(t) }
      else { throw HostError("Scene events are times (seconds) or Tap, LongPress, Drag and Type values, not '\(element.sceneType)'") }
    }
    return (taps.sorted(), events)
  }
}
