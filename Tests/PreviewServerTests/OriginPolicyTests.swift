import Foundation
import Testing

/// The preview answers requests addressed to its own address only: a page on another domain that
/// rebinds its name to 127.0.0.1 sends that name as `Host` (and as `Origin` on upgrades and POSTs).
@Suite struct OriginPolicyTests {
  static func raw(_ request: String, port: Int) throws -> (Int, String) {
    let c = try RawHTTP(port: port, timeout: 30)
    try c.send(request)
    return try c.readHead()
  }

  @Test func foreignHostsAndOriginsAreRefused() async throws {
    let f = try await PreviewFixture.start()
    defer { f.stop() }
    let port = f.port
    // The preview's own names, with and without the port, are served.
    for host in ["127.0.0.1:\(port)", "localhost:\(port)", "127.0.0.1"] {
      let (status, _) = try Self.raw("GET /api/scene HTTP/1.1\r\nHost: \(host)\r\nConnection: close\r\n\r\n", port: port)
      #expect(status == 200, "Host: \(host)")
    }
    // Another name for the same address is not.
    for host in ["evil.example:\(port)", "evil.example", "127.0.0.1.evil.example:\(port)"] {
      let (status, head) = try Self.raw("GET /api/scene HTTP/1.1\r\nHost: \(host)\r\nConnection: close\r\n\r\n", port: port)
      #expect(status == 403, "Host: \(host) answered \(status): \(head)")
    }
    let (noHost, _) = try Self.raw("GET /api/scene HTTP/1.0\r\n\r\n", port: port)
    #expect(noHost == 403)
    // A WebSocket upgrade and a POST from another origin are refused; from the page's own, accepted.
    let upgrade = { (origin: String) in
      "GET /events HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nOrigin: \(origin)\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n" +
        "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n"
    }
    #expect(try Self.raw(upgrade("http://evil.example"), port: port).0 == 403)
    #expect(try Self.raw(upgrade("http://127.0.0.1:\(port)"), port: port).0 == 101)
    let post = { (origin: String) in
      "POST /api/tap?t=0.5 HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nOrigin: \(origin)\r\nContent-Length: 0\r\nConnection: close\r\n\r\n"
    }
    #expect(try Self.raw(post("http://evil.example:\(port)"), port: port).0 == 403)
    #expect(try Self.raw(post("http://127.0.0.1:\(port)"), port: port).0 == 200)
  }
}
