import Graphics

/// Produces the display list of a frame. Called once per planned frame, in ascending order, from
/// one thread at a time, so implementations may simulate forward and keep state between calls.
public protocol FrameSource {
  func displayList(at time: Double, frame: Int) throws -> DisplayList
}

/// A frame source made of a closure; handy for Swift-built scenes and tests.
public struct ClosureFrameSource: FrameSource {
  let body: (Double, Int) throws -> DisplayList
  public init(_ body: @escaping (Double, Int) throws -> DisplayList) { self.body = body }
  public func displayList(at time: Double, frame: Int) throws -> DisplayList { try body(time, frame) }
}
