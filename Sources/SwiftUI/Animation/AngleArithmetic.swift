import AnimationEngine
import Foundation

// SwiftUI's `Angle` arithmetic (Angle conforms to SwiftUI's `_VectorMath`: sums, differences,
// negation, scaling by a `Double`). The engine declares the same operators on its `Angle`, but Swift
// finds a type's operators only in modules the scene imports, and a scene imports `SwiftUI` alone;
// so the module declares them for scenes, each forwarding to the engine's arithmetic on radians.
extension Angle {
  public static func + (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians + rhs.radians) }
  public static func - (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians - rhs.radians) }
  public static prefix func - (operand: Angle) -> Angle { Angle(radians: -operand.radians) }
  public static func * (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians * rhs) }
  public static func / (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians / rhs) }
  public static func += (lhs: inout Angle, rhs: Angle) { lhs = Angle(radians: lhs.radians + rhs.radians) }
  public static func -= (lhs: inout Angle, rhs: Angle) { lhs = Angle(radians: lhs.radians - rhs.radians) }
  public static func *= (lhs: inout Angle, rhs: Double) { lhs = Angle(radians: lhs.radians * rhs) }
  public static func /= (lhs: inout Angle, rhs: Double) { lhs = Angle(radians: lhs.radians / rhs) }
}
