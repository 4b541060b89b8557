import ArgumentParser

@main
struct Animrender: ParsableCommand {
  static let version = "0.1.0"

  static let configuration = CommandConfiguration(
    commandName: "animrender",
    abstract: "Render SwiftUI-style animation scenes to MP4, GIF and PNG.",
    version: version)

  func run() throws {
    print("animrender \(Self.version): rendering is not available yet.")
  }
}
