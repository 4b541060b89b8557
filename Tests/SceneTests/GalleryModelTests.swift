import AnimationEngine
import Foundation
import Testing
import ViewRuntime

/// The `scenes/gallery/model-*` scenes: classes, observation, bindings, environment and property
/// wrappers as apps write them, checked against values derived by hand (every tap time runs every tap
/// action of the scene, see `SceneConfiguration.taps`).
@Suite struct GalleryModelTests {
  /// A value set to `targets[i]` at `times[i]` with `animation`, as the runtime animates it.
  private func animated(_ start: Double, _ targets: [Double], at times: [Double], _ animation: Animation) -> AnimatedValue<Double> {
    var v = AnimatedValue(start)
    for (target, time) in zip(targets, times) { v.set(target, at: time, animation: animation) }
    return v
  }

  private func nodes(_ scene: LoadedScene, _ t: Double, _ kind: InspectNode.Kind) throws -> [InspectNode] {
    try scene.inspect(t).nodes.filter { $0.kind == kind }
  }

  /// `model-favourites`: every row's tap toggles its city in the `@Published` array of the store the root
  /// owns with `@StateObject`; rows observe it with `@ObservedObject`. The hearts scale 1 ↔ 1.4 on the
  /// `withAnimation(.spring(duration: 0.4, bounce: 0.3))` of the tap, and the footer counts 0 → 3 → 0.
  @Test func favouritesStoreReRendersItsObserversInTheTapsTransaction() throws {
    let scene = try LoadedScene("gallery/model-favourites")
    let scale = animated(1, [1.4, 1], at: scene.taps, .spring(duration: 0.4, bounce: 0.3))
    for t in [0.4, 0.55, 0.7, 1.0, 1.55, 1.8, 2.4] {
      let hearts = try nodes(scene, t, .image)
      #expect(hearts.count == 3)
      for heart in hearts {
        let x = try #require(heart.modifiers.first { $0.name == "scaleEffect" }?.values["x"]?.first)
        #expect(near(x, scale.value(at: t)), "heart at \(t): \(x) vs \(scale.value(at: t))")
      }
    }
    #expect(try scene.shownTexts(1.2).contains("3 favourites"))
    #expect(try scene.shownTexts(2.4).contains("0 favourites"))
    // Asked for an earlier time, the simulation restarts: the store is back to its initial value and
    // replays the first tap only once (the objects' values live in the simulation, not the objects).
    #expect(try scene.shownTexts(0.4).contains("0 favourites"))
    #expect(try scene.shownTexts(1.2).contains("3 favourites"))
  }

  /// `model-observable-counter`: an `@Observable` model in `@State`, edited through `@Bindable` by two
  /// buttons whose actions both run at each tap: −1 then `increment(by: 2)` capped at 5, so the count goes
  /// 1 → 2 → 3 → 4 → 5 and the bar (240 × count / 5 wide) animates with `.snappy` at each tap.
  @Test func observableCounterDrivesTheBarWidth() throws {
    let scene = try LoadedScene("gallery/model-observable-counter")
    #expect(scene.taps == [0.5, 1.2, 1.9, 2.4])
    let width = animated(48, [96, 144, 192, 240], at: scene.taps, .snappy)
    for t in [0.3, 0.6, 0.8, 1.25, 1.5, 2.0, 2.45, 2.9] {
      let bar = try #require(try nodes(scene, t, .shape).last)
      #expect(abs(bar.bounds[2] - width.value(at: t)) < 1e-3, "bar at \(t): \(bar.bounds[2]) vs \(width.value(at: t))")
    }
    #expect(try scene.shownTexts(1.1).contains("2"))
    #expect(try scene.shownTexts(2.95).contains("5"))
  }

  /// `model-settings-shared`: `.environmentObject(settings)` at the root, `@EnvironmentObject` two levels
  /// down. The tap's `withAnimation(.easeInOut(duration: 0.5))` turns on large text (18 → 30 pt); the
  /// preview's text height follows, and easeInOut is symmetric so halfway (0.75 s) it is halfway.
  @Test func environmentObjectIsSharedByReadersBelow() throws {
    let scene = try LoadedScene("gallery/model-settings-shared")
    func height(_ t: Double) throws -> Double {
      try #require(try nodes(scene, t, .text).first { $0.text == "Good morning" }).bounds[3]
    }
    let small = try height(0.4), large = try height(1.9)
    #expect(abs(large / small - 30.0 / 18.0) < 0.01, "text height scales with the font size: \(small) → \(large)")
    #expect(abs(try height(0.75) - (small + large) / 2) < 1e-3)
  }

  /// `model-theme-key`: a custom `EnvironmentKey` with a default (blue, corner 6, padding 8) read by every
  /// badge; `.environment(\.theme, …)` on the inner stack gives its two badges corner 2 / padding 8, then
  /// after the tap corner 18 / padding 14. The top badge keeps the default throughout.
  @Test func customEnvironmentKeyReachesOnlyItsBranch() throws {
    let scene = try LoadedScene("gallery/model-theme-key")
    func badge(_ title: String, _ t: Double) throws -> (corner: Double, padding: Double) {
      let all = try scene.inspect(t).nodes
      let index = try #require(all.firstIndex { $0.text == title })
      let background = all[index - 1]
      return (background.cornerRadius ?? -1, (background.bounds[2] - all[index].bounds[2]) / 2)
    }
    let before = try badge("Playful", 0.4), after = try badge("Playful", 1.9)
    #expect(before.corner == 2 && abs(before.padding - 8) < 1e-6, "\(before)")
    #expect(after.corner == 18 && abs(after.padding - 14) < 1e-3, "\(after)")
    #expect(try badge("Also playful", 1.9).corner == 18)
    for t in [0.4, 1.9] {
      let top = try badge("Default", t)
      #expect(top.corner == 6 && abs(top.padding - 8) < 1e-6, "default theme at \(t): \(top)")
    }
  }

  /// `model-custom-toggle`: bindings passed down. Wi-Fi (`$wifi`) goes on → off, Alerts
  /// (`$prefs.notifications` on an `@Observable`) off → on, Max volume (`Binding(get:set:)` over
  /// `volume >= 1`) off → on, writing volume 0.8 → 1; Preview (`.constant(true)`) stays on. The knob (26
  /// wide, 2 padding in a 52-wide capsule at x = 236) sits at 238 off and 260 on, moving with the
  /// `.spring(duration: 0.3)` of the tap.
  @Test func bindingsPassedDownFlipTheirSources() throws {
    let scene = try LoadedScene("gallery/model-custom-toggle")
    func knobs(_ t: Double) throws -> [Double] {
      try nodes(scene, t, .shape).filter { $0.shape == "Circle" }.map { $0.bounds[0] }
    }
    #expect(try knobs(0.4) == [260, 238, 238, 260])
    #expect(try knobs(1.9) == [238, 260, 260, 260])
    let on = animated(238, [260], at: [0.5], .spring(duration: 0.3)), off = animated(260, [238], at: [0.5], .spring(duration: 0.3))
    let mid = try knobs(0.6)
    #expect(abs(mid[0] - off.value(at: 0.6)) < 1e-3 && abs(mid[1] - on.value(at: 0.6)) < 1e-3, "\(mid)")
    #expect(try scene.shownTexts(1.9).contains("Offline, volume 100%"))
    #expect(try scene.shownTexts(0.4).contains("Connected, volume 80%"))
  }

  /// `model-cart-badge`: `.environment(cart)` and `@Environment(Cart.self)`. Each tap adds one item: the
  /// badge appears (scale transition) with "1", then shows "2"; the total is 4.5 × count.
  @Test func observableInTheEnvironmentUpdatesTheBadge() throws {
    let scene = try LoadedScene("gallery/model-cart-badge")
    #expect(try nodes(scene, 0.4, .shape).isEmpty, "no badge before the first item")
    #expect(try scene.shownTexts(0.4).contains("Total 0.00"))
    #expect(try scene.shownTexts(1.2).contains("1"))
    #expect(try scene.shownTexts(1.2).contains("Total 4.50"))
    #expect(try scene.shownTexts(2.4).contains("2"))
    #expect(try scene.shownTexts(2.4).contains("Total 9.00"))
    let badge = try #require(try nodes(scene, 2.4, .shape).first)
    #expect(badge.shape == "Circle" && badge.bounds[2] == 22)
  }

  /// `model-dark-card`: `@Environment(\.colorScheme)` is light by default (black text) and dark under
  /// `.environment(\.colorScheme, .dark)` (white text); the compact size class shows "Compact layout"
  /// once the shared `@Binding` expands both cards, whose frames grow 70 → 110 tall.
  @Test func colorSchemeFollowsTheEnvironment() throws {
    let scene = try LoadedScene("gallery/model-dark-card")
    let texts = try nodes(scene, 1.4, .text)
    let colours = Dictionary(grouping: texts, by: { $0.text ?? "" }).mapValues { $0.map { $0.modifiers.first { $0.name == "foregroundStyle" }?.values["rgba"] ?? [] } }
    #expect(colours["Day"] == [[0, 0, 0, 1]])
    #expect(colours["Night"] == [[1, 1, 1, 1]])
    #expect(colours["Compact layout"]?.count == 2)
    let cards = try nodes(scene, 0.4, .shape).filter { $0.shape == "RoundedRectangle" }
    #expect(cards.allSatisfy { $0.bounds[3] == 70 })
    #expect(try nodes(scene, 1.4, .shape).allSatisfy { $0.bounds[3] == 110 })
  }

  /// `model-stored-prefs`: `@AppStorage("rating") var rating = 2` starts at 2 and is raised by each tap
  /// (2 → 3 → 4) through a `Binding` the child stored with `self._rating = rating`; the current star is
  /// scaled 1.3. `@SceneStorage` starts at "Hello", `@FocusState` at false, `@GestureState` at .zero.
  @Test func storedWrappersStartAtTheirDefaults() throws {
    let scene = try LoadedScene("gallery/model-stored-prefs")
    func scales(_ t: Double) throws -> [Double] {
      try nodes(scene, t, .image).map { $0.modifiers.first { $0.name == "scaleEffect" }?.values["x"]?.first ?? -1 }
    }
    #expect(try scales(0.4) == [1, 1.3, 1, 1, 1])
    #expect(try scene.shownTexts(0.4) == ["Hello, rated 2", "not editing"])
    #expect(try scene.shownTexts(1.9) == ["Thanks, rated 4", "not editing"])
    // Each star's scale follows the `.bouncy` of the taps: the third rises at 0.5 s and falls at 1.2 s,
    // the fourth rises at 1.2 s.
    let third = animated(1, [1.3, 1], at: scene.taps, .bouncy), fourth = animated(1, [1.3], at: [1.2], .bouncy)
    for t in [0.6, 1.0, 1.3, 1.9] {
      let s = try scales(t)
      #expect(near(s[2], third.value(at: t)) && near(s[3], fourth.value(at: t)), "stars at \(t): \(s)")
    }
  }

  /// `model-download-entry`: `onAppear` calls the model's `start()`, which animates progress 0 → 1 with
  /// `.linear(duration: 1.5)`: the bar (200 wide) is 200 t / 1.5 wide, and the completion sets `isDone`
  /// at 1.5 s. The `@Entry` accent is teal inside the card only; the caption keeps the default purple.
  @Test func onAppearDrivesAnObservableWithACompletion() throws {
    let scene = try LoadedScene("gallery/model-download-entry")
    for t in [0.0, 0.3, 0.75, 1.2, 1.6] {
      let bar = try #require(try nodes(scene, t, .shape).last)
      #expect(abs(bar.bounds[2] - 200 * min(1, t / 1.5)) < 1e-6, "bar at \(t): \(bar.bounds[2])")
    }
    #expect(try scene.shownTexts(1.45).contains("Downloading…"))
    #expect(try scene.shownTexts(1.55).contains("Done"))
    let caption = try #require(try nodes(scene, 1.0, .text).first { $0.text == "Accent outside the card" })
    #expect(caption.modifiers.first { $0.name == "foregroundStyle" }?.values["rgba"] == [0.686, 0.322, 0.871, 1])
  }

  /// `model-now-playing`: a `Song` (subclass overriding `subtitle` with `super.subtitle`) and a
  /// `MediaItem` in one queue. Each tap advances the player's `@Published` index with
  /// `.easeInOut(duration: 0.3)`: the title (identified by the index) cross-fades, and the phase animator
  /// triggered by the index pulses the badge.
  @Test func subclassedItemsInAnObservedPlayer() throws {
    let scene = try LoadedScene("gallery/model-now-playing")
    #expect(try scene.shownTexts(0.4) == ["Harbour Lights", "The Tides · 3:27"])
    #expect(try scene.shownTexts(1.4) == ["Morning Podcast", "30:05"])
    #expect(try scene.shownTexts(2.4) == ["Harbour Lights", "The Tides · 3:27"])
    let fade = animated(0, [1], at: [0.5], .easeInOut(duration: 0.3))
    let titles = try nodes(scene, 0.6, .text)
    let incoming = try #require(titles.first { $0.text == "Morning Podcast" }?.modifiers.first { $0.name == "opacity" }?.values["value"]?.first)
    let outgoing = try #require(titles.first { $0.text == "Harbour Lights" }?.modifiers.first { $0.name == "opacity" }?.values["value"]?.first)
    #expect(abs(incoming - fade.value(at: 0.6)) < 1e-3 && abs(incoming + outgoing - 1) < 1e-3, "\(incoming), \(outgoing)")
    // The pulse: at rest before the tap, scaled up between the phases after it.
    #expect(try scene.value("scaleEffect", "x", at: 0.45) == 1)
    #expect(try scene.value("scaleEffect", "x", at: 1.0) > 1.1)
  }

  /// `model-volume-clamp`: the child adds 4 through `$audio.level.animation(.smooth)`; the model's `didSet`
  /// clamps 12 to 10 and derives `isMuted`. Levels 0 → 4 → 8 → 10; the label cross-fades with the
  /// binding's `.smooth`, not jumping, though the write itself has no `withAnimation`.
  @Test func bindingAnimationAndDidSetClamp() throws {
    let scene = try LoadedScene("gallery/model-volume-clamp")
    #expect(try scene.shownTexts(0.4) == ["Muted", "Louder"])
    #expect(try scene.shownTexts(1.2) == ["Level 4", "Louder"])
    #expect(try scene.shownTexts(2.0) == ["Level 8", "Louder"])
    #expect(try scene.shownTexts(2.9) == ["Level 10", "Louder"])
    let fade = animated(0, [1], at: [0.5], .smooth)
    let incoming = try #require(try nodes(scene, 0.6, .text).first { $0.text == "Level 4" })
    let opacity = try #require(incoming.modifiers.first { $0.name == "contentTransition" }?.values["opacity"]?.first)
    #expect(abs(opacity - fade.value(at: 0.6)) < 1e-3, "\(opacity) vs \(fade.value(at: 0.6))")
  }
}
