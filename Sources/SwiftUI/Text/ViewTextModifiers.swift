import Foundation
import ViewRuntime

public typealias TextAlignment = ViewRuntime.TextAlignment

/// The text modifiers of `View` (https://developer.apple.com/documentation/swiftui/view-text-and-symbols):
/// environment values for the texts below, as the runtime's modifier nodes.
extension View {
  public func font(_ font: Font?) -> some View { _modified(.font(font?._font)) }
  public func fontWeight(_ weight: Font.Weight?) -> some View { _modified(.fontWeight(weight)) }
  public func fontDesign(_ design: Font.Design?) -> some View { _modified(.fontDesign(design)) }
  public func bold(_ isActive: Bool = true) -> some View { _modified(.bold(isActive)) }
  public func italic(_ isActive: Bool = true) -> some View { _modified(.italic(isActive)) }
  /// The monospaced design; `false` is the default design.
  public func monospaced(_ isActive: Bool = true) -> some View { _modified(.fontDesign(isActive ? .monospaced : nil)) }
  /// Points added between the characters of the texts below, on top of their fonts' own tracking.
  public func tracking(_ tracking: CGFloat) -> some View { _modified(.tracking(Double(tracking))) }
  /// Drawn as tracking (see `TrackingModifier`).
  public func kerning(_ kerning: CGFloat) -> some View { _modified(.tracking(Double(kerning))) }
  public func multilineTextAlignment(_ alignment: TextAlignment) -> some View { _modified(.multilineTextAlignment(alignment)) }
  /// `nil` is no limit.
  public func lineLimit(_ number: Int?) -> some View { _modified(.lineLimit(number)) }

  /// With `reservesSpace`, the text always takes `limit` lines of height, however few it has.
  public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
    _modified(.lineLimit(limit, minimum: reservesSpace ? limit : 0))
  }

  /// At least the lower bound's lines of height, at most the upper bound's lines.
  public func lineLimit(_ limit: ClosedRange<Int>) -> some View { _modified(.lineLimit(limit.upperBound, minimum: limit.lowerBound)) }

  /// At least the lower bound's lines of height, as many lines as the text needs.
  public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View { _modified(.lineLimit(nil, minimum: limit.lowerBound)) }

  /// Where a text cut short by its line limit shows the ellipsis.
  public func truncationMode(_ mode: Text.TruncationMode) -> some View {
    _modified(.truncationMode(mode == .head ? .head : mode == .middle ? .middle : .tail))
  }

  /// SwiftUI's `minimumScaleFactor(_:)`: texts below shrink, down to `factor` of their size, rather
  /// than cut their lines.
  public func minimumScaleFactor(_ factor: CGFloat) -> some View { _modified(.effect(MinimumScaleFactorModifier(Double(factor)))) }

  /// The texts below in upper or lower case (nil: as written).
  public func textCase(_ textCase: Text.Case?) -> some View {
    _modified(.textCase(textCase.map { $0 == .uppercase ? .uppercase : .lowercase }))
  }

  /// Points added between the lines of the texts below.
  public func lineSpacing(_ lineSpacing: CGFloat) -> some View { _modified(.lineSpacing(Double(lineSpacing))) }

  /// SwiftUI's `monospacedDigit()`; see `Text.monospacedDigit()`: digits keep their default widths.
  public func monospacedDigit() -> some View { self }

  /// SwiftUI's `fontWidth(_:)`: drawn at the standard width (see `Font.Width`).
  public func fontWidth(_ width: Font.Width?) -> some View { self }
}

extension Text {
  /// SwiftUI's `Text.TruncationMode`, for `truncationMode(_:)`.
  public enum TruncationMode: Hashable, Sendable { case head, tail, middle }
  /// SwiftUI's `Text.Case`, for `textCase(_:)`.
  public enum Case: Hashable, Sendable { case uppercase, lowercase }
}
