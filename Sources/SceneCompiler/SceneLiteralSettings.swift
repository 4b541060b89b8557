import Foundation
import SwiftParser
import SwiftSyntax

/// The numbers a scene file's `Scene(…)` writes as plain literals (`width: 390`, `duration: 2.5`),
/// read without compiling it: what `batch --shard` needs to balance scenes by frames × pixels on every
/// machine before any of them compiles. A value that is not a literal (or a missing file) is nil and
/// the caller takes its default; the render itself always uses the compiled scene's real values.
public struct SceneLiteralSettings: Equatable {
  public var width: Double?
  public var height: Double?
  public var scale: Double?
  public var fps: Double?
  public var duration: Double?

  public init(width: Double? = nil, height: Double? = nil, scale: Double? = nil, fps: Double? = nil, duration: Double? = nil) {
    self.width = width; self.height = height; self.scale = scale; self.fps = fps; self.duration = duration
  }

  /// The literals of the scene file at `path`; all nil for a folder or a file without `Scene(…)`.
  public init(path: String) {
    self.init()
    guard let data = FileManager.default.contents(atPath: path), data.count <= SceneSources.maxBytes else { return }
    self.init(source: String(decoding: data, as: UTF8.self))
  }

  public init(source: String) {
    self.init()
    for item in Parser.parse(source: source).statements {
      guard let call = ScenePrepass.sceneCall(item.item) else { continue }
      for argument in call.arguments {
        guard let label = argument.label?.text, let value = Self.number(argument.expression) else { continue }
        switch label {
        case "width": width = value
        case "height": height = value
        case "scale": scale = value
        case "fps": fps = value
        case "duration": duration = value
        default: break
        }
      }
      return
    }
  }

  static func number(_ expression: ExprSyntax) -> Double? {
    if let f = expression.as(FloatLiteralExprSyntax.self) { return Double(f.literal.text.replacingOccurrences(of: "_", with: "")) }
    if let i = expression.as(IntegerLiteralExprSyntax.self) { return Double(i.literal.text.replacingOccurrences(of: "_", with: "")) }
    return nil
  }
}
