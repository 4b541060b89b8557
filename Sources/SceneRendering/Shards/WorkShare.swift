/// Shares items of known cost among shards so each gets about the same total: largest first, each
/// to the shard with the least work so far (the LPT rule; within 4/3 of the best possible split,
/// Graham 1969, "Bounds on Multiprocessing Timing Anomalies"). Ties go by item order and then the lower
/// shard, so every machine computes the same split from the same list.
public enum WorkShare {
  /// The 1-based shard of each item.
  public static func assign(costs: [Int], shards: Int) -> [Int] {
    precondition(shards >= 1)
    var load = [Int](repeating: 0, count: shards)
    var result = [Int](repeating: 1, count: costs.count)
    let order = costs.indices.sorted { costs[$0] != costs[$1] ? costs[$0] > costs[$1] : $0 < $1 }
    for item in order {
      let shard = load.indices.min { load[$0] != load[$1] ? load[$0] < load[$1] : $0 < $1 }!
      load[shard] += max(0, costs[item])
      result[item] = shard + 1
    }
    return result
  }
}
