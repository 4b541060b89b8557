/// What is wrong with a shard, its options or a parts folder, in one line.
public struct ShardError: Error, CustomStringConvertible, Equatable {
  public let description: String
  public init(_ description: String) { self.description = description }
}
