import Foundation
import ViewRuntime

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
