import Foundation
import Testing

/// The project's scenes tested the way users test theirs: `animrender test` against committed goldens
/// (start, middle and last frame of each scene). `scripts/record-goldens.sh` re-records them all.
@Suite struct SceneGoldenTests {
  static let goldens = "Tests/EndToEndTests/SceneGoldens"

  /// Scenes with committed goldens: every scene in scenes/ that renders (a scene that does not load
  /// gets no goldens from the recording script, and is listed by `sceneWithoutGoldensIsKnownNotToRender`).
  static func scenesWithGoldens() throws -> (all: [String], covered: [String]) {
    let root = CommandLineTool.packageRoot
    let all = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("scenes").path)
      .filter { $0.hasSuffix(".swift-dsl") }.sorted()
    let files = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(goldens).path)) ?? []
    let covered = all.filter { scene in
      let stem = String(scene.dropLast(".swift-dsl".count))
      return files.contains { $0.hasPrefix(stem + "-") && $0.dropFirst(stem.count + 1).first?.isNumber == true }
    }
    return (all, covered)
  }

  /// The absolute path of a file of scenes/.
  static func scene(_ file: String) -> String {
    CommandLineTool.packageRoot.appendingPathComponent("scenes/" + file).path
  }

  @Test func everySceneMatchesItsGoldens() throws {
    let (all, covered) = try Self.scenesWithGoldens()
    #expect(covered.count >= all.count * 3 / 4, "most scenes should have goldens; run scripts/record-goldens.sh")
    let failures = try CommandLineTool.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: failures) }
    // No --record: ANIMRENDER_RECORD and CI decide, as for the project's other golden tests.
    // Absolute paths, as SceneTests and CompiledSeedParityTests give them: the path is part of the
    // generated source (its `#sourceLocation`), so the scenes come from the test run's cache.
    let r = try CommandLineTool.run(
      ["test"] + covered.map { Self.scene($0) } + ["--golden", Self.goldens, "--failures", failures.path, "--quiet"],
      in: CommandLineTool.packageRoot)
    #expect(r.status == 0, "\(r.stdout)\n\(r.stderr)")
    #expect(r.stdout.contains("test: \(covered.count * 3) passed, 0 failed, 0 recorded"), "\(r.stdout)")
  }

  /// A scene without goldens must be one that does not render yet; once it does, record its goldens.
  @Test func sceneWithoutGoldensIsKnownNotToRender() throws {
    let (all, covered) = try Self.scenesWithGoldens()
    for scene in all where !covered.contains(scene) {
      let out = try CommandLineTool.temporaryDirectory()
      defer { try? FileManager.default.removeItem(at: out) }
      let r = try CommandLineTool.run(["render", Self.scene(scene), "--out", out.appendingPathComponent("x.mp4").path, "-q"],
                                      in: CommandLineTool.packageRoot)
      #expect(r.status != 0, "\(scene) renders now: run scripts/record-goldens.sh and commit its goldens")
    }
  }
}
