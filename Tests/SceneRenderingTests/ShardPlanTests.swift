import Foundation
import Testing
@testable import SceneRendering

/// Which frames and scenes a shard takes, and `--shard auto` under each engine's own variables.
@Suite struct ShardPlanTests {
  @Test func shardsAreContiguousBalancedAndCoverEveryFrame() throws {
    // 10 frames in 3: ⌊(k−1)·10/3⌋ ..< ⌊k·10/3⌋ = 0..<3, 3..<6, 6..<10.
    let ranges = try (1...3).map { try ShardSelection(index: $0, count: 3).positions(of: 10) }
    #expect(ranges == [0..<3, 3..<6, 6..<10])
    // More shards than frames: the extra shards are empty, none overlaps.
    let small = try (1...4).map { try ShardSelection(index: $0, count: 4).positions(of: 2) }
    #expect(small == [0..<0, 0..<1, 1..<1, 1..<2])
    for n in 1...9 {
      let parts = try (1...n).map { try ShardSelection(index: $0, count: n).positions(of: 100) }
      #expect(parts.flatMap { Array($0) } == Array(0..<100))
      #expect(parts.map(\.count).max()! - parts.map(\.count).min()! <= 1)
    }
  }

  @Test func segmentModeSharesWholeSegments() throws {
    // 120 frames in segments of 25: 5 segments (the last has 20); 3 shards take 1, 2 and 2 of them.
    let ranges = try (1...3).map { try ShardSelection(index: $0, count: 3).segmentPositions(of: 120, segmentLength: 25) }
    #expect(ranges == [0..<25, 25..<75, 75..<120])
    let two = try (1...2).map { try ShardSelection(index: $0, count: 2).segmentPositions(of: 120, segmentLength: 25) }
    #expect(two == [0..<50, 50..<120])
  }

  @Test func parsingRefusesNonsense() throws {
    #expect(try ShardSelection(parsing: "2/4") == ShardSelection(index: 2, count: 4))
    for bad in ["0/4", "5/4", "1/0", "a/b", "3", "1/2/3", "-1/2"] {
      #expect(throws: ShardError.self, "\(bad)") { try ShardSelection(parsing: bad) }
    }
  }

  @Test func slurmArrayVariables() throws {
    // sbatch --array=4-6: the middle task is shard 2 of 3.
    let r = try ShardEnvironment.resolve([
      "SLURM_ARRAY_TASK_ID": "5", "SLURM_ARRAY_TASK_MIN": "4", "SLURM_ARRAY_TASK_MAX": "6",
      "SLURM_ARRAY_TASK_COUNT": "3", "SLURM_ARRAY_TASK_STEP": "1", "SLURM_JOB_ID": "77",
    ])
    #expect(r.selection == (try ShardSelection(index: 2, count: 3)))
    #expect(r.source.contains("SLURM_ARRAY_TASK_ID=5") && r.source.contains("SLURM_ARRAY_TASK_COUNT=3"))
  }

  @Test func slurmRefusesStepsGapsAndPartialVariables() {
    let base = ["SLURM_ARRAY_TASK_ID": "3", "SLURM_ARRAY_TASK_MIN": "1", "SLURM_ARRAY_TASK_MAX": "5", "SLURM_ARRAY_TASK_COUNT": "3"]
    var stepped = base
    stepped["SLURM_ARRAY_TASK_STEP"] = "2"  // --array=1-5:2
    #expect(throws: ShardError("--shard auto: SLURM_ARRAY_TASK_STEP=2: shards need consecutive task ids (sbatch --array=1-N, no :step)")) {
      try ShardEnvironment.resolve(stepped)
    }
    // --array=1,3,5 without a step variable: ids 1…5 are not 3 consecutive ids.
    #expect(throws: ShardError.self) { try ShardEnvironment.resolve(base) }
    #expect(throws: ShardError.self) { try ShardEnvironment.resolve(["SLURM_ARRAY_TASK_ID": "3"]) }
  }

  @Test func kubernetesAWSAndManualVariables() throws {
    // Indexed Job: JOB_COMPLETION_INDEX counts from 0; completions comes in as ANIMRENDER_SHARD_COUNT.
    #expect(try ShardEnvironment.resolve(["JOB_COMPLETION_INDEX": "2", "ANIMRENDER_SHARD_COUNT": "3"]).selection == ShardSelection(index: 3, count: 3))
    #expect(try ShardEnvironment.resolve(["AWS_BATCH_JOB_ARRAY_INDEX": "0", "ANIMRENDER_SHARD_COUNT": "4"]).selection == ShardSelection(index: 1, count: 4))
    // A CI matrix (GitHub Actions' strategy.job-index / job-total).
    let manual = try ShardEnvironment.resolve(["ANIMRENDER_SHARD_INDEX": "1", "ANIMRENDER_SHARD_COUNT": "2"])
    #expect(manual.selection == (try ShardSelection(index: 2, count: 2)))
    #expect(manual.source == "ANIMRENDER_SHARD_INDEX=1 ANIMRENDER_SHARD_COUNT=2")
  }

  @Test func neverGuessesTheCount() {
    #expect(throws: ShardError.self) { try ShardEnvironment.resolve(["JOB_COMPLETION_INDEX": "2"]) }
    #expect(throws: ShardError.self) { try ShardEnvironment.resolve(["AWS_BATCH_JOB_ARRAY_INDEX": "1"]) }
    #expect(throws: ShardError.self) { try ShardEnvironment.resolve(["JOB_COMPLETION_INDEX": "3", "ANIMRENDER_SHARD_COUNT": "3"]) }
    #expect(throws: ShardError.self) { try ShardEnvironment.resolve([:]) }
    #expect(throws: ShardError.self) { try ShardEnvironment.resolve(["ANIMRENDER_SHARD_INDEX": "x", "ANIMRENDER_SHARD_COUNT": "2"]) }
  }

  @Test func workShareBalancesByCost() {
    // Costs 8, 7, 6, 5, 4 over 2 shards, largest first to the lighter shard:
    // 8→1, 7→2, 6→2 (7<8), 5→1 (8<13), 4→1 (13=13, lower shard): loads 17 and 13.
    #expect(WorkShare.assign(costs: [8, 7, 6, 5, 4], shards: 2) == [1, 2, 2, 1, 1])
    // Equal costs keep their order: round robin.
    #expect(WorkShare.assign(costs: [1, 1, 1, 1], shards: 3) == [1, 2, 3, 1])
  }
}
