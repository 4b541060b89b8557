import Foundation
import ViewRuntime

/// SwiftUI's `SafeAreaRegions` (https://developer.apple.com/documentation/swiftui/safearearegions).
/// Only the container region exists here (no keyboard), so every region ignores it alike.
public struct SafeAreaRegions: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let container = SafeAreaRegions(rawValue: 1)
  public static let keyboard = SafeAreaRegions(rawValue: 2)
  public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// SwiftUI's `VerticalEdge` (https://developer.apple.com/documentation/swiftui/verticaledge).
public enum VerticalEdge: Int8, Hashable, CaseIterable, Sendable {
  case top, bottom
}

/// SwiftUI's `HorizontalEdge` (https://developer.apple.com/documentation/swiftui/horizontaledge).
public enum HorizontalEdge: Int8, Hashable, CaseIterable, Sendable {
  case leading, trailing
}

// Safe-area modifiers (https://developer.apple.com/documentation/swiftui/view/ignoressafearea(_:edges:),
// https://developer.apple.com/documentation/swiftui/view/safeareainset(edge:alignment:spacing:content:)-6gwby).
extension View {
  /// SwiftUI's `ignoresSafeArea(_:edges:)`.
  public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
    _modified(.effect(IgnoresSafeAreaEffect(edges: edges)))
  }

  /// SwiftUI's deprecated `edgesIgnoringSafeArea(_:)`.
  public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
    _modified(.effect(IgnoresSafeAreaEffect(edges: edges)))
  }

  /// SwiftUI's `safeAreaInset(edge:alignment:spacing:content:)` at the top or bottom.
  public func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                                     @ViewBuilder content: () -> V) -> some View {
    _modified(.effect(SafeAreaInsetEffect(edge: edge == .top ? .top : .bottom,
                                          alignment: Alignment(horizontal: alignment, vertical: .center),
                                          spacing: spacing.map(Double.init), inset: _makeNode(content()))))
  }

  /// SwiftUI's `safeAreaInset(edge:alignment:spacing:content:)` at the leading or trailing edge.
  public func safeAreaInset<V: View>(edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                                     @ViewBuilder content: () -> V) -> some View {
    _modified(.effect(SafeAreaInsetEffect(edge: edge == .leading ? .leading : .trailing,
                                          alignment: Alignment(horizontal: .center, vertical: alignment),
                                          spacing: spacing.map(Double.init), inset: _makeNode(content()))))
  }

  /// SwiftUI's `safeAreaPadding(_:)`: the view's safe area grows by `insets`. Its content is laid out
  /// inside them, as with padding; a scroll view's content scrolls under them instead (its content
  /// margins grow), so a carousel's cards reach the screen's edges when scrolled.
  public func safeAreaPadding(_ insets: EdgeInsets) -> some View {
    _transformed { node in
      _changingScrollViews(node) { s in
        s.margins = EdgeInsets(top: s.margins.top + insets.top, leading: s.margins.leading + insets.leading,
                               bottom: s.margins.bottom + insets.bottom, trailing: s.margins.trailing + insets.trailing)
      } ?? .modified(node, .padding(insets))
    }
  }

  /// SwiftUI's `safeAreaPadding(_:_:)` (nil: the system's 16 points).
  public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    safeAreaPadding(EdgeInsets(edges, Double(length ?? 16)))
  }

  /// SwiftUI's `safeAreaPadding(_:)` with one length.
  public func safeAreaPadding(_ length: CGFloat) -> some View { safeAreaPadding(EdgeInsets(.all, Double(length))) }
}
