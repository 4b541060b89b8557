import Foundation

/// A backend's answer to a `PreviewRequest`: status, headers and body, as the server sends it on.
///
/// On a worker's pipe it is a JSON header line `{"status":…, "headers":{…}, "length":N}` followed by
/// exactly N body bytes (a PNG or a video is binary, so it is not put inside the JSON).
public struct PreviewReply: Sendable, Equatable {
  public var status: Int
  public var headers: [String: String]
  public var body: [UInt8]

  public init(status: Int, headers: [String: String] = [:], body: [UInt8]) {
    self.status = status; self.headers = headers; self.body = body
  }

  /// A JSON answer.
  public static func json(_ text: String, status: Int = 200) -> PreviewReply {
    PreviewReply(status: status, headers: ["Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store"], body: Array(text.utf8))
  }

  /// A 422 with the overlay's `{"problem": {…}}`.
  public static func problem(_ problem: PreviewProblem) -> PreviewReply {
    json((try? JSONCoding.string(["problem": problem])) ?? "{}", status: 422)
  }

  /// The scene's generation the reply was made in (`X-Generation`), when the backend said.
  public var generation: Int? { headers["X-Generation"].flatMap { Int($0) } }

  private struct Header: Codable { var status: Int; var headers: [String: String]; var length: Int }

  /// The header line and the body, as written on a worker's pipe.
  public func wireBytes() throws -> [UInt8] {
    Array(try JSONCoding.string(Header(status: status, headers: headers, length: body.count)).utf8) + [UInt8(ascii: "\n")] + body
  }

  /// Reads one reply from `read`, which returns up to the bytes asked for (0 at the end of input).
  /// - Returns: nil when the input ends before a whole reply.
  public static func read(using read: (Int) throws -> [UInt8], buffer: inout [UInt8]) throws -> PreviewReply? {
    while !buffer.contains(UInt8(ascii: "\n")) {
      let chunk = try read(65536)
      if chunk.isEmpty { return nil }
      buffer += chunk
    }
    let end = buffer.firstIndex(of: UInt8(ascii: "\n"))!
    let header = try JSONDecoder().decode(Header.self, from: Data(buffer[..<end]))
    buffer.removeFirst(end + 1)
    guard header.length >= 0 else { throw PreviewError("a scene worker sent a reply of negative length") }
    while buffer.count < header.length {
      let chunk = try read(min(1 << 20, header.length - buffer.count))
      if chunk.isEmpty { return nil }
      buffer += chunk
    }
    let body = Array(buffer[..<header.length])
    buffer.removeFirst(header.length)
    return PreviewReply(status: header.status, headers: header.headers, body: body)
  }
}
