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
    let counters = work.counters
    let producer: any Producing = work
    let worker = WorkerThread { producer.produce(into: queue) }

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
      worker.join()
      if cancellation.isCancelled { throw RenderCancelled() }
      try sink.finish()
    } catch {
      // Every way out joins the worker exactly once (a second wait on a finished worker would
      // block forever) and leaves no temporary behind: `cancel()` after a failed `finish()` is
      // harmless, since a sink that gave up has already discarded its files.
      queue.close()
      worker.join()
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
private protocol Producing: Sendable {
  func produce(into queue: FrameQueue)
}

private final class ProducerWork<Source: FrameSource, R: Rasterizer>: Producing, @unchecked Sendable {
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

/// The producer's thread, joined at most once however many exits wait for it.
private final class WorkerThread: @unchecked Sendable {
  private let done = DispatchSemaphore(value: 0)
  private var joined = false

  init(_ body: @escaping @Sendable () -> Void) {
    let thread = Thread { [done] in
      body()
      done.signal()
    }
    thread.stackSize = 8 << 20
    thread.start()
  }

  /// Waits for the body to return; later calls return at once. Called from one thread only.
  func join() {
    guard !joined else { return }
    done.wait()
    joined = true
  }
}
