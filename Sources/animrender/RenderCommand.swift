import ArgumentParser

/// `animrender SCENE --out FILE`: renders a `.swift-dsl` scene.
struct RenderCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "render",
    abstract: "Render a .swift-dsl scene (the default command).")

  @Argument(help: "The scene file (.swift-dsl).")
  var scene: String

  @OptionGroup var options: RenderOptions

  func run() throws {
    throw CLIFailure(message: "error: the scene language is not wired yet; try `animrender demo --out demo.mp4`")
  }
}

extension CLIFailure {
  init(message: String) { self.message = message }
}
