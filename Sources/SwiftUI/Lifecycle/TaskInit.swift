import Foundation
import ViewRuntime

extension Task where Failure == Never {
  /// Swift's `Task.init(priority:operation:)` (https://developer.apple.com/documentation/swift/task/init(name:priority:operation:)-43wmk):
  /// inside a running scene the task starts after the code that created it, at the same scene time, and
  /// its sleeps end at exact scene times, as the interpreter's tasks (see ``CompiledTask``).
  public init(priority: TaskPriority? = nil,
              @_inheritActorContext @_implicitSelfCapture operation: sending @escaping @isolated(any) () async -> Success) {
    if let clock = RuntimeClock.current, !clock.isFrame {
      self = CompiledTask(clock: clock).startLater(operation)
    } else {
      self = Task(name: nil, priority: priority, operation: operation)
    }
  }
}

extension Task where Failure == any Error {
  /// Swift's `Task.init(priority:operation:)` for a throwing operation, as above.
  public init(priority: TaskPriority? = nil,
              @_inheritActorContext @_implicitSelfCapture operation: sending @escaping @isolated(any) () async throws -> Success) {
    if let clock = RuntimeClock.current, !clock.isFrame {
      self = CompiledTask(clock: clock).startLater(operation)
    } else {
      self = Task(name: nil, priority: priority, operation: operation)
    }
  }
}
