import Foundation

// Modifiers wrap the animation they are called on; order matters (OpenSwiftUI's Delay/SpeedAnimation;
// the order was measured against Apple's SwiftUI by kern0x1b/eidolon):
// `a.delay(d).speed(s)` scales the delay, `a.speed(s).delay(d)` does not.
extension Animation {
  /// Starts the animation `delay` seconds later.
  public func delay(_ delay: TimeInterval) -> Animation {
    Animation(DelayAnimation(base: self, delay: delay.isFinite ? Swift.max(0, delay) : 0))
  }

  /// Plays the animation `speed` times faster.
  public func speed(_ speed: Double) -> Animation {
    Animation(SpeedAnimation(base: self, speed: speed.isFinite ? Swift.max(0, speed) : 1))
  }

  /// Plays the animation `repeatCount` times in all; with `autoreverses` every other pass runs backwards.
  public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
    Animation(RepeatAnimation(base: self, repeatCount: Swift.max(0, repeatCount), autoreverses: autoreverses))
  }

  /// Repeats the animation forever; it never finishes and is never logically complete.
  public func repeatForever(autoreverses: Bool = true) -> Animation {
    Animation(RepeatAnimation(base: self, repeatCount: nil, autoreverses: autoreverses))
  }

  /// Makes the animation logically complete `duration` seconds after it starts.
  public func logicallyComplete(after duration: TimeInterval) -> Animation {
    Animation(LogicalCompletionAnimation(base: self, duration: duration.isFinite ? Swift.max(0, duration) : 0))
  }
}
