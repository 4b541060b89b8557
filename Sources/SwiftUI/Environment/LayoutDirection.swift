import Foundation
import ViewRuntime

/// SwiftUI's `LayoutDirection` (https://developer.apple.com/documentation/swiftui/layoutdirection).
public enum LayoutDirection: Hashable, Sendable, CaseIterable {
  case leftToRight, rightToLeft
}

extension View {
  /// SwiftUI's `flipsForRightToLeftLayoutDirection(_:)`: right to left, the view is drawn mirrored
  /// (https://developer.apple.com/documentation/swiftui/view/flipsforrighttoleftlayoutdirection(_:)).
  public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View {
    _modified(.effect(FlipsForRightToLeftEffect(enabled: enabled)))
  }
}
