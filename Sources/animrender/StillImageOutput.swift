import ArgumentParser
import Foundation
import Graphics
import MediaIO
import RenderPipeline

/// One PNG made from a scene (`sheet`, `plot`): the same safety as a render. `--out` is checked by
/// `OutputGuard` before any work, SIGINT/SIGTERM/SIGHUP stop the drawing between frames through
/// `SignalTrap`, and the image goes through MediaIO's temporary-then-rename writer, whose
/// temporaries the trap knows how to remove.
struct StillImageOutput {
  var output: String
  var scene: String

  /// Runs `draw` (which checks `cancellation` between frames) and writes what it returns.
  /// - Returns: the written image's size in pixels.
  @discardableResult
  func run(_ draw: (CancellationFlag) throws -> FrameBuffer) throws -> (width: Int, height: Int) {
    try OutputGuard(output: output, format: .png, inputs: [scene], noOverwrite: false).check()
    let cancellation = CancellationFlag()
    let trap = SignalTrap(flag: cancellation, output: output)
    defer { trap.end() }
    do {
      let image = try draw(cancellation)
      if cancellation.isCancelled { throw RenderCancelled() }
      let sink = try StillPNGSink(url: URL(fileURLWithPath: output), width: image.width, height: image.height)
      try sink.write(image)
      try sink.finish()
      if let sig = trap.received {
        throw CLIFailure(message: "error: stopped by \(SignalTrap.name(of: sig)) after '\(output)' was complete", status: 128 + sig)
      }
      return (image.width, image.height)
    } catch let failure as CLIFailure {
      throw failure
    } catch {
      if let sig = trap.received {
        throw CLIFailure(message: "error: stopped by \(SignalTrap.name(of: sig)); nothing was written", status: 128 + sig)
      }
      throw error
    }
  }

  /// Throws `RenderCancelled` once a signal has arrived: called between frames.
  static func check(_ cancellation: CancellationFlag) throws {
    if cancellation.isCancelled { throw RenderCancelled() }
  }
}
