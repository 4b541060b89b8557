import Foundation
import ViewRuntime

/// Foundation's `Timer.scheduledTimer(withTimeInterval:repeats:block:)` on the scene's clock.
///
/// A compiled scene never runs a run loop, so Foundation's own scheduled timer would never fire. The
/// pre-pass writes `Timer.scheduledTimer(` as `_STmr.scheduledTimer(` (same length, so columns stay),
/// and this returns a real, unscheduled `Timer` whose block the scene clock fires, as the interpreter
/// fires scene timers: every `interval` seconds of scene time until `invalidate()` (read through
/// `isValid`). Outside a running scene, Foundation's timer on the main run loop.
/// (https://developer.apple.com/documentation/foundation/timer/scheduledtimer(withtimeinterval:repeats:block:))
@_spi(AnimRender) public enum _STmr {
  public static func scheduledTimer(withTimeInterval interval: TimeInterval, repeats: Bool,
                                    block: @escaping (Timer) -> Void) -> Timer {
    let call = UncheckedBlock(block: block)
    let timer = Timer(timeInterval: interval, repeats: repeats) { call.block($0) }
    guard let clock = RuntimeClock.current else {
      RunLoop.main.add(timer, forMode: .common)
      return timer
    }
    // Foundation treats intervals under 0.1 ms as 0.1 ms.
    let step = max(interval, 0.0001)
    var id: Int?
    id = clock.schedule(after: step, every: repeats ? step : nil) { _ in
      guard timer.isValid else {
        if let id { clock.cancel(id) }
        return
      }
      block(timer)
      if !repeats { timer.invalidate() }
    }
    return timer
  }
}

/// The user's block, which Foundation's initializer wants `@Sendable`; it runs on the render thread only.
private struct UncheckedBlock: @unchecked Sendable {
  let block: (Timer) -> Void
}
