import Foundation

extension Text {
  /// SwiftUI's `Text.LineStyle`: an underline's or strikethrough's pattern and colour
  /// (https://developer.apple.com/documentation/swiftui/text/linestyle). The runtime draws every
  /// pattern as a solid line.
  public struct LineStyle: Hashable, Sendable {
    public enum Pattern: Hashable, Sendable { case solid, dot, dash, dashDot, dashDotDot }

    public let pattern: Pattern
    public let color: Color?

    public init(pattern: Pattern = .solid, color: Color? = nil) { self.pattern = pattern; self.color = color }

    /// A solid line in the text's foreground style.
    public static let single = LineStyle()
  }
}
