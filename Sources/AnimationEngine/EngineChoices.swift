import Foundation

/// Every point where public sources (Apple's docs, decompilation-based ports) leave SwiftUI's behaviour
/// uncertain is decided here (listed in docs/choices.md), once, so a later measurement against Apple's
/// SwiftUI changes one line.
public enum EngineChoices {
  /// `Animation.default` response. Apple's page says 0.55 s
  /// (https://developer.apple.com/documentation/swiftui/animation/default);
  /// OpenSwiftUI's decompiled `DefaultAnimation` is `.spring` (0.5 s). The decompilation reflects the
  /// shipping binary, so 0.5 s.
  public static let defaultAnimationResponse = 0.5

  /// Settling epsilon for a `SpringKeyframe` without a duration, used with
  /// `settlingDuration(target: to − from, initialVelocity: v0, epsilon:)`. Apple's docs
  /// say only "the settling duration of the spring"; ByteDance's DanceUI (a port using SwiftUI's internal
  /// names) uses 1e-4 relative to the segment's change, which gives the seed timeline 3.022 s.
  public static let springKeyframeSettlingEpsilon = 0.0001

  /// Colour space in which `ResolvedColor` animates: SwiftUI apps linked against the iOS 18 / macOS 15
  /// SDK interpolate premultiplied Oklab-LMS (decompiled
  /// `Color.Resolved.animatableData`); older SDKs use linear sRGB.
  public static let colorInterpolationSpace = ColorInterpolationSpace.perceptual

  /// Apple's overdamped `Spring.velocity(...)` returns the derivative plus the target (quirk measured
  /// by kern0x1b/eidolon's host probe; OpenSwiftUI has the same formula). Kept so SpringKeyframes hand the
  /// same velocity to the next keyframe as SwiftUI.
  public static let overdampedVelocityIncludesTarget = true

  /// Cubic end velocity when the next keyframe is a `SpringKeyframe` without a start velocity:
  /// `(P2 − P0) / (2d)`, a quirk of ByteDance's DanceUI port.
  public static let cubicBeforeSpringUsesHalfSpan = true

  /// A PhaseAnimator retriggered mid-cycle restarts at phase 1 from wherever the values are (Hongtae
  /// Kim's SwiftUI reimplementation). `false` follows an elementary-ui web port's
  /// PhaseAnimator docs instead: a retrigger while heading to phase 1 moves on to phase 2.
  public static let phaseRetriggerRestartsAtFirstPhase = true

  /// Time between a phase's logical completion and the next phase's start. On device 1–2 frames;
  /// offline rendering ignores it.
  public static let phaseAdvanceLatency = 0.0

  /// Duration of a phase step whose animation is `nil` (SwiftUI's no-animation fallback, as in Hongtae
  /// Kim's reimplementation, fires on the next update: effectively immediate).
  public static let nonAnimatedPhaseDuration = 0.0

  /// Longest time searched for a custom animation's completion moments before calling it "never".
  public static let completionSearchHorizon = 600.0
}
