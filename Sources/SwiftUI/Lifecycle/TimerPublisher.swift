import Foundation
import ViewRuntime

extension Timer {
  /// Combine's `Timer.publish(every:tolerance:on:in:)`: ticks on the scene's clock, at exact multiples
  /// of the interval from when it is connected (https://developer.apple.com/documentation/foundation/timer/publish(every:tolerance:on:in:options:)).
  public static func publish(every interval: TimeInterval, tolerance: TimeInterval? = nil,
                             on runLoop: RunLoop, in mode: RunLoop.Mode) -> Timer.TimerPublisher {
    TimerPublisher(source: PeriodicSource(interval: max(1e-3, interval)))
  }

  /// Combine's `Timer.TimerPublisher`: the runtime's tick source, which `.onReceive` subscribes to by identity.
  public final class TimerPublisher: ConnectablePublisher {
    public typealias Output = Date
    public typealias Failure = Never
    let source: PeriodicSource

    init(source: PeriodicSource) { self.source = source }

    /// Starts the ticks now (an autoconnected publisher starts at its first subscriber instead).
    public func connect() -> Cancellable {
      if source.connectedAt == nil, let clock = RuntimeClock.current, !clock.isFrame { source.connectedAt = clock.now }
      return TimerConnection(source: source)
    }
  }
}

/// A connected timer publisher: cancelling stops its ticks.
struct TimerConnection: Cancellable {
  let source: PeriodicSource
  func cancel() { source.isCancelled = true }
}
