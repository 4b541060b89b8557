import CairoRenderer
import Foundation
import Graphics
import Testing

/// Compares `frame` with `Tests/CairoRendererTests/Goldens/<name>.png`, recording per `ANIMRENDER_RECORD`
/// (`missing` by default, `never` under CI). Recording fails the test, naming the file it wrote; a
/// mismatch writes the actual frame and a diff image to a temporary folder named in the failure.
func expectGolden(
  _ frame: FrameBuffer, named name: String, tolerance: PixelTolerance = .golden,
  sourceLocation: SourceLocation = #_sourceLocation
) throws {
  let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Goldens").appendingPathComponent("\(name).png").path
  let mode = try GoldenRecordMode.from(environment: ProcessInfo.processInfo.environment)
  if let failure = try GoldenFile.check(frame, against: path, mode: mode, tolerance: tolerance) {
    Issue.record(Comment(rawValue: failure), sourceLocation: sourceLocation)
  }
}
