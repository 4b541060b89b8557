import Foundation

/// Set from anywhere (a signal handler's dispatch source, a test) to stop a render between frames.
public final class CancellationFlag: @unchecked Sendable {
  private let lock = NSLock()
  private var cancelled = false
  public init() {}
  public var isCancelled: Bool { lock.withLock { cancelled } }
  public func cancel() { lock.withLock { cancelled = true } }
}

public struct RenderCancelled: Error, CustomStringConvertible {
  public init() {}
  public var description: String { "render cancelled" }
}
