import Foundation
import XCTest

/// Every seed scene in `scenes/*.swift-dsl` (Apple's examples and the WWDC23 code) through the built
/// binary: `inspect` at 0, 0.5, 1 and 2 s must print the lines recorded in
/// `Expected/scenes/<name>.jsonl` (from the interpreter, before it was removed; see `RecordedInspect`).
final class CompiledSeedParityTests: XCTestCase {
  func testEverySeedSceneInspectsAsRecorded() throws {
    let folder = CommandLineTool.packageRoot.appendingPathComponent("scenes")
    let scenes = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".swift-dsl") }.sorted()
    XCTAssertGreaterThanOrEqual(scenes.count, 26, "the seed scenes are missing")
    let cache = CommandLineTool.sharedCache
    for scene in scenes {
      let path = folder.appendingPathComponent(scene).path
      let compiled = try CommandLineTool.run(["inspect", path, "--at", "0,0.5,1,2", "--front-end", "compiled"],
                                             environment: ["XDG_CACHE_HOME": cache.path])
      XCTAssertEqual(compiled.status, 0, "\(scene): \(compiled.stderr)")
      XCTAssertEqual(compiled.stdout.split(separator: "\n").count, 4, "\(scene): one line per time")
      XCTAssertFalse(compiled.stdout.contains(#""nodes":[]"#), "\(scene): an empty frame")
      XCTAssertNil(RecordedInspect.mismatch(compiled.stdout, recordedAt: RecordedInspect.url(scene: path)), scene)
    }
  }
}
