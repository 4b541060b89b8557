/// One stored segment: its file (in the parts folder), where it starts in the selected frame list,
/// how many frames it holds and its size (a truncated copy is caught before decoding).
public struct SegmentRecord: Codable, Equatable, Sendable {
  public var file: String
  public var first: Int
  public var frames: Int
  public var bytes: Int
}
