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

private final class RecordingSink: FrameSink {
  var frames: [FrameBuffer] = []
  var finished = false, cancelled = false
  var failAt: Int?
  func write(_ frame: FrameBuffer) throws {
    if let failAt, frames.count == failAt { throw PlanError("disk full") }
    frames.append(frame)
  }
  func finish() throws { finished = true }
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
