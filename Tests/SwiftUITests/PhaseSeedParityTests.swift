@_spi(AnimRender) import SwiftUI
import XCTest

// The seed scenes of scenes/README.md, compiled: each scene's Swift is copied here (inside a namespace,
// extensions at file scope), and its file is run by the interpreter; both must inspect alike.

// scenes/two-phase-bounce.swift-dsl, as written there (its Scene line is the test's _scene call).
private enum SeedTwoPhaseBounce {
  // Seed 000, "Bounce with a phase animator": two phases, looping on its own with the default animation.
  struct EmojiView: View {
      var emoji: String
      var body: some View {
          Text(emoji)
              .font(.system(size: 72))
      }
  }

  struct TwoPhaseAnimationView: View {
      var emoji: String

      var body: some View {
          EmojiView(emoji: emoji)
              .phaseAnimator([false, true]) { content, phase in
                  content.offset(y: phase ? -40.0 : 0.0)
              }
      }
  }


  // The scene's root view.
  @MainActor static func root() -> some View { TwoPhaseAnimationView(emoji: "🏀") }
}

// scenes/two-phase-bounce-triggered.swift-dsl, as written there (its Scene line is the test's _scene call).
private enum SeedTwoPhaseBounceTriggered {
  // Seed 000: the same two phases, run once per tap through `trigger: likeCount`.
  struct EmojiView: View {
      var emoji: String
      var body: some View {
          Text(emoji)
              .font(.system(size: 72))
      }
  }

  struct TwoPhaseAnimationView: View {
      var emoji: String
      @State private var likeCount = 1

      var body: some View {
          EmojiView(emoji: emoji)
              .phaseAnimator([false, true], trigger: likeCount) { content, phase in
                  content.offset(y: phase ? -40.0 : 0.0)
              }
              .onTapGesture {
                  likeCount += 1
              }
      }
  }


  // The scene's root view.
  @MainActor static func root() -> some View { TwoPhaseAnimationView(emoji: "🏀") }
}

// scenes/two-phase-bounce-bouncy.swift-dsl, as written there (its Scene line is the test's _scene call).
private enum SeedTwoPhaseBounceBouncy {
  // Seed 000: triggered two-phase bounce with an animation closure: bouncy up, default back down.
  struct EmojiView: View {
      var emoji: String
      var body: some View {
          Text(emoji)
              .font(.system(size: 72))
      }
  }

  struct TwoPhaseAnimationView: View {
      var emoji: String
      @State private var likeCount = 1

      var body: some View {
          EmojiView(emoji: emoji)
              .phaseAnimator([false, true], trigger: likeCount) { content, phase in
                  content.offset(y: phase ? -40.0 : 0.0)
              } animation: { phase in
                  phase ? .bouncy : .default
              }
              .onTapGesture {
                  likeCount += 1
              }
      }
  }


  // The scene's root view.
  @MainActor static func root() -> some View { TwoPhaseAnimationView(emoji: "🏀") }
}

// scenes/three-phase-reaction.swift-dsl, as written there (its Scene line is the test's _scene call).
private enum SeedThreePhaseReaction {
  // Seed 000, "Add more phases": an enum of three phases with per-phase animations, run per tap.
  struct EmojiView: View {
      var emoji: String
      var body: some View {
          Text(emoji)
              .font(.system(size: 72))
      }
  }

  private enum AnimationPhase: CaseIterable {
      case initial
      case move
      case scale

      var verticalOffset: Double {
          switch self {
          case .initial: 0
          case .move, .scale: -64
          }
      }

      var scaleEffect: Double {
          switch self {
          case .initial: 1
          case .move, .scale: 1.5
          }
      }
  }

  struct ThreePhaseAnimationView: View {
      var emoji: String
      @State private var likeCount = 1

      var body: some View {
          EmojiView(emoji: emoji)
              .phaseAnimator(AnimationPhase.allCases, trigger: likeCount) { content, phase in
                  content
                      .scaleEffect(phase.scaleEffect)
                      .offset(y: phase.verticalOffset)
              } animation: { phase in
                  switch phase {
                  case .initial: .smooth
                  case .move: .easeInOut(duration: 0.3)
                  case .scale: .spring(duration: 0.3, bounce: 0.7)
                  }
              }
              .onTapGesture {
                  likeCount += 1
              }
      }
  }


  // The scene's root view.
  @MainActor static func root() -> some View { ThreePhaseAnimationView(emoji: "🤩") }
}

// scenes/reaction-phases-wwdc.swift-dsl, as written there (its Scene line is the test's _scene call).
private enum SeedReactionPhasesWwdc {
  // Seed 001 (WWDC23 "Wind your way…"), "Custom Phases": scale 1.0 / 1.1 / 1.8 and a red highlight.
  struct ReactionView: View {
      var body: some View {
          Image(systemName: "heart.fill")
              .font(.system(size: 64))
      }
  }

  enum Phase: CaseIterable {
      case initial
      case move
      case scale

      var verticalOffset: Double {
          switch self {
          case .initial: 0
          case .move, .scale: -64
          }
      }

      var scale: Double {
          switch self {
          case .initial: 1.0
          case .move: 1.1
          case .scale: 1.8
          }
      }

      var foregroundStyle: Color {
          switch self {
          case .initial: .gray
          case .move, .scale: .red
          }
      }
  }

  struct ReactionButton: View {
      @State private var reactionCount = 0

      var body: some View {
          ReactionView()
              .phaseAnimator(Phase.allCases, trigger: reactionCount) { content, phase in
                  content
                      .scaleEffect(phase.scale)
                      .offset(y: phase.verticalOffset)
                      .foregroundStyle(phase.foregroundStyle)
              } animation: { phase in
                  switch phase {
                  case .initial: .smooth
                  case .move: .easeInOut(duration: 0.3)
                  case .scale: .spring(duration: 0.3, bounce: 0.7)
                  }
              }
              .onTapGesture {
                  reactionCount += 1
              }
      }
  }


  // The scene's root view.
  @MainActor static func root() -> some View { ReactionButton() }
}

// scenes/overdue-reminder.swift-dsl, as written there (its Scene line is the test's _scene call).
private enum SeedOverdueReminder {
  // Seed 001 (WWDC23), "Boolean Phases": a reminder that pulses red forever, easeInOut 1 s per phase.
  struct OverdueReminderView: View {
      var body: some View {
          HStack {
              Image(systemName: "circle.fill")
              Text("Overdue: eat something")
                  .font(.headline)
          }
          .padding()
      }
  }

  struct ReminderScreen: View {
      var body: some View {
          OverdueReminderView()
              .phaseAnimator([false, true]) { content, value in
                  content
                      .foregroundStyle(value ? .red : .primary)
              } animation: { _ in
                  .easeInOut(duration: 1.0)
              }
      }
  }


  // The scene's root view.
  @MainActor static func root() -> some View { ReminderScreen() }
}

// scenes/phase-corner-radius.swift-dsl, as written there (its Scene line is the test's _scene call).
private enum SeedPhaseCornerRadius {
  // Seed 002, "Endless Animation": two PhaseAnimator views animating a corner radius, side by side.
  struct ExampleView: View {
      var body: some View {
          HStack(spacing: 30) {

              PhaseAnimator([true, false]) { phase in
                  RoundedRectangle(cornerRadius: phase ? 10 : 30)
                      .fill(.green)
                      .frame(width: 120, height: 120)
                      .overlay{ Text(phase ? "true" : "false") }
              }

              PhaseAnimator([10, 20, 30, 40]) { phase in
                  RoundedRectangle(cornerRadius: phase)
                      .fill(.blue)
                      .frame(width: 120, height: 120)
                      .overlay { Text("\(Int(phase))") }
              }
          }
          .font(.largeTitle).fontWeight(.bold).foregroundColor(.white)
      }
  }


  // The scene's root view.
  @MainActor static func root() -> some View { ExampleView() }
}

// scenes/phase-button-trigger.swift-dsl, as written there (its Scene line is the test's _scene call).
private enum SeedPhaseButtonTrigger {
  // Seed 002, "Triggered Animation": a Button toggles the trigger; one cycle 10…60 and back to 10.
  struct ExampleView: View {
      @State var animate = false

      var body: some View {
          VStack {
              PhaseAnimator([10, 20, 30, 40, 50, 60], trigger: animate) { phase in
                  RoundedRectangle(cornerRadius: phase)
                      .fill(.yellow)
                      .frame(width: 120, height: 120)
                      .overlay { Text("\(Int(phase))") }
              }
              .font(.largeTitle).fontWeight(.bold).foregroundColor(.white)

              Button("Animate") {
                  animate.toggle()
              }
          }
      }
  }


  // The scene's root view.
  @MainActor static func root() -> some View { ExampleView() }
}

// scenes/phase-eleven-steps.swift-dsl, as written there (its Scene line is the test's _scene call).
private enum SeedPhaseElevenSteps {
  // Seed 002, "Animation Types": eleven phases, each animated with easeInOut(duration: 5/phase).
  struct ExampleView: View {
      var body: some View {
          PhaseAnimator([10, 15, 20, 25, 30, 35, 40, 45, 50, 55, 60]) { phase in
              RoundedRectangle(cornerRadius: phase)
                  .fill(.blue)
                  .frame(width: 120, height: 120)
                  .overlay { Text("\(Int(phase))") }
          } animation: { phase in
              return Animation.easeInOut(duration: 5/phase)
          }
          .font(.largeTitle).fontWeight(.bold).foregroundColor(.white)
      }
  }


  // The scene's root view.
  @MainActor static func root() -> some View { ExampleView() }
}

// scenes/moon-phases.swift-dsl, as written there (its Scene line is the test's _scene call).
private enum SeedMoonPhases {
  // Seed 002, "A Little Trouble Ahead": moon phases with the opacity workaround, so each step animates.
  struct ExampleView: View {
      let moonPhases = "🌕🌖🌗🌘🌑🌒🌓🌔".map { String($0) }

      var body: some View {
          PhaseAnimator(moonPhases) { phase in
              Text(phase)
                  .opacity(moonPhases.firstIndex(of: phase)! % 2 == 0 ? 1.0 : 0.99)
          } animation: { _ in
              .easeInOut(duration: 1.0)
          }
          .font(.system(size: 120))
      }
  }


  // The scene's root view.
  @MainActor static func root() -> some View { ExampleView() }
}

// scenes/moon-phases-transition.swift-dsl, as written there (its Scene line is the test's _scene call).
private enum SeedMoonPhasesTransition {
  // Seed 002: the moon phases fixed with .id(phase): each phase replaces the Text, and the
  // replacement animates through a transition (.scale here; .opacity is SwiftUI's default).
  struct ExampleView: View {
      let moonPhases = "🌕🌖🌗🌘🌑🌒🌓🌔".map { String($0) }

      var body: some View {
          PhaseAnimator(moonPhases) { phase in
              Text(phase)
                  .id(phase)
                  .transition(.scale)
          } animation: { _ in
              .easeInOut(duration: 1.0)
          }
          .font(.system(size: 120))
      }
  }


  // The scene's root view.
  @MainActor static func root() -> some View { ExampleView() }
}

// scenes/cardinal-points.swift-dsl, as written there (its Scene line is the test's _scene call).
private enum SeedCardinalPoints {
  // Seed 002, "Using .phaseAnimator()": an enum with raw values drives a rotating compass symbol.
  enum CardinalPoint: Double, CaseIterable {
      case north = 0
      case east = 90
      case south = 180
      case west = 270
      case north_360 = 360

      // SF Symbol (↗) is 45 degrees rotated, so we substract it to compensate
      var angle: Angle { .degrees(self.rawValue - 45.0) }
  }

  struct ExampleView: View {

      var body: some View {

          Image(systemName: "location.circle.fill")
              .symbolRenderingMode(.palette)
              .foregroundStyle(.yellow, .pink)
              .font(.system(size: 120))
              .phaseAnimator(CardinalPoint.allCases) { content, phase in

                  content
                      .rotationEffect(phase.angle)

              } animation: { phase in
                  if phase == .north {
                      .linear(duration: 0)
                  } else {
                      .bouncy(extraBounce: 0.2)
                  }
              }
      }
  }


  // The scene's root view.
  @MainActor static func root() -> some View { ExampleView() }
}

final class PhaseSeedParityTests: XCTestCase {
  func testTwoPhaseBounce() throws {
    let scene = _scene(width: 240, height: 240, fps: 60, duration: 2, background: .white) { SeedTwoPhaseBounce.root() }
    let lines = try inspectLines(compiled: scene, at: [0.0, 0.1, 0.3, 0.6, 1.0, 1.5, 2.0])
    XCTAssertGreaterThan(Set(lines).count, 1, "the compiled scene does not change over time")
    try assertMatchesRecording(scene, at: [0.0, 0.1, 0.3, 0.6, 1.0, 1.5, 2.0])
  }

  func testTwoPhaseBounceTriggered() throws {
    let scene = _scene(width: 240, height: 240, fps: 60, duration: 2.5, background: .white, taps: [0.25, 1.5]) { SeedTwoPhaseBounceTriggered.root() }
    let lines = try inspectLines(compiled: scene, at: [0.0, 0.3, 0.4, 0.55, 0.85, 1.55, 1.65, 1.8, 2.1, 2.5])
    XCTAssertGreaterThan(Set(lines).count, 1, "the compiled scene does not change over time")
    try assertMatchesRecording(scene, at: [0.0, 0.3, 0.4, 0.55, 0.85, 1.55, 1.65, 1.8, 2.1, 2.5])
  }

  func testTwoPhaseBounceBouncy() throws {
    let scene = _scene(width: 240, height: 240, fps: 60, duration: 2.5, background: .white, taps: [0.25, 1.5]) { SeedTwoPhaseBounceBouncy.root() }
    let lines = try inspectLines(compiled: scene, at: [0.0, 0.3, 0.4, 0.55, 0.85, 1.55, 1.65, 1.8, 2.1, 2.5])
    XCTAssertGreaterThan(Set(lines).count, 1, "the compiled scene does not change over time")
    try assertMatchesRecording(scene, at: [0.0, 0.3, 0.4, 0.55, 0.85, 1.55, 1.65, 1.8, 2.1, 2.5])
  }

  func testThreePhaseReaction() throws {
    let scene = _scene(width: 280, height: 280, fps: 60, duration: 2, background: .white, taps: [0.2]) { SeedThreePhaseReaction.root() }
    let lines = try inspectLines(compiled: scene, at: [0.0, 0.25, 0.35, 0.5, 0.8, 2.0])
    XCTAssertGreaterThan(Set(lines).count, 1, "the compiled scene does not change over time")
    try assertMatchesRecording(scene, at: [0.0, 0.25, 0.35, 0.5, 0.8, 2.0])
  }

  func testReactionPhasesWwdc() throws {
    let scene = _scene(width: 300, height: 300, fps: 60, duration: 1.8, background: .white, taps: [0.1]) { SeedReactionPhasesWwdc.root() }
    let lines = try inspectLines(compiled: scene, at: [0.0, 0.15, 0.25, 0.4, 0.7, 1.8])
    XCTAssertGreaterThan(Set(lines).count, 1, "the compiled scene does not change over time")
    try assertMatchesRecording(scene, at: [0.0, 0.15, 0.25, 0.4, 0.7, 1.8])
  }

  func testOverdueReminder() throws {
    let scene = _scene(width: 320, height: 100, fps: 30, duration: 4, background: .white) { SeedOverdueReminder.root() }
    let lines = try inspectLines(compiled: scene, at: [0.0, 0.1, 0.3, 0.6, 1.0, 1.5, 2.5, 3.3, 4.0])
    XCTAssertGreaterThan(Set(lines).count, 1, "the compiled scene does not change over time")
    try assertMatchesRecording(scene, at: [0.0, 0.1, 0.3, 0.6, 1.0, 1.5, 2.5, 3.3, 4.0])
  }

  func testPhaseCornerRadius() throws {
    let scene = _scene(width: 340, height: 180, fps: 30, duration: 4, background: .white) { SeedPhaseCornerRadius.root() }
    let lines = try inspectLines(compiled: scene, at: [0.0, 0.1, 0.3, 0.6, 1.0, 1.5, 2.5, 3.3, 4.0])
    XCTAssertGreaterThan(Set(lines).count, 1, "the compiled scene does not change over time")
    try assertMatchesRecording(scene, at: [0.0, 0.1, 0.3, 0.6, 1.0, 1.5, 2.5, 3.3, 4.0])
  }

  func testPhaseButtonTrigger() throws {
    let scene = _scene(width: 200, height: 200, fps: 30, duration: 4, background: .white, taps: [0.2]) { SeedPhaseButtonTrigger.root() }
    let lines = try inspectLines(compiled: scene, at: [0.0, 0.25, 0.35, 0.5, 0.8, 4.0])
    XCTAssertGreaterThan(Set(lines).count, 1, "the compiled scene does not change over time")
    try assertMatchesRecording(scene, at: [0.0, 0.25, 0.35, 0.5, 0.8, 4.0])
  }

  func testPhaseElevenSteps() throws {
    let scene = _scene(width: 180, height: 180, fps: 30, duration: 3.5, background: .white) { SeedPhaseElevenSteps.root() }
    let lines = try inspectLines(compiled: scene, at: [0.0, 0.1, 0.3, 0.6, 1.0, 1.5, 2.5, 3.3, 3.5])
    XCTAssertGreaterThan(Set(lines).count, 1, "the compiled scene does not change over time")
    try assertMatchesRecording(scene, at: [0.0, 0.1, 0.3, 0.6, 1.0, 1.5, 2.5, 3.3, 3.5])
  }

  func testMoonPhases() throws {
    let scene = _scene(width: 200, height: 200, fps: 30, duration: 8, background: .black) { SeedMoonPhases.root() }
    let lines = try inspectLines(compiled: scene, at: [0.0, 0.1, 0.3, 0.6, 1.0, 1.5, 2.5, 3.3, 5.0, 8.0])
    XCTAssertGreaterThan(Set(lines).count, 1, "the compiled scene does not change over time")
    try assertMatchesRecording(scene, at: [0.0, 0.1, 0.3, 0.6, 1.0, 1.5, 2.5, 3.3, 5.0, 8.0])
  }

  func testMoonPhasesTransition() throws {
    let scene = _scene(width: 200, height: 200, fps: 30, duration: 8, background: .black) { SeedMoonPhasesTransition.root() }
    let lines = try inspectLines(compiled: scene, at: [0.0, 0.1, 0.3, 0.6, 1.0, 1.5, 2.5, 3.3, 5.0, 8.0])
    XCTAssertGreaterThan(Set(lines).count, 1, "the compiled scene does not change over time")
    try assertMatchesRecording(scene, at: [0.0, 0.1, 0.3, 0.6, 1.0, 1.5, 2.5, 3.3, 5.0, 8.0])
  }

  func testCardinalPoints() throws {
    let scene = _scene(width: 200, height: 200, fps: 30, duration: 3, background: .white) { SeedCardinalPoints.root() }
    let lines = try inspectLines(compiled: scene, at: [0.0, 0.1, 0.3, 0.6, 1.0, 1.5, 2.5, 3.0])
    XCTAssertGreaterThan(Set(lines).count, 1, "the compiled scene does not change over time")
    try assertMatchesRecording(scene, at: [0.0, 0.1, 0.3, 0.6, 1.0, 1.5, 2.5, 3.0])
  }
}
