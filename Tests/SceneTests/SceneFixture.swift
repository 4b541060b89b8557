import Foundation
import Graphics
import Testing
import ViewRuntime

/// A scene file from `scenes/`, compiled and run by the built binary as users run it
/// (`ServedScene`: the scene's own canvas, taps, pinned fonts), asked for frames at times.
struct LoadedScene {
  let name: String
  /// The scene's worker, answering the runtime's questions (`inspect(at:)`, `nextEventTime(after:)`, …).
  let runtime: ServedScene
  var taps: [Double] { runtime.taps }
  /// `Scene(duration:)`, or the default when the scene gives none.
  var duration: Double { runtime.duration }

  static let directory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("scenes")

  /// - Parameter clock: the render's date and seed (nil: the scene's or the defaults), `--date`/`--seed`.
  /// - Parameter arguments: more `inspect` options (`--preview NAME`, `--color-scheme dark`).
  init(_ name: String, clock: ClockSettings? = nil, arguments: [String] = []) throws {
    self.name = name
    let path = Self.directory.appendingPathComponent(name + ".swift-dsl").path
    runtime = try ServedScene(path: path, arguments: Self.clockArguments(clock) + arguments)
  }

  /// A scene written in the test, saved as `fileName` in a folder of its own (so messages name
  /// `fileName:line:col`) and loaded like a file of `scenes/`.
  init(source: String, fileName: String = "inline.swift-dsl", clock: ClockSettings? = nil, arguments: [String] = []) throws {
    name = fileName
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("animrender-scene-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try source.write(to: folder.appendingPathComponent(fileName), atomically: true, encoding: .utf8)
    runtime = try ServedScene(path: fileName, arguments: Self.clockArguments(clock) + arguments, directory: folder)
  }

  private static func clockArguments(_ clock: ClockSettings?) -> [String] {
    guard let clock else { return [] }
    let format = ISO8601DateFormatter()
    format.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
    return ["--seed", String(clock.seed), "--date", format.string(from: Date(timeIntervalSince1970: clock.epoch))]
  }

  func inspect(_ t: Double) throws -> FrameInspection { try runtime.inspect(at: t) }

  func displayList(_ t: Double) throws -> DisplayList { try runtime.displayList(at: t) }

  /// The `index`-th modifier named `name` (innermost first) on the first leaf that has one, key `key`.
  func value(_ name: String, _ key: String, at t: Double, index: Int = 0, node: Int? = nil) throws -> Double {
    try #require(values(name, key, at: t, index: index, node: node).first)
  }

  func values(_ name: String, _ key: String, at t: Double, index: Int = 0, node: Int? = nil) throws -> [Double] {
    let frame = try inspect(t)
    let candidates = node.map { [frame.nodes[$0]] } ?? frame.nodes
    for n in candidates {
      if let m = n.modifiers.filter({ $0.name == name }).dropFirst(index).first, let v = m.values[key] { return v }
    }
    Issue.record("\(self.name) at \(t): no \(name).\(key) in \(frame.jsonLine())")
    return []
  }

  /// The texts shown at `t`, leaving out those fading out in a content transition (a cross-fade
  /// draws the old text, then the new one, with opacities adding up to 1).
  func shownTexts(_ t: Double) throws -> [String] {
    let nodes = try inspect(t).nodes.filter { $0.kind == .text }
    func fade(_ n: InspectNode) -> Double? { n.modifiers.first { $0.name == "contentTransition" }?.values["opacity"]?.first }
    var out: [String] = []
    for (i, n) in nodes.enumerated() {
      if let a = fade(n), i + 1 < nodes.count, let b = fade(nodes[i + 1]), abs(a + b - 1) < 1e-9 { continue }
      out.append(n.text ?? "")
    }
    return out
  }

  /// Text runs drawn at `t`, in paint order.
  func texts(_ t: Double) throws -> [String] {
    try displayList(t).items.compactMap {
      if case .text(let run, _) = $0 { return run.text }
      return nil
    }
  }
}

/// Equal within floating-point noise: the runtime and the reference evaluate the same formulas,
/// but reach the times by different sums (tap + elapsed).
func near(_ a: Double, _ b: Double, _ eps: Double = 1e-9) -> Bool { abs(a - b) <= eps * max(1, abs(b)) }

/// Radians × 128: `Angle`'s animatable data, the unit the runtime animates rotations in.
func angleData(_ degrees: Double) -> Double { degrees * .pi / 180 * 128 }
