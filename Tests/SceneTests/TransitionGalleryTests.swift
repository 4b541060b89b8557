import Foundation
import Testing
import ViewRuntime

/// The `tr-*` gallery: custom transitions, matched geometry and content transitions, checked against
/// numbers worked out by hand from each scene's animation (linear animations give the progress directly).
@Suite struct TransitionGalleryTests {
  private func nodes(_ scene: LoadedScene, _ t: Double, _ kind: InspectNode.Kind) throws -> [InspectNode] {
    try scene.inspect(t).nodes.filter { $0.kind == kind }
  }

  private func modifier(_ node: InspectNode, _ name: String, _ key: String) -> Double? {
    node.modifiers.first { $0.name == name }?.values[key]?.first
  }

  /// `tr-shake-password`: the data runs linearly 0 → 1 over the 0.5 s after the tap at 0.3 s (then 1 → 2
  /// after 1.3 s); the dots are offset by 10·sin(4π·data).
  @Test func shakeModifierFollowsItsAnimatableData() throws {
    let scene = try LoadedScene("gallery/tr-shake-password")
    for (t, data) in [(0.35, 0.1), (0.4, 0.2), (0.7, 0.8), (1.45, 1.3)] {
      let dots = try nodes(scene, t, .shape)
      #expect(dots.count == 4)
      for dot in dots { #expect(near(modifier(dot, "offset", "x") ?? 0, 10 * sin(data * .pi * 4), 1e-6)) }
    }
    let rest = try nodes(scene, 1.0, .shape)
    #expect(rest.allSatisfy { abs(modifier($0, "offset", "x") ?? 0) < 1e-9 })
    #expect(try scene.inspect(1.0).nodes.contains { $0.text == "Wrong passcode" })
  }

  /// `tr-counter-numeric`: linear 0.4 s changes, inspected half-way (p = 0.5). A changed digit's new
  /// glyph is offset by ±0.5·H·(1 − p) and faded to p, the old one by ∓0.5·H·p at 1 − p, H the line
  /// height (the resting text's height); an unchanged digit is drawn plain.
  @Test func numericTextRollsChangedDigits() throws {
    let scene = try LoadedScene("gallery/tr-counter-numeric")
    let resting = try #require(try nodes(scene, 0.2, .text).first { $0.text == "98" })
    let h = resting.bounds[3], d = 0.5 * h * 0.5

    // 98 → 99 at 0.3 s: only the units roll, upwards (the new 9 comes from below).
    let first = try nodes(scene, 0.5, .text).filter { $0.text != "steps today" }
    #expect(first.map { $0.text ?? "" } == ["9", "8", "9"])
    #expect(first[0].modifiers.isEmpty)
    #expect(near(modifier(first[1], "offset", "y") ?? 0, -d, 1e-6) && near(modifier(first[1], "opacity", "value") ?? 0, 0.5, 1e-6))
    #expect(near(modifier(first[2], "offset", "y") ?? 0, d, 1e-6) && near(modifier(first[2], "opacity", "value") ?? 0, 0.5, 1e-6))

    // 99 → 100 at 1.0 s: every digit changes; the new leading 1 has no old glyph.
    let second = try nodes(scene, 1.2, .text).filter { $0.text != "steps today" }
    #expect(second.map { $0.text ?? "" } == ["1", "9", "0", "9", "0"])
    #expect(near(modifier(second[0], "offset", "y") ?? 0, d, 1e-6))

    // 100 → 95 at 1.7 s: the value went down, so glyphs roll downwards (new ones come from above).
    let third = try nodes(scene, 1.9, .text).filter { $0.text != "steps today" }
    #expect(third.map { $0.text ?? "" } == ["1", "0", "9", "0", "5"])
    #expect(near(modifier(third[0], "offset", "y") ?? 0, d, 1e-6))   // the old 1 leaves downwards
    #expect(near(modifier(third[2], "offset", "y") ?? 0, -d, 1e-6))  // the new 9 comes from above
    #expect(try nodes(scene, 2.3, .text).map { $0.text ?? "" } == ["95", "steps today"])
  }

  /// `tr-slide-blur`: linear 0.6 s swaps; at 0.6 s p = 0.5. The entering photo (phase value −1) is at
  /// half of offset −90, turn −8°, blur 6 and opacity 0; the leaving one (value 1) at half of +90 and +8°.
  @Test func phaseTransitionInterpolatesEveryModifier() throws {
    let scene = try LoadedScene("gallery/tr-slide-blur")
    let cards = try nodes(scene, 0.6, .shape)
    #expect(cards.count == 2)
    let leaving = cards[0], entering = cards[1]
    for (card, sign) in [(entering, -1.0), (leaving, 1.0)] {
      #expect(near(modifier(card, "offset", "x") ?? 0, sign * 45, 1e-6))
      #expect(near(modifier(card, "rotationEffect", "degrees") ?? 0, sign * 4, 1e-6))
      #expect(near(modifier(card, "blur", "radius") ?? 0, 3, 1e-6))
      #expect(near(modifier(card, "opacity", "value") ?? 0, 0.5, 1e-6))
    }
    let shown = try nodes(scene, 1.1, .shape)
    #expect(shown.count == 1 && modifier(shown[0], "blur", "radius") == nil && (modifier(shown[0], "offset", "x") ?? 0) == 0)
  }

  /// `tr-banner-asymmetric`: linear 0.5 s; at 0.55 s p = 0.5. The banner enters moved up by half its
  /// height and half faded, and leaves (1.55 s) scaled 0.8 + 0.2·0.5 = 0.9. The chips swap by
  /// `.blurReplace`: blur 10·0.5, scale 0.8 + 0.2·0.5, opacity 0.5 both ways.
  @Test func asymmetricBannerAndBlurReplace() throws {
    let scene = try LoadedScene("gallery/tr-banner-asymmetric")
    let banner = try #require(try scene.inspect(0.55).nodes.first { $0.text == "Upload complete" })
    let restingBanner = try #require(try scene.inspect(1.0).nodes.first { $0.shape == "Capsule" && $0.bounds[3] > 30 })
    #expect(near(modifier(banner, "offset", "y") ?? 0, -0.5 * restingBanner.bounds[3], 1e-6))
    #expect(near(modifier(banner, "opacity", "value") ?? 0, 0.5, 1e-6))
    let leaving = try #require(try scene.inspect(1.55).nodes.first { $0.text == "Upload complete" })
    #expect(near(modifier(leaving, "scaleEffect", "x") ?? 0, 0.9, 1e-6))
    for t in [0.55, 1.55] {
      let chips = try scene.inspect(t).nodes.filter { $0.text == "Synced" || $0.text == "Uploading" }
      #expect(chips.count == 2)
      for chip in chips {
        #expect(near(modifier(chip, "blur", "radius") ?? 0, 5, 1e-6))
        #expect(near(modifier(chip, "scaleEffect", "x") ?? 0, 0.9, 1e-6))
        #expect(near(modifier(chip, "opacity", "value") ?? 0, 0.5, 1e-6))
      }
    }
    #expect(try scene.inspect(2.1).nodes.filter { $0.text == "Uploading" }.count == 1)
  }

  /// `tr-tab-underline`: ease-in-out 0.4 s from the tap at 0.4 s is half-way at 0.6 s (the curve is
  /// symmetric), so the incoming underline's frame is the mean of the Inbox underline's frame before the
  /// tap and the Sent underline's after it (the titles change weight, so both tabs resize too).
  @Test func matchedUnderlineMovesBetweenTabs() throws {
    let scene = try LoadedScene("gallery/tr-tab-underline")
    func capsules(_ t: Double) throws -> [InspectNode] { try nodes(scene, t, .shape).filter { $0.shape == "Capsule" } }
    let before = try capsules(0.3)  // Inbox: clear, indigo; Sent: clear; Archive: clear
    #expect(before.count == 4 && before[0].bounds == before[1].bounds)
    let after = try capsules(1.0)  // Inbox: clear; Sent: clear, indigo; Archive: clear
    #expect(after.count == 4 && after[1].bounds == after[2].bounds)
    let from = before[1].bounds, to = after[2].bounds
    let moving = try capsules(0.6).filter { modifier($0, "opacity", "value") != nil }
    #expect(moving.count == 2)
    let incoming = try #require(moving.last)
    for i in 0..<4 { #expect(near(incoming.bounds[i], (from[i] + to[i]) / 2, 1e-3)) }
    #expect(incoming.modifiers.contains { $0.name == "matchedGeometryEffect" })
  }

  /// `tr-hero-card`: the photo grows from the 72 × 72 thumbnail to the 300 × 180 header on the spring and
  /// shrinks back; half-way through it is strictly between the two.
  @Test func heroCardGrowsFromTheThumbnail() throws {
    let scene = try LoadedScene("gallery/tr-hero-card")
    func photos(_ t: Double) throws -> [InspectNode] { try nodes(scene, t, .shape).filter { $0.shape == "RoundedRectangle" } }
    let small = try #require(try photos(0.2).first).bounds
    #expect(small[2] == 72 && small[3] == 72)
    // The spring (bounce 0) is within a tenth of a point of rest 1.1 s after the tap.
    let large = try #require(try photos(1.4).first).bounds
    #expect(abs(large[2] - 300) < 0.1 && abs(large[3] - 180) < 0.1)
    let growing = try #require(try photos(0.5).first { $0.modifiers.contains { $0.name == "matchedGeometryEffect" } && modifier($0, "opacity", "value") ?? 0 > 0.05 && $0.bounds[2] > 72.5 })
    #expect(growing.bounds[2] < 299 && growing.bounds[3] > 72 && growing.bounds[3] < 180)
    let back = try #require(try photos(2.5).first).bounds
    #expect(zip(back, small).allSatisfy { abs($0 - $1) < 0.2 })
  }
}
