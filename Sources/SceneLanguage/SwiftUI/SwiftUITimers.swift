import Foundation
import ViewRuntime

/// `Timer.scheduledTimer`, `Timer.publish(…).autoconnect()` with `.onReceive`, and `DispatchQueue`'s
/// `async`/`asyncAfter`: callbacks at exact scene times, as runtime events (see `RuntimeClock`).
extension HostRegistry {
  mutating func registerTimers(_ clock: SceneClock) {
    let interval = Param<Double>("withTimeInterval"), repeats = Param<Bool>("repeats")
    let block = Param<SceneClosure>("block")
    let every = Param<Double>("every")
    let runLoop = Param<Value?>("on", type: .named("RunLoop"), default: nil)
    let mode = Param<Value?>("in", type: .named("RunLoop.Mode"), default: nil)
    let tolerance = Param<Double?>("tolerance", default: nil)
    modify("Timer") { t in
      // `Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { timer in … }`: the block gets the
      // timer, so it can `invalidate()` itself.
      t.addStaticMethod("scheduledTimer", .binding(interval, repeats, block, returns: .named("Timer")) { c in
        let interpreter = c.interpreter
        let run = try c[block].function
        let seconds = max(1e-3, try c[interval]), repeating = try c[repeats]
        let box = SceneTimer(clock: clock.current)
        let value = HostRegistry.host("Timer", box)
        box.id = clock.current.schedule(after: seconds, every: repeating ? seconds : nil) { _ in
          guard box.isValid else { return }
          if !repeating { box.isValid = false }
          _ = try interpreter.runtimeCall(run, HostRegistry.closureArity(run) > 0 ? [value] : [])
        }
        return value
      })
      t.addStaticMethod("scheduledTimer", .binding(Param<Double>("timeInterval"), Param<Value>("target"), Param<Value>("selector"),
                                                   Param<Value?>("userInfo", default: nil), repeats) { _ in
        throw HostError("Timer.scheduledTimer(timeInterval:target:selector:…) needs Objective-C selectors, which scenes cannot have; use scheduledTimer(withTimeInterval:repeats:block:)")
      })
      t.addMethod("invalidate", .binding(returns: .void) { c in
        c.receiver?.host(SceneTimer.self)?.invalidate()
        return .void
      })
      t.addMethod("fire", .binding(returns: .void) { _ in .void })
      t.addProperty("isValid", HostProperty(type: .bool) { v in .bool(v.host(SceneTimer.self)?.isValid ?? false) })
      t.addProperty("timeInterval", HostProperty(type: .double) { _ in .double(0) })
      // `Timer.publish(every: 1, on: .main, in: .common)`: a connectable publisher of dates.
      t.addStaticMethod("publish", .binding(every, tolerance, runLoop, mode, returns: .named("Timer.TimerPublisher")) { c in
        HostRegistry.host("Timer.TimerPublisher", TimerPublisher(source: PeriodicSource(interval: max(1e-3, try c[every]))))
      })
    }
    statics("RunLoop", [("main", StyleName("main")), ("current", StyleName("main"))])
    statics("RunLoop.Mode", [("common", StyleName("common")), ("default", StyleName("default"))])
    modify("Timer.TimerPublisher") { t in
      t.addMethod("autoconnect", .binding(returns: .named("Timer.TimerPublisher")) { c in
        guard let p = c.receiver?.host(TimerPublisher.self) else { throw HostError("autoconnect() needs a Timer.publish publisher") }
        return HostRegistry.host("Timer.TimerPublisher", p)
      })
      // Connecting starts the ticks now (an autoconnected publisher starts at its first subscriber).
      t.addMethod("connect", .binding(returns: .named("Cancellable")) { c in
        guard let p = c.receiver?.host(TimerPublisher.self) else { throw HostError("connect() needs a Timer.publish publisher") }
        if p.source.connectedAt == nil, !clock.current.isFrame, RuntimeClock.current != nil { p.source.connectedAt = clock.current.now }
        return HostRegistry.host("Cancellable", p)
      })
      t.addProperty("upstream", HostProperty(type: .named("Timer.TimerPublisher")) { v in v })
    }
    modify("Cancellable") { t in
      t.addMethod("cancel", .binding(returns: .void) { c in
        c.receiver?.host(TimerPublisher.self)?.source.isCancelled = true
        return .void
      })
    }
    let publisher = Param<Value>(nil, "publisher"), perform = Param<SceneClosure>("perform")
    modifier("onReceive", publisher, perform) { c, v in
      guard let p = try c[publisher].host(TimerPublisher.self) else {
        throw HostError("onReceive(_:perform:) takes a Timer.publish(every:on:in:) publisher here; other publishers (notifications, network) do not exist in a scene")
      }
      let interpreter = c.interpreter
      let run = try c[perform].function
      let takesDate = HostRegistry.closureArity(run) > 0
      return v.modifier(.onReceive(p.source, action: { fire in
        _ = try interpreter.runtimeCall(run, takesDate ? [HostRegistry.date(clock.current.settings.epoch + fire)] : [])
      }))
    }
    registerDispatch(clock)
  }

  private mutating func registerDispatch(_ clock: SceneClock) {
    let work = Param<SceneClosure>("execute")
    let deadline = Param<Value>("deadline", type: .named("DispatchTime"))
    let wallDeadline = Param<Value>("wallDeadline", type: .named("DispatchTime"))
    func schedule(_ c: BindingCall, at time: Double?) throws -> Value {
      let interpreter = c.interpreter
      let run = try c[work].function
      let now = clock.current.now
      clock.current.schedule(after: (time ?? now) - now) { _ in _ = try interpreter.runtimeCall(run, []) }
      return .void
    }
    func time(_ v: Value) throws -> Double {
      guard let t = v.host(DispatchTimeValue.self) else { throw HostError("expected a DispatchTime like .now() + 0.5, got \(v.sceneType)") }
      return t.seconds
    }
    modify("DispatchQueue") { t in
      t.addStatic("main") { _ in HostRegistry.host("DispatchQueue", StyleName("main")) }
      t.addStaticMethod("global", .binding(Param<Value?>("qos", default: nil), returns: .named("DispatchQueue")) { _ in
        HostRegistry.host("DispatchQueue", StyleName("main"))  // one thread of scene code: the main queue
      })
      // `async` runs after the current event's update, at the same scene time.
      t.addMethod("async", .binding(work, returns: .void) { c in try schedule(c, at: nil) })
      t.addMethod("asyncAfter", .binding(deadline, work, returns: .void) { c in try schedule(c, at: try time(try c[deadline])) })
      t.addMethod("asyncAfter", .binding(wallDeadline, work, returns: .void) { c in try schedule(c, at: try time(try c[wallDeadline])) })
    }
    let amount = Param<Double>(nil, "amount")
    let intervals: [(String, Double)] = [("seconds", 1), ("milliseconds", 1e-3), ("microseconds", 1e-6), ("nanoseconds", 1e-9)]
    for type in ["DispatchTimeInterval", "DispatchTime"] {
      modify(type) { t in
        for (name, scale) in intervals {
          // On `DispatchTime` too: `.now() + .seconds(1)` resolves the right operand against the left's type.
          t.addStaticMethod(name, .binding(amount, returns: .named("DispatchTimeInterval")) { c in
            HostRegistry.host("DispatchTimeInterval", DispatchTimeValue(seconds: (try c[amount]) * scale))
          })
        }
      }
    }
    modify("DispatchTime") { t in
      t.addStaticMethod("now", .binding(returns: .named("DispatchTime")) { _ in HostRegistry.host("DispatchTime", DispatchTimeValue(seconds: clock.current.now)) })
    }
    modify("DispatchWallTime") { t in
      t.addStaticMethod("now", .binding(returns: .named("DispatchTime")) { _ in HostRegistry.host("DispatchTime", DispatchTimeValue(seconds: clock.current.now)) })
    }
    for op in ["+", "-"] {
      addOperator(op) { l, r in
        guard l.host(DispatchTimeValue.self) != nil || r.host(DispatchTimeValue.self) != nil else { return nil }
        guard let base = l.host(DispatchTimeValue.self) else { return nil }
        let delta = r.asDouble ?? r.host(DispatchTimeValue.self)?.seconds
        guard let delta else { return nil }
        guard case .host(let h) = l else { return nil }
        let typeName = h.typeName
        return HostRegistry.host(typeName, DispatchTimeValue(seconds: op == "+" ? base.seconds + delta : base.seconds - delta))
      }
    }
  }
}

/// `Timer`: a reference, so the block's `timer.invalidate()` stops the timer it was given.
final class SceneTimer: Hashable, CustomStringConvertible, @unchecked Sendable {
  // @unchecked: used by the thread running scene code only.
  var id: Int?
  var isValid = true
  private weak var clock: RuntimeClock?

  init(clock: RuntimeClock) { self.clock = clock }

  func invalidate() {
    isValid = false
    if let id { clock?.cancel(id) }
  }

  static func == (a: SceneTimer, b: SceneTimer) -> Bool { a === b }
  func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
  var description: String { "Timer(\(id ?? 0))" }
}

/// `Timer.publish(…)`, autoconnected or not: the runtime's tick source (a reference: `.onReceive`
/// views subscribe to it by identity).
struct TimerPublisher: Hashable, CustomStringConvertible, @unchecked Sendable {
  let source: PeriodicSource
  static func == (a: TimerPublisher, b: TimerPublisher) -> Bool { a.source === b.source }
  func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(source)) }
  var description: String { "Timer.TimerPublisher(every: \(source.interval))" }
}

/// `DispatchTime` (scene seconds) and `DispatchTimeInterval` (seconds).
struct DispatchTimeValue: Hashable, Sendable, CustomStringConvertible {
  var seconds: Double
  var description: String { "DispatchTime(\(seconds))" }
}
