/// How the preview listens, passed down from the command line (never global).
public struct PreviewConfiguration: Sendable {
  /// The address to bind: loopback unless `allowRemote`.
  public var host: String
  /// 0 picks a free port (tests).
  public var port: Int
  /// Whether a non-loopback `host` may be used: the preview serves the scene file and renders on
  /// request, so other machines reach it only when asked for explicitly.
  public var allowRemote: Bool
  /// Memory for encoded frames (bytes); least recently used frames are evicted past it.
  public var cacheBytes: Int
  /// How often the scene file is checked for changes (seconds).
  public var watchInterval: Double

  public init(host: String = "127.0.0.1", port: Int = 8040, allowRemote: Bool = false,
              cacheBytes: Int = 256 << 20, watchInterval: Double = 0.1) {
    self.host = host; self.port = port; self.allowRemote = allowRemote
    self.cacheBytes = cacheBytes; self.watchInterval = watchInterval
  }

  /// Whether `host` names this machine only: `localhost`, 127.0.0.0/8 or `::1`.
  public static func isLoopback(_ host: String) -> Bool {
    if host == "localhost" || host == "::1" || host == "[::1]" { return true }
    let parts = host.split(separator: ".", omittingEmptySubsequences: false)
    return parts.count == 4 && parts[0] == "127" && parts.allSatisfy { UInt8($0) != nil }
  }

  /// Refuses settings that cannot or should not be served, with a one-line reason.
  public func validate() throws {
    guard (0...65535).contains(port) else { throw PreviewError("--port takes 0 to 65535 (got \(port))") }
    guard !host.isEmpty else { throw PreviewError("--host is empty") }
    if !Self.isLoopback(host) && !allowRemote {
      throw PreviewError("refusing to listen on '\(host)': other machines could reach the preview; pass --allow-remote to allow it")
    }
    guard cacheBytes > 0 else { throw PreviewError("the frame cache needs a positive size") }
  }
}

/// A preview that cannot start; the description is the one-line message users see.
public struct PreviewError: Error, CustomStringConvertible, Equatable {
  public let description: String
  public init(_ reason: String) { description = "error: \(reason)" }
}
