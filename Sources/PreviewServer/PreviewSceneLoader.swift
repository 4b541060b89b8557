import Foundation
import SceneLanguage
import SceneRendering

/// How the preview makes the scene's program: the interpreter reading the file, or (in a scene worker
/// process) the compiled library loaded. Passed down, never global.
public struct PreviewSceneLoader: Sendable {
  /// The scene at `path`, read and loaded now.
  public var open: @Sendable (_ path: String) throws -> SceneFile
  /// A program of its own for an export, matching the canvas: from the text the canvas was loaded from.
  public var exportProgram: @Sendable (_ path: String, _ text: String) throws -> any RenderableProgram

  public init(open: @escaping @Sendable (String) throws -> SceneFile,
              exportProgram: @escaping @Sendable (String, String) throws -> any RenderableProgram) {
    self.open = open; self.exportProgram = exportProgram
  }

  /// The deprecated interpreter, in this process; `preview` names a `#Preview` or `PreviewProvider`.
  public static func interpreted(preview: String? = nil) -> PreviewSceneLoader {
    PreviewSceneLoader(open: { path in
      let file = try SceneFile(path: path)
      file.program.previewName = preview
      return file
    }, exportProgram: { path, text in
      // The catalog as the preview loaded it: `Scene(assets:)` or `Assets.xcassets` beside the scene.
      let program: any RenderableProgram = try SceneProgram(swiftUISource: text, fileName: path, printSink: SceneFile.printToStandardError,
                                                            assets: SceneFile.assetOptions())
      program.previewName = preview
      return program
    })
  }
}
