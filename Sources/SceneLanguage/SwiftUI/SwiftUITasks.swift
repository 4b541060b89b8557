import Foundation
import ViewRuntime

/// Swift concurrency as scenes use it: `Task { … }`, `Task.sleep`, `Task.isCancelled`, `.task` and
/// `.task(id:)`, `MainActor.run`. Tasks run on the scene's virtual clock (see `SceneTask`).
extension HostRegistry {
  mutating func registerTasks(_ clock: SceneClock) {
    let operation = Param<SceneClosure>("operation")
    let priority = Param<Value?>("priority", type: .named("TaskPriority"), default: nil)
    /// `Task { … }` starts after the code that created it, at the same scene time (it is enqueued on
    /// the main actor, as an unstructured task created there is).
    func makeTask(_ c: BindingCall) throws -> Value {
      let task = SceneTask(interpreter: c.interpreter, body: try c[operation].function, clock: clock.current)
      if clock.current.schedule(after: 0, { _ in try task.start() }) == nil, clock.current.isFrame {
        throw HostError("a Task cannot start while a frame is drawn; start it in an action, .onAppear or .task")
      }
      return HostRegistry.host("Task", TaskHandle(task: task))
    }
    let nanoseconds = Param<Double>("nanoseconds"), duration = Param<Value>("for", type: .named("Duration"))
    let tolerance = Param<Value?>("tolerance", type: .named("Duration"), default: nil)
    let body = Param<SceneClosure>(nil, "body")
    modify("Task") { t in
      t.addInit(.binding(priority, operation, returns: .named("Task")) { c in try makeTask(c) })
      t.addStaticMethod("detached", .binding(priority, operation, returns: .named("Task")) { c in try makeTask(c) })
      t.addStaticMethod("sleep", .binding(nanoseconds, returns: .void) { c in try Self.sleep((try c[nanoseconds]) / 1e9) })
      t.addStaticMethod("sleep", .binding(duration, tolerance, returns: .void) { c in
        guard let d = try c[duration].host(DurationValue.self) else { throw HostError("Task.sleep(for:) takes a Duration like .seconds(1)") }
        return try Self.sleep(d.seconds)
      })
      t.addStaticMethod("yield", .binding(returns: .void) { _ in .void })
      t.addStatic("isCancelled") { _ in .bool(SceneTask.current?.isCancelled ?? false) }
      t.addStaticMethod("checkCancellation", .binding(returns: .void) { _ in
        if SceneTask.current?.isCancelled == true { throw SceneThrown.cancellation }
        return .void
      })
      t.addMethod("cancel", .binding(returns: .void) { c in
        c.receiver?.host(TaskHandle.self)?.task.cancel()
        return .void
      })
      t.addProperty("isCancelled", HostProperty(type: .bool) { v in .bool(v.host(TaskHandle.self)?.task.isCancelled ?? false) })
    }
    statics("TaskPriority", ["high", "medium", "low", "background", "userInitiated", "utility"].map { ($0, StyleName($0)) })
    modify("MainActor") { t in
      t.addStaticMethod("run", .binding(body) { c in try c.context.call(try c[body].function, []) })
    }
    let amount = Param<Double>(nil, "amount")
    modify("Duration") { t in
      for (name, scale) in [("seconds", 1.0), ("milliseconds", 1e-3), ("microseconds", 1e-6), ("nanoseconds", 1e-9)] {
        t.addStaticMethod(name, .binding(amount, returns: .named("Duration")) { c in
          HostRegistry.host("Duration", DurationValue(seconds: (try c[amount]) * scale))
        })
      }
    }
    // `.task { … }`, `.task(id: value) { … }`, `.task(priority:) { … }`.
    let id = Param<Value>("id")
    let action = Param<SceneClosure>("action")
    func start(_ c: BindingCall) throws -> () throws -> any RuntimeTask {
      let interpreter = c.interpreter
      let run = try c[action].function
      return {
        let task = SceneTask(interpreter: interpreter, body: run, clock: clock.current)
        try task.start()
        return task
      }
    }
    modifier("task", priority, action) { c, v in v.modifier(.task(id: nil, start: try start(c))) }
    modifier("task", id, priority, action) { c, v in
      v.modifier(.task(id: AnyHashable(SceneHashable(try c[id])), start: try start(c)))
    }
  }

  /// `Task.sleep`: suspends the current task until the scene time `seconds` from now.
  private static func sleep(_ seconds: Double) throws -> Value {
    guard let task = SceneTask.current else {
      throw HostError("Task.sleep suspends a task; call it inside Task { … } or .task { … }")
    }
    try task.sleep(seconds: seconds.isFinite ? max(0, seconds) : 0)
    return .void
  }
}

/// A `Task` value: the task, by identity.
struct TaskHandle: Hashable, CustomStringConvertible, @unchecked Sendable {
  let task: SceneTask
  static func == (a: TaskHandle, b: TaskHandle) -> Bool { a.task === b.task }
  func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(task)) }
  var description: String { "Task" }
}

/// A `Duration` in seconds.
struct DurationValue: Hashable, Sendable, CustomStringConvertible {
  var seconds: Double
  var description: String { "\(seconds) seconds" }
}
