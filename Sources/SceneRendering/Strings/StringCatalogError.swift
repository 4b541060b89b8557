/// A string catalog that cannot be read: one line naming the file (and the line, when known) and what
/// is wrong with it, as a compiler would print it.
public struct StringCatalogError: Error, CustomStringConvertible, Equatable {
  public let path: String
  public let line: Int?
  public let reason: String
  public init(_ path: String, line: Int? = nil, _ reason: String) { self.path = path; self.line = line; self.reason = reason }
  public var description: String { "\(path)\(line.map { ":\($0)" } ?? ""): error: \(reason)" }
}
