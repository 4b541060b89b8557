/// A compiled scene that loaded but cannot render; the description is the line users see.
public struct CompiledSceneError: Error, CustomStringConvertible, Equatable {
  public let description: String
  public init(_ reason: String) { description = "error: \(reason)" }
  /// A line that already says where and what (`file:line:col: error: …`).
  public init(full line: String) { description = line }
}
