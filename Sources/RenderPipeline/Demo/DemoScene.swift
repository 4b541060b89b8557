import AnimationEngine
import Foundation
import ViewRuntime

/// The built-in demo: the keyframe "reaction" from Apple's phase-and-keyframe article (seed 000),
/// written in Swift against the same runtime the scene language drives, looping.
///
/// It is also the benchmark scene: `subject` picks the animated view.
public struct DemoScene {
  public enum Subject: String, CaseIterable, Sendable {
    /// A 300-point ❤️ (the article's emoji, scaled up for the benchmark).
    case emoji
    /// A red 300×300 pt rounded rectangle, corner radius 60.
    case rectangle
  }

  public var subject: Subject
  public init(subject: Subject = .emoji) { self.subject = subject }

  /// The values the article's four keyframe tracks animate.
  public struct AnimationValues {
    public var scale = 1.0
    public var verticalStretch = 1.0
    public var verticalOffset = 0.0
    public var angle = Angle.zero
    public init() {}
  }

  /// Point size of the subject relative to a 1080-point-high canvas; scaled with the canvas.
  public func view(canvasHeight: Double) -> AnyView {
    let unit = canvasHeight / 1080
    let content: AnyView
    switch subject {
    case .emoji:
      content = AnyView(Text("❤️").font(.system(size: 300 * unit)))
    case .rectangle:
      content = AnyView(RoundedRectangle(cornerRadius: 60 * unit).fill(Color.red).frame(width: 300 * unit, height: 300 * unit))
    }
    return content.keyframeAnimator(initialValue: AnimationValues(), repeating: true) { content, value in
      content
        .rotationEffect(value.angle)
        .scaleEffect(value.scale)
        .scaleEffect(y: value.verticalStretch)
        // The article animates a 72-point emoji; offsets grow with the subject so the motion keeps its shape.
        .offset(y: value.verticalOffset * unit * 300 / 72)
    } keyframes: { _ in
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
  }
}
