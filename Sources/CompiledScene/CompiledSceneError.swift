/// A compiled scene that loaded but cannot render; the description is the line users see.
public struct CompiledSceneError: Error, CustomStringConvertible, Equatable {
  public let description: String
  public init(_ reason: String) { description = "error: \(reason)" }
}
