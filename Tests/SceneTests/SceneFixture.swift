import CairoRenderer
import Foundation
import SceneLanguage
import Testing
import ViewRuntime

/// A scene file from `scenes/`, loaded in-process as the CLI loads it (Pango measurer, the scene's
/// own canvas and taps).
struct LoadedScene {
  let name: String
  let program: SceneProgram
  let runtime: SceneRuntime
  var taps: [Double] { runtime.taps }

  static let directory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("scenes")

  private static let fonts = Result { try FontLibrary() }

  /// - Parameter clock: the render's date and seed (nil: the scene's or the defaults).
  init(_ name: String, clock: ClockSettings? = nil) throws {
    self.name = name
    let url = Self.directory.appendingPathComponent(name + ".swift-dsl")
    let text = try String(contentsOf: url, encoding: .utf8)
    program = try SceneProgram(swiftUISource: text, fileName: url.path)
    // One measurer per scene: Pango contexts are not shared between test threads.
    runtime = try program.makeRuntime(measurer: PangoTextMeasurer(fonts: Self.fonts.get()), clock: clock)
  }

  func inspect(_ t: Double) throws -> FrameInspection {
    let frame = try runtime.inspect(at: t)
    try program.checkErrors()
    return frame
  }

  func displayList(_ t: Double) throws -> DisplayList {
    let list = try runtime.displayList(at: t)
    try program.checkErrors()
    return list
  }

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
