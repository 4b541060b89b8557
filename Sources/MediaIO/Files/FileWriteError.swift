import Foundation

/// Why a file operation failed: the `errno` and what was attempted. Sinks turn it into a
/// `MediaError.unwritablePath` naming the output the user asked for.
public struct FileWriteError: Error, Equatable, Sendable, CustomStringConvertible {
  public let code: Int32
  public let operation: String
  public init(code: Int32, operation: String) {
    self.code = code
    self.operation = operation
  }
  public var reason: String { String(cString: strerror(code)) }
  public var description: String { "\(operation): \(reason)" }
}
