import AnimationEngine
import Foundation
import Graphics
import Testing
import ViewRuntime
@testable import SceneLanguage

/// Scene features fixed in round two, each with the value SwiftUI's semantics give.
@Suite struct SceneFeatureTests {
  func load(_ source: String) throws -> (SceneProgram, SceneRuntime) {
    let program = try SceneProgram(swiftUISource: source, fileName: "feature.swift-dsl")
    return (program, try program.makeRuntime(measurer: FixedTextMeasurer()))
  }

  /// The first value of modifier `name`'s `key` on the first node at `t`.
  func value(_ runtime: SceneRuntime, _ t: Double, _ name: String, _ key: String) throws -> Double? {
    try runtime.inspect(at: t).nodes.first?.modifiers.first { $0.name == name }?.values[key]?.first
  }

  func close(_ a: Double?, _ b: Double, _ tolerance: Double = 1e-6) -> Bool { a.map { abs($0 - b) <= tolerance } ?? false }

  // MARK: .animation(_:body:)

  @Test func animationBodyAnimatesOnlyItsOwnModifiers() throws {
    let (program, runtime) = try load("""
      struct Card: View {
        @State var on = false
        var body: some View {
          Text("x")
            .animation(.linear(duration: 1)) { $0.opacity(on ? 0.0 : 1.0) }
            .offset(x: on ? 100 : 0)
            .onTapGesture { withAnimation(nil) { on.toggle() } }
        }
      }
      Scene(taps: [1]) { Card() }
      """)
    #expect(close(try value(runtime, 0.5, "opacity", "value"), 1))
    // Half a second after the tap: opacity is halfway (its own linear animation); the offset, outside
    // the body, took the tap's transaction (no animation) and jumped.
    #expect(close(try value(runtime, 1.5, "opacity", "value"), 0.5))
    #expect(close(try value(runtime, 1.5, "offset", "x"), 100))
    #expect(close(try value(runtime, 2.5, "opacity", "value"), 0))
    try program.checkErrors()
  }

  @Test func transactionBodyScopesItsTransaction() throws {
    let (program, runtime) = try load("""
      struct Card: View {
        @State var on = false
        var body: some View {
          Text("x")
            .transaction { $0.animation = .linear(duration: 2) } body: { $0.scaleEffect(on ? 3 : 1) }
            .opacity(on ? 0 : 1)
            .onTapGesture { on.toggle() }
        }
      }
      Scene(taps: [1]) { Card() }
      """)
    #expect(close(try value(runtime, 2, "scaleEffect", "x"), 2))
    #expect(close(try value(runtime, 2, "opacity", "value"), 0))
    try program.checkErrors()
  }

  // MARK: Animatable data beyond Double

  @Test func animatablePairDataInterpolatesBothHalves() throws {
    let (program, runtime) = try load("""
      struct Mover: View, Animatable {
        var x: Double
        var y: Double
        var animatableData: AnimatablePair<Double, Double> {
          get { AnimatablePair(x, y) }
          set {
            x = newValue.first
            y = newValue.second
          }
        }
        var body: some View { Text("m").offset(x: x, y: y) }
      }
      struct Root: View {
        @State var moved = false
        var body: some View {
          Mover(x: moved ? 100 : 0, y: moved ? -40 : 20)
            .onTapGesture { withAnimation(.linear(duration: 2)) { moved.toggle() } }
        }
      }
      Scene(taps: [1]) { Root() }
      """)
    #expect(close(try value(runtime, 0.5, "offset", "x"), 0))
    #expect(close(try value(runtime, 1.5, "offset", "x"), 25))
    #expect(close(try value(runtime, 1.5, "offset", "y"), 5))
    #expect(close(try value(runtime, 3.5, "offset", "y"), -40))
    try program.checkErrors()
  }

  @Test func nestedPairsAndPointsAnimate() throws {
    let (program, runtime) = try load("""
      struct Dot: View, Animatable {
        var center: CGPoint
        var scale: Double
        var animatableData: AnimatablePair<CGPoint.AnimatableData, Double> {
          get { AnimatablePair(AnimatablePair(center.x, center.y), scale) }
          set {
            center = CGPoint(x: newValue.first.first, y: newValue.first.second)
            scale = newValue.second
          }
        }
        var body: some View { Text("d").offset(x: center.x, y: center.y).scaleEffect(scale) }
      }
      struct Point: View, Animatable {
        var p: CGPoint
        var animatableData: CGPoint {
          get { p }
          set { p = newValue }
        }
        var body: some View { Text("p").offset(x: p.x, y: p.y) }
      }
      struct Root: View {
        @State var on = false
        var body: some View {
          VStack {
            Dot(center: on ? CGPoint(x: 40, y: 80) : .zero, scale: on ? 3 : 1)
            Point(p: on ? CGPoint(x: 10, y: 20) : CGPoint(x: 30, y: 0))
          }
          .onTapGesture { withAnimation(.linear(duration: 1)) { on.toggle() } }
        }
      }
      Scene(taps: [0]) { Root() }
      """)
    let nodes = try runtime.inspect(at: 0.5).nodes
    func first(_ node: Int, _ name: String, _ key: String) -> Double? {
      nodes.indices.contains(node) ? nodes[node].modifiers.first { $0.name == name }?.values[key]?.first : nil
    }
    #expect(close(first(0, "offset", "x"), 20))
    #expect(close(first(0, "offset", "y"), 40))
    #expect(close(first(0, "scaleEffect", "x"), 2))
    #expect(close(first(1, "offset", "x"), 20))
    #expect(close(first(1, "offset", "y"), 10))
    try program.checkErrors()
  }

  @Test func seedPolygonMorphsThroughFractionalSides() throws {
    // The custom-animatable-shape scene's Polygon: `path(in:)` re-runs with interpolated pair data.
    let source = try String(contentsOfFile: Self.scenePath("custom-animatable-shape"), encoding: .utf8)
    let program = try SceneProgram(swiftUISource: source, fileName: "custom-animatable-shape.swift-dsl")
    guard case .instance(let polygon) = try program.evaluate("Polygon(sides: 3, rotation: 0)"),
          case .animatable(let node) = try program.entry({ try program.interpreter.lower(polygon) }) else {
      Issue.record("the polygon is not an animatable node")
      return
    }
    #expect((node.data as? SceneVector)?.components == [3, 0])
    // Halfway: 5.5 sides → 6 points, starting at rotation π/2 (pointing down).
    guard case .shape(let shape) = try node.content(SceneVector(components: [5.5, Double.pi / 2])), case .custom(let custom) = shape.kind else {
      Issue.record("the polygon's content is not a custom shape")
      return
    }
    let path = custom.path(CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(path.elements.count == 6 + 1, "\(path.elements)")
    if case .move(let p) = path.elements.first {
      #expect(abs(p.x - 50) < 1e-9 && abs(p.y - 100) < 1e-9, "\(p)")
    } else {
      Issue.record("the path does not start with a move")
    }
  }

  // MARK: KeyframeTimeline

  @Test func keyframeTimelineOverTheRootValue() throws {
    let source = """
      let timeline = KeyframeTimeline(initialValue: 0.0) {
        KeyframeTrack {
          LinearKeyframe(10.0, duration: 1)
          LinearKeyframe(30.0, duration: 0.5)
        }
      }
      """
    #expect(try evaluate("timeline.duration", in: source, registry: .swiftUI).asDouble == 1.5)
    #expect(try evaluate("timeline.value(time: 0.5)", in: source, registry: .swiftUI).asDouble == 5)
    #expect(try evaluate("timeline.value(time: 1.25)", in: source, registry: .swiftUI).asDouble == 20)
    #expect(try evaluate("timeline.value(progress: 1)", in: source, registry: .swiftUI).asDouble == 30)
  }

  @Test func keyframeTimelineTracksOverKeyPaths() throws {
    let source = """
      struct Values { var x = 0.0; var angle = Angle.zero }
      let timeline = KeyframeTimeline(initialValue: Values()) {
        KeyframeTrack(\\.x) { LinearKeyframe(10.0, duration: 1) }
        KeyframeTrack(\\.angle) { LinearKeyframe(.degrees(90), duration: 2) }
      }
      """
    #expect(try evaluate("timeline.duration", in: source, registry: .swiftUI).asDouble == 2)
    #expect(try evaluate("timeline.value(time: 0.5).x", in: source, registry: .swiftUI).asDouble == 5)
    #expect(try evaluate("timeline.value(time: 1).angle.degrees", in: source, registry: .swiftUI).asDouble.map { abs($0 - 45) < 1e-9 } == true)
  }

  @Test func keyframeTimelineSceneDrawsAndPrints() throws {
    let source = try String(contentsOfFile: Self.scenePath("keyframe-timeline-values"), encoding: .utf8)
    let printed = Printed()
    let program = try SceneProgram(swiftUISource: source, fileName: "keyframe-timeline-values.swift-dsl", printSink: { printed.lines.append($0) })
    // CubicKeyframe 0.4 + SpringKeyframe 0.6 + CubicKeyframe 0.5.
    #expect(printed.lines.first == "duration: 1.5")
    let runtime = try program.makeRuntime(measurer: FixedTextMeasurer())
    let dots = try runtime.inspect(at: 0).nodes
    #expect(dots.count == 16)
    // Dot 4 samples t = 0.4: the first keyframe's value, -60.
    let y = dots.count > 4 ? dots[4].modifiers.first { $0.name == "offset" }?.values["y"]?.first : nil
    #expect(close(y, -60, 1e-9), "\(String(describing: y))")
  }

  // MARK: withAnimation and withTransaction

  @Test func completionRunsAtLogicalCompletionAndDefaultsToDefaultAnimation() throws {
    let (program, runtime) = try load("""
      struct Rocket: View {
        @State private var offset = 0.0
        var body: some View {
          Text("r")
            .offset(y: offset)
            .onTapGesture {
              withAnimation(.bouncy) {
                offset = -40.0
              } completion: {
                withAnimation {
                  offset = 0.0
                }
              }
            }
        }
      }
      Scene(taps: [1]) { Rocket() }
      """)
    // .bouncy is logically complete after its 0.5 s duration; until then the rocket climbs.
    let climbing = try value(runtime, 1.45, "offset", "y") ?? 0
    #expect(climbing < -30, "\(climbing)")
    // After 1.5 s the completion's `.default` animation (a 0.5 s smooth spring) has brought it back.
    #expect(close(try value(runtime, 4, "offset", "y"), 0, 0.01))
    // Between: on the way down, above where a never-completed bouncy would still be.
    let returning = try value(runtime, 1.75, "offset", "y") ?? -100
    #expect(returning > -35 && returning < -2, "\(returning)")
    try program.checkErrors()
  }

  @Test func bouncyCompletionRunsAfterItsHalfSecond() throws {
    let (program, runtime) = try load("""
      struct Root: View {
        @State private var up = false
        @State private var done = false
        var body: some View {
          Text(done ? "done" : "moving")
            .offset(y: up ? -40 : 0)
            .onTapGesture {
              withAnimation(.bouncy) { up = true } completion: { done = true }
            }
        }
      }
      Scene(taps: [1]) { Root() }
      """)
    // Samples in order: the completion is seen on the first sample at or after 1 + 0.5 s.
    #expect(try runtime.inspect(at: 1.25).nodes.first?.text == "moving")
    #expect(try runtime.inspect(at: 1.49).nodes.first?.text == "moving")
    #expect(try runtime.inspect(at: 1.51).nodes.first?.text == "done")
    try program.checkErrors()
  }

  @Test func withTransactionKeyPathKeepsTheEnclosingAnimation() throws {
    let (program, runtime) = try load("""
      private struct TappedKey: TransactionKey { static let defaultValue = false }
      extension Transaction {
        var tapped: Bool {
          get { self[TappedKey.self] }
          set { self[TappedKey.self] = newValue }
        }
      }
      struct Root: View {
        @State var on = false
        var body: some View {
          Text("t")
            .offset(x: on ? 100 : 0)
            .onTapGesture {
              withAnimation(.linear(duration: 2)) {
                withTransaction(\\.tapped, true) { on.toggle() }
              }
            }
        }
      }
      Scene(taps: [1]) { Root() }
      """)
    #expect(close(try value(runtime, 2, "offset", "x"), 50))
    try program.checkErrors()
  }

  @Test func customAnimationRunsLinearlyOverItsDuration() throws {
    let source = try String(contentsOfFile: Self.scenePath("custom-animation"), encoding: .utf8)
    let (program, runtime) = try load(source)
    // Tap at 0.2: -100 → 100 over 1 s, linearly.
    #expect(close(try value(runtime, 0.2, "offset", "x"), -100))
    #expect(close(try value(runtime, 0.45, "offset", "x"), -50))
    #expect(close(try value(runtime, 0.7, "offset", "x"), 0))
    #expect(close(try value(runtime, 1.5, "offset", "x"), 100))
    try program.checkErrors()
  }

  @Test func durationIsExplicitOnlyWhenWritten() throws {
    let given = try SceneProgram(swiftUISource: "Scene(duration: 2) { Text(\"a\") }", fileName: "d.swift-dsl")
    #expect(given.configuration.duration == 2 && given.configuration.durationIsExplicit)
    let defaulted = try SceneProgram(swiftUISource: "Scene(fps: 30) { Text(\"a\") }", fileName: "d.swift-dsl")
    #expect(defaulted.configuration.duration == 3 && !defaulted.configuration.durationIsExplicit)
  }

  // MARK: Misuse

  @Test func animatablePairMisuseIsReported() throws {
    #expect(loadErrors("let p = AnimatablePair(1.0)", registry: .swiftUI) == [
      "test.swift-dsl:1:9: error: missing argument for parameter #2 in call to initializer of 'AnimatablePair'",
    ])
    do {
      _ = try evaluate("AnimatablePair(\"a\", 1.0)", registry: .swiftUI)
      Issue.record("a String half was accepted")
    } catch let error as SceneError {
      #expect(error.description.contains("AnimatablePair holds animatable values"), "\(error)")
    }
    // Loading succeeds (the type is fine); building the view reports the data type.
    let program = try SceneProgram(swiftUISource: """
      struct Bad: View, Animatable {
        var name = "x"
        var animatableData: String {
          get { name }
          set { name = newValue }
        }
        var body: some View { Text(name) }
      }
      Scene { Bad() }
      """, fileName: "bad.swift-dsl")
    do {
      _ = try program.makeRootView()
      Issue.record("String animatableData was accepted")
    } catch {
      #expect(error.description.contains("animatableData of type 'String' cannot animate"), "\(error)")
    }
  }

  @Test func keyframeTimelineWithoutTracksAnimatesTheWholeValue() throws {
    do {
      _ = try evaluate("KeyframeTimeline(initialValue: 0.0) { }", registry: .swiftUI)
      Issue.record("an empty timeline was accepted")
    } catch let error as SceneError {
      #expect(error.description.contains("KeyframeTimeline needs at least one KeyframeTrack or keyframe"), "\(error)")
    }
    #expect(loadErrors("let t = KeyframeTimeline(initialValue: 0.0)", registry: .swiftUI) == [
      "test.swift-dsl:1:9: error: missing argument for parameter 'content' in call to initializer of 'KeyframeTimeline'",
    ])
    // Bare keyframes form one track over the whole value: 0 → 10 linearly over 1 s, then 10 → 30 over 0.5 s.
    // At 0.5 s: 0 + 10 × 0.5 = 5; at 1.25 s: 10 + 20 × (0.25 / 0.5) = 20; the end is 30 after 1.5 s.
    let source = """
      let timeline = KeyframeTimeline(initialValue: 0.0) {
        LinearKeyframe(10.0, duration: 1)
        LinearKeyframe(30.0, duration: 0.5)
      }
      """
    #expect(try evaluate("timeline.duration", in: source, registry: .swiftUI).asDouble == 1.5)
    #expect(try evaluate("timeline.value(time: 0.5)", in: source, registry: .swiftUI).asDouble == 5)
    #expect(try evaluate("timeline.value(time: 1.25)", in: source, registry: .swiftUI).asDouble == 20)
    #expect(try evaluate("timeline.value(progress: 1)", in: source, registry: .swiftUI).asDouble == 30)
    // Mixing bare keyframes with tracks has no meaning in SwiftUI either.
    do {
      _ = try evaluate("KeyframeTimeline(initialValue: 0.0) { LinearKeyframe(1.0, duration: 1); KeyframeTrack { LinearKeyframe(2.0, duration: 1) } }", registry: .swiftUI)
      Issue.record("bare keyframes mixed with a track were accepted")
    } catch let error as SceneError {
      #expect(error.description.contains("cannot be mixed with KeyframeTrack"), "\(error)")
    }
  }

  // MARK: Seed-like scenes over the language surface

  /// Pasted SwiftUI: enum raw values, CaseIterable, switch expressions, `enumerated()` destructured by
  /// `{ index, m in }`, `String(format:)`, private members, `#Preview` as the root.
  static let moodBoard = #"""
      import SwiftUI

      enum Mood: String, CaseIterable {
          case happy = "😀", sad = "😢", angry = "😡"
          var next: Mood {
              let all = Mood.allCases
              let i = all.firstIndex(of: self)!
              return all[(i + 1) % all.count]
          }
          var scale: Double {
              switch self {
              case .happy: 1.2
              case .sad, .angry: 0.8
              }
          }
      }

      struct Badge: View {
          let mood: Mood
          var label: String { "\(mood.rawValue) x\(String(format: "%.1f", mood.scale))" }
          var body: some View {
              Text(label)
          }
      }

      private struct MoodBoard: View {
          @State private var mood: Mood = .happy
          @State private var taps = 0
          private let colors: [Color] = [.red, .green, .blue]

          var body: some View {
              VStack(spacing: 8) {
                  ForEach(Array(Mood.allCases.enumerated()), id: \.offset) { index, m in
                      HStack {
                          Circle().fill(colors[index]).frame(width: 10, height: 10)
                          Badge(mood: m)
                              .opacity(m == mood ? 1 : 0.4)
                      }
                  }
                  Text("taps: \(taps)")
                  if taps > 0 {
                      Text("tapped").foregroundStyle(.secondary)
                  }
              }
              .scaleEffect(mood.scale)
              .onTapGesture {
                  withAnimation(.spring(duration: 0.4, bounce: 0.3)) {
                      mood = mood.next
                      taps += 1
                  }
              }
          }
      }

      #Preview {
          MoodBoard()
      }
      """#

  @Test func pastedMoodBoardRenders() throws {
    let (program, runtime) = try load(Self.moodBoard)
    let texts = try runtime.inspect(at: 0).nodes.compactMap(\.text)
    #expect(texts == ["😀 x1.2", "😢 x0.8", "😡 x0.8", "taps: 0"])
    let opacities = try runtime.inspect(at: 0).nodes.filter { $0.text != nil }.compactMap { $0.modifiers.first { $0.name == "opacity" }?.values["value"]?.first }
    #expect(opacities == [1, 0.4, 0.4])
    try program.checkErrors()
  }

  /// Enums with associated values, mutating methods, extensions, default and inout parameters, guard,
  /// while, `Optional.map` on a dictionary lookup, keyframes with `for` in a track, a Button tap.
  static let languageTour = #"""
      enum Shape2 {
          case circle(radius: Double)
          case square(side: Double)
          var area: Double {
              switch self {
              case .circle(let r): return Double.pi * r * r
              case let .square(side): return side * side
              }
          }
      }

      struct Counter {
          private(set) var value = 0
          var step: Int
          init(step: Int = 2) { self.step = step }
          mutating func bump() { value += step }
      }

      extension Counter {
          var doubled: Int { value * 2 }
      }

      func describe(_ values: [Int], separator: String = ", ") -> String {
          values.map { "\($0)" }.joined(separator: separator)
      }

      func clampAdd(_ x: inout Double, _ d: Double) { x = min(10, x + d) }

      struct AnimationValues {
          var scale = 1.0
          var offset = CGSize.zero
      }

      struct Demo: View {
          @State private var counter = Counter()
          @State private var on = false
          let shapes: [Shape2] = [.circle(radius: 1), .square(side: 2)]
          var lookup: [String: Int] { ["a": 1, "b": 2] }

          var body: some View {
              VStack {
                  Text(describe(shapes.map { Int($0.area.rounded()) }))
                  Text("count \(counter.value) doubled \(counter.doubled)")
                  Text(lookup["b"].map { "b=\($0)" } ?? "none")
                  Text(lookup["z"].map { "z=\($0)" } ?? "none")
                  Button("Bump") {
                      counter.bump()
                      on.toggle()
                  }
                  Text(on ? "on" : "off")
                      .keyframeAnimator(initialValue: AnimationValues(), trigger: on) { content, value in
                          content
                              .scaleEffect(value.scale)
                              .offset(value.offset)
                      } keyframes: { _ in
                          KeyframeTrack(\.scale) {
                              for s in [1.5, 0.8, 1.0] {
                                  CubicKeyframe(s, duration: 0.2)
                              }
                          }
                          KeyframeTrack(\.offset) {
                              SpringKeyframe(CGSize(width: 10, height: -20), duration: 0.3)
                              LinearKeyframe(.zero, duration: 0.3)
                          }
                      }
              }
              .onAppear {
                  var x = 9.0
                  clampAdd(&x, 5)
                  guard x == 10 else { return }
                  var n = 0
                  while n < 3 { n += 1 }
                  print("appeared \(x) \(n) \(String(describing: Shape2.circle(radius: 2).area > 12))")
              }
          }
      }

      Scene(width: 300, height: 300, taps: [0.5]) {
          Demo()
      }
      """#

  @Test func languageTourRuns() throws {
    let printed = Printed()
    let program = try SceneProgram(swiftUISource: Self.languageTour, fileName: "tour.swift-dsl", printSink: { printed.lines.append($0) })
    let runtime = try program.makeRuntime(measurer: FixedTextMeasurer())
    #expect(try runtime.inspect(at: 0).nodes.compactMap(\.text) == ["3, 4", "count 0 doubled 0", "b=2", "none", "Bump", "off"])
    #expect(printed.lines == ["appeared 10.0 3 true"])
    // The tap at 0.5 bumps by the default step 2 and toggles `on`, which triggers the keyframes:
    // at 0.5 + 0.4 the scale track is at its second keyframe (0.8).
    let after = try runtime.inspect(at: 0.9).nodes
    #expect(after.compactMap(\.text) == ["3, 4", "count 2 doubled 4", "b=2", "none", "Bump", "on"])
    let scale = after.last?.modifiers.first { $0.name == "scaleEffect" }?.values["x"]?.first
    #expect(close(scale, 0.8, 1e-9), "\(String(describing: scale))")
    try program.checkErrors()
  }

  /// An enum phase animator with an `if` expression choosing the animation, next to an animatable
  /// Shape started from `onAppear`.
  static let compassAndRing = #"""
      // Seed 002-style: PhaseAnimator with an enum, if-expression animation, multiple trailing closures.
      enum CardinalPoint: Double, CaseIterable {
          case north = 0, east = 90, south = 180, west = 270
      }

      struct Compass: View {
          @State private var trigger = 0
          var body: some View {
              Image(systemName: "location.fill")
                  .phaseAnimator(CardinalPoint.allCases, trigger: trigger) { content, phase in
                      content.rotationEffect(.degrees(phase.rawValue - 45.0))
                  } animation: { phase in
                      if phase == .north { .linear(duration: 0) } else { .easeInOut(duration: 0.5) }
                  }
                  .font(.largeTitle)
                  .onTapGesture { trigger += 1 }
          }
      }

      struct Ring: Shape {
          var progress: Double
          var animatableData: Double {
              get { progress }
              set { progress = newValue }
          }
          func path(in rect: CGRect) -> Path {
              var p = Path()
              p.addArc(center: CGPoint(x: rect.midX, y: rect.midY), radius: rect.width / 2, startAngle: .degrees(-90), endAngle: .degrees(-90 + 360 * progress), clockwise: false)
              return p
          }
      }

      struct Both: View {
          @State var full = false
          var body: some View {
              HStack {
                  Compass()
                  Ring(progress: full ? 1 : 0.1)
                      .stroke(.green, lineWidth: 4)
                      .frame(width: 60, height: 60)
                      .animation(.easeInOut(duration: 1), value: full)
                      .onAppear { full = true }
              }
          }
      }

      Scene(width: 300, height: 200, taps: [0.5]) { Both() }
      """#

  @Test func compassPhasesAndRingAnimate() throws {
    let (program, runtime) = try load(Self.compassAndRing)
    func degrees(_ t: Double) throws -> Double? { try value(runtime, t, "rotationEffect", "degrees") }
    #expect(close(try degrees(0), -45))
    // Tapped at 0.5: north → east (-45° → 45°) with easeInOut over 0.5 s, symmetric, so 0° halfway.
    #expect(close(try degrees(0.75), 0, 1e-9))
    #expect(close(try degrees(1.0), 45, 1e-9))
    guard case .custom(let ring)? = try ringShape(program) else {
      Issue.record("the ring is not a custom shape")
      return
    }
    // Presented progress 0.25: a quarter arc from the top (50, 0) clockwise on screen to (100, 50).
    let path = ring.path(CGRect(x: 0, y: 0, width: 100, height: 100))
    if case .move(let start)? = path.elements.first, case .curve(let end, _, _)? = path.elements.last {
      #expect(abs(start.x - 50) < 1e-6 && abs(start.y) < 1e-6, "\(start)")
      #expect(abs(end.x - 100) < 1e-6 && abs(end.y - 50) < 1e-6, "\(end)")
    } else {
      Issue.record("unexpected ring path \(path.elements)")
    }
    try program.checkErrors()
  }

  func ringShape(_ program: SceneProgram) throws -> ShapeKind? {
    guard case .instance(let ring) = try program.evaluate("Ring(progress: 0.5)"),
          case .animatable(let node) = try program.entry({ try program.interpreter.lower(ring) }),
          case .shape(let shape) = try node.content(0.25) else { return nil }
    return shape.kind
  }

  /// Static members and nested types, `reduce(0, +)`, labeled tuple results, `String.map`, a delayed
  /// animation started in `onAppear`.
  static let bars = #"""
      // WWDC23-style: a struct of animation values, keyframeAnimator with repeating, custom TransactionKey,
      // computed properties with explicit get, static members, nested types, tuples and String.map.
      struct Theme {
          static let accent = Color.orange
          static func size(for level: Int) -> Double { 20 + Double(level) * 10 }
          struct Spacing { static let small = 4.0 }
      }

      struct Stats {
          var values: [Double]
          var total: Double { values.reduce(0, +) }
          var normalized: [Double] { values.map { $0 / total } }
          var minMax: (min: Double, max: Double) { (values.min() ?? 0, values.max() ?? 0) }
      }

      struct Bars: View {
          let stats = Stats(values: [1, 3, 4])
          @State private var grown = false
          var body: some View {
              let letters = "abc".map { String($0).uppercased() }
              HStack(alignment: .bottom, spacing: Theme.Spacing.small) {
                  ForEach(0..<stats.values.count, id: \.self) { i in
                      VStack {
                          RoundedRectangle(cornerRadius: 3)
                              .fill(Theme.accent)
                              .frame(width: 20, height: grown ? 100 * stats.normalized[i] : 2)
                          Text(letters[i])
                      }
                  }
                  Text("\(Int(stats.minMax.max))/\(Int(stats.total))")
                      .font(.system(size: Theme.size(for: 1)))
              }
              .onAppear {
                  withAnimation(.easeOut(duration: 1).delay(0.5)) { grown = true }
              }
          }
      }

      Scene(width: 200, height: 160, duration: 2) { Bars() }
      """#

  @Test func barsGrowToTheirShares() throws {
    let (program, runtime) = try load(Self.bars)
    func heights(_ t: Double) throws -> [Double] {
      try runtime.inspect(at: t).nodes.filter { $0.shape == "RoundedRectangle" }.map { $0.bounds[3] }
    }
    #expect(try runtime.inspect(at: 0).nodes.compactMap(\.text) == ["A", "B", "C", "4/8"])
    #expect(try heights(0.4) == [2, 2, 2])  // the animation waits for its 0.5 s delay
    let final = try heights(2)
    #expect(zip(final, [12.5, 37.5, 50]).allSatisfy { abs($0 - $1) < 1e-9 } && final.count == 3, "\(final)")
    try program.checkErrors()
  }

  /// Top-level statements over the standard library: tuple destructuring in `for`, `where`, stride,
  /// captured mutation, sorting with a closure, conversions, formatting, labeled tuples, dictionaries.
  static let standardLibraryTour = #"""
      var log: [String] = []
      for (i, x) in [10, 20, 30].enumerated() where i != 1 { log.append("\(i):\(x)") }
      print(log.joined(separator: " "))
      for v in stride(from: 0.0, through: 1.0, by: 0.5) { print("s \(v)") }
      var counter = 0
      let inc = { counter += 1 }
      inc(); inc()
      print("counter \(counter)")
      let sorted = [3, 1, 2].sorted()
      let sortedDesc = [3, 1, 2].sorted { $0 > $1 }
      print("\(sorted) \(sortedDesc) \([1, 2, 3].filter { $0 % 2 == 1 }) \([1, 2, 3].contains(2)) \(Array(repeating: 0, count: 2))")
      let d = Double("3.5") ?? 0
      print(String(format: "%.2f", d), Int(d), (d * 2).rounded(.down), abs(-2.5), max(1, 2.5))
      let s = "Hello"
      print(s.count, s.uppercased(), s.hasPrefix("He"), s.isEmpty, s.first ?? "", "".last ?? "-")
      let tuple = (a: 1, b: "x")
      let (p, q) = tuple
      print(tuple.a, tuple.b, p, q)
      let opt: Int? = nil
      if let v = opt { print("some \(v)") } else { print("none") }
      guard let z = Int("42") else { return }
      print(z)
      let xs = [1, 2, 3].map(String.init)
      print(xs, [1,2,3].last!, [1, 2, 3].first ?? 0, [4, 5].indices.map { $0 })
      let dict = ["b": 2, "a": 1]
      for (k, v) in dict.sorted(by: { $0.key < $1.key }) { print(k, v) }
      print(dict.keys.sorted(), (0..<3).map { $0 * 2 }, Array(0...2))
      Scene { Text("x") }
      """#

  @Test func standardLibraryTourPrints() throws {
    let printed = Printed()
    _ = try SceneProgram(swiftUISource: Self.standardLibraryTour, fileName: "tour.swift-dsl", printSink: { printed.lines.append($0) })
    #expect(printed.lines == [
      "0:10 2:30",
      "s 0.0",
      "s 0.5",
      "s 1.0",
      "counter 2",
      "[1, 2, 3] [3, 2, 1] [1, 3] true [0, 0]",
      "3.50 3 7.0 2.5 2.5",
      "5 HELLO true false H -",
      "1 x 1 x",
      "none",
      "42",
      "[\"1\", \"2\", \"3\"] 3 1 [0, 1]",
      "a 1",
      "b 2",
      "[\"a\", \"b\"] [0, 2, 4] [0, 1, 2]",
    ])
  }

  static func scenePath(_ name: String) -> String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("scenes/\(name).swift-dsl").path
  }
}

/// Collects `print` output (the sink is called synchronously while the scene loads).
final class Printed: @unchecked Sendable {
  var lines: [String] = []
}
