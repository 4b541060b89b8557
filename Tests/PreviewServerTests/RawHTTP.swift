import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A bare TCP client for what URLSession will not do: send a path exactly as written (`/../`),
/// hang up in the middle of an exchange, and speak just enough WebSocket to read the event stream.
/// Every read has a timeout, so a broken server fails a test instead of hanging it.
final class RawHTTP {
  let fd: Int32

  init(port: Int, timeout: Double = 10) throws {
    fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard fd >= 0 else { throw Failure("socket() failed") }
    var tv = timeval(tv_sec: Int(timeout), tv_usec: Int((timeout - timeout.rounded(.down)) * 1e6))
    setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &tv, socklen_t(MemoryLayout<timeval>.size))
    var addr = sockaddr_in()
    addr.sin_family = sa_family_t(AF_INET)
    addr.sin_port = in_port_t(UInt16(port).bigEndian)
    addr.sin_addr.s_addr = inet_addr("127.0.0.1")
    let ok = withUnsafePointer(to: &addr) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
    }
    guard ok == 0 else { close(fd); throw Failure("connect to port \(port) failed") }
  }

  deinit { close(fd) }

  struct Failure: Error, CustomStringConvertible {
    var description: String
    init(_ d: String) { description = d }
  }

  func send(_ text: String) throws {
    let bytes = Array(text.utf8)
    var sent = 0
    while sent < bytes.count {
      let n = bytes[sent...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
      guard n > 0 else { throw Failure("write failed") }
      sent += n
    }
  }

  /// Up to `count` bytes; empty at the end of the stream; throws on a timeout.
  func read(upTo count: Int = 65536) throws -> [UInt8] {
    var buffer = [UInt8](repeating: 0, count: count)
    let n = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, count, 0) }
    guard n >= 0 else { throw Failure("read timed out or failed (errno \(errno))") }
    return Array(buffer.prefix(n))
  }

  private var pending: [UInt8] = []

  func readExactly(_ count: Int) throws -> [UInt8] {
    while pending.count < count {
      let chunk = try read()
      guard !chunk.isEmpty else { throw Failure("connection closed after \(pending.count) of \(count) bytes") }
      pending += chunk
    }
    defer { pending.removeFirst(count) }
    return Array(pending.prefix(count))
  }

  /// Reads a response's head (status line and headers) and returns the status code and the raw head.
  func readHead() throws -> (status: Int, head: String) {
    while true {
      if let end = pending.indices.dropLast(3).first(where: { pending[$0] == 13 && pending[$0 + 1] == 10 && pending[$0 + 2] == 13 && pending[$0 + 3] == 10 }) {
        let head = String(decoding: pending[..<end], as: UTF8.self)
        pending.removeFirst(end + 4)
        let status = Int(head.split(separator: " ").dropFirst().first ?? "") ?? -1
        return (status, head)
      }
      let chunk = try read()
      guard !chunk.isEmpty else { throw Failure("connection closed before a response head") }
      pending += chunk
    }
  }

  struct Response {
    var status: Int
    var head: String
    var body: [UInt8]
    var text: String { String(decoding: body, as: UTF8.self) }
    func header(_ name: String) -> String? {
      head.split(separator: "\r\n").first { $0.lowercased().hasPrefix(name.lowercased() + ":") }
        .map { String($0.drop { $0 != ":" }.dropFirst()).trimmingCharacters(in: .whitespaces) }
    }
  }

  /// One request for `path` exactly as written (with `Connection: close`), read to its end.
  static func request(_ method: String = "GET", _ path: String, port: Int) throws -> Response {
    let c = try RawHTTP(port: port, timeout: 60)
    try c.send("\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 0\r\nConnection: close\r\n\r\n")
    let (status, head) = try c.readHead()
    var response = Response(status: status, head: head, body: c.pending)
    c.pending = []
    if let length = response.header("Content-Length").flatMap(Int.init), length > response.body.count {
      response.body += try c.readExactly(length - response.body.count)
    }
    return response
  }

  // MARK: WebSocket (RFC 6455), reading only

  /// Opens `/events` and checks the handshake (101). A read waits at most `timeout` seconds (a
  /// compiled preview's reload runs swiftc, which a busy machine makes slow).
  static func webSocket(port: Int, timeout: Double = 60) throws -> RawHTTP {
    let c = try RawHTTP(port: port, timeout: timeout)
    try c.send("GET /events HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n" +
               "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n")
    let (status, head) = try c.readHead()
    guard status == 101 else { throw Failure("handshake answered \(status): \(head)") }
    return c
  }

  /// The next text message from the server (server frames are unmasked; control frames are skipped).
  func nextMessage() throws -> String {
    while true {
      let h = try readExactly(2)
      let opcode = h[0] & 0x0F
      var length = Int(h[1] & 0x7F)
      if length == 126 { let b = try readExactly(2); length = Int(b[0]) << 8 | Int(b[1]) }
      else if length == 127 { length = try readExactly(8).reduce(0) { $0 << 8 | Int($1) } }
      let payload = length > 0 ? try readExactly(length) : []
      if opcode == 0x8 { throw Failure("server closed the stream") }
      if opcode == 0x1 { return String(decoding: payload, as: UTF8.self) }
    }
  }

  /// Messages until one satisfies `match` (others, like a `hello`, are skipped).
  func waitForMessage(where match: (String) -> Bool) throws -> String {
    while true {
      let m = try nextMessage()
      if match(m) { return m }
    }
  }
}
