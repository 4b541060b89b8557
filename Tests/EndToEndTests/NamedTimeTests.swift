import CairoRenderer
import Foundation
import Graphics
import SceneRendering
import Testing
import ViewRuntime

/// Times by name (`--at settled,tap+0.3,phase:2,keyframes-end,end`) through the built binary, on
/// compiled scenes whose moments follow from their code: `inspect` prints the name and the seconds,
/// `render --at NAME` draws the frame of those seconds, `test` names goldens after the name, and a
/// scene without the moment is an error naming it.
@Suite(.serialized) struct NamedTimeTests {
  static let fps = 60.0
  static let taps = (first: 1.0, second: 2.0)

  /// Tapping runs a triggered phase animator (phases 0 → 1 → 2 → 0 with linear animations of
  /// `phaseOne`, 0.5 and 0.125 s), a keyframe timeline of 0.6 s, and an ease-in-out of 0.5 s.
  static func card(phaseOne: String = "0.25") -> String {
    """
    struct Card: View {
        @State private var open = false
        @State private var count = 0
        var body: some View {
            VStack(spacing: 10) {
                Rectangle().fill(.blue).frame(width: 40, height: 40)
                    .offset(x: open ? 60 : -60)
                PhaseAnimator([0, 1, 2], trigger: count) { p in
                    Circle().fill(.orange).frame(width: 20, height: 20).offset(x: Double(p) * 30)
                } animation: { p in
                    switch p {
                    case 1: .linear(duration: \(phaseOne))
                    case 2: .linear(duration: 0.5)
                    default: .linear(duration: 0.125)
                    }
                }
                KeyframeAnimator(initialValue: 0.0, trigger: count) { x in
                    Rectangle().fill(.green).frame(width: 10, height: 10).offset(x: x)
                } keyframes: { _ in
                    LinearKeyframe(50.0, duration: 0.6)
                }
            }
            .frame(width: 200, height: 200)
            .onTapGesture {
                withAnimation(.easeInOut(duration: 0.5)) { open = true }
                count += 1
            }
        }
    }

    Scene(width: 200, height: 200, fps: 60, background: .white, taps: [1.0, 2.0]) { Card() }
    """
  }

  /// A phase animator that loops from its appearance: it never settles and has no tap.
  static let loop = """
    struct Loop: View {
        var body: some View {
            PhaseAnimator([0, 1, 2]) { p in
                Circle().fill(.red).frame(width: 20, height: 20).offset(x: Double(p) * 30)
            } animation: { p in
                switch p {
                case 1: .linear(duration: 0.25)
                case 2: .linear(duration: 0.5)
                default: .linear(duration: 0.125)
                }
            }
        }
    }

    Scene(width: 120, height: 60, fps: 60, duration: 2, background: .white) { Loop() }
    """

  /// The first frame at or after `t`.
  static func frameAtOrAfter(_ t: Double) -> Double { (t * fps - 1e-9).rounded(.up) / fps }

  func write(_ text: String, _ name: String, in dir: URL) throws -> String {
    let path = dir.appendingPathComponent(name).path
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  func run(_ arguments: [String], in dir: URL) throws -> CommandLineTool.Result {
    try CommandLineTool.run(arguments, in: dir, environment: ["XDG_CACHE_HOME": CommandLineTool.sharedCache.path])
  }

  /// `inspect` lines as (at, time) pairs.
  func atAndTimes(_ stdout: String) throws -> [(at: String?, time: Double)] {
    try stdout.split(separator: "\n").map { line in
      let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
      return (object["at"] as? String, try #require(object["time"] as? Double))
    }
  }

  @Test func inspectResolvesEveryNameFromTheScenesCode() throws {
    let dir = try CommandLineTool.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let scene = try write(Self.card(), "card.swift-dsl", in: dir)
    let asked = "settled,tap+0.3,phase:2,phase:0,phase:1,keyframes-end,tap2-0.5,end,start,0.5"
    let result = try run(["inspect", scene, "--at", asked], in: dir)
    #expect(result.status == 0, "\(result.stderr)")
    let lines = try atAndTimes(result.stdout)
    #expect(lines.map(\.time) == lines.map(\.time).sorted(), "lines come in time order")
    var times: [String: Double] = [:]
    for line in lines { times[line.at ?? "seconds"] = line.time }

    // The phase cycle starts at the first tap; each phase lasts its step's animation (the phase
    // advance latency is 0, docs/choices.md): phase 1 at the tap, 2 after 0.25 s, 0 after 0.5 s more.
    let tap = Self.taps.first
    let expected: [String: Double] = [
      "start": 0, "seconds": 0.5, "tap+0.3": tap + 0.3, "tap2-0.5": Self.taps.second - 0.5,
      "phase:1": tap, "phase:2": tap + 0.25, "phase:0": tap + 0.25 + 0.5,
      "keyframes-end": tap + 0.6,
      // The second tap runs the cycle again; the last motion is its 0.125 s step back to phase 0.
      "settled": Self.frameAtOrAfter(Self.taps.second + 0.25 + 0.5 + 0.125),
    ]
    for (name, t) in expected {
      let got = try #require(times[name], "no line for \(name): \(result.stdout)")
      #expect(abs(got - t) < 1e-4, "\(name): \(got) s, expected \(t) s")
    }
    // No duration: the scene renders until it settles plus DurationEstimate.rest; `end` is its last frame.
    let settled = try #require(expected["settled"])
    let frames = ((settled + DurationEstimate.rest) * Self.fps - 1e-9).rounded(.up)
    #expect(abs(try #require(times["end"]) - (frames - 1) / Self.fps) < 1e-4)
    #expect(lines.count == 10)
  }

  @Test func renderAtANameDrawsTheFrameOfItsSeconds() throws {
    let dir = try CommandLineTool.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let scene = try write(Self.card(), "card.swift-dsl", in: dir)
    let settled = Self.frameAtOrAfter(2.875)
    let byName = try run(["render", scene, "--at", "settled", "--out", "named.png"], in: dir)
    #expect(byName.status == 0, "\(byName.stderr)")
    let bySeconds = try run(["render", scene, "--at", "\(settled)", "--out", "seconds.png"], in: dir)
    #expect(bySeconds.status == 0, "\(bySeconds.stderr)")
    let early = try run(["render", scene, "--at", "tap+0.3", "--out", "early.png"], in: dir)
    #expect(early.status == 0, "\(early.stderr)")
    let named = try PNGFile.read(dir.appendingPathComponent("named.png").path)
    #expect(named.pixels == (try PNGFile.read(dir.appendingPathComponent("seconds.png").path)).pixels)
    // 0.3 s after the tap the phase circle and the keyframed square are still on their way.
    #expect(named.pixels != (try PNGFile.read(dir.appendingPathComponent("early.png").path)).pixels)
  }

  @Test func goldensAreNamedAfterTheNameAndStayWhenTheTimingChanges() throws {
    let dir = try CommandLineTool.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let scene = try write(Self.card(), "card.swift-dsl", in: dir)
    let args = ["test", scene, "--golden", "goldens", "--failures", "failures", "--at", "settled,tap+0.3,phase:2"]
    let first = try run(args, in: dir)
    #expect(first.status == 1, "recording is not a pass: \(first.stdout)")
    #expect(first.stdout.contains("RECORD card @ settled (\(String(format: "%.3f", Self.frameAtOrAfter(2.875)))s)"), "\(first.stdout)")
    for name in ["settled", "tap+0.3", "phase2"] {
      #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("goldens/card-\(name).png").path), "\(name)")
    }
    let second = try run(args, in: dir)
    #expect(second.status == 0, "\(second.stdout) \(second.stderr)")
    #expect(second.stdout.contains("test: 3 passed, 0 failed, 0 recorded"))

    // A slower first phase (0.4 s): the settled frame, the final state, passes against the same golden
    // at its new time; frames in motion differ (0.3 s after the tap the circle is elsewhere on its
    // way, and when it enters phase 2 the square and the keyframed bar are further along).
    try Self.card(phaseOne: "0.4").write(toFile: scene, atomically: true, encoding: .utf8)
    let third = try run(args, in: dir)
    #expect(third.status == 1)
    #expect(third.stdout.contains("ok   card @ settled (\(String(format: "%.3f", Self.frameAtOrAfter(2 + 0.4 + 0.5 + 0.125)))s)"), "\(third.stdout)")
    #expect(third.stdout.contains("FAIL card @ phase2 (1.400s)"), "\(third.stdout)")
    #expect(third.stdout.contains("FAIL card @ tap+0.3 (1.300s)"), "\(third.stdout)")
    #expect(third.stderr.contains("1 passed, 2 failed, 0 recorded"), "\(third.stderr)")
  }

  @Test func aSceneWithoutTheMomentIsAnErrorNamingIt() throws {
    let dir = try CommandLineTool.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let scene = try write(Self.loop, "loop.swift-dsl", in: dir)
    // A loop steps into phase 1 on appearing, into phase 2 after that step's 0.25 s, back to 0 after 0.5 s more.
    let phases = try run(["inspect", scene, "--at", "phase:2,phase:0"], in: dir)
    #expect(phases.status == 0, "\(phases.stderr)")
    let times = try atAndTimes(phases.stdout)
    #expect(times.count == 2 && abs(times[0].time - 0.25) < 1e-4 && abs(times[1].time - 0.75) < 1e-4, "\(phases.stdout)")

    for (name, why) in [("settled", "still animates"), ("tap+0.3", "no scripted tap"), ("phase:3", "out of range"),
                        ("keyframes-end", "no keyframe timeline")] {
      let result = try run(["inspect", scene, "--at", name], in: dir)
      #expect(result.status == 1, "\(name): \(result.stdout)")
      #expect(result.stderr.contains("loop.swift-dsl") && result.stderr.contains(why), "\(name): \(result.stderr)")
      #expect(result.stdout.isEmpty)
    }
    let still = try run(["render", scene, "--at", "settled", "--out", "never.png"], in: dir)
    #expect(still.status == 1 && still.stderr.contains("still animates"), "\(still.stderr)")
    #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("never.png").path))
  }

  @Test func unknownNamesAreUsageErrorsListingTheForms() throws {
    // `render --at` takes one time; the others a list.
    for command in [["inspect", "x.swift-dsl", "--at", "0.5,soon"], ["render", "x.swift-dsl", "--out", "x.png", "--at", "soon"],
                    ["test", "x.swift-dsl", "--golden", "g", "--at", "0.5,soon"], ["sheet", "x.swift-dsl", "--out", "x.png", "--at", "0.5,soon"]] {
      let result = try CommandLineTool.run(command)
      #expect(result.status == 2, "\(command[0]): \(result.stderr)")
      #expect(result.stderr.contains("unknown time 'soon'") && result.stderr.contains("settled, tap, tapN"), "\(command[0]): \(result.stderr)")
    }
  }

  @Test func sheetDrawsTheNamedMoments() throws {
    let dir = try CommandLineTool.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let scene = try write(Self.card(), "card.swift-dsl", in: dir)
    let sheet = try run(["sheet", scene, "--at", "start,tap+0.3,settled", "--out", "sheet.png"], in: dir)
    #expect(sheet.status == 0, "\(sheet.stderr)")
    #expect(sheet.stdout.contains("3 frames"), "\(sheet.stdout)")
    let still = try run(["render", scene, "--at", "settled", "--out", "settled.png"], in: dir)
    #expect(still.status == 0)
    // The third cell is the settled frame.
    let page = try PNGFile.read(dir.appendingPathComponent("sheet.png").path)
    let frame = try PNGFile.read(dir.appendingPathComponent("settled.png").path)
    // Three cells make two columns; cell 2 starts row 1: a 12 px gap, then a frame, its 22 px label
    // and a gap per row above (SheetLayout).
    let origin = (x: 12, y: 12 + frame.height + 22 + 12)
    var same = true
    for y in stride(from: 0, to: frame.height, by: 7) {
      for x in stride(from: 0, to: frame.width, by: 7) {
        let a = page.pixel(x: origin.x + x, y: origin.y + y), b = frame.pixel(x: x, y: y)
        if abs(Int(a.r) - Int(b.r)) > 2 || abs(Int(a.g) - Int(b.g)) > 2 || abs(Int(a.b) - Int(b.b)) > 2 { same = false }
      }
    }
    #expect(same, "the sheet's third cell shows the settled frame")
  }

  @Test func previewGoldensByNameStayWhenTheAnimationGetsFaster() throws {
    let dir = try PreviewTestCommandTests.makeApp(duration: "1")
    defer { try? FileManager.default.removeItem(at: dir) }
    let args = ["test", "--previews", "app", "--golden", "goldens", "--at", "settled"]
    let first = try run(args, in: dir)
    #expect(first.status == 1, "recording is not a pass: \(first.stdout) \(first.stderr)")
    // The pulse's linear animation of 1 s starts on appear: it settles on the frame at 1 s.
    #expect(first.stdout.contains("RECORD Views/Pulse.swift/Pulse @ settled (1.000s)"), "\(first.stdout)")
    #expect(first.stdout.contains("RECORD Views/ScoreLabel.swift/Preview @ settled (0.000s)"), "\(first.stdout)")
    #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("goldens/Views/Pulse.swift/Pulse-settled.png").path))

    try Data(PreviewTestCommandTests.pulse(duration: "0.5").utf8).write(to: dir.appendingPathComponent("app/Views/Pulse.swift"))
    let second = try run(args, in: dir)
    #expect(second.status == 0, "\(second.stdout) \(second.stderr)")
    #expect(second.stdout.contains("ok   Views/Pulse.swift/Pulse @ settled (0.500s)"), "\(second.stdout)")
  }

  /// `.spring(duration: 0.5, bounce: 0)` tapped at 1.0: a spring is at rest only once its velocity,
  /// force and remaining distance are small, later than its duration. The engine's own animated value,
  /// given the same change, says when; `settled` is the first frame from then on.
  @Test func aSpringSettlesWhenItsValueComesToRest() throws {
    let dir = try CommandLineTool.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let scene = try write("""
      struct Fade: View {
          @State private var shown = false
          var body: some View {
              Rectangle().fill(.blue).frame(width: 40, height: 40)
                  .opacity(shown ? 1 : 0)
                  .onTapGesture { withAnimation(.spring(duration: 0.5, bounce: 0)) { shown = true } }
          }
      }

      Scene(width: 100, height: 100, fps: 60, background: .white, taps: [1.0]) { Fade() }
      """, "fade.swift-dsl", in: dir)
    var opacity = AnimatedValue(0.0)
    _ = opacity.set(1, at: 1.0, animation: .spring(duration: 0.5, bounce: 0))
    let restFrame = try #require((60...600).first { !opacity.isAnimating(at: Double($0) / Self.fps) })
    let expected = Double(restFrame) / Self.fps
    #expect(expected > 1.5, "a spring rests after its duration")
    let result = try run(["inspect", scene, "--at", "settled"], in: dir)
    #expect(result.status == 0, "\(result.stderr)")
    let line = try #require(try atAndTimes(result.stdout).first)
    #expect(line.at == "settled" && abs(line.time - expected) < 1e-4, "settled at \(line.time) s, the spring rests at \(expected) s")
  }
}
