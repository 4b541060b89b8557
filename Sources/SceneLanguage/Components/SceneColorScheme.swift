/// The colour scheme a scene is rendered in, as `@Environment(\.colorScheme)` reads it (SwiftUI's
/// `ColorScheme`). Views that draw adaptive colours read it from the same place.
public enum SceneColorScheme: String, Sendable, CaseIterable {
  case light, dark
}
