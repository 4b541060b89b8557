import Foundation
import Graphics
import Testing
import ViewRuntime

/// The pipe every scene test reads through (`inspect --serve`): its answers are the ones the
/// command line prints, and its failures carry the scene's messages.
@Suite struct ServedSceneTests {
  /// Runs `animrender ARGS` to its end; its standard output.
  private func run(_ arguments: [String]) throws -> String {
    let process = Process()
    process.executableURL = ServedScene.binary
    process.arguments = arguments
    process.environment = ServedScene.environment
    let out = Pipe()
    process.standardOutput = out
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    return String(decoding: data, as: UTF8.self)
  }

  /// The served frames, printed as `inspect` prints them, are `inspect --at`'s lines, in any order
  /// of asking (the runtime goes back in time for an earlier question).
  @Test func servedFramesAreInspectLines() throws {
    let path = LoadedScene.directory.appendingPathComponent("keyframe-reaction.swift-dsl").path
    let lines = try run(["inspect", path, "--at", "0.25,0.5,1.5"]).split(separator: "\n").map(String.init)
    #expect(lines.count == 3)
    let scene = try LoadedScene("keyframe-reaction")
    let asked = [1.5, 0.25, 0.5]
    let served = try asked.map { try scene.inspect($0).jsonLine() }
    #expect(served == [lines[2], lines[0], lines[1]])
    // Full precision, not the 4 decimals of a line: some number of the frame has more digits.
    let frame = try scene.inspect(0.25)
    let numbers = frame.nodes.flatMap { $0.bounds + $0.modifiers.flatMap { $0.values.values.flatMap { $0 } } }
    #expect(numbers.contains { ($0 * 10_000).rounded() != $0 * 10_000 })
  }

  /// The display list arrives whole: its text runs are the inspected texts, its canvas the scene's.
  @Test func displayListsArriveWhole() throws {
    let scene = try LoadedScene(source: """
      Scene(width: 120, height: 80) { VStack { Text("One"); Text("Two").foregroundStyle(.red) } }
      """)
    let list = try scene.displayList(0)
    #expect(list.size == CGSize(width: 120, height: 80) && scene.runtime.canvas == [120, 80, 1])
    #expect(try scene.texts(0) == ["One", "Two"])
    let red = list.items.compactMap { item -> RGBAColor? in
      if case .text(let run, _) = item, run.text == "Two", case .solid(let c) = run.paint { return c }
      return nil
    }
    #expect(red == [Color.red.rgba])
  }

  /// A scene that does not compile fails to load with the compiler's message at its line.
  @Test func compileErrorsFailTheLoad() throws {
    let error = #expect(throws: ServedScene.Failure.self) {
      _ = try LoadedScene(source: "Scene(width: 100, height: 100) {\n  Text(undefinedName)\n}\n", fileName: "broken.swift-dsl")
    }
    #expect(error?.description.contains("broken.swift-dsl:2:") == true, "\(String(describing: error))")
  }
}
