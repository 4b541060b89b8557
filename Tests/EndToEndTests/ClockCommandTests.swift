import Foundation
import Testing

/// `--seed` and `--date` from the command line, on the gallery's time scenes.
@Suite struct ClockCommandTests {
  static func gallery(_ name: String) -> String {
    CommandLineTool.packageRoot.appendingPathComponent("scenes/gallery/\(name).swift-dsl").path
  }

  /// The same seed renders the same bytes; another seed another picture.
  @Test func seedsNameClips() throws {
    let dir = try CommandLineTool.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    func still(_ seed: String, _ name: String) throws -> Data {
      let out = dir.appendingPathComponent(name).path
      // Compiled scene code's system random numbers come from the --seed generator (SceneProcessHooks).
      let r = try CommandLineTool.run(["render", Self.gallery("time-confetti"), "--at", "1", "--seed", seed, "--out", out, "--quiet"])
      #expect(r.status == 0, "\(r.stderr)")
      return try Data(contentsOf: URL(fileURLWithPath: out))
    }
    let a = try still("7", "a.png"), b = try still("7", "b.png"), c = try still("8", "c.png")
    #expect(a == b)
    #expect(a != c)
  }

  /// `--date` overrides `Scene(date:)`: at 03:00:00 the clock's hands point at 90°, 0° and 0°.
  @Test func dateSetsTheClock() throws {
    let r = try CommandLineTool.run(["inspect", Self.gallery("time-clock-face"), "--date", "2024-06-01T03:00:00Z"])
    #expect(r.status == 0, "\(r.stderr)")
    let frame = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any]
    let nodes = frame?["nodes"] as? [[String: Any]] ?? []
    let hands = nodes.filter { $0["shape"] as? String == "Capsule" }.compactMap { node -> Double? in
      let modifiers = node["modifiers"] as? [[String: Any]] ?? []
      return modifiers.first { $0["name"] as? String == "rotationEffect" }?["degrees"] as? Double
    }
    #expect(hands == [90, 0, 0])
  }

  @Test func badDatesAreUsageErrors() throws {
    let r = try CommandLineTool.run(["inspect", Self.gallery("time-clock-face"), "--date", "yesterday"])
    #expect(r.status == 2, "status \(r.status)")
    #expect(r.stderr.contains("--date takes an ISO 8601 date"))
  }
}
