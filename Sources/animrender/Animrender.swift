import ArgumentParser
import Foundation

/// The `animrender` command. Exit codes: 0 success, 1 render or comparison failure, 2 usage error.
@main
struct Animrender: ParsableCommand {
  static let version = "0.1.0"

  static let configuration = CommandConfiguration(
    commandName: "animrender",
    abstract: "Render SwiftUI-style animation scenes to MP4, GIF, WebM, MOV and PNG.",
    discussion: "Exit codes: 0 success, 1 render or comparison failure, 2 usage error.",
    version: version,
    subcommands: [RenderCommand.self, BatchCommand.self, TestCommand.self, PlotCommand.self, SheetCommand.self, InspectCommand.self, DemoCommand.self],
    defaultSubcommand: RenderCommand.self)

  static func main() {
    do {
      var command = try parseAsRoot()
      try command.run()
    } catch let failure as CLIFailure {
      FileHandle.standardError.write(Data((failure.message + "\n").utf8))
      Foundation.exit(1)
    } catch {
      let code = exitCode(for: error)
      if code == .success {
        print(fullMessage(for: error))
        Foundation.exit(0)
      }
      let isUsage = code == .validationFailure || error is ValidationError
      FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
      Foundation.exit(isUsage ? 2 : 1)
    }
  }
}
