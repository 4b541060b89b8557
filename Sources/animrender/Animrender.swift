import ArgumentParser
import Foundation

/// The `animrender` command. Exit codes: 0 success, 1 render or comparison failure, 2 usage error,
/// 128 + the signal's number when SIGINT, SIGTERM or SIGHUP stopped a render (130, 143, 129).
@main
struct Animrender: ParsableCommand {
  static let version = "0.1.0"

  static let configuration = CommandConfiguration(
    commandName: "animrender",
    abstract: "Render SwiftUI-style animation scenes to MP4, GIF, WebM, MOV and PNG.",
    discussion: "Exit codes: 0 success, 1 render or comparison failure, 2 usage error, 129/130/143 stopped by SIGHUP/SIGINT/SIGTERM.",
    version: version,
    subcommands: [RenderCommand.self, BatchCommand.self, TestCommand.self, PlotCommand.self, SheetCommand.self, InspectCommand.self, PreviewCommand.self, DemoCommand.self, MergeCommand.self],
    defaultSubcommand: RenderCommand.self)

  static func main() {
    WorkerSupervisor.endWithSupervisor()
    let arguments = Array(CommandLine.arguments.dropFirst())
    EarlyWorker.startIfUseful(arguments)
    var command: ParsableCommand
    do {
      command = try parse(arguments)
      if let libraries = EarlyWorker.receiveLibraries() {
        guard var scene = command as? CompiledSceneCommand else { throw CLIFailure(message: "error: internal: '\(arguments.first ?? "")' does not run a compiled scene") }
        scene.frontEnd.sceneLibraries = libraries
        command = scene
      }
    } catch {
      // An early worker's supervisor parsed the same arguments and says what is wrong with them.
      if EarlyWorker.waitsForLibraries { Foundation.exit(2) }
      // Everything that fails while parsing (and in `validate()`) is a usage error, --help aside.
      finish(error, usageStatus: 2, arguments: arguments)
    }
    do {
      try command.run()
    } catch {
      finish(error, usageStatus: 1, arguments: arguments)
    }
  }

  /// The command `arguments` name. A worker, whose arguments its supervisor has parsed already,
  /// parses a named subcommand's alone: the root's own parse builds the default command's options
  /// once more to look for pass-through arguments (about 20 ms, with swift-argument-parser's checks
  /// in a debug build).
  static func parse(_ arguments: [String]) throws -> ParsableCommand {
    if ProcessInfo.processInfo.environment[WorkerSupervisor.supervisorVariable] != nil, let first = arguments.first,
       let subcommand = configuration.subcommands.first(where: { $0._commandName == first }) {
      return try subcommand.parseAsRoot(Array(arguments.dropFirst()))
    }
    return try parseAsRoot(arguments)
  }

  /// Words the root command answers itself (help and version), wherever they stand.
  static let helpWords: Set<String> = ["--help", "-h", "--help-hidden", "--version", "help"]

  /// `arguments` with the command named: `animrender scene.swift-dsl …` runs `render`, the default.
  /// A worker runs with these, so it can parse its command directly.
  static func naming(_ arguments: [String]) -> [String] {
    guard let first = arguments.first, !configuration.subcommands.contains(where: { $0._commandName == first }),
          !helpWords.contains(first) else { return arguments }
    return [RenderCommand._commandName] + arguments
  }

  /// Prints `error: …` as one line on stderr (and the JSON report when one was asked for) and exits.
  /// - Parameter usageStatus: the status of an error that is neither a usage error nor a `CLIFailure`.
  static func finish(_ error: Error, usageStatus: Int32, arguments: [String]) -> Never {
    let code = exitCode(for: error)
    if code == .success {  // --help, --version
      print(fullMessage(for: error))
      Foundation.exit(0)
    }
    let message: String, status: Int32
    if let failure = error as? CLIFailure {
      message = failure.message
      status = failure.status
    } else if let exit = error as? ExitCode {
      Foundation.exit(exit.rawValue)
    } else {
      message = "error: " + oneLine(Self.message(for: error))
      status = error is ValidationError || code == .validationFailure ? 2 : usageStatus
    }
    FileHandle.standardError.write(Data((message + "\n").utf8))
    if wantsJSONReport(arguments) {
      let json: [String: Any] = ["error": message.hasPrefix("error: ") ? String(message.dropFirst(7)) : message, "exitCode": Int(status)]
      if let data = try? JSONSerialization.data(withJSONObject: json, options: [.sortedKeys]) {
        print(String(decoding: data, as: UTF8.self))
      }
    }
    Foundation.exit(status)
  }

  /// ArgumentParser's message without its own `Error: ` prefix, first line only (no usage block).
  static func oneLine(_ text: String) -> String {
    var line = text.split(separator: "\n").first.map(String.init) ?? text
    if line.hasPrefix("Error: ") { line.removeFirst(7) }
    return line.trimmingCharacters(in: .whitespaces)
  }

  /// Whether `--report json` is among the arguments: looked up in the raw words, since a failed
  /// parse leaves no options to ask.
  static func wantsJSONReport(_ arguments: [String]) -> Bool {
    arguments.contains("--report=json") || zip(arguments, arguments.dropFirst()).contains { $0 == "--report" && $1 == "json" }
  }
}
