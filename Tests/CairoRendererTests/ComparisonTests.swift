import CairoRenderer
import Foundation
import Graphics
import Testing

/// Pixel comparison, golden decisions and PNG round trips.
@Suite struct ComparisonTests {
  private func gradientFrame() -> FrameBuffer {
    var frame = FrameBuffer(width: 64, height: 48)
    for y in 0..<48 {
      for x in 0..<64 {
        let i = y * frame.bytesPerRow + x * 4
        frame.pixels[i] = UInt8(x * 4); frame.pixels[i + 1] = UInt8(y * 5); frame.pixels[i + 2] = 128; frame.pixels[i + 3] = 255
      }
    }
    return frame
  }

  @Test func onePixelChangeIsCaught() {
    let expected = gradientFrame()
    var actual = expected
    actual.pixels[(20 * actual.bytesPerRow) + 30 * 4 + 2] &+= 3
    let diff = PixelDiff.compare(expected: expected, actual: actual, tolerance: .golden)
    #expect(!diff.passes)
    #expect(diff.differingPixels == 1 && diff.maxError == 3)
    // The diff image marks exactly that pixel red.
    let image = diff.diffImage!
    #expect(image.pixel(x: 30, y: 20) == (0, 0, 255, 255))
    #expect(image.pixel(x: 31, y: 20) != (0, 0, 255, 255))
  }

  @Test func changesWithinTolerancePass() {
    let expected = gradientFrame()
    var actual = expected
    for i in stride(from: 0, to: actual.pixels.count, by: 7) where actual.pixels[i] < 250 { actual.pixels[i] += 2 }
    let diff = PixelDiff.compare(expected: expected, actual: actual, tolerance: .golden)
    #expect(diff.passes, "\(diff.summary)")
    #expect(diff.changedPixels > 0 && diff.differingPixels == 0 && diff.maxError == 2)
    #expect(diff.meanError > 0 && diff.meanError < 1)
  }

  @Test func differingShareIsBoundedByTheTolerance() {
    let expected = gradientFrame()
    var actual = expected
    for x in 0..<3 { actual.pixels[x * 4] &+= 50 }  // 3 of 3072 pixels ≈ 0.098 %
    #expect(PixelDiff.compare(expected: expected, actual: actual, tolerance: PixelTolerance(maxChannelDifference: 2, maxDifferingFraction: 0.001)).passes)
    #expect(!PixelDiff.compare(expected: expected, actual: actual, tolerance: PixelTolerance(maxChannelDifference: 2, maxDifferingFraction: 0.0005)).passes)
  }

  @Test func sizeMismatchFails() {
    let diff = PixelDiff.compare(expected: gradientFrame(), actual: FrameBuffer(width: 10, height: 10))
    #expect(!diff.passes && !diff.sizesMatch && diff.diffImage == nil)
    #expect(diff.summary.contains("64x48"))
  }

  @Test func recordModeComesFromTheEnvironment() throws {
    #expect(try GoldenRecordMode.from(environment: [:]) == .missing)
    #expect(try GoldenRecordMode.from(environment: ["CI": "true"]) == .never)
    #expect(try GoldenRecordMode.from(environment: ["CI": "true", "ANIMRENDER_RECORD": "failed"]) == .failed)
    #expect(try GoldenRecordMode.from(environment: ["ANIMRENDER_RECORD": "all"]) == .all)
    #expect(throws: GoldenConfigurationError.self) { try GoldenRecordMode.from(environment: ["ANIMRENDER_RECORD": "sometimes"]) }
  }

  @Test func goldenDecisions() {
    let frame = gradientFrame()
    var changed = frame
    changed.pixels[2] &+= 40
    func name(_ o: GoldenOutcome) -> String {
      switch o {
      case .passed: return "passed"
      case .failed: return "failed"
      case .missing: return "missing"
      case .record(.missing): return "record-missing"
      case .record(.forced): return "record-forced"
      case .record(.mismatch): return "record-mismatch"
      }
    }
    #expect(name(GoldenComparison.evaluate(expected: nil, actual: frame, mode: .missing)) == "record-missing")
    #expect(name(GoldenComparison.evaluate(expected: nil, actual: frame, mode: .never)) == "missing")
    #expect(name(GoldenComparison.evaluate(expected: frame, actual: frame, mode: .never)) == "passed")
    #expect(name(GoldenComparison.evaluate(expected: frame, actual: frame, mode: .all)) == "record-forced")
    #expect(name(GoldenComparison.evaluate(expected: frame, actual: changed, mode: .missing)) == "failed")
    #expect(name(GoldenComparison.evaluate(expected: frame, actual: changed, mode: .failed)) == "record-mismatch")
  }

  @Test func goldenFileRecordsComparesAndWritesArtefacts() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("animrender-golden-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: dir) }
    let golden = dir.appendingPathComponent("goldens/g.png").path
    let artefacts = dir.appendingPathComponent("artefacts")
    let frame = gradientFrame()
    // never: a missing golden fails without writing anything.
    let never = try GoldenFile.check(frame, against: golden, mode: .never, artefacts: artefacts)
    #expect(never?.contains("missing") == true && !FileManager.default.fileExists(atPath: golden))
    // missing: records, and says so (a failure).
    let recorded = try GoldenFile.check(frame, against: golden, mode: .missing, artefacts: artefacts)
    #expect(recorded?.contains("recorded golden") == true && FileManager.default.fileExists(atPath: golden))
    #expect(try GoldenFile.check(frame, against: golden, mode: .never, artefacts: artefacts) == nil)
    // A changed frame fails and leaves the actual frame and the diff next to each other.
    var changed = frame
    changed.pixels[100] &+= 9
    let failure = try #require(try GoldenFile.check(changed, against: golden, mode: .missing, artefacts: artefacts))
    #expect(failure.contains("mismatch"))
    #expect(try PNGFile.read(artefacts.appendingPathComponent("g.actual.png").path) == changed)
    #expect(FileManager.default.fileExists(atPath: artefacts.appendingPathComponent("g.diff.png").path))
    #expect(try PNGFile.read(golden) == frame)  // untouched unless the mode re-records
  }

  @Test func pngRoundTrip() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("animrender-png-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let opaque = gradientFrame()
    let path = dir.appendingPathComponent("opaque.png").path
    try PNGFile.write(opaque, to: path)
    #expect(try PNGFile.read(path) == opaque)
    // Translucent pixels survive to within one level (the file stores straight alpha).
    let list = DisplayList(size: CGSize(width: 40, height: 30), background: .clear, items: [
      .fill(path: Fixture.rect(5, 5, 30, 20), paint: .solid(Fixture.orange.withAlphaMultiplied(by: 0.6)), rule: .nonZero, transform: .identity),
    ])
    let translucent = try Fixture.rasterizer().render(list, scale: 1)
    let tPath = dir.appendingPathComponent("translucent.png").path
    try PNGFile.write(translucent, to: tPath)
    let back = try PNGFile.read(tPath)
    #expect(PixelDiff.compare(expected: translucent, actual: back, tolerance: PixelTolerance(maxChannelDifference: 1, maxDifferingFraction: 0)).passes)
    #expect(throws: CairoRendererError.self) { try PNGFile.read(dir.appendingPathComponent("absent.png").path) }
    #expect(throws: CairoRendererError.self) { try PNGFile.write(opaque, to: "/nonexistent-dir/x.png") }
  }
}
