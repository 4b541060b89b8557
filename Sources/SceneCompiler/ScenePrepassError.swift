/// A scene file the pre-pass cannot turn into a library, at the place that is wrong.
public struct ScenePrepassError: Error, CustomStringConvertible, Equatable {
  public let file: String
  public let line: Int
  public let column: Int
  public let message: String
  public var description: String { "\(file):\(line):\(column): error: \(message)" }
}
