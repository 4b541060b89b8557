import FlyingFox
import Foundation

/// Which requests the preview answers: those addressed to its own address only.
///
/// A web page the user visits can point its own domain name at 127.0.0.1 (DNS rebinding) and then
/// read frames and scene details or fire taps. The browser still sends that domain as `Host`, and a
/// page's `Origin` on WebSocket upgrades and POSTs, so the preview refuses any `Host` that is not the
/// address it listens on (127.0.0.1, localhost or [::1] with its port, or the `--host` given with
/// `--allow-remote`) and any foreign `Origin`, as loopback development servers do (webpack-dev-server's
/// `allowedHosts`, Jupyter's `allow_origin`, Vite's `server.allowedHosts`).
final class OriginPolicy: @unchecked Sendable {
  private let lock = NSLock()
  private var hosts: Set<String> = []
  private let configuredHost: String

  init(configuredHost: String) { self.configuredHost = configuredHost }

  /// Called once the port is known (port 0 picks one).
  func listening(on port: Int) {
    var names = ["127.0.0.1", "localhost", "[::1]"]
    let host = configuredHost.lowercased()
    if !PreviewConfiguration.isLoopback(host) || host.hasPrefix("127.") {
      names.append(host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host)
    }
    // Without a port too: a browser a rebinding page drives always sends the page's own domain, so
    // a bare loopback name can only come from a local client (curl, the tests' raw requests).
    lock.withLock { hosts = Set(names.map { "\($0):\(port)" } + names) }
  }

  /// Why `request` is refused, or nil when it is addressed to this preview.
  func refusal(_ request: HTTPRequest) -> String? {
    let allowed = lock.withLock { hosts }
    guard let host = request.headers[.host]?.lowercased(), allowed.contains(host) else {
      let own = allowed.filter { $0.contains("]:") || $0.split(separator: ":").count == 2 }.sorted()
      return "error: this preview answers requests for \(own.joined(separator: ", ")) only (Host: \(request.headers[.host] ?? "none"))"
    }
    if let origin = request.headers[HTTPHeader("Origin")]?.lowercased(),
       !(origin.hasPrefix("http://") && allowed.contains(String(origin.dropFirst("http://".count)))) {
      return "error: requests from another origin are refused (Origin: \(origin))"
    }
    return nil
  }
}
