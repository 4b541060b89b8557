import Foundation
import ViewRuntime

extension Text {
  /// SwiftUI's `Text.Scale` (https://developer.apple.com/documentation/swiftui/text/scale): "a logical
  /// text scale relative to the base font". Apple publishes no size for `.secondary`; it is drawn at
  /// 80 % of the font's size here (a choice, see docs/choices.md), `.default` at the font's own.
  public struct Scale: Hashable, Sendable {
    let factor: Double
    public static let `default` = Scale(factor: 1)
    public static let secondary = Scale(factor: 0.8)
  }

  /// `Text.textScale(_:isEnabled:)`: this text (a part of a concatenation keeps its own) at the scale.
  public func textScale(_ scale: Scale, isEnabled: Bool = true) -> Text {
    isEnabled ? adding(.textScale(scale.factor)) : self
  }
}

extension View {
  /// SwiftUI's `textScale(_:isEnabled:)`: the texts below at the scale; with `isEnabled` false, the
  /// scale is unchanged (https://developer.apple.com/documentation/swiftui/view/textscale(_:isenabled:)).
  public func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> some View {
    _modified(.effect(TextScaleModifier(isEnabled ? scale.factor : nil)))
  }

  /// SwiftUI's `allowsTightening(_:)`: the texts below tighten their letter spacing, rather than be
  /// cut, when their line is at most 5 % too wide (see `TextLayout`'s tightening).
  /// https://developer.apple.com/documentation/swiftui/view/allowstightening(_:)
  public func allowsTightening(_ flag: Bool) -> some View { _modified(.effect(AllowsTighteningModifier(flag))) }
}

extension EnvironmentValues {
  /// https://developer.apple.com/documentation/swiftui/environmentvalues/allowstightening
  public var allowsTightening: Bool {
    get { _values.allowsTightening }
    set { self[named: ViewRuntime.EnvironmentValues.allowsTighteningKey, default: false] = newValue }
  }
}
