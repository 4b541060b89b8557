import Foundation
import Testing
import ViewRuntime

/// `scenes/gallery/time-*`: timers, tasks, timelines and seeded randomness written as apps write them,
/// checked against the times and values their code implies.
@Suite struct GalleryTimeTests {
  private func modifier(_ node: InspectNode?, _ name: String, _ key: String) -> Double? {
    node?.modifiers.first { $0.name == name }?.values[key]?.first
  }

  private func shapes(_ scene: LoadedScene, _ t: Double) throws -> [InspectNode] {
    try scene.inspect(t).nodes.filter { $0.kind == .shape }
  }

  /// Ticks at 1, 2, … s from the appearance; the sixth tick (at 6 s, remaining already 0) cancels the
  /// publisher, so nothing is scheduled after it. Each tick toggles `pulse`: the dot's easeOut(0.35)
  /// scale has settled 0.35 s later.
  @Test func countdownTicksEverySecondThenCancels() throws {
    let scene = try LoadedScene("gallery/time-countdown")
    #expect(try scene.shownTexts(0.99) == ["5"])
    #expect(try scene.shownTexts(1) == ["4"])
    #expect(try scene.shownTexts(4.99) == ["1"])
    #expect(try scene.shownTexts(5) == ["Go!"])
    #expect(abs(try scene.value("scaleEffect", "x", at: 1.4) - 1.06) < 1e-9)
    #expect(abs(try scene.value("scaleEffect", "x", at: 2.4) - 0.94) < 1e-9)
    _ = try scene.inspect(6.5)
    #expect(try scene.runtime.nextEventTime(after: 6.5) == nil)
  }

  /// The task loop advances `active` every 0.3 s; each step's easeInOut(0.25) has settled 0.25 s later.
  @Test func typingIndicatorStepsOneDotEveryThreeTenths() throws {
    let scene = try LoadedScene("gallery/time-typing-indicator")
    func raised(_ t: Double) throws -> [Double] { try shapes(scene, t).dropFirst().map { modifier($0, "offset", "y") ?? 0 } }
    #expect(try raised(0.29) == [-6, 0, 0])
    #expect(try raised(0.55) == [0, -6, 0])
    #expect(try raised(0.85) == [0, 0, -6])
    #expect(try raised(2.95) == [-6, 0, 0])  // nine steps by 2.7 s
    // Half-way through a step both dots move: easeInOut at its midpoint is 0.5.
    let mid = try raised(0.425)
    #expect(abs(mid[0] + 3) < 1e-9 && abs(mid[1] + 3) < 1e-9, "\(mid)")
  }

  /// 10:08:30 at time 0 (`Scene(date:)`): hour (10 + 8/60) × 30 = 304°, minute (8 + 30/60) × 6 = 51°,
  /// second 30 × 6 = 180°; the second hand sweeps 6° a second, the minute hand 0.1°.
  @Test func clockFaceHandsFollowTheDate() throws {
    let scene = try LoadedScene("gallery/time-clock-face")
    func hands(_ t: Double) throws -> [Double] {
      try shapes(scene, t).filter { $0.shape == "Capsule" }.map { modifier($0, "rotationEffect", "degrees") ?? .nan }
    }
    #expect(try hands(0) == [304, 51, 180])
    let later = try hands(2.5)
    #expect(abs(later[1] - (8 + 32.5 / 60) * 6) < 1e-9 && abs(later[2] - 195) < 1e-9, "\(later)")
    let frame = try hands(1.0 / 60)
    // Calendar's nanosecond component of a Double date is good to about a microsecond.
    #expect(abs(frame[2] - (180 + 6.0 / 60)) < 1e-5, "the timeline's content follows each frame: \(frame)")
  }

  /// Positions come from the seed: the same seed gives the same confetti, another seed other confetti.
  @Test func confettiDependsOnTheSeedOnly() throws {
    func offsets(seed: UInt64?) throws -> [Double] {
      let scene = try LoadedScene("gallery/time-confetti", clock: seed.map { ClockSettings(seed: $0) })
      let pieces = try shapes(scene, 2.5)
      #expect(pieces.count == 40)
      return pieces.map { modifier($0, "offset", "x") ?? .nan }
    }
    let a = try offsets(seed: nil), b = try offsets(seed: nil), c = try offsets(seed: 99)
    #expect(a == b)
    #expect(a != c)
    #expect(a.allSatisfy { (-150...150).contains($0) })
    // Every piece has fallen by 2.5 s: delays up to 0.6 s plus 1.6 s of easeIn.
    let scene = try LoadedScene("gallery/time-confetti")
    #expect(try shapes(scene, 2.5).allSatisfy { modifier($0, "offset", "y") == 180 })
  }

  /// The dot toggles every 0.5 s (easeInOut 0.4); the timer text shows whole seconds since the start.
  @Test func recordingBadgeBlinksAndCounts() throws {
    let scene = try LoadedScene("gallery/time-recording-dot")
    #expect(try scene.shownTexts(0.99) == ["REC", "0:00"])
    #expect(try scene.shownTexts(3.0) == ["REC", "0:03"])
    let dot = { (t: Double) in try self.shapes(scene, t).first { $0.shape == "Circle" } }
    #expect(modifier(try dot(0.95), "opacity", "value") == 0.25)
    #expect(modifier(try dot(1.45), "opacity", "value") == 1)
  }

  /// Started by the tap at 0.5 s, a 0.1 s timer adds 0.1 per tick until the tap at 3 s stops it: the
  /// ticks at 0.6 … 2.9 s (0.6 + 2.4 lands just after 3 s, after the stop).
  @Test func stopwatchCountsTenthsBetweenTheTaps() throws {
    let scene = try LoadedScene("gallery/time-stopwatch")
    #expect(try scene.shownTexts(0.4) == ["00:00.0", "Start"])
    #expect(try scene.shownTexts(1.0).first == "00:00.5")
    #expect(try scene.shownTexts(2.95).first == "00:02.4")
    #expect(try scene.shownTexts(3.9) == ["00:02.4", "Start"])
    #expect(try scene.runtime.nextEventTime(after: 3.9) == nil)
  }

  @Test func loadingDotsCycleEveryFourTenths() throws {
    let scene = try LoadedScene("gallery/time-loading-dots")
    #expect(try scene.shownTexts(0.39) == ["Loading"])
    #expect(try scene.shownTexts(0.4) == ["Loading."])
    #expect(try scene.shownTexts(1.25) == ["Loading..."])  // the third tick: 0.4 + 2 × 0.4
    #expect(try scene.shownTexts(1.6) == ["Loading"])
  }

  /// Shown by an asyncAfter at 0.3 s, dismissed by a nested one 1.5 s later, gone after its 0.3 s easeIn.
  @Test func toastShowsThenDismissesItself() throws {
    let scene = try LoadedScene("gallery/time-toast")
    #expect(try scene.shownTexts(0.29) == [])
    #expect(try scene.shownTexts(1.0) == ["Saved to Photos"])
    #expect(try scene.shownTexts(1.85) == ["Saved to Photos"])  // leaving
    #expect(try scene.shownTexts(2.2) == [])
  }

  /// Each tick reshuffles: after the spring settles the six places still hold the six tiles, in an
  /// order that the seed decides.
  @Test func shuffleTilesReorderFromTheSeed() throws {
    func numbers(_ scene: LoadedScene, _ t: Double) throws -> [String] { try scene.shownTexts(t) }
    let scene = try LoadedScene("gallery/time-shuffle-tiles")
    #expect(try numbers(scene, 0.5) == ["1", "2", "3", "4", "5", "6"])
    let first = try numbers(scene, 1.9)
    #expect(first.sorted() == ["1", "2", "3", "4", "5", "6"])
    #expect(try numbers(try LoadedScene("gallery/time-shuffle-tiles"), 1.9) == first)
    let seeds = try (1...4).map { try numbers(try LoadedScene("gallery/time-shuffle-tiles", clock: ClockSettings(seed: $0)), 1.9) }
    #expect(Set(seeds.map { $0.joined() }).count > 1, "different seeds, different orders: \(seeds)")
  }

  /// Eight chunks 0.25 s apart, then `finish()` sleeps 0.3 s: done at 2.3 s. The bar is 240 × progress.
  @Test func downloadProgressFillsInSteps() throws {
    let scene = try LoadedScene("gallery/time-download-progress")
    #expect(try scene.shownTexts(0.2) == ["Downloading 0%"])
    #expect(try scene.shownTexts(1.2) == ["Downloading 50%"])
    let bar = try shapes(scene, 1.2).last
    #expect(abs((bar?.bounds[2] ?? 0) - 120) < 1e-9)
    #expect(try scene.shownTexts(2.29) == ["Downloading 100%"])
    #expect(try scene.shownTexts(2.9) == ["Downloaded"])
  }

  /// Entries every 0.5 s from the start: each swings the arm to the other side (easeInOut 0.45).
  @Test func pendulumSwingsOnEachEntry() throws {
    let scene = try LoadedScene("gallery/time-pendulum")
    #expect(try scene.value("rotationEffect", "degrees", at: 0.45) == -25)
    #expect(try scene.shownTexts(0.45) == ["tick"])
    #expect(try scene.value("rotationEffect", "degrees", at: 0.95) == 25)
    #expect(try scene.shownTexts(0.95) == ["tock"])
    // Half-way through the swing after the entry at 1 s: easeInOut's midpoint, 0°.
    #expect(abs(try scene.value("rotationEffect", "degrees", at: 1.225)) < 1e-9)
  }

  /// Dot i: radius 40 + 42 (i mod 10), speed 0.3 + 0.12 (i mod 7) rad/s, phase 0.62 i.
  @Test func orbitFieldPlacesEveryDotFromTheFrameTime() throws {
    let scene = try LoadedScene("gallery/time-orbit-field")
    for t in [0.0, 0.5, 1.0 / 3, 1.75] {
      let dots = try shapes(scene, t)
      #expect(dots.count == 100)
      for i in [0, 1, 57, 99] {
        let radius = 40.0 + Double(i % 10) * 42, angle = t * (0.3 + Double(i % 7) * 0.12) + Double(i) * 0.62
        let x = modifier(dots[i], "offset", "x") ?? .nan, y = modifier(dots[i], "offset", "y") ?? .nan
        #expect(abs(x - cos(angle) * radius) < 1e-3 && abs(y - sin(angle) * radius) < 1e-3, "dot \(i) at \(t): \(x), \(y)")
      }
    }
  }

  /// Frames only sample events: the download scene inspected at 30 and at 60 fps agrees at every
  /// thirtieth of a second.
  @Test func framesAtDifferentRatesAgree() throws {
    let a = try LoadedScene("gallery/time-download-progress"), b = try LoadedScene("gallery/time-download-progress")
    for frame in 0...90 {
      let t = Double(frame) / 30
      _ = try b.inspect(Swift.max(0, Double(2 * frame - 1)) / 60)  // the 60 fps render's frame in between
      #expect(try a.inspect(t).jsonLine() == b.inspect(Double(2 * frame) / 60).jsonLine(), "t=\(t)")
    }
  }
}
