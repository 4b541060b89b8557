import Foundation
import Graphics
import Testing
@testable import ViewRuntime

/// UIKit's system colours, their dark values and `Color(hue:saturation:brightness:)`.
@Suite("System colours")
struct SystemColorTests {
  private func rgb(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) -> RGBAColor {
    RGBAColor(red: r / 255, green: g / 255, blue: b / 255, alpha: a)
  }

  @Test func systemColoursHaveTheirHIGValues() throws {
    let background = try #require(Color.system["systemBackground"])
    #expect(background.resolved(.light) == rgb(255, 255, 255) && background.resolved(.dark) == rgb(0, 0, 0))
    let label = try #require(Color.system["secondaryLabel"])
    #expect(label.resolved(.light) == rgb(60, 60, 67, 0.6) && label.resolved(.dark) == rgb(235, 235, 245, 0.6))
    #expect(Color.system["systemBlue"]?.resolved(.dark) == rgb(10, 132, 255))
    #expect(Color.system["systemGroupedBackground"]?.resolved(.light) == rgb(242, 242, 247))
    #expect(Color.system["separator"]?.resolved(.dark) == rgb(84, 84, 88, 0.6))
  }

  @Test func swiftUINamedColoursTakeTheirDarkValues() {
    #expect(Color.red.resolved(.dark) == rgb(255, 69, 58))
    #expect(Color.primary.resolved(.dark) == rgb(255, 255, 255))
    #expect(Color.red.resolved(.light) == Color.red.rgba)
    // A colour written from components is the same in both.
    #expect(Color(red: 0.2, green: 0.4, blue: 0.6).resolved(.dark) == RGBAColor(red: 0.2, green: 0.4, blue: 0.6))
  }

  @Test func hueSaturationBrightnessFollowTheHexcone() {
    // Hue 0 is red; 1/3 green; 0.5 cyan. h = 0.25 (90°): sector 1, f = 0.5 → (q, v, p) with v = 1, s = 1: (0.5, 1, 0).
    #expect(Color(hue: 0, saturation: 1, brightness: 1).rgba == RGBAColor(red: 1, green: 0, blue: 0))
    #expect(Color(hue: 0.25, saturation: 1, brightness: 1).rgba == RGBAColor(red: 0.5, green: 1, blue: 0))
    #expect(Color(hue: 0.5, saturation: 0.5, brightness: 0.8, opacity: 0.4).rgba == RGBAColor(red: 0.4, green: 0.8, blue: 0.8, alpha: 0.4))
  }

  @Test func theEnvironmentSchemeColoursViews() throws {
    let view = VStack { Text("a"); Color.red.frame(width: 10, height: 10) }
      .modifier(.effect(ColorSchemeModifier(.dark, isPreferred: true)))
    let (list, _) = try render(view)
    guard case .text(let run, _) = try #require(list.items.first) else { Issue.record("no text"); return }
    #expect(run.paint == .solid(rgb(255, 255, 255)))
    let fills = list.items.compactMap { if case .fill(_, let p, _, _) = $0 { return p }; return nil }
    #expect(fills == [.solid(rgb(255, 69, 58))])
    #expect(ColorSchemeModifier.preferredScheme(of: view._node) == .dark)
  }
}
