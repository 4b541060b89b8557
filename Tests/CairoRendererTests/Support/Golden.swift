import CairoRenderer
import Foundation
import Graphics
import Testing

/// Compares `frame` with `Tests/CairoRendererTests/Goldens/<name>.png`, recording per `ANIMRENDER_RECORD`.
///
/// Recording always fails the test, naming the file it wrote. On a mismatch the actual frame and a
/// diff image are written to a temporary folder printed in the failure.
func expectGolden(
  _ frame: FrameBuffer, named name: String, tolerance: PixelTolerance = .golden,
  sourceLocation: SourceLocation = #_sourceLocation
) throws {
  let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Goldens")
  let path = goldens.appendingPathComponent("\(name).png").path
  let mode = try GoldenRecordMode.from(environment: ProcessInfo.processInfo.environment)
  let expected = FileManager.default.fileExists(atPath: path) ? try PNGFile.read(path) : nil
  switch GoldenComparison.evaluate(expected: expected, actual: frame, mode: mode, tolerance: tolerance) {
  case .passed:
    return
  case .missing:
    Issue.record("golden \(name).png is missing and \(GoldenRecordMode.environmentVariable) is never; record it locally", sourceLocation: sourceLocation)
  case .record(let reason):
    try FileManager.default.createDirectory(at: goldens, withIntermediateDirectories: true)
    try PNGFile.write(frame, to: path)
    let why: String
    switch reason {
    case .missing: why = "it did not exist"
    case .forced: why = "\(GoldenRecordMode.environmentVariable)=all"
    case .mismatch(let diff): why = "it differed: \(diff.summary)"
    }
    Issue.record("recorded golden \(path) because \(why); look at it, then re-run", sourceLocation: sourceLocation)
  case .failed(let diff):
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("animrender-golden-failures")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    let actualPath = dir.appendingPathComponent("\(name).actual.png").path
    try PNGFile.write(frame, to: actualPath)
    var artefacts = "actual: \(actualPath)"
    if let image = diff.diffImage {
      let diffPath = dir.appendingPathComponent("\(name).diff.png").path
      try PNGFile.write(image, to: diffPath)
      artefacts += ", diff: \(diffPath)"
    }
    Issue.record("golden \(name).png mismatch: \(diff.summary); \(artefacts)", sourceLocation: sourceLocation)
  }
}
