import Foundation
import Testing
import ViewRuntime

/// Scenes of `scenes/gallery/`, written the way apps write SwiftUI, checked against hand-derived values.
@Suite struct GallerySceneTests {
  /// `upload-status`: tapped at 1.0 s, `withAnimation(.pop)` swaps the `if`/`else` texts. `.pop` is the scene's
  /// `static var` calling the `static func pop(duration: 0.35)` beside it: `.spring(duration: 0.35, bounce: 0.4)`,
  /// i.e. response 0.35 s and damping ratio 0.6 (Apple, `Spring(duration:bounce:)`).
  @Test func uploadStatusSwapsItsTextsWithOneSpring() throws {
    let scene = try LoadedScene("gallery/upload-status")
    func texts(_ t: Double) throws -> [String: InspectNode] {
      Dictionary(try scene.inspect(t).nodes.filter { $0.kind == .text }.map { ($0.text ?? "", $0) }, uniquingKeysWith: { a, _ in a })
    }
    func modifier(_ node: InspectNode?, _ name: String, _ key: String) -> Double? {
      node?.modifiers.first { $0.name == name }?.values[key]?.first
    }
    // Before the tap: the optional file name is mapped into the title; only the `else` branch is drawn.
    let before = try texts(0.9)
    #expect(Set(before.keys) == ["Uploading holiday.mov", "Please keep the app open"])

    // 0.08 s after the tap both are drawn: the new one scaling and fading in, the old one fading out, on
    // the same spring. Closed form of the underdamped spring from rest, ω0 = 2π/0.35, ζ = 0.6:
    // x(t) = 1 − e^(−ζω0 t)(cos ωd t + ζω0/ωd sin ωd t), ωd = ω0√(1−ζ²) → x(0.08) = 0.5377. The engine
    // steps SwiftUI's fluid spring at 1/300 s, which lands within 0.01 of the closed form.
    let mid = try texts(1.08)
    let w0 = 2 * Double.pi / 0.35, zeta = 0.6, wd = w0 * (1 - zeta * zeta).squareRoot(), t = 0.08
    let x = 1 - exp(-zeta * w0 * t) * (cos(wd * t) + zeta * w0 / wd * sin(wd * t))
    let incoming = try #require(modifier(mid["Uploaded"], "opacity", "value"))
    let outgoing = try #require(modifier(mid["Please keep the app open"], "opacity", "value"))
    #expect(abs(incoming - x) < 0.01, "incoming opacity \(incoming), closed form \(x)")
    #expect(abs(incoming + outgoing - 1) < 1e-3, "one progress drives both: \(incoming) + \(outgoing)")
    #expect(abs((modifier(mid["Uploaded"], "scaleEffect", "x") ?? -1) - incoming) < 1e-3, "`.scale` from 0 follows the same progress")

    // Settled: the removed view is gone, the inserted one is fully drawn.
    let after = try texts(2.3)
    #expect(Set(after.keys) == ["Uploading holiday.mov", "Uploaded"])
    #expect(modifier(after["Uploaded"], "opacity", "value") == nil)
  }
}
