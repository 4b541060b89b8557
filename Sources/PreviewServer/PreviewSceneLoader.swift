import Foundation
import SceneRendering

/// How the preview makes the scene's program (in a scene worker process: the compiled library
/// loaded). Passed down, never global.
public struct PreviewSceneLoader: Sendable {
  /// The scene at `path`, read and loaded now.
  public var open: @Sendable (_ path: String) throws -> SceneFile
  /// A program of its own for an export, matching the canvas: from the text the canvas was loaded from.
  public var exportProgram: @Sendable (_ path: String, _ text: String) throws -> any RenderableProgram

  public init(open: @escaping @Sendable (String) throws -> SceneFile,
              exportProgram: @escaping @Sendable (String, String) throws -> any RenderableProgram) {
    self.open = open; self.exportProgram = exportProgram
  }
}
