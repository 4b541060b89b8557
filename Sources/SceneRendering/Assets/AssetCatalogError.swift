/// A catalog that cannot be read: one line naming the file and what is wrong with it.
public struct AssetCatalogError: Error, CustomStringConvertible, Equatable {
  public let path: String
  public let reason: String
  public init(_ path: String, _ reason: String) { self.path = path; self.reason = reason }
  public var description: String { "\(path): \(reason)" }
}
