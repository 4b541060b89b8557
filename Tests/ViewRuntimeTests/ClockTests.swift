import Foundation
import Graphics
import Testing
@testable import ViewRuntime

/// The virtual clock: timed callbacks are events at exact scene times, frames only sample them.
@Suite struct ClockTests {
  /// A component whose `onAppear` starts a repeating timer (every 0.25 s) that counts and records the
  /// scene time each tick ran at.
  private func ticker(interval: Double = 0.25) -> some View {
    let count = StateKey("count", 0), last = StateKey("last", -1.0)
    return Component("Ticker", state: count, last) { s in
      Text("\(s[count]) \(s[last])")
        .onAppear {
          RuntimeClock.current?.schedule(after: interval, every: interval) { fire in
            s[count] += 1
            s[last] = RuntimeClock.current?.now ?? -2
            #expect(fire == RuntimeClock.current?.now)
          }
        }
    }
  }

  private func text(_ rt: SceneRuntime, at t: Double) throws -> String {
    try rt.inspect(at: t).nodes.first { $0.kind == .text }?.text ?? ""
  }

  @Test func aRepeatingTimerFiresAtExactMultiplesOfItsInterval() throws {
    let rt = try SceneRuntime(root: ticker(), canvasSize: CGSize(width: 200, height: 100), measurer: FixedTextMeasurer())
    #expect(try text(rt, at: 0) == "0 -1.0")
    #expect(try text(rt, at: 0.2499) == "0 -1.0")
    #expect(try text(rt, at: 0.25) == "1 0.25")
    // Ticks at 0.25 k: k = 40 at 10 s exactly (0.25 is a binary fraction, so the times are exact).
    #expect(try text(rt, at: 10) == "40 10.0")
    #expect(try rt.nextEventTime(after: 10) == 10.25)
  }

  /// 0.1 is not a binary fraction: the k-th tick is `0.1 × k` computed once, not 0.1 added k times.
  @Test func repeatingTicksDoNotAccumulateRoundingErrors() throws {
    let rt = try SceneRuntime(root: ticker(interval: 0.1), canvasSize: CGSize(width: 200, height: 100), measurer: FixedTextMeasurer())
    let shown = try text(rt, at: 100)
    #expect(shown == "1000 \(0.1 + Double(999) * 0.1)")
  }

  /// Frames sample the state the events left: renders at 24, 30 and 60 fps agree at common times.
  @Test func rendersAtDifferentFrameRatesAgreeAtCommonTimes() throws {
    func texts(fps: Int) throws -> [Double: String] {
      let rt = try SceneRuntime(root: ticker(interval: 0.3), canvasSize: CGSize(width: 200, height: 100), measurer: FixedTextMeasurer())
      var out: [Double: String] = [:]
      for f in 0...(3 * fps) { out[Double(f) / Double(fps)] = try text(rt, at: Double(f) / Double(fps)) }
      return out
    }
    let (a, b, c) = (try texts(fps: 24), try texts(fps: 30), try texts(fps: 60))
    var common = 0
    for (t, s) in a where b[t] != nil { #expect(b[t] == s, "t=\(t)"); common += 1 }
    for (t, s) in b where c[t] != nil { #expect(c[t] == s, "t=\(t)") }
    #expect(common >= 7)  // 0, 1/6 … 3 s: every sixth of a second
    // 0.3 s ticks: at 1 s three have run (0.3, 0.6, 0.9), the third at 0.9 (0.3 + 2 × 0.3).
    #expect(c[1] == "3 \(0.3 + 2 * 0.3)")
  }

  /// Events at equal times run in the order they were scheduled (0-delay callbacks after the event
  /// that asked for them, as `DispatchQueue.main.async` runs after the current update).
  @Test func callbacksAtEqualTimesRunInScheduleOrder() throws {
    let log = StateKey("log", "")
    let view = Component("Log", state: log) { s in
      Text(s[log]).onAppear {
        let clock = RuntimeClock.current
        clock?.schedule(after: 0.5) { _ in s[log] += "a" }
        clock?.schedule(after: 0) { _ in
          s[log] += "b"
          clock?.schedule(after: 0) { _ in s[log] += "d" }
        }
        clock?.schedule(after: 0.5) { _ in s[log] += "c" }
      }
    }
    let rt = try SceneRuntime(root: view, canvasSize: CGSize(width: 200, height: 100), measurer: FixedTextMeasurer())
    #expect(try text(rt, at: 0) == "bd")
    #expect(try text(rt, at: 0.5) == "bdac")
  }

  @Test func cancelledTimersDoNotFire() throws {
    let n = StateKey("n", 0)
    let view = Component("Cancel", state: n) { s in
      Text("\(s[n])").onAppear {
        let clock = RuntimeClock.current
        let id = clock?.schedule(after: 1) { _ in s[n] += 1 }
        clock?.schedule(after: 0.5) { _ in if let id { clock?.cancel(id) } }
        clock?.schedule(after: 2) { _ in s[n] += 10 }
      }
    }
    let rt = try SceneRuntime(root: view, canvasSize: CGSize(width: 200, height: 100), measurer: FixedTextMeasurer())
    #expect(try text(rt, at: 1.5) == "0")
    #expect(try text(rt, at: 2) == "10")
  }

  /// A time before the last event restarts the simulation: timers and random numbers start again.
  @Test func restartingReplaysTimersAndRandomNumbersExactly() throws {
    let value = StateKey("value", 0.0)
    let view = Component("Random", state: value) { s in
      Text("\(s[value])").onAppear {
        RuntimeClock.current?.schedule(after: 0.5, every: 0.5) { _ in
          s[value] = RuntimeClock.current?.withGenerator { $0.nextUnit() } ?? -1
        }
      }
    }
    let rt = try SceneRuntime(root: view, canvasSize: CGSize(width: 200, height: 100), measurer: FixedTextMeasurer(),
                              clock: ClockSettings(seed: 42))
    let late = try text(rt, at: 2)
    let early = try text(rt, at: 1)  // restarts
    #expect(try text(rt, at: 2) == late)
    // Four draws by 2 s, two by 1 s, from SplitMix64 seeded with 42.
    var g = SeededGenerator(seed: 42)
    let draws = (0..<4).map { _ in g.nextUnit() }
    #expect(early == "\(draws[1])")
    #expect(late == "\(draws[3])")
  }

  /// SplitMix64's published first outputs for seed 0 (https://prng.di.unimi.it/splitmix64.c; the
  /// same as Java's `SplittableRandom(0)`).
  @Test func theGeneratorIsSplitMix64() {
    var g = SeededGenerator(seed: 0)
    #expect(g.next() == 0xE220_A839_7B1D_CDAF)
    #expect(g.next() == 0x6E78_9E6A_A1B9_65F4)
    #expect(g.next() == 0x06C4_5D18_8009_454F)
  }

  /// A frame's random numbers depend on its time only, not on the frames drawn before it.
  @Test func frameStreamsDependOnTheFrameTimeOnly() {
    var a = SeededGenerator.forFrame(seed: 7, time: 0.5), b = SeededGenerator.forFrame(seed: 7, time: 0.5)
    var c = SeededGenerator.forFrame(seed: 7, time: 0.5 + 1.0 / 60), d = SeededGenerator.forFrame(seed: 8, time: 0.5)
    let x = a.next()
    #expect(x == b.next())
    #expect(x != c.next())
    #expect(x != d.next())
  }
}
