import Foundation
import Graphics

/// Streams frames from a source through a rasterizer into a sink.
///
/// Evaluation and rasterization of frame N+1 run on a worker thread while the calling thread
/// hands frame N to the sink (the encoder), with at most `queueDepth` frames in flight. A frame
/// whose display list equals the previous one reuses its pixels instead of rasterizing again.
/// On any error or cancellation the sink is cancelled, so no partial output file remains.
public struct RenderPipeline {
  public var queueDepth: Int
  public init(queueDepth: Int = 3) { self.queueDepth = queueDepth }

  public func run(
    source: some FrameSource,
    rasterizer: some Rasterizer,
    scale: Double,
    plan: FramePlan,
    sink: some FrameSink,
    cancellation: CancellationFlag = CancellationFlag(),
    progress: ((RenderProgress) -> Void)? = nil
  ) throws -> RenderReport {
    let start = Date()
    let queue = FrameQueue(capacity: queueDepth)
    let work = ProducerWork(source: source, rasterizer: rasterizer, scale: scale, plan: plan, cancellation: cancellation)
    let done = DispatchSemaphore(value: 0)
    let counters = work.counters
    let thread = Thread {
      work.produce(into: queue)
      done.signal()
    }
    thread.stackSize = 8 << 20
    thread.start()

    var written = 0
    do {
      loop: while true {
        switch queue.pop() {
        case .frame(let frame):
          if cancellation.isCancelled { throw RenderCancelled() }
          try sink.write(frame)
          written += 1
          progress?(RenderProgress(framesDone: written, framesTotal: plan.frames.count, elapsed: Date().timeIntervalSince(start)))
        case .end:
          break loop
        case .failed(let error):
          throw error
        }
      }
      done.wait()
      try sink.finish()
    } catch {
      queue.close()
      done.wait()
      sink.cancel()
      throw error
    }
    return RenderReport(
      frames: written, rasterized: counters.rasterized, reused: counters.reused,
      wallTime: Date().timeIntervalSince(start))
  }
}

/// What a finished render did.
public struct RenderReport: Equatable, Sendable {
  public var frames: Int
  /// Frames that went through the rasterizer; the rest reused the previous frame's pixels.
  public var rasterized: Int
  public var reused: Int
  public var wallTime: Double
  public var framesPerSecond: Double { wallTime > 0 ? Double(frames) / wallTime : 0 }
}

public struct RenderProgress: Equatable, Sendable {
  public var framesDone: Int
  public var framesTotal: Int
  public var elapsed: Double
  /// Estimated seconds left, from the average pace so far.
  public var remaining: Double {
    framesDone > 0 ? elapsed / Double(framesDone) * Double(framesTotal - framesDone) : 0
  }
}

/// The worker side. Source and rasterizer are touched only by the worker thread, which is why
/// handing them over unchecked is safe.
private final class ProducerWork<Source: FrameSource, R: Rasterizer>: @unchecked Sendable {
  final class Counters: @unchecked Sendable { var rasterized = 0, reused = 0 }
  let source: Source, rasterizer: R, scale: Double, plan: FramePlan, cancellation: CancellationFlag
  let counters = Counters()

  init(source: Source, rasterizer: R, scale: Double, plan: FramePlan, cancellation: CancellationFlag) {
    self.source = source; self.rasterizer = rasterizer; self.scale = scale
    self.plan = plan; self.cancellation = cancellation
  }

  func produce(into queue: FrameQueue) {
    var previous: (DisplayList, FrameBuffer)?
    for n in plan.frames {
      if cancellation.isCancelled { _ = queue.push(.failed(RenderCancelled())); return }
      do {
        let list = try source.displayList(at: plan.time(ofFrame: n), frame: n)
        let frame: FrameBuffer
        if let (lastList, lastFrame) = previous, lastList == list {
          frame = lastFrame
          counters.reused += 1
        } else {
          frame = try rasterizer.render(list, scale: scale)
          counters.rasterized += 1
        }
        previous = (list, frame)
        guard queue.push(.frame(frame)) else { return }
      } catch {
        _ = queue.push(.failed(error))
        return
      }
    }
    _ = queue.push(.end)
  }
}
