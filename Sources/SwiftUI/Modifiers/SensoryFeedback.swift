import Foundation
import ViewRuntime

/// SwiftUI's `SensoryFeedback` (https://developer.apple.com/documentation/swiftui/sensoryfeedback):
/// haptic and audio feedback. A render has neither, so the values only keep scenes compiling.
public struct SensoryFeedback: Equatable, Sendable {
  let name: String

  public static let success = SensoryFeedback(name: "success")
  public static let warning = SensoryFeedback(name: "warning")
  public static let error = SensoryFeedback(name: "error")
  public static let selection = SensoryFeedback(name: "selection")
  public static let increase = SensoryFeedback(name: "increase")
  public static let decrease = SensoryFeedback(name: "decrease")
  public static let start = SensoryFeedback(name: "start")
  public static let stop = SensoryFeedback(name: "stop")
  public static let alignment = SensoryFeedback(name: "alignment")
  public static let levelChange = SensoryFeedback(name: "levelChange")
  public static let impact = SensoryFeedback(name: "impact")

  public static func impact(weight: SensoryFeedback.Weight = .medium, intensity: Double = 1.0) -> SensoryFeedback { .impact }
  public static func impact(flexibility: SensoryFeedback.Flexibility, intensity: Double = 1.0) -> SensoryFeedback { .impact }

  /// The weight of an impact.
  public struct Weight: Equatable, Sendable {
    let value: Int
    public static let light = Weight(value: 0)
    public static let medium = Weight(value: 1)
    public static let heavy = Weight(value: 2)
  }

  /// The flexibility of an impact.
  public struct Flexibility: Equatable, Sendable {
    let value: Int
    public static let rigid = Flexibility(value: 0)
    public static let solid = Flexibility(value: 1)
    public static let soft = Flexibility(value: 2)
  }
}

extension View {
  /// SwiftUI's `sensoryFeedback(_:trigger:)`: feedback when `trigger` changes; nothing to draw.
  public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View { _transformed { $0 } }

  /// SwiftUI's `sensoryFeedback(_:trigger:condition:)`.
  public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T,
                                            condition: @escaping (_ oldValue: T, _ newValue: T) -> Bool) -> some View {
    _transformed { $0 }
  }

  /// SwiftUI's `sensoryFeedback(trigger:_:)`.
  public func sensoryFeedback<T: Equatable>(trigger: T, _ feedback: @escaping (_ oldValue: T, _ newValue: T) -> SensoryFeedback?) -> some View {
    _transformed { $0 }
  }
}
