import Foundation
@testable import ViewRuntime

/// The seeds' scenes, built in Swift exactly as their SwiftUI code reads.

/// WWDC23 "Wind your way…" reaction: three phases, triggered by taps.
enum ReactionPhase: CaseIterable, Hashable {
  case initial, move, scale

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

  var animation: Animation {
    switch self {
    case .initial: .smooth
    case .move: .easeInOut(duration: 0.3)
    case .scale: .spring(duration: 0.3, bounce: 0.7)
    }
  }
}

func reactionView() -> some View {
  let count = StateKey("reactionCount", 0)
  return Component("ReactionView", state: count) { s in
    Text("❤️")
      .phaseAnimator(ReactionPhase.allCases, trigger: s[count]) { content, phase in
        content
          .scaleEffect(phase.scale)
          .offset(y: phase.verticalOffset)
      } animation: { phase in
        phase.animation
      }
      .onTapGesture { s[count] += 1 }
  }
}

/// Seed 000: the keyframe animator's values.
struct AnimationValues: Hashable {
  var scale = 1.0
  var verticalStretch = 1.0
  var verticalOffset = 0.0
  var angle = Angle.zero
}

@KeyframesBuilder<AnimationValues>
func seedKeyframes() -> KeyframeTrackList<AnimationValues> {
  KeyframeTrack(\.scale) {
    LinearKeyframe(1.0, duration: 0.36)
    SpringKeyframe(1.5, duration: 0.8, spring: .bouncy)
    SpringKeyframe(1.0, spring: .bouncy)
  }
  KeyframeTrack(\.verticalOffset) {
    LinearKeyframe(0.0, duration: 0.1)
    SpringKeyframe(20.0, duration: 0.15, spring: .bouncy)
    SpringKeyframe(-60.0, duration: 1.0, spring: .bouncy)
    SpringKeyframe(0.0, spring: .bouncy)
  }
  KeyframeTrack(\.verticalStretch) {
    CubicKeyframe(1.0, duration: 0.1)
    CubicKeyframe(0.6, duration: 0.15)
    CubicKeyframe(1.5, duration: 0.1)
    CubicKeyframe(1.05, duration: 0.15)
    CubicKeyframe(1.0, duration: 0.88)
    CubicKeyframe(0.8, duration: 0.1)
    CubicKeyframe(1.04, duration: 0.4)
    CubicKeyframe(1.0, duration: 0.22)
  }
  KeyframeTrack(\.angle) {
    CubicKeyframe(.zero, duration: 0.58)
    CubicKeyframe(.degrees(16), duration: 0.125)
    CubicKeyframe(.degrees(-16), duration: 0.125)
    CubicKeyframe(.degrees(16), duration: 0.125)
    CubicKeyframe(.zero, duration: 0.125)
  }
}

func keyframeAnimationView() -> some View {
  let likeCount = StateKey("likeCount", 1)
  return Component("KeyframeAnimationView", state: likeCount) { s in
    Text("😀")
      .font(.system(size: 60))
      .keyframeAnimator(initialValue: AnimationValues(), trigger: s[likeCount]) { content, value in
        content
          .rotationEffect(value.angle)
          .scaleEffect(value.scale)
          .scaleEffect(y: value.verticalStretch)
          .offset(y: value.verticalOffset)
      } keyframes: { _ in
        seedKeyframes()
      }
      .onTapGesture { s[likeCount] += 1 }
  }
}

/// Seed 000: `withAnimation(.bouncy) { offset = -40 } completion: { withAnimation { offset = 0 } }`.
func simpleAnimationView(withCompletion: Bool) -> some View {
  let offset = StateKey("offset", 0.0)
  return Component("SimpleAnimationView", state: offset) { s in
    Text("🙂")
      .offset(y: s[offset])
      .onTapGesture {
        if withCompletion {
          withAnimation(.bouncy) {
            s[offset] = -40.0
          } completion: {
            withAnimation { s[offset] = 0.0 }
          }
        } else {
          withAnimation(.bouncy) { s[offset] = -40.0 }
        }
      }
  }
}

/// WWDC23 "Explore SwiftUI animation": the avatar that toggles its scale.
func avatarView() -> some View {
  let selected = StateKey("selected", false)
  return Component("Avatar", state: selected) { s in
    Circle()
      .frame(width: 40, height: 40)
      .scaleEffect(s[selected] ? 1.5 : 1.0)
      .onTapGesture { withAnimation(.bouncy) { s[selected].toggle() } }
  }
}

extension FrameInspection {
  /// The numbers of the first leaf's modifier named `name` (the `index`-th of that name).
  func modifier(_ name: String, _ key: String, index: Int = 0, node: Int = 0) -> Double? {
    nodes[node].modifiers.filter { $0.name == name }.dropFirst(index).first?.values[key]?.first
  }
}
