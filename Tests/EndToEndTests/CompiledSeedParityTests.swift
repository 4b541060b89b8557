import Foundation
import XCTest

/// Every seed scene in `scenes/*.swift-dsl` (Apple's examples and the WWDC23 code) through the built
/// binary with both front ends: `inspect` at the same times must print the same lines. This keeps the
/// compiled front end's "26 of 26 seed scenes" true until the interpreter is removed.
final class CompiledSeedParityTests: XCTestCase {
  func testEverySeedSceneInspectsAlikeWithBothFrontEnds() throws {
    let folder = CommandLineTool.packageRoot.appendingPathComponent("scenes")
    let scenes = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".swift-dsl") }.sorted()
    XCTAssertGreaterThanOrEqual(scenes.count, 26, "the seed scenes are missing")
    let cache = FileManager.default.temporaryDirectory.appendingPathComponent("animrender-seed-cache-\(getpid())")
    defer { try? FileManager.default.removeItem(at: cache) }
    for scene in scenes {
      let path = folder.appendingPathComponent(scene).path
      let times = ["inspect", path, "--at", "0,0.5,1,2"]
      let compiled = try CommandLineTool.run(times + ["--front-end", "compiled"], environment: ["XDG_CACHE_HOME": cache.path])
      let interpreted = try CommandLineTool.run(times + ["--front-end", "interpreted"], environment: [:])
      XCTAssertEqual(compiled.status, 0, "\(scene): \(compiled.stderr)")
      XCTAssertEqual(interpreted.status, 0, "\(scene): \(interpreted.stderr)")
      XCTAssertEqual(compiled.stdout.split(separator: "\n").count, 4, "\(scene): one line per time")
      XCTAssertEqual(compiled.stdout, interpreted.stdout, "\(scene): the compiled front end's inspect differs")
    }
  }
}
