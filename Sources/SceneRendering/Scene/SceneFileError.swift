/// A scene that cannot be rendered as asked (a size-that-fits canvas of no size, or of an absurd one);
/// the description is the one-line message users see.
public struct SceneFileError: Error, CustomStringConvertible, Equatable {
  public let description: String
  init(_ reason: String) { description = "error: \(reason)" }
}
