import Foundation

/// A geometric angle, SwiftUI's `Angle`.
///
/// Its `animatableData` is radians × 128, as in SwiftUI: invisible to linear and Hermite math,
/// but it matters wherever an absolute threshold is applied (spring finish tests, settling).
public struct Angle: Hashable, Comparable, Sendable, Animatable {
  public var radians: Double

  public var degrees: Double {
    get { radians * 180 / .pi }
    set { radians = newValue * .pi / 180 }
  }

  public init() { radians = 0 }
  public init(radians: Double) { self.radians = radians }
  public init(degrees: Double) { self.radians = degrees * .pi / 180 }
  /// The angle whose `animatableData` is `data` (the inverse of the scaling below).
  public init(animatableData data: Double) { self.init(); animatableData = data }

  public static func radians(_ r: Double) -> Angle { Angle(radians: r) }
  public static func degrees(_ d: Double) -> Angle { Angle(degrees: d) }
  public static let zero = Angle()

  public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
  public static func + (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians + rhs.radians) }
  public static func - (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians - rhs.radians) }
  public static prefix func - (a: Angle) -> Angle { Angle(radians: -a.radians) }
  public static func * (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians * rhs) }
  public static func / (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians / rhs) }

  public var animatableData: Double {
    get { radians * 128 }
    set { radians = newValue / 128 }
  }
}
