/// `--shard auto`: the shard this process is, from the variables the engine running it sets.
///
/// The environment comes in as a value, so tests pass the exact variables each engine sets. Every
/// engine numbers its tasks from 0 (Slurm from `SLURM_ARRAY_TASK_MIN`); the result is 1-based like
/// `--shard K/N`. The count is never guessed: an index without a count is an error.
/// - Slurm job arrays: `SLURM_ARRAY_TASK_ID`, `_MIN`, `_MAX`, `_COUNT` (`_STEP` must be 1),
///   https://slurm.schedmd.com/job_array.html
/// - Kubernetes Indexed Jobs: `JOB_COMPLETION_INDEX` with `ANIMRENDER_SHARD_COUNT` (the Job's
///   `completions`), https://kubernetes.io/docs/concepts/workloads/controllers/job/#completion-mode
/// - AWS Batch array jobs: `AWS_BATCH_JOB_ARRAY_INDEX` with `ANIMRENDER_SHARD_COUNT`,
///   https://docs.aws.amazon.com/batch/latest/userguide/array_jobs.html
/// - anything else (a GitHub Actions matrix): `ANIMRENDER_SHARD_INDEX` (0-based) and `ANIMRENDER_SHARD_COUNT`.
public enum ShardEnvironment {
  public struct Resolved: Equatable, Sendable {
    public var selection: ShardSelection
    /// Which variables were read, e.g. `SLURM_ARRAY_TASK_ID=4 SLURM_ARRAY_TASK_MIN=1 …`.
    public var source: String
  }

  public static func resolve(_ env: [String: String]) throws -> Resolved {
    let countName = "ANIMRENDER_SHARD_COUNT"
    func number(_ name: String) throws -> Int? {
      guard let text = env[name], !text.trimmingCharacters(in: .whitespaces).isEmpty else { return nil }
      guard let n = Int(text.trimmingCharacters(in: .whitespaces)) else { throw ShardError("\(name)='\(text)' is not a whole number") }
      return n
    }
    func read(_ names: [String]) -> String { names.filter { env[$0] != nil }.map { "\($0)=\(env[$0]!)" }.joined(separator: " ") }
    /// An engine's 0-based index with the count from ANIMRENDER_SHARD_COUNT.
    func indexed(_ indexName: String, _ engine: String) throws -> Resolved? {
      guard let index = try number(indexName) else { return nil }
      guard let count = try number(countName) else {
        throw ShardError("--shard auto: \(indexName)=\(index) (\(engine)) gives no shard count: set \(countName) to the number of tasks")
      }
      guard index >= 0, index < count else { throw ShardError("--shard auto: \(indexName)=\(index) is outside 0..<\(countName)=\(count)") }
      return Resolved(selection: try ShardSelection(index: index + 1, count: count), source: read([indexName, countName]))
    }

    if let r = try indexed("ANIMRENDER_SHARD_INDEX", "set by hand or a CI matrix") { return r }
    if let id = try number("SLURM_ARRAY_TASK_ID") {
      let names = ["SLURM_ARRAY_TASK_ID", "SLURM_ARRAY_TASK_MIN", "SLURM_ARRAY_TASK_MAX", "SLURM_ARRAY_TASK_COUNT", "SLURM_ARRAY_TASK_STEP"]
      if let step = try number("SLURM_ARRAY_TASK_STEP"), step != 1 {
        throw ShardError("--shard auto: SLURM_ARRAY_TASK_STEP=\(step): shards need consecutive task ids (sbatch --array=1-N, no :step)")
      }
      guard let min = try number("SLURM_ARRAY_TASK_MIN"), let max = try number("SLURM_ARRAY_TASK_MAX"),
        let count = try number("SLURM_ARRAY_TASK_COUNT")
      else { throw ShardError("--shard auto: SLURM_ARRAY_TASK_ID is set but not SLURM_ARRAY_TASK_MIN/_MAX/_COUNT (read: \(read(names)))") }
      guard max - min + 1 == count else {
        throw ShardError("--shard auto: task ids \(min)-\(max) are not \(count) consecutive ids (sbatch --array=\(min)-\(min + count - 1) instead)")
      }
      if let given = try number(countName), given != count {
        throw ShardError("--shard auto: \(countName)=\(given) disagrees with SLURM_ARRAY_TASK_COUNT=\(count)")
      }
      guard (min...max).contains(id) else { throw ShardError("--shard auto: SLURM_ARRAY_TASK_ID=\(id) is outside \(min)-\(max)") }
      return Resolved(selection: try ShardSelection(index: id - min + 1, count: count), source: read(names))
    }
    if let r = try indexed("JOB_COMPLETION_INDEX", "Kubernetes Indexed Job") { return r }
    if let r = try indexed("AWS_BATCH_JOB_ARRAY_INDEX", "AWS Batch array job") { return r }
    throw ShardError("""
      --shard auto found no shard variables: expected SLURM_ARRAY_TASK_ID/_MIN/_MAX/_COUNT (sbatch --array), \
      JOB_COMPLETION_INDEX (Kubernetes) or AWS_BATCH_JOB_ARRAY_INDEX (AWS Batch) with \(countName), \
      or ANIMRENDER_SHARD_INDEX (0-based) with \(countName)
      """)
  }
}
