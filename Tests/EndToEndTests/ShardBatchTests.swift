import Foundation
import Testing

/// `batch --shard K/N`: each machine renders a deterministic share of the scenes, balanced by
/// frames × pixels; together the shares are every scene exactly once.
@Suite struct ShardBatchTests {
  static func scene(width: Int, seconds: Double) -> String {
    """
    Scene(width: \(width), height: 40, fps: 10, duration: \(seconds), background: .white) {
        Circle().fill(.red).frame(width: 20, height: 20)
    }
    """
  }

  @Test func sharesAreDisjointCompleteAndBalancedByCost() throws {
    let dir = try CommandLineTool.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let scenes = dir.appendingPathComponent("scenes")
    try FileManager.default.createDirectory(at: scenes, withIntermediateDirectories: true)
    // Frames × pixels: a 2·(80·40·20)=128000, b 64000, c 32000, d 32000 (10 frames of 80×40 each = 32000).
    // Largest first to the lighter shard: a→1, b→2, c→2 (64000<128000), d→2 (96000<128000): 128000 vs 128000.
    let specs = [("a", 160, 2.0), ("b", 80, 2.0), ("c", 80, 1.0), ("d", 80, 1.0)]
    for (name, width, seconds) in specs {
      try Self.scene(width: width, seconds: seconds).write(to: scenes.appendingPathComponent("\(name).swift-dsl"), atomically: true, encoding: .utf8)
    }
    var rendered: [[String]] = []
    for k in 1...2 {
      let out = dir.appendingPathComponent("out\(k)")
      let r = try CommandLineTool.run(["batch", scenes.path, "--out", out.path, "--shard", "\(k)/2", "--jobs", "1"])
      #expect(r.status == 0, "\(r.stdout) \(r.stderr)")
      rendered.append(try FileManager.default.contentsOfDirectory(atPath: out.path).filter { $0.hasSuffix(".mp4") }.sorted())
    }
    #expect(rendered == [["a.mp4"], ["b.mp4", "c.mp4", "d.mp4"]])

    // Under a Slurm array the same split comes from the task variables; a retry skips what is done.
    let out = dir.appendingPathComponent("out2")
    let env = ["SLURM_ARRAY_TASK_ID": "2", "SLURM_ARRAY_TASK_MIN": "1", "SLURM_ARRAY_TASK_MAX": "2", "SLURM_ARRAY_TASK_COUNT": "2"]
    let retry = try CommandLineTool.run(["batch", scenes.path, "--out", out.path, "--shard", "auto"], environment: env)
    #expect(retry.status == 0)
    #expect(retry.stdout.contains("batch: 0 rendered, 3 unchanged, 0 failed"), "\(retry.stdout)")
    #expect(retry.stderr.contains("batch shard 2/2 (SLURM_ARRAY_TASK_ID=2"), "\(retry.stderr)")

    let bad = try CommandLineTool.run(["batch", scenes.path, "--out", out.path, "--shard", "3/2"])
    #expect(bad.status == 2)
  }
}
