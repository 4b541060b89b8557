import Foundation

// SwiftUI's spring presets (https://developer.apple.com/documentation/swiftui/spring): all have a 0.5 s
// duration and differ in bounce;
// `extraBounce` adds to the preset's base bounce.
extension Spring {
  public static let smooth = Spring.smooth()
  public static let snappy = Spring.snappy()
  public static let bouncy = Spring.bouncy()

  public static func smooth(duration: Double = 0.5, extraBounce: Double = 0.0) -> Spring {
    Spring(duration: duration, bounce: extraBounce)
  }

  public static func snappy(duration: Double = 0.5, extraBounce: Double = 0.0) -> Spring {
    Spring(duration: duration, bounce: 0.15 + extraBounce)
  }

  public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0.0) -> Spring {
    Spring(duration: duration, bounce: 0.3 + extraBounce)
  }
}
