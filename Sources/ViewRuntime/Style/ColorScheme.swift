/// SwiftUI's `ColorScheme`: light or dark appearance.
/// https://developer.apple.com/documentation/swiftui/colorscheme
public enum ColorScheme: String, Hashable, Sendable, CaseIterable {
  case light, dark
}
