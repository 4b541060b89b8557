import Foundation
import Testing

/// The project's scenes tested the way users test theirs: `animrender test` against committed goldens
/// (start, middle and last frame of each scene). Re-record with `scripts/record-goldens.sh`.
@Suite struct SceneGoldenTests {
  @Test func everySceneMatchesItsGoldens() throws {
    let root = CommandLineTool.packageRoot
    let scenes = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("scenes").path)
      .filter { $0.hasSuffix(".swift-dsl") }.sorted().map { "scenes/" + $0 }
    #expect(scenes.count >= 20)
    let failures = try CommandLineTool.temporaryDirectory()
    // No --record: ANIMRENDER_RECORD and CI decide, as for the other golden tests.
    let r = try CommandLineTool.run(
      ["test"] + scenes + ["--golden", "Tests/EndToEndTests/SceneGoldens", "--failures", failures.path, "--quiet"], in: root)
    #expect(r.status == 0, "\(r.stdout)\n\(r.stderr)")
    #expect(r.stdout.contains("test: \(scenes.count * 3) passed, 0 failed, 0 recorded"), "\(r.stdout)")
  }
}
