import AnimationEngine
import Foundation
import Testing
import ViewRuntime

/// The `scenes/gallery/act-*` scenes: scripted events addressed to one view each (`Tap(at:on:)`,
/// `LongPress`, `Drag`, `Type`), checked against values worked out by hand from the event times.
@Suite struct InteractionGalleryTests {
  private func animated(_ start: Double, _ targets: [Double], at times: [Double], _ animation: Animation) -> AnimatedValue<Double> {
    var v = AnimatedValue(start)
    for (target, time) in zip(targets, times) { v.set(target, at: time, animation: animation) }
    return v
  }

  private func images(_ scene: LoadedScene, _ t: Double) throws -> [InspectNode] {
    try scene.inspect(t).nodes.filter { $0.kind == .image }
  }

  /// `act-like-buttons`: taps at 0.5 and 2.2 go to the sunset post's button, at 1.4 to the harbour's.
  /// Each heart fills and scales 1 → 1.3 on `.spring(duration: 0.4, bounce: 0.5)` only at its own taps.
  @Test func likeButtonsAreTappedSeparately() throws {
    let scene = try LoadedScene("gallery/act-like-buttons")
    let sunset = animated(1, [1.3, 1], at: [0.5, 2.2], .spring(duration: 0.4, bounce: 0.5))
    let harbour = animated(1, [1.3], at: [1.4], .spring(duration: 0.4, bounce: 0.5))
    let expected: [(Double, [String], [String])] = [
      (0.4, ["heart", "heart"], ["12", "7"]), (1.0, ["heart.fill", "heart"], ["13", "7"]),
      (2.0, ["heart.fill", "heart.fill"], ["13", "8"]), (2.9, ["heart", "heart.fill"], ["12", "8"]),
    ]
    for (t, symbols, counts) in expected {
      #expect(try images(scene, t).map(\.symbol) == symbols, "at \(t)")
      #expect(try scene.shownTexts(t).filter { Int($0) != nil } == counts, "at \(t)")
    }
    for t in [0.55, 0.7, 1.45, 1.6, 2.3, 2.5] {
      let hearts = try images(scene, t)
      let scales = hearts.map { $0.modifiers.first { $0.name == "scaleEffect" }?.values["x"]?.first ?? .nan }
      #expect(near(scales[0], sunset.value(at: t)) && near(scales[1], harbour.value(at: t)), "at \(t): \(scales)")
    }
  }

  /// `act-swipe-card`: drags sampled at 60 fps. The first (60 pt over 0.3 s from 0.3 s) is at sample 9
  /// of 18 at 0.45 s: translation 30, tilt 30/20 = 1.5°, lifted 1.05 by the @GestureState; let go
  /// under 120 pt it springs back from 60. The second (220 × 20 over 0.4 s from 1.2 s) is at 3/4 at
  /// 1.5 s, and past 120 pt it flies to 500 on `.easeIn(duration: 0.3)`.
  @Test func swipeCardFollowsTheDragAndIsDismissed() throws {
    let scene = try LoadedScene("gallery/act-swipe-card")
    #expect(try scene.value("offset", "x", at: 0.2) == 0)
    #expect(near(try scene.value("offset", "x", at: 0.45), 30))
    #expect(near(try scene.value("rotationEffect", "degrees", at: 0.45), 1.5))
    #expect(near(try scene.value("scaleEffect", "x", at: 0.45), 1.05))
    // Lifted: the gesture state resets at once; the offset springs back.
    #expect(try scene.value("scaleEffect", "x", at: 0.62) == 1)
    let back = animated(60, [0], at: [0.6], .spring(duration: 0.5, bounce: 0.3))
    for t in [0.65, 0.8, 1.0] { #expect(near(try scene.value("offset", "x", at: t), back.value(at: t)), "at \(t)") }
    // Every sample sets the offset without animation; animations are additive, so what is left of the
    // spring back still plays under the second drag (165 at 1.5 s plus the spring's last hundredths).
    var x = AnimatedValue(0.0)
    for k in 3...18 { x.set(60 * Double(k) / 18, at: 0.3 + 0.3 * Double(k) / 18, animation: nil) }
    x.set(0, at: 0.6, animation: .spring(duration: 0.5, bounce: 0.3))
    for k in 2...24 { x.set(220 * Double(k) / 24, at: 1.2 + 0.4 * Double(k) / 24, animation: nil) }
    x.set(500, at: 1.6, animation: .easeIn(duration: 0.3))
    #expect(abs(try scene.value("offset", "x", at: 1.5) - 165) < 0.05)
    #expect(near(try scene.value("offset", "y", at: 1.5), 15))
    for t in [1.3, 1.5, 1.65, 1.75, 1.85] { #expect(near(try scene.value("offset", "x", at: t), x.value(at: t)), "at \(t)") }
    #expect(near(try scene.value("offset", "y", at: 1.75), 20))
  }

  /// `act-long-press-menu`: a 0.2 s press (under the 0.5 s minimum) only presses and releases; a press
  /// held for the minimum opens the menu at 1.5 s; tapping "Share" in it closes it.
  @Test func longPressOpensTheMenuOnlyWhenHeldLongEnough() throws {
    let scene = try LoadedScene("gallery/act-long-press-menu")
    let press = animated(1, [0.92, 1, 0.92, 1], at: [0.3, 0.5, 1.0, 1.5], .easeInOut(duration: 0.2))
    for t in [0.35, 0.45, 0.55, 0.9, 1.1, 1.4, 1.6] {
      #expect(near(try scene.value("scaleEffect", "x", at: t), press.value(at: t)), "at \(t)")
    }
    #expect(try scene.shownTexts(0.9) == ["Hold the photo"])
    #expect(try scene.shownTexts(1.45) == ["Hold the photo"])
    #expect(try scene.shownTexts(2.0) == ["Copy", "Share", "Delete", "Hold the photo"])
    #expect(try scene.shownTexts(2.9) == ["Shared"])
  }

  /// `act-search-field`: "b" typed at 0.5 s and "l" at 0.9 s into the field titled "Search fruit";
  /// the list keeps the names starting with the query; "Clear" (an accessibility label) empties it.
  @Test func typingFiltersTheList() throws {
    let scene = try LoadedScene("gallery/act-search-field")
    let all = ["Search fruit", "Apple", "Apricot", "Banana", "Blueberry", "Cherry"]
    #expect(try scene.shownTexts(0.4) == all)
    #expect(try scene.shownTexts(0.6) == ["b", "Banana", "Blueberry"])
    #expect(try scene.shownTexts(1.0) == ["bl", "Blueberry"])
    #expect(try scene.shownTexts(2.0) == all)
    // The prompt is drawn in UIKit's placeholderText (#3C3C43 at 30 %), typed text in the primary colour.
    let prompt = try #require(try scene.inspect(0.4).nodes.first { $0.text == "Search fruit" })
    let rgba = try #require(prompt.modifiers.first { $0.name == "foregroundStyle" }?.values["rgba"])
    #expect(zip(rgba, [60.0 / 255, 60.0 / 255, 67.0 / 255, 0.3]).allSatisfy { abs($0 - $1) < 1e-3 }, "\(rgba)")
  }

  /// `act-slider-drag`: a 1 s drag from x = 108 to 276 sampled 60 times from 0.5 s over a 240 pt track
  /// at x = 60: at sample k the touch is at 108 + 168k/60, so the level is (x − 60)/240 (0.2 at the
  /// touch, `minimumDistance: 0`). At 0.76 s, k = 15: x = 150, level 0.375, knob offset 0.375·240 − 14.
  @Test func sliderFollowsTheDragLocation() throws {
    let scene = try LoadedScene("gallery/act-slider-drag")
    #expect(try scene.shownTexts(0.3) == ["Volume 20%"])
    #expect(try scene.shownTexts(0.76) == ["Volume 38%"])
    #expect(near(try scene.value("offset", "x", at: 0.76), 0.375 * 240 - 14))
    #expect(try scene.shownTexts(1.9) == ["Volume 90%"])
    #expect(near(try scene.value("offset", "x", at: 1.9), 0.9 * 240 - 14))
    let fill = try #require(try scene.inspect(1.9).nodes.filter { $0.shape == "Capsule" }.last)
    #expect(near(fill.bounds[2], 0.9 * 240))
  }

  /// Timeline markers: `scenes/keyframe-reaction` taps at 0.2 s and its keyframes run from there; the
  /// ends of the angle track's keyframes (0.58, +0.125 × 4) and of the first scale and stretch
  /// keyframes (0.36, 0.1) are among the boundaries, shifted by the tap time. Before the tap, none.
  @Test func keyframeBoundariesFollowTheTrigger() throws {
    let scene = try LoadedScene("keyframe-reaction")
    #expect(try scene.runtime.keyframeBoundaries(at: 0.1, until: 3.4).isEmpty)
    let times = try scene.runtime.keyframeBoundaries(at: 0.2, until: 3.4)
    for end in [0.1, 0.36, 0.58, 0.705, 0.83, 0.955, 1.08, 2.1] {
      #expect(times.contains { abs($0 - (0.2 + end)) < 1e-9 }, "\(0.2 + end) in \(times)")
    }
    #expect(times == times.sorted() && times.allSatisfy { $0 > 0.2 && $0 <= 3.4 })
  }
}
