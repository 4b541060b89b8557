import ArgumentParser
import SceneRendering

/// Renders the built-in demo scene, written in Swift against the runtime (no scene file needed).
struct DemoCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "demo",
    abstract: "Render the built-in demo: the keyframe reaction from Apple's article, looping.")

  @Option(help: "What the keyframes animate: \(DemoScene.Subject.allCases.map(\.rawValue).joined(separator: ", ")).")
  var subject: String = DemoScene.Subject.emoji.rawValue

  @OptionGroup var options: RenderOptions

  func run() throws {
    guard let subject = DemoScene.Subject(rawValue: subject) else {
      throw ValidationError("unknown --subject '\(subject)'")
    }
    do {
      let base = RenderSettings(width: 400, height: 400, scale: 1, fps: 60, duration: 3.022, background: .white)
      let settings = try options.settings(over: base)
      try RenderRunner(options: options).run(root: DemoScene(subject: subject).view(canvasHeight: settings.height), settings: settings)
    } catch let error as ValidationError {
      throw error
    } catch {
      throw CLIFailure(error)
    }
  }
}
