import CProcessHooks
import ViewRuntime

/// Makes Foundation's `Date()` and Swift's system random numbers in compiled scene code read the
/// scene's clock, as the interpreter's do: the date is `RuntimeClock.current.date` (the epoch plus the
/// scene time of the event or frame being processed) and random bytes come from the clock's seeded
/// generator (`withGenerator`: the event stream, or the frame's own while a frame is drawn).
///
/// Scene code is native, so these are process-level hooks (`CProcessHooks` interposes `syscall`'s
/// getrandom and `clock_gettime`'s realtime clock). They are installed only in the worker that loads
/// the compiled library; a thread with no scene clock bound (encoders, Dispatch, the heartbeat, or
/// the runtime itself while it waits for a task) keeps the real clock and the kernel's random bytes.
enum SceneProcessHooks {
  /// Installs the hooks once; the process is the scene worker from then on.
  static let install: Void = {
    _ = RuntimeClock.current  // the task-local's key is made now, not inside a hook
    animrender_set_process_hooks(fillRandom, wallClock)
  }()
}

/// `SystemRandomNumberGenerator.next()` asks for 8 bytes: one draw of the scene's generator, so the
/// stdlib's `random(in:)`, `shuffled()` and `randomElement()` consume the same draws as the
/// interpreter's (which call them `using:` that generator).
private let fillRandom: @convention(c) (UnsafeMutableRawPointer?, Int) -> Int32 = { buffer, count in
  guard let clock = RuntimeClock.current else { return 0 }
  guard let buffer, count > 0 else { return 1 }
  clock.withGenerator { generator in
    var offset = 0
    while offset < count {
      let word = generator.next().littleEndian
      let n = min(8, count - offset)
      withUnsafeBytes(of: word) { buffer.advanced(by: offset).copyMemory(from: $0.baseAddress!, byteCount: n) }
      offset += n
    }
  }
  return 1
}

private let wallClock: @convention(c) (UnsafeMutablePointer<Double>) -> Int32 = { seconds in
  guard let clock = RuntimeClock.current else { return 0 }
  seconds.pointee = clock.date
  return 1
}
