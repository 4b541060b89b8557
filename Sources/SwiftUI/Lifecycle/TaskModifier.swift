import Foundation
import ViewRuntime

extension View {
  /// SwiftUI's `task(priority:_:)`: runs `action` when the view appears and cancels it when the view
  /// disappears (https://developer.apple.com/documentation/swiftui/view/task(priority:_:)). Its
  /// `Task.sleep`s end at exact scene times (see ``CompiledTask``).
  public func task(priority: TaskPriority = .userInitiated, _ action: sending @escaping @isolated(any) () async -> Void) -> some View {
    _modified(.task(id: nil, start: CompiledTask.starter(action)))
  }

  /// SwiftUI's `task(id:priority:_:)`: also restarts the task (cancelling the old one) when `value` changes.
  public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated,
                                 _ action: sending @escaping @isolated(any) () async -> Void) -> some View {
    _modified(.task(id: ChangeValue.wrap(value), start: CompiledTask.starter(action)))
  }
}

extension CompiledTask {
  /// The runtime's start function for a `.task` modifier: a new task each time the view (re)starts it.
  static func starter(_ action: sending @escaping @isolated(any) () async -> Void) -> () throws -> any RuntimeTask {
    let action = UncheckedAction(action: action)
    return {
      guard let clock = RuntimeClock.current else { fatalError("animrender: a .task started outside the scene's runtime") }
      let task = CompiledTask(clock: clock)
      task.start(action.action)
      return task
    }
  }
}

/// The action, started once per appearance by the runtime's thread, which runs one thing at a time.
private struct UncheckedAction: @unchecked Sendable {
  let action: @isolated(any) () async -> Void
}
