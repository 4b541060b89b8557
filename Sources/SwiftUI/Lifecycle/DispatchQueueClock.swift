import Dispatch
import Foundation
import ViewRuntime

/// `DispatchQueue.main.asyncAfter(deadline:execute:)` and `async(execute:)` on the scene's clock, as
/// the interpreter runs them: the work is a runtime event at an exact scene time (see `RuntimeClock`).
/// Outside a running scene, Dispatch's own.
extension DispatchQueue {
  /// Dispatch's `asyncAfter(deadline:execute:)` (https://developer.apple.com/documentation/dispatch/dispatchqueue/asyncafter(deadline:qos:flags:execute:)).
  /// `.now() + 0.5` is read as a delay from now, to the millisecond: the wall time between the two
  /// calls is microseconds, and scene delays are whole milliseconds.
  public func asyncAfter(deadline: DispatchTime, execute work: @escaping () -> Void) {
    guard let clock = RuntimeClock.current else {
      let item = UncheckedWork(work: work)
      return asyncAfter(deadline: deadline, qos: .unspecified, flags: [], execute: { item.work() })
    }
    let now = DispatchTime.now().uptimeNanoseconds
    let nanoseconds = deadline.uptimeNanoseconds >= now ? Double(deadline.uptimeNanoseconds - now) : 0
    let delay = (nanoseconds / 1e6).rounded() / 1e3
    clock.schedule(after: delay) { _ in work() }
  }

  /// Dispatch's `async(execute:)`: after the current event, at the same scene time.
  public func async(execute work: @escaping () -> Void) {
    guard let clock = RuntimeClock.current else {
      let item = UncheckedWork(work: work)
      return async(group: nil, qos: .unspecified, flags: [], execute: { item.work() })
    }
    clock.schedule(after: 0) { _ in work() }
  }
}

/// Work handed to Dispatch outside a scene: the caller's, run as Dispatch runs it.
private struct UncheckedWork: @unchecked Sendable {
  let work: () -> Void
}
