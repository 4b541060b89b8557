import Foundation

/// One `/api/…` request as a backend answers it, without the HTTP connection: what a scene worker
/// process reads from its pipe, one JSON line each (`PreviewReply` is the answer).
public struct PreviewRequest: Codable, Sendable, Equatable {
  public var method: String
  public var path: String
  /// Query parameters (the first value of each name).
  public var query: [String: String]
  /// A request body (JSON), for the session-state route only.
  public var body: String?

  public init(method: String, path: String, query: [String: String] = [:], body: String? = nil) {
    self.method = method; self.path = path; self.query = query; self.body = body
  }

  /// The request as one line of JSON (JSON escapes newlines, so a line is a whole request).
  public func line() throws -> [UInt8] { Array(try JSONCoding.string(self).utf8) + [UInt8(ascii: "\n")] }

  public static func decode(line: [UInt8]) throws -> PreviewRequest {
    try JSONDecoder().decode(PreviewRequest.self, from: Data(line))
  }
}
