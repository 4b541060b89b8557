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

/// Seed 000: the keyframe animator's values and tracks (the engine's shared definition).
typealias AnimationValues = ReactionKeyframes.Values

func seedKeyframes() -> KeyframeTrackList<AnimationValues> { ReactionKeyframes.tracks() }

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
