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

extension View {
  /// SwiftUI's `onReceive(_:perform:)` (https://developer.apple.com/documentation/swiftui/view/onreceive(_:perform:)):
  /// runs with each tick of a `Timer.publish` publisher, with the tick's date, while the view is shown.
  public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View where P.Failure == Never {
    let timer = (publisher as? Timer.TimerPublisher) ?? (publisher as? Publishers.Autoconnect<Timer.TimerPublisher>)?.upstream
    guard let timer else {
      fatalError("animrender: onReceive(_:perform:) takes a Timer.publish(every:on:in:) publisher; \(P.self) is not supported yet")
    }
    return _modified(.onReceive(timer.source) { fire in
      let epoch = RuntimeClock.current?.settings.epoch ?? 0
      if let date = Date(timeIntervalSince1970: epoch + fire) as? P.Output { action(date) }
    })
  }
}
