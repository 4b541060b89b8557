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
    return content.keyframeAnimator(initialValue: ReactionKeyframes.Values(), repeating: true) { content, value in
      content
        .rotationEffect(value.angle)
        .scaleEffect(value.scale)
        .scaleEffect(y: value.verticalStretch)
        // The article animates a 72-point emoji; offsets grow with the subject so the motion keeps its shape.
        .offset(y: value.verticalOffset * unit * 300 / 72)
    } keyframes: { _ in
      ReactionKeyframes.tracks()
    }
  }
}
