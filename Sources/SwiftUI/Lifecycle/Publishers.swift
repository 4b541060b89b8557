import Foundation

/// Combine's `Publishers` namespace.
public enum Publishers {}

extension Publishers {
  /// Combine's `Publishers.Autoconnect`: connects its upstream at its first subscription.
  public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public init(upstream: Upstream) { self.upstream = upstream }
  }
}

extension ConnectablePublisher {
  /// Combine's `autoconnect()`.
  public func autoconnect() -> Publishers.Autoconnect<Self> { Publishers.Autoconnect(upstream: self) }
}
