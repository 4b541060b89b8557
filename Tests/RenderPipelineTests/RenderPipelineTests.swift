import Foundation
import Graphics
import Testing
@testable import RenderPipeline

/// Paints every pixel with the list's background, and encodes the frame number in the first pixel's blue.
private struct FakeRasterizer: Rasterizer {
  func render(_ list: DisplayList, scale: Double) throws -> FrameBuffer {
    let w = Int(list.size.width * scale), h = Int(list.size.height * scale)
    var f = FrameBuffer(width: w, height: h)
    let c = list.background
    for i in stride(from: 0, to: f.pixels.count, by: 4) {
      f.pixels[i] = UInt8(c.blue * 255); f.pixels[i + 1] = UInt8(c.green * 255)
      f.pixels[i + 2] = UInt8(c.red * 255); f.pixels[i + 3] = UInt8(c.alpha * 255)
    }
    return f
  }
}

private final class RecordingSink: FrameSink, @unchecked Sendable {
  var frames: [FrameBuffer] = []
  var finished = false, cancelled = false
  var failAt: Int?
  var finishFails = false
  func write(_ frame: FrameBuffer) throws {
    if let failAt, frames.count == failAt { throw PlanError("disk full") }
    frames.append(frame)
  }
  func finish() throws {
    if finishFails { throw PlanError("disk full while finishing") }
    finished = true
  }
  func cancel() { cancelled = true }
}

private func list(_ gray: Double) -> DisplayList {
  DisplayList(size: CGSize(width: 4, height: 2), background: RGBAColor(red: gray, green: gray, blue: gray))
}

@Suite struct RenderPipelineTests {
  @Test func framesArriveInOrderAndComplete() throws {
    let sink = RecordingSink()
    let plan = try FramePlan(fps: 10, frames: Array(0..<25))
    let source = ClosureFrameSource { t, n in
      #expect(abs(t - Double(n) / 10) < 1e-12)
      return list(Double(n) / 24)
    }
    let report = try RenderPipeline(queueDepth: 2).run(
      source: source, rasterizer: FakeRasterizer(), scale: 2, plan: plan, sink: sink)
    #expect(report.frames == 25)
    #expect(sink.finished && !sink.cancelled)
    #expect(sink.frames.count == 25)
    for (n, f) in sink.frames.enumerated() {
      #expect(f.width == 8 && f.height == 4)
      #expect(f.pixel(x: 0, y: 0).r == UInt8(Double(n) / 24 * 255))
    }
  }

  @Test func unchangedDisplayListsReusePixels() throws {
    let sink = RecordingSink()
    let plan = try FramePlan(fps: 30, frames: Array(0..<10))
    let source = ClosureFrameSource { _, n in list(n < 6 ? 0.5 : 1) }
    let report = try RenderPipeline().run(source: source, rasterizer: FakeRasterizer(), scale: 1, plan: plan, sink: sink)
    #expect(report.rasterized == 2)
    #expect(report.reused == 8)
    #expect(sink.frames.count == 10)
  }

  @Test func sourceErrorCancelsTheSink() throws {
    let sink = RecordingSink()
    let plan = try FramePlan(fps: 30, frames: Array(0..<10))
    let source = ClosureFrameSource { _, n in
      if n == 4 { throw PlanError("scene failed at frame 4") }
      return list(0)
    }
    #expect(throws: PlanError("scene failed at frame 4")) {
      try RenderPipeline().run(source: source, rasterizer: FakeRasterizer(), scale: 1, plan: plan, sink: sink)
    }
    #expect(sink.cancelled && !sink.finished)
    #expect(sink.frames.count == 4)
  }

  @Test func sinkErrorStopsTheProducer() throws {
    let sink = RecordingSink()
    sink.failAt = 3
    let produced = Counter()
    let plan = try FramePlan(fps: 30, frames: Array(0..<1000))
    let source = ClosureFrameSource { _, n in produced.increment(); return list(Double(n % 2)) }
    #expect(throws: PlanError("disk full")) {
      try RenderPipeline(queueDepth: 2).run(source: source, rasterizer: FakeRasterizer(), scale: 1, plan: plan, sink: sink)
    }
    #expect(sink.cancelled)
    // The producer may run at most a queue's depth ahead of the failing write.
    #expect(produced.value <= 3 + 2 + 2)
  }

  @Test func cancellationStopsAndCleansUp() throws {
    let sink = RecordingSink()
    let flag = CancellationFlag()
    let plan = try FramePlan(fps: 30, frames: Array(0..<100))
    let source = ClosureFrameSource { _, n in
      if n == 10 { flag.cancel() }
      return list(0)
    }
    #expect(throws: RenderCancelled.self) {
      try RenderPipeline().run(source: source, rasterizer: FakeRasterizer(), scale: 1, plan: plan, sink: sink, cancellation: flag)
    }
    #expect(sink.cancelled && !sink.finished)
    #expect(sink.frames.count <= 11)
  }
}

extension RenderPipelineTests {
  /// Before the fix the pipeline waited a second time on a worker that had already finished:
  /// `run` never returned. Run on another thread so a regression fails here instead of hanging.
  @Test func failingFinishReturnsTheErrorAndCancels() throws {
    let sink = RecordingSink()
    sink.finishFails = true
    let plan = try FramePlan(fps: 30, frames: Array(0..<8))
    let outcome = Outcome()
    let returned = DispatchSemaphore(value: 0)
    Thread.detachNewThread { [sink] in
      do {
        _ = try RenderPipeline(queueDepth: 2).run(
          source: ClosureFrameSource { _, _ in list(0.5) }, rasterizer: FakeRasterizer(), scale: 1, plan: plan, sink: sink)
        outcome.set("returned normally")
      } catch {
        outcome.set("\(error)")
      }
      returned.signal()
    }
    #expect(returned.wait(timeout: .now() + 60) == .success, "run() hung after finish() threw")
    #expect(outcome.value == "disk full while finishing")
    #expect(sink.frames.count == 8)
    #expect(sink.cancelled && !sink.finished)
  }

  /// A cancel that lands after the last frame was handed over still stops the commit.
  @Test func cancellationAfterTheLastFrameSkipsFinish() throws {
    let sink = RecordingSink()
    let flag = CancellationFlag()
    let plan = try FramePlan(fps: 30, frames: Array(0..<3))
    #expect(throws: RenderCancelled.self) {
      try RenderPipeline().run(source: ClosureFrameSource { _, _ in list(0) }, rasterizer: FakeRasterizer(), scale: 1,
                               plan: plan, sink: sink, cancellation: flag,
                               progress: { if $0.framesDone == 3 { flag.cancel() } })
    }
    #expect(sink.cancelled && !sink.finished)
  }
}

private final class Outcome: @unchecked Sendable {
  private let lock = NSLock()
  private var text: String?
  func set(_ t: String) { lock.withLock { text = t } }
  var value: String? { lock.withLock { text } }
}

private final class Counter: @unchecked Sendable {
  private let lock = NSLock()
  private var n = 0
  func increment() { lock.withLock { n += 1 } }
  var value: Int { lock.withLock { n } }
}

@Suite struct FramePlanTests {
  @Test func durationRoundsUpToWholeFrames() throws {
    #expect(try FramePlan(fps: 60, duration: 2).frames.count == 120)
    #expect(try FramePlan(fps: 30, duration: 1.01).frames.count == 31)
    #expect(try FramePlan(fps: 30, duration: 0.001).frames == [0])
  }

  @Test func rangesParse() throws {
    let plan = try FramePlan(fps: 30, ranges: "0-3,10, 5-5,28-", totalFrames: 30)
    #expect(plan.frames == [0, 1, 2, 3, 5, 10, 28, 29])
  }

  @Test func badInputIsAnError() {
    #expect(throws: PlanError.self) { try FramePlan(fps: 30, ranges: "5-2", totalFrames: 30) }
    #expect(throws: PlanError.self) { try FramePlan(fps: 30, ranges: "x", totalFrames: 30) }
    #expect(throws: PlanError.self) { try FramePlan(fps: 30, ranges: "40", totalFrames: 30) }
    #expect(throws: PlanError.self) { try FramePlan(fps: 0, duration: 1) }
    #expect(throws: PlanError.self) { try FramePlan(fps: 30, duration: .infinity) }
    #expect(throws: PlanError.self) { try FramePlan(fps: 30, duration: 1e9) }
    #expect(throws: PlanError.self) { try FramePlan(fps: 30, stillAt: -1) }
  }

  @Test func stillPicksTheNearestFrame() throws {
    let plan = try FramePlan(fps: 60, stillAt: 1.25)
    #expect(plan.frames == [75])
    #expect(plan.time(ofFrame: 75) == 1.25)
  }
}

/// Extreme inputs: every constructor either throws a `PlanError` or returns a plan whose frames are
/// inside the clip. A trap (overflow, an inverted range) would end the test process.
@Suite struct FramePlanExtremesTests {
  static let numbers: [Double] = [0, -0.0, -1, 0.4, 1, 59.5, 3600, 3600.01, 1e9, 1e19, -1e19, Double(Int.max), -Double(Int.max),
                                  .nan, .infinity, -.infinity, .greatestFiniteMagnitude, .leastNonzeroMagnitude]
  static let rates: [Int] = [Int.min, -1, 0, 1, 30, 240, 241, Int.max]
  static let integers: [String] = ["0", "-1", "1", "59", "60", "1000", "2000", "\(Int.max)", "\(Int.min)", "9223372036854775808",
                                   "99999999999999999999", "1e19", "nan", "", " "]

  @Test func durationsAndStills() {
    for fps in Self.rates {
      for x in Self.numbers {
        if let plan = try? FramePlan(fps: fps, duration: x) {
          // ceil(x·fps) frames: only positive finite durations up to an hour with a valid rate get here.
          #expect(x > 0 && x <= 3600 && (1...240).contains(fps))
          #expect(plan.frames.count == max(1, Int((x * Double(fps) - 1e-9).rounded(.up))))
        }
        if let plan = try? FramePlan(fps: fps, stillAt: x) {
          #expect(x >= 0 && x <= 3600 && (1...240).contains(fps))
          #expect(plan.frames == [Int((x * Double(fps)).rounded())])
        }
      }
    }
  }

  @Test func rangesNeverLeaveTheClip() throws {
    let totals = [Int.min, -1, 0, 1, 60, 5000]
    var texts = Self.integers
    for a in Self.integers { for b in Self.integers { texts.append("\(a)-\(b)") } }
    texts += ["1000-2000", "-", "5-", "-5", "--5", "5--1", "0-59,,90", ",", "1,1,1"]
    for total in totals {
      for text in texts {
        guard let plan = try? FramePlan(fps: 30, ranges: text, totalFrames: total) else { continue }
        #expect(!plan.frames.isEmpty)
        #expect(plan.frames.allSatisfy { $0 >= 0 && $0 < total }, "\(text) in \(total)")
      }
    }
    // The reported defect: a range that starts after a 60-frame clip ends is an error, not a trap.
    #expect(throws: PlanError("frame range '1000-2000' starts past the end of the clip (frames 0-59)")) {
      try FramePlan(fps: 30, ranges: "1000-2000", totalFrames: 60)
    }
    #expect(try FramePlan(fps: 30, ranges: "50-2000", totalFrames: 60).frames == Array(50...59))
  }
}
